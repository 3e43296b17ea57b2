// The service worker's pure parts (client/sw/): which requests it answers (never a browse page, a payload or the
// API), what stays in its voucher index after a sync, and the "saved on this phone" note it shows offline.
import { describe, expect, it } from "vitest";
import { routeOf, offlinePathFor } from "../../client/sw/policy.ts";
import { reconcile, remember, EMPTY_INDEX, type OfflineIndex } from "../../client/sw/voucher-cache.ts";
import { markSaved, savedTimeText } from "../../client/sw/saved-mark.ts";
import { SAVED_MARK } from "../../shared/offline.ts";

const ORIGIN = "https://rihla.example";
const nav = (path: string, method = "GET") => ({ method, url: ORIGIN + path, mode: "navigate" });
const sub = (path: string) => ({ method: "GET", url: ORIGIN + path, mode: "cors" });

describe("routeOf", () => {
  it("leaves browse pages, payloads, the API, the console and other origins to the browser", () => {
    for (const path of [
      "/",
      "/ar",
      "/dubai",
      "/dubai/desert-safari",
      "/ar/dubai/desert-safari",
      "/search/dunes",
      "/blog",
      "/about",
      "/offline",
      "/invoices/abc123",
      "/vouchers/RB-ABCDEFGH/calendar.ics",
      "/vouchers/not-a-reference",
      "/bookings/RB-ABCDEFGH/cancel",
      "/account",
      "/ops",
    ])
      expect(routeOf(nav(path), ORIGIN), path).toBeNull();
    for (const path of [
      "/dubai/_payload.json",
      "/vouchers/RB-ABCDEFGH/_payload.json",
      "/invoices/_payload.json",
      "/api/account/offline-vouchers",
      "/api/wishlist",
      "/builds/latest.json",
    ]) {
      expect(routeOf(sub(path), ORIGIN), path).toBeNull();
      expect(routeOf(nav(path), ORIGIN), path).toBeNull();
    }
    expect(routeOf(nav("/vouchers/RB-ABCDEFGH"), "https://other.example")).toBeNull();
    expect(routeOf(sub("/vouchers/RB-ABCDEFGH"), ORIGIN)).toBeNull();
    expect(routeOf(nav("/checkout", "POST"), ORIGIN)).toBeNull();
  });

  it("answers voucher pages and Your Booking in both languages, assets, and sees sign-out", () => {
    expect(routeOf(nav("/vouchers/RB-ABCDEFGH"), ORIGIN)).toBe("voucher");
    expect(routeOf(nav("/ar/vouchers/RB-ABCDEFGH?key=00ff"), ORIGIN)).toBe("voucher");
    expect(routeOf(nav("/invoices"), ORIGIN)).toBe("bookings");
    expect(routeOf(nav("/ar/invoices"), ORIGIN)).toBe("bookings");
    expect(routeOf(sub("/assets/entry-BE0lAV2L.js"), ORIGIN)).toBe("asset");
    expect(routeOf(sub("/icons/icon-192.png"), ORIGIN)).toBe("asset");
    expect(routeOf(nav("/auth/sign-out", "POST"), ORIGIN)).toBe("sign-out");
    expect(routeOf(nav("/ar/auth/sign-out", "POST"), ORIGIN)).toBe("sign-out");
    expect(offlinePathFor("/ar/vouchers/RB-ABCDEFGH")).toBe("/ar/offline");
    expect(offlinePathFor("/vouchers/RB-ABCDEFGH")).toBe("/offline");
  });
});

describe("reconcile", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const later = "2026-12-10T20:00:00.000Z";
  const earlier = "2026-11-30T20:00:00.000Z";
  const kept = (via: "account" | "link", until = later) => ({
    paths: ["/vouchers/X", "/ar/vouchers/X"],
    until,
    savedAt: "2026-11-29T08:00:00.000Z",
    via,
  });
  const index: OfflineIndex = {
    account: "aaaa",
    vouchers: {
      "RB-LISTED00": { ...kept("account"), paths: ["/vouchers/RB-LISTED00", "/ar/vouchers/RB-LISTED00"] },
      "RB-CANCELD0": { ...kept("account"), paths: ["/vouchers/RB-CANCELD0", "/ar/vouchers/RB-CANCELD0"] },
      "RB-EXPIRED0": { ...kept("account", earlier), paths: ["/vouchers/RB-EXPIRED0"] },
      "RB-LINKED00": { ...kept("link"), paths: ["/vouchers/RB-LINKED00"] },
      "RB-LINKOLD0": { ...kept("link", earlier), paths: ["/vouchers/RB-LINKOLD0"] },
    },
  };
  const listed = (account: string) => ({
    account,
    vouchers: [
      { reference: "RB-LISTED00", paths: [], until: later },
      { reference: "RB-EXPIRED0", paths: [], until: earlier },
    ],
  });

  it("drops unlisted (cancelled) and expired vouchers, keeps listed ones and a link's until its time", () => {
    const { index: after, dropped, deletePaths } = reconcile(index, listed("aaaa"), now);
    expect(Object.keys(after.vouchers).sort()).toEqual(["RB-LINKED00", "RB-LISTED00"]);
    expect(dropped.sort()).toEqual(["RB-CANCELD0", "RB-EXPIRED0", "RB-LINKOLD0"]);
    expect(deletePaths).toContain("/ar/vouchers/RB-CANCELD0");
    expect(deletePaths).not.toContain("/vouchers/RB-LISTED00");
    expect(after.account).toBe("aaaa");
  });

  it("drops everything another account kept", () => {
    const { index: after, dropped } = reconcile(index, listed("bbbb"), now);
    expect(after).toEqual({ account: "bbbb", vouchers: {} });
    expect(dropped).toHaveLength(5);
  });

  it("remembers both language paths of one voucher, and an account's voucher stays the account's", () => {
    let i = remember(EMPTY_INDEX, "RB-ABCDEFGH", {
      path: "/vouchers/RB-ABCDEFGH",
      until: later,
      savedAt: "s",
      via: "account",
    });
    i = remember(i, "RB-ABCDEFGH", { path: "/ar/vouchers/RB-ABCDEFGH", until: later, savedAt: "t", via: "link" });
    expect(i.vouchers["RB-ABCDEFGH"]).toEqual({
      paths: ["/vouchers/RB-ABCDEFGH", "/ar/vouchers/RB-ABCDEFGH"],
      until: later,
      savedAt: "t",
      via: "account",
    });
  });
});

describe("markSaved", () => {
  const page = (lang: string, sentence: string) =>
    `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head></head><body><main><p data-testid="voucher-saved" data-saved-at="${SAVED_MARK}" hidden="">${sentence}<time data-saved-time=""></time></p><p hidden="">other</p><p data-x="${SAVED_MARK}-not">x</p></main></body></html>`;
  const savedAt = new Date("2026-12-04T11:05:00Z");

  it("shows the one note with the ISO time and the time in English", () => {
    const out = markSaved(page("en-US", "Saved on this phone"), savedAt);
    expect(out).toContain(
      `<p data-testid="voucher-saved" data-saved-at="2026-12-04T11:05:00.000Z">Saved on this phone · <time data-saved-time="" datetime="2026-12-04T11:05:00.000Z">${savedTimeText(savedAt, "en-US")}</time></p>`,
    );
    expect(out).toContain('<p hidden="">other</p>');
    expect(out).not.toContain(`data-saved-at="${SAVED_MARK}"`);
    expect(out.match(/datetime=/g)).toHaveLength(1);
    expect(savedTimeText(savedAt, "en-US")).toMatch(/Dec 4, 2026/);
    // 11:05 UTC on the Gulf's clock.
    expect(savedTimeText(savedAt, "en-US")).toContain("15:05");
  });

  it("writes the time in Arabic (Gregorian, Latin digits) on an Arabic page", () => {
    const out = markSaved(page("ar-SA", "محفوظ على هذا الهاتف"), savedAt);
    const text = savedTimeText(savedAt, "ar-SA");
    expect(text).toContain("ديسمبر");
    expect(text).toContain("2026");
    expect(text).not.toMatch(/[٠-٩]/);
    expect(out).toContain(
      `محفوظ على هذا الهاتف · <time data-saved-time="" datetime="2026-12-04T11:05:00.000Z">${text}</time></p>`,
    );
    expect(out).not.toMatch(/data-testid="voucher-saved"[^>]*hidden/);
  });

  it("leaves a page without the note as it was", () => {
    const plain = '<html lang="en"><body><p hidden="">x</p></body></html>';
    expect(markSaved(plain, savedAt)).toBe(plain);
  });
});
