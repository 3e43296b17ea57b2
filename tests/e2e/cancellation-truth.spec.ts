// Issue 27, "Free cancellation that isn't": in English and Arabic, one order of departures picked by what cancelling
// them costs right now (inside the free window; inside a penalty window with a part fee; inside it with no refund at
// all; a non-refundable activity), booked through the real pages, and every place that speaks about cancelling checked
// against the one rule (shared/cancellation.ts) and against what the cancel page then charges: the card and key
// facts (the policy's terms), the booking widget, the cart, the checkout summary, the result page, the confirmation
// email (text and HTML), the invoice and voucher from the emailed links, and the cancel page, whose fee and refund must
// be what its words promise. The departures inside a refundable window are then cancelled, and the refund kept is checked.
import type { Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { LOCALES, fillGuestDetails, payWith } from "./booking-steps.ts";
import { ownAddress } from "./account-steps.ts";
import { expectFits } from "./sideways.ts";
import { latestMail, linkIn } from "./outbox.ts";
import {
  aedText,
  claimsSince,
  expectClaim,
  expectedTerms,
  fils,
  listingCards,
  mailAbout,
  penaltyOf,
  percentText,
  pickDeparture,
  plain,
  promisedPercent,
  tr,
  type PickedDeparture,
  type Wanted,
} from "./cancellation-steps.ts";

type Booked = PickedDeparture & { title: string; cartItemId: number; price: number; reference: string };

/** The words a card or key fact must never use alone: the start every free-cancellation sentence shares. */
const freeWords = (locale: "en" | "ar") => (locale === "en" ? "Free cancellation" : "إلغاء مجاني");

/**
 * The order's departures, picked by property: each kind from its own experience, and the two locales from different
 * places in the listing. Inside a penalty window there is always a departure with no refund left (a departure later
 * today or tomorrow under a 24- or 48-hour policy); one with a part fee needs a 72-hour policy's departure one to three
 * days ahead, which the demo data usually has (it is skipped, and said so, on a day it has none).
 */
async function pickAll(request: Parameters<typeof pickDeparture>[0], index: number): Promise<PickedDeparture[]> {
  const picks: PickedDeparture[] = [];
  const wanted: { kind: Wanted; required: boolean }[] = [
    { kind: "inside_free_window", required: true },
    { kind: "fee_now", required: false },
    { kind: "no_refund_now", required: true },
    { kind: "non_refundable", required: true },
  ];
  for (const { kind, required } of wanted) {
    const pick = await pickDeparture(request, kind, { skip: index * 40, avoid: picks.map((p) => p.activityId) });
    if (pick) picks.push(pick);
    else if (required)
      throw new Error(`the demo data has no bookable instant departure whose cancellation is "${kind}" right now`);
    else
      test
        .info()
        .annotations.push({ type: "skipped kind", description: `no departure with a part fee (${kind}) today` });
  }
  return picks;
}

async function cartPayload(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch("/cart/_payload.json");
    return (await res.json()) as {
      cart: {
        items: { id: number; activityId: number; date: string; startTime: string; price: number }[];
        pricedAt: string;
      };
    };
  });
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: every page and email says what cancelling costs, and the cancel page charges exactly that`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    await ownAddress(page);
    const email = `truth-${locale}-${Date.now()}@example.com`;
    const picks = await pickAll(request, index);
    testInfo.annotations.push({
      type: "departures",
      description: picks
        .map((p) => `${p.wanted}: ${p.path} ${p.date} ${p.departure.startTime} (${p.timeZone})`)
        .join("; "),
    });
    const cards = await listingCards(request, prefix);
    const booked: Booked[] = [];

    // ---- Browse: the card and key facts show the policy's terms; the widget the claim for the chosen departure. ----
    for (const pick of picks) {
      const { activity } = (await (await request.get(`${prefix}${pick.path}/_payload.json`)).json()) as {
        activity: { title: string };
      };
      const listed = cards.find((c) => c.card.id === pick.activityId);
      expect(listed, `${pick.path} is on the ${locale} listing`).toBeTruthy();
      await page.goto(listed!.page);
      const card = page
        .getByTestId("activity-card")
        .filter({ has: page.locator(`a.card-link[href="${prefix}${pick.path}"]`) });
      await expect(card).toHaveCount(1);
      const cardText = plain(await card.textContent());
      if (pick.policy.nonRefundable) {
        await expect.soft(card.locator(".card-perk"), `card of a non-refundable experience (${locale})`).toHaveCount(0);
        expect.soft(cardText, `card of a non-refundable experience (${locale})`).not.toContain(freeWords(locale));
      } else {
        const perk = `✓ ${expectedTerms(pick, locale)}`;
        expect
          .soft(plain(await card.locator(".card-perk").textContent()), `card terms (${locale}, ${pick.wanted})`)
          .toBe(perk);
        // Nowhere else on the card a free-cancellation phrase without its terms.
        expect.soft(cardText.replace(perk, ""), `card (${locale}, ${pick.wanted})`).not.toContain(freeWords(locale));
      }

      const since = new Date();
      await page.goto(`${prefix}${pick.path}?date=${pick.date}`);
      expect
        .soft(plain(await page.getByTestId("fact-cancellation").textContent()), `key facts (${locale}, ${pick.wanted})`)
        .toBe(expectedTerms(pick, locale));
      await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      const widget = page.getByTestId("booking-widget");
      await widget.locator(`input[name="slotId"][value="${pick.departure.slotId}"]`).check();
      await expectClaim(widget.getByTestId("cancellation-claim"), pick, locale, true, since, "booking widget");
      await page.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("cart-count")).toHaveText(String(booked.length + 1));
      booked.push({ ...pick, title: activity.title, cartItemId: 0, price: 0, reference: "" });
    }

    // ---- Cart: each item's claim, and its price (what the cancel page must later quote from). ----
    let since = new Date();
    await page.goto(`${prefix}/cart`);
    const { cart } = await cartPayload(page);
    for (const item of booked) {
      const row = cart.items.find(
        (i) => i.activityId === item.activityId && i.date === item.date && i.startTime === item.departure.startTime,
      );
      expect(row, `the cart holds ${item.path} on ${item.date} ${item.departure.startTime}`).toBeTruthy();
      item.cartItemId = row!.id;
      item.price = row!.price;
      const li = page.locator(`[data-testid="cart-item"][data-item-id="${row!.id}"]`);
      await expectClaim(li.getByTestId("cancellation-claim"), item, locale, true, since, "cart item");
      if (plain(await li.getByTestId("item-price").textContent()).includes(locale === "en" ? "AED" : "د.إ")) {
        expect(fils((await li.getByTestId("item-price").textContent())!), `cart price of ${item.path}`).toBe(
          item.price,
        );
      }
    }

    // ---- Checkout: the order summary's claims; then pay with the success card. ----
    since = new Date();
    await page.getByTestId("proceed").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
    await islandsHydrated(page);
    const summary = page.getByTestId("order-summary");
    for (const item of booked) {
      await expectClaim(
        summary.locator("li").filter({ hasText: item.title }).getByTestId("cancellation-claim"),
        item,
        locale,
        true,
        since,
        "checkout order summary",
      );
    }
    await fillGuestDetails(page, email);
    await page.getByTestId("pay-now").check();
    since = new Date();
    await page.getByTestId("pay-button").click();
    await payWith(page, SANDBOX_CARDS.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 25_000 });
    const resultItems = page.getByTestId("result-item");
    await expect(resultItems).toHaveCount(booked.length);
    for (const item of booked) {
      const li = resultItems.filter({ hasText: item.title });
      await expect(li).toHaveAttribute("data-status", "confirmed");
      item.reference = plain(await li.getByTestId("item-reference").textContent());
      // Decision 018: the result page is one of the places a departure is known, so it says what cancelling costs.
      await expectClaim(li.getByTestId("cancellation-claim"), item, locale, true, since, "checkout result page");
    }
    await page.screenshot({ path: testInfo.outputPath(`result-${locale}.png`), fullPage: true });

    // ---- The confirmation email, text and HTML: each item's claim, with its date (an email is read later). ----
    const mail = await latestMail(request, email, "confirmation", 20_000);
    const label = plain(tr(locale, "mail.cancellation"));
    const blocks = mail.text.split(/\n\s*\n/);
    await page.goto(`/dev/outbox/${mail.id}`);
    for (const item of booked) {
      const allowed = claimsSince(item, locale, false, since, false);
      const block = blocks.find((b) => b.includes(item.reference)) ?? "";
      const lines = block.split("\n").map(plain);
      const said = lines.find((l) => allowed.some((claim) => l === claim || l === `${label}: ${claim}`));
      expect
        .soft(
          said,
          `confirmation email, text part (${locale}, ${item.wanted}): a line "${label}: ${allowed.at(-1)}" in\n${block}`,
        )
        .toBeTruthy();
      const table = page.locator(`[data-item="${item.reference}"]`);
      await expect(table).toHaveCount(1);
      const htmlSaid = await Promise.all(allowed.map((claim) => table.getByText(claim, { exact: true }).count()));
      expect
        .soft(
          htmlSaid.some((n) => n > 0),
          `confirmation email, HTML part (${locale}, ${item.wanted}): "${allowed.at(-1)}" in\n${plain(await table.textContent())}`,
        )
        .toBe(true);
    }
    await page.screenshot({ path: testInfo.outputPath(`confirmation-email-${locale}.png`), fullPage: true });
    // The email fits a phone (LAYOUT_SHOTS also keeps it at 390 and 1366 px); then back to the journey's width.
    const desktop = page.viewportSize()!;
    await expectFits(page, testInfo, "email: confirmation", locale);
    await page.setViewportSize(desktop);

    // ---- The invoice (the emailed manage-booking link) and each voucher (the emailed voucher links). ----
    const manage = linkIn(mail, /^(\/ar)?\/manage-booking\/RH-/);
    since = new Date();
    await page.goto(manage);
    for (const item of booked) {
      const row = page.locator(`[data-testid="invoice-item"][data-reference="${item.reference}"]`);
      await expect(row).toHaveAttribute("data-status", "confirmed");
      expect(plain(await row.getByTestId("item-price").textContent()), `invoice price of ${item.reference}`).toBe(
        plain(aedText(item.price, locale)),
      );
      await expectClaim(
        row.getByTestId("item-cancellation-claim").getByTestId("cancellation-claim"),
        item,
        locale,
        false,
        since,
        "invoice",
      );
      // A booking that cannot be cancelled offers no cancel link; every other one does.
      await expect(row.getByTestId("cancel-link")).toHaveCount(item.policy.nonRefundable ? 0 : 1);
    }
    await page.screenshot({ path: testInfo.outputPath(`invoice-${locale}.png`), fullPage: true });
    for (const item of booked) {
      since = new Date();
      await page.goto(linkIn(mail, new RegExp(`/vouchers/${item.reference}$`)));
      await expect(page.getByTestId("voucher-reference")).toHaveText(item.reference);
      await expectClaim(
        page.getByTestId("voucher-cancellation").getByTestId("cancellation-claim"),
        item,
        locale,
        false,
        since,
        "voucher",
      );
    }

    // ---- The cancel page: the claim, and a fee and refund that are exactly what the words promise. ----
    await page.goto(manage);
    const someCancelLink = (await page.getByTestId("cancel-link").first().getAttribute("href"))!;
    const quoted = new Map<string, { penalty: number; refund: number }>();
    for (const item of booked) {
      since = new Date();
      // The non-refundable one has no link: its cancel page is asked for directly, with the same manage proof.
      await page.goto(someCancelLink.replace(/\/bookings\/[^/]+\/cancel/, `/bookings/${item.reference}/cancel`));
      await expect(page.getByTestId("cancel-page")).toHaveAttribute("data-reference", item.reference);
      const words = await expectClaim(
        page.getByTestId("cancel-policy").getByTestId("cancellation-claim"),
        item,
        locale,
        true,
        since,
        "cancel page",
      );
      const promised = promisedPercent(locale, words);
      if (promised === "refused") {
        await expect(page.getByTestId("cancel-refused")).toHaveAttribute("data-reason", "non_refundable");
        await expect(page.getByTestId("cancel-quote")).toHaveCount(0);
        continue;
      }
      const amount = fils((await page.getByTestId("quote-amount").textContent())!);
      const penalty = fils((await page.getByTestId("quote-penalty").textContent())!);
      const refund = fils((await page.getByTestId("quote-refund").textContent())!);
      // What was paid is the price the cart and invoice showed.
      expect(amount, `cancel page: amount paid for ${item.reference}`).toBe(item.price);
      // The words agree with the cost: free ⇒ no fee and a full refund; a fee ⇒ that percent of the price.
      expect(plain(await page.getByTestId("quote-percent").textContent()), `cancel page: fee rate vs "${words}"`).toBe(
        plain(percentText(promised, locale)),
      );
      expect(penalty, `cancel page: fee vs "${words}" on ${amount} fils`).toBe(penaltyOf(amount, promised));
      expect(refund, `cancel page: refund vs "${words}" on ${amount} fils`).toBe(amount - penaltyOf(amount, promised));
      if (promised === 0) expect(refund, "a free cancellation refunds the whole price").toBe(item.price);
      // And shown as every other amount on the page is.
      expect(plain(await page.getByTestId("quote-penalty").textContent())).toBe(plain(aedText(penalty, locale)));
      expect(plain(await page.getByTestId("quote-refund").textContent())).toBe(plain(aedText(refund, locale)));
      quoted.set(item.reference, { penalty, refund });
    }

    // ---- Cancel what can be cancelled: the free one refunds the whole price, the others keep the fee quoted. ----
    for (const item of booked.filter((b) => quoted.has(b.reference))) {
      const { penalty, refund } = quoted.get(item.reference)!;
      await page.goto(someCancelLink.replace(/\/bookings\/[^/]+\/cancel/, `/bookings/${item.reference}/cancel`));
      await islandsHydrated(page);
      await page.getByTestId("confirm-cancel").click();
      await expect(page).toHaveURL(new RegExp(`\\?cancelled=${item.reference}$`));
      const row = page.locator(`[data-testid="invoice-item"][data-reference="${item.reference}"]`);
      await expect(row).toHaveAttribute("data-status", "cancelled");
      expect(
        plain(await row.getByTestId("item-penalty").textContent()),
        `invoice: fee kept for ${item.reference}`,
      ).toBe(plain(aedText(penalty, locale)));
      expect(plain(await row.getByTestId("item-refund").textContent()), `invoice: refund of ${item.reference}`).toBe(
        plain(aedText(refund, locale)),
      );
      if (item.wanted === "inside_free_window")
        expect(fils((await row.getByTestId("item-refund").textContent())!), "the free cancellation's refund").toBe(
          item.price,
        );
      const receipt = plain((await mailAbout(request, email, "cancellation", item.reference)).text);
      expect(receipt, `cancellation email of ${item.reference}`).toContain(
        `${plain(tr(locale, "invoice.refund"))}: ${plain(aedText(refund, locale))}`,
      );
      expect(receipt, `cancellation email of ${item.reference}`).toContain(
        `${plain(tr(locale, "invoice.penalty"))}: ${plain(aedText(penalty, locale))}`,
      );
    }
    // The last cancellation's receipt fits a phone.
    const lastReceipt = await mailAbout(
      request,
      email,
      "cancellation",
      booked.filter((b) => quoted.has(b.reference)).at(-1)!.reference,
    );
    const view = await page.context().newPage();
    await view.goto(`/dev/outbox/${lastReceipt.id}`);
    await expectFits(view, testInfo, "email: cancellation", locale);
    await view.close();
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
  });
}
