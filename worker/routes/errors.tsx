// The 404 page, the error page and the 503 "briefly unavailable" page, as HTML for pages and JSON for the API; errors
// are logged with their stack and the request id, and reported to error tracking when it is configured.
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_LOCALE, localePath, splitLanguagePrefix } from "../../shared/locales.ts";
import type { UnavailableKind } from "../../shared/unavailable.ts";
import { fallbackSiteConfig } from "../services/site-config.ts";
import { publicOrigin } from "../services/public-origin.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../services/database-errors.ts";
import { PaymentUnavailableError } from "../services/payments/errors.ts";
import { errorFields, logEvent } from "../services/log.ts";
import { reportError } from "../services/error-tracking.ts";
import { routeFamily } from "../routing/route-families.ts";
import { MalformedBodyError } from "./body.ts";
import { renderer, translator } from "../render/page.tsx";
import { pageComponent } from "../render/views.ts";
import type { AppEnv } from "../env.ts";

/** An error whose message is safe and useful to show the visitor (already in their language). */
export class PageError extends HTTPException {}

/** The API, a page's payload, and a script that asked for JSON (the checkout island) get JSON; a browser gets the page. */
function wantsJson(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).pathname.startsWith("/api/") || c.get("payload") === true) return true;
  const accept = c.req.header("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** Fills in what middleware would have set, for errors raised before it ran. */
function ensurePageState(c: Context<AppEnv>): void {
  if (!c.get("locale")) {
    const { prefix, rest } = splitLanguagePrefix(new URL(c.req.url).pathname);
    c.set("locale", prefix === "ar" ? "ar" : DEFAULT_LOCALE);
    c.set("routePath", rest);
  }
  if (!c.get("site")) {
    const url = new URL(c.req.url);
    c.set("site", fallbackSiteConfig(c.env));
    c.set("origin", publicOrigin(c.env, url, false));
    c.set("currency", "AED");
    c.set("fx", { currency: "AED", rate: 1 });
  }
}

async function renderWithShell(c: Context<AppEnv>, render: () => Response | Promise<Response>): Promise<Response> {
  ensurePageState(c);
  let response: Response | undefined;
  await renderer(c, async () => {
    response = await render();
  });
  return response!;
}

export const notFound: NotFoundHandler<AppEnv> = async (c) => {
  if (wantsJson(c)) return c.json({ error: `Nothing is found at ${new URL(c.req.url).pathname}.` }, 404);
  c.status(404);
  return renderWithShell(c, () => {
    const t = translator(c);
    const path = new URL(c.req.url).pathname;
    const NotFoundPage = pageComponent("notFound");
    return c.render(<NotFoundPage />, {
      head: { title: t("errors.notFoundTitle", { path }), description: t("errors.notFoundText"), noindex: true },
    });
  });
};

/**
 * "You're offline" in the page's language (routes/app-shell.ts): the service worker keeps one copy per language, fetched
 * without cookies, and shows it for a page it has no copy of. Revalidated on every fetch, never indexed.
 */
export async function offlinePage(c: Context<AppEnv>): Promise<Response> {
  const res = await renderWithShell(c, () => {
    const t = translator(c);
    const OfflinePage = pageComponent("offline");
    return c.render(<OfflinePage />, {
      head: { title: t("offline.title"), description: t("offline.text"), noindex: true },
    });
  });
  res.headers.set("Cache-Control", "no-cache");
  return res;
}

const RETRY_AFTER: Record<UnavailableKind, number | null> = {
  config: null,
  database: DATABASE_RETRY_AFTER_SECONDS,
  booking: DATABASE_RETRY_AFTER_SECONDS,
  payment: 60,
};

/**
 * The plain 503 page in the visitor's language (JSON for the API): the configuration is wrong, the database or the
 * payment provider is down. Never cached; Retry-After where waiting helps. A GET can be tried again as it was.
 */
export async function unavailable(c: Context<AppEnv>, kind: UnavailableKind): Promise<Response> {
  ensurePageState(c);
  const retryAfter = RETRY_AFTER[kind];
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (retryAfter) headers["Retry-After"] = String(retryAfter);
  const requestId = c.get("requestId") ?? "unknown";
  if (wantsJson(c)) {
    const t = translator(c);
    return c.json(
      { error: `${t(`unavailable.${kind}Title`)}. ${t(`unavailable.${kind}Text`)}`, reason: kind, requestId },
      503,
      headers,
    );
  }
  const locale = c.get("locale");
  // Waiting helps when something is down, not while a setting is wrong: then the page offers no "Try again".
  const retryHref =
    c.req.method === "GET" && kind !== "config" ? new URL(c.req.url).pathname + new URL(c.req.url).search : null;
  const backHref = kind === "payment" ? localePath(locale, "/checkout") : null;
  c.status(503);
  const res = await renderWithShell(c, () => {
    const t = translator(c);
    const UnavailablePage = pageComponent("unavailable");
    return c.render(<UnavailablePage kind={kind} requestId={requestId} retryHref={retryHref} backHref={backHref} />, {
      head: { title: t(`unavailable.${kind}Title`), description: t(`unavailable.${kind}Text`), noindex: true },
    });
  });
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

/** The malformed-body message in the page's language (the page state is set up first: the error may come before it). */
function malformedBodyText(c: Context): string {
  ensurePageState(c);
  return translator(c)("errors.malformedBody");
}

export const onError: ErrorHandler<AppEnv> = async (error, c) => {
  const requestId = c.get("requestId") ?? "unknown";
  if (isDatabaseUnavailable(error) || error instanceof PaymentUnavailableError) {
    logEvent("error", error instanceof PaymentUnavailableError ? "payment_unavailable" : "database_unavailable", {
      requestId,
      method: c.req.method,
      ...errorFields(error),
    });
    ensurePageState(c);
    const kind: UnavailableKind =
      error instanceof PaymentUnavailableError
        ? "payment"
        : routeFamily(c.get("routePath")) === "other"
          ? "database"
          : "booking";
    return unavailable(c, kind);
  }
  // An exception that carries its own response (basic auth's 401 with WWW-Authenticate) answers with it.
  if (error instanceof HTTPException && error.res) return error.getResponse();
  const status = error instanceof HTTPException ? error.status : 500;
  const message =
    error instanceof MalformedBodyError
      ? malformedBodyText(c)
      : error instanceof PageError || (error instanceof HTTPException && status < 500)
        ? error.message
        : null;
  if (status >= 500) {
    logEvent("error", "unhandled_error", {
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      ...errorFields(error),
    });
    reportError(c.env, error, { requestId });
  }
  if (wantsJson(c)) return c.json({ error: message ?? "Some thing went wrong", requestId }, status);
  try {
    c.status(status);
    return await renderWithShell(c, () => {
      const t = translator(c);
      const ErrorPage = pageComponent("error");
      return c.render(<ErrorPage message={message} requestId={requestId} />, {
        head: { title: message ?? t("errors.generic"), description: t("errors.generic"), noindex: true },
      });
    });
  } catch (renderError) {
    logEvent("error", "error_page_failed", { requestId, ...errorFields(renderError) });
    return c.text(`Some thing went wrong · حدث خطأ ما (${requestId})`, 500);
  }
};
