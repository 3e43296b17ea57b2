// The not-found page and the error page: status, exact copy in both locales, no internals leaked.
import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { get, html } from "./helpers.ts";

describe("404", () => {
  it("an unknown page renders the not-found page in English", async () => {
    const { res, body } = await html("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(body).toContain("Oops! The page you&#x27;re looking for doesn&#x27;t exist.");
    expect(body).toContain(
      "We&#x27;re sorry, but the page you were trying to reach cannot be found. It might have been removed, had its name changed, or is temporarily unavailable.",
    );
    expect(body).toContain("<title>Page Not Found: /no-such-page</title>");
    expect(body).toMatch(/<a class="[^"]*border-primary[^"]*" href="\/">Home page<\/a>/);
  });

  it("renders in Arabic under /ar with the button going to /ar", async () => {
    const { res, body } = await html("/ar/no-such-page");
    expect(res.status).toBe(404);
    expect(body).toMatch(/dir="rtl"/);
    expect(body).toContain("عذرًا! الصفحة التي تبحث عنها غير موجودة.");
    expect(body).toMatch(/href="\/ar">الصفحة الرئيسية<\/a>/);
  });

  it("an unknown API path answers JSON", async () => {
    const res = await get("/api/nope");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toContain("/api/nope");
  });

  it("an unknown page's payload answers JSON 404", async () => {
    const res = await get("/no-such-page/_payload.json");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

describe("500", () => {
  it("renders the error page with the generic message and a request id, logging the error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE faqs");
    const { res, body } = await html("/faq");
    expect(res.status).toBe(500);
    expect(body).toContain("Some thing went wrong");
    const requestId = res.headers.get("x-request-id")!;
    expect(body).toContain(requestId);
    expect(body).not.toMatch(/no such table|D1_ERROR|at .*\.ts:\d+/);
    expect(log.mock.calls.some((args) => String(args[0]).includes(requestId))).toBe(true);

    const ar = await html("/ar/faq");
    expect(ar.res.status).toBe(500);
    expect(ar.body).toContain("حدث خطأ ما");
    log.mockRestore();
  });
});
