// The sandbox provider's hosted payment page: GET shows it, POST pays with a test card (then 303s to the checkout's
// return URL with a signed query) or cancels (back to checkout, nothing charged). Only while PAYMENT_PROVIDER is the sandbox, and only where test
// instruments exist (development, and staging behind its key; 404 in production).
import type { Context, Hono } from "hono";
import { z } from "zod";
import { translator } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { redirectTo } from "../routing/redirect.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { SandboxPayPage, type SandboxPayField, type SandboxPayPageProps } from "../../client/pages/SandboxPayPage.tsx";
import { findSandboxPayment, type SandboxPayment } from "../db/sandbox-payments.ts";
import {
  answerHostedPayment,
  expireIfDue,
  SANDBOX_PAYMENT_ID,
  sandboxCardOutcome,
} from "../services/payments/sandbox.ts";
import { sandboxSigningSecret } from "../services/payments/index.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const PATH = "/pay/:paymentId{sbx_[0-9a-f]{24}}";

/** True for a number that passes the Luhn check every card number carries. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card form; each message is a key under payment.errors. The expiry must be this month or later. */
function cardForm(now: Date) {
  return z.object({
    card: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .regex(/^\d{13,19}$/, "cardNumber")
          .refine(luhn, "cardInvalid"),
      ),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "expiry")
      .refine((value) => {
        const [month, year] = value.split("/").map((part) => Number(part.trim()));
        return (
          2000 + year > now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
        );
      }, "cardExpired"),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "cvc"),
  });
}

const actionSchema = z.object({ action: z.enum(["pay", "cancel"]).default("pay") });

/** The cancel URL checkout gave (always ours) as a path, so the traveller stays on the host they paid on. */
function ownPath(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

const CARDS = (Object.keys(SANDBOX_CARDS) as (keyof typeof SANDBOX_CARDS)[]).map((kind) => ({
  kind,
  number: SANDBOX_CARDS[kind],
}));

function render(
  c: C,
  payment: SandboxPayment,
  state: SandboxPayPageProps["state"],
  now: Date,
  status: 200 | 409 | 410 | 422,
  extra: Partial<SandboxPayPageProps> = {},
) {
  const t = translator(c);
  c.header("Cache-Control", PERSONAL);
  c.status(status);
  const props: SandboxPayPageProps = {
    state,
    paymentId: payment.id,
    orderId: payment.orderId,
    amount: payment.amount,
    remainingSeconds: Math.max(0, Math.floor((Date.parse(payment.expiresAt) - now.getTime()) / 1000)),
    cards: CARDS,
    errors: {},
    values: { card: "", expiry: "" },
    ...extra,
  };
  const title = state === "open" ? t("payment.title") : t(`payment.${state}Title`);
  return c.render(<SandboxPayPage {...props} />, {
    head: {
      title: `${title} | ${c.get("site").brand.name[c.get("locale")]}`,
      description: t("payment.description"),
      noindex: true,
    },
  });
}

/** The payment, after an open one past its expiry has been marked expired; null when there is none (or no sandbox). */
async function currentPayment(c: C, now: Date): Promise<SandboxPayment | null> {
  if ((c.env.PAYMENT_PROVIDER ?? "").trim() !== "sandbox") return null;
  const id = c.req.param("paymentId")!;
  // Anything that cannot be an id is unknown without asking D1.
  if (!SANDBOX_PAYMENT_ID.test(id)) return null;
  await expireIfDue(c.env.DB, id, now);
  return findSandboxPayment(c.env.DB, id);
}

/** The not-found page, personal like every answer here (a payment id is the traveller's secret). */
async function unknownPayment(c: C): Promise<Response> {
  const res = await c.notFound();
  res.headers.set("Cache-Control", PERSONAL);
  return res;
}

const stateOf = (payment: SandboxPayment) =>
  payment.status === "open" ? "open" : payment.status === "expired" ? "expired" : "used";

export function registerSandboxPayPages(pages: Hono<AppEnv>): void {
  pages.get(PATH, async (c) => {
    const now = new Date();
    const payment = await currentPayment(c, now);
    if (!payment) return unknownPayment(c);
    return render(c, payment, stateOf(payment), now, 200);
  });

  pages.post(PATH, async (c) => {
    const now = new Date();
    const payment = await currentPayment(c, now);
    if (!payment) return unknownPayment(c);
    if (payment.status !== "open")
      return render(c, payment, stateOf(payment), now, payment.status === "expired" ? 410 : 409);

    // A body that is not a form reads as an empty one, and gets the form's own messages.
    const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
    const { action } = actionSchema.catch({ action: "pay" }).parse({ action: body.action || undefined });
    const values = { card: text("card").slice(0, 40), expiry: text("expiry").slice(0, 10) };
    // Cancel, as on Stripe's page, charges nothing and changes nothing: the traveller goes back to the shop's cancel URL
    // (checkout), and the payment stays open until they come back to it or its hold runs out.
    if (action === "cancel") return redirectTo(c, ownPath(payment.cancelUrl), 303);
    const t = translator(c);
    const parsed = cardForm(now).safeParse({ card: text("card"), expiry: text("expiry"), cvc: text("cvc") });
    if (!parsed.success) {
      const errors: SandboxPayPageProps["errors"] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SandboxPayField;
        errors[field] ??= t(`payment.errors.${issue.message}`);
      }
      return render(c, payment, "open", now, 422, { errors, values });
    }
    const card = sandboxCardOutcome(parsed.data.card);
    if (!card)
      return render(c, payment, "open", now, 422, { errors: { card: t("payment.errors.notTestCard") }, values });
    const outcome = { ...card, cardLast4: parsed.data.card.slice(-4) };

    const answer = await answerHostedPayment(c.env.DB, sandboxSigningSecret(c.env), payment.id, outcome, now);
    if (answer.kind === "redirect") return redirectTo(c, answer.location, 303);
    if (answer.kind === "not_found") return unknownPayment(c);
    return render(c, answer.payment, answer.kind, now, answer.kind === "expired" ? 410 : 409);
  });
}
