// Links that open a new tab (the map, Google Calendar, the supplier's WhatsApp) say so to a screen reader, in the page's
// language, on the experience page, the voucher and the invoice: visually hidden words after the visible ones, or
// the same warning at the end of a name an aria-label gives.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html } from "./helpers.ts";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { voucherPath } from "../../worker/services/booking-links.ts";
import { bookedOrder } from "./invoices.fixtures.ts";
import en from "../../client/i18n/en.json" with { type: "json" };
import ar from "../../client/i18n/ar.json" with { type: "json" };
import { escapeRegExp } from "../fixtures/regexp.ts";

const WARNING = { "": en.common.opensInNewTab, "/ar": ar.common.opensInNewTab } as const;
type Prefix = keyof typeof WARNING;

/** Each `target="_blank"` link of `body`: its testid (or href), and the name a screen reader gives it. */
function newTabLinks(body: string): { id: string; name: string }[] {
  return [...body.matchAll(/<a\b([^>]*\btarget="_blank"[^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => {
    const label = /\baria-label="([^"]*)"/.exec(attrs!)?.[1];
    const text = inner!.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    const id = /data-testid="([^"]+)"/.exec(attrs!)?.[1] ?? /href="([^"]+)"/.exec(attrs!)![1]!;
    return { id, name: (label ?? text).replaceAll("&amp;", "&").trim() };
  });
}

function expectEachSaysSo(body: string, prefix: Prefix, expected: string[]): void {
  const links = newTabLinks(body);
  for (const id of expected)
    expect(
      links.map((l) => l.id),
      `${prefix || "/"}: ${id}`,
    ).toContainEqual(expect.stringContaining(id));
  for (const link of links)
    expect(link.name, `${prefix || "/"}: ${link.id}`).toMatch(new RegExp(`\\S ${escapeRegExp(WARNING[prefix])}$`));
}

beforeAll(async () => {
  await seedDatabase(env.DB);
});

describe("links that open a new tab", () => {
  it("say so on the experience page's meeting point", async () => {
    const a = await env.DB.prepare(
      "SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.bookable = 1 AND a.latitude IS NOT NULL ORDER BY a.id LIMIT 1",
    ).first<{ slug: string; city: string }>();
    for (const prefix of ["", "/ar"] as const) {
      const { body } = await html(`${prefix}/things-to-do-in-${a!.city}/${a!.slug}`);
      expectEachSaysSo(body, prefix, ["show-on-map"]);
    }
  });

  it("say so on the voucher (map, Google Calendar, WhatsApp) and the invoice (map, its aria-label too)", async () => {
    const user = await makeUser(env.DB);
    const booked = await bookedOrder(env.DB, {
      userId: user.id,
      supplier: { name: "Dhow Tales", phone: "+97145550123", email: "hello@dhow.example", whatsapp: "971501112233" },
    });
    const { cookie } = await signedIn(env.DB, user.id);
    const voucher = await voucherPath(env.AUTH_SECRET!, booked.reference);
    for (const prefix of ["", "/ar"] as const) {
      expectEachSaysSo((await html(`${prefix}${voucher}`)).body, prefix, ["show-on-map", "calendar-google", "wa.me"]);
      const invoice = (await html(`${prefix}/invoices/${booked.orderId}`, { headers: { cookie } })).body;
      expectEachSaysSo(invoice, prefix, ["show-on-map"]);
    }
  });
});
