// The 404 page and the error page, as HTML for pages and JSON for the API; errors are logged with the request id.
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_LOCALE, splitLanguagePrefix } from "../../client/lib/locales.ts";
import { NotFoundPage, ErrorPage } from "../../client/pages/ErrorPages.tsx";
import { fallbackSiteConfig } from "../services/site-config.ts";
import { publicOrigin } from "../services/public-origin.ts";
import { renderer, translator } from "../render/page.tsx";
import type { AppEnv } from "../env.ts";

/** An error whose message is safe and useful to show the visitor (already in their language). */
export class PageError extends HTTPException {}

const wantsJson = (c: Context<AppEnv>) => new URL(c.req.url).pathname.startsWith("/api/") || c.get("payload") === true;

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
    return c.render(<NotFoundPage />, { head: { title: t("errors.notFoundTitle", { path }), description: t("errors.notFoundText"), noindex: true } });
  });
};

export const onError: ErrorHandler<AppEnv> = async (error, c) => {
  const requestId = c.get("requestId") ?? "unknown";
  const status = error instanceof HTTPException ? error.status : 500;
  const message = error instanceof PageError || (error instanceof HTTPException && status < 500) ? error.message : null;
  if (status >= 500) console.error(`[${requestId}] ${c.req.method} ${c.req.url} failed`, error);
  if (wantsJson(c)) return c.json({ error: message ?? "Some thing went wrong", requestId }, status);
  try {
    c.status(status);
    return await renderWithShell(c, () => {
      const t = translator(c);
      return c.render(<ErrorPage message={message} requestId={requestId} />, {
        head: { title: message ?? t("errors.generic"), description: t("errors.generic"), noindex: true },
      });
    });
  } catch (renderError) {
    console.error(`[${requestId}] the error page failed to render`, renderError);
    return c.text(`Some thing went wrong · حدث خطأ ما (${requestId})`, 500);
  }
};
