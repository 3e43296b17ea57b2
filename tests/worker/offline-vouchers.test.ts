// GET /api/account/offline-vouchers in workerd: what a phone may keep for the signed-in account. 401 signed out;
// only that account's confirmed, upcoming vouchers, each with both language paths and until when it may be kept;
// nothing cancelled, past or another traveller's; never cached. The voucher page says the same with Offline-Until.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { bookedOrder } from "./invoices.fixtures.ts";
import { OFFLINE_UNTIL_HEADER, offlineUntil, type OfflineVoucherList } from "../../shared/offline.ts";
import { accountTag } from "../../worker/services/offline-vouchers.ts";

const db = env.DB;
const DAY = 86_400_000;

async function list(cookie?: string): Promise<{ res: Response; body: OfflineVoucherList }> {
  const res = await get("/api/account/offline-vouchers", cookie ? { headers: { cookie } } : {});
  return { res, body: (await res.json()) as OfflineVoucherList };
}

describe("/api/account/offline-vouchers", () => {
  it("is 401 and uncached when nobody is signed in", async () => {
    const { res } = await list();
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lists the account's confirmed upcoming vouchers with both paths and until; not cancelled, past or others'", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const soon = await bookedOrder(db, { userId: user.id, daysAhead: 3 });
    const later = await bookedOrder(db, { userId: user.id, daysAhead: 20, pickup: true });
    const cancelled = await bookedOrder(db, { userId: user.id, daysAhead: 5 });
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(cancelled.itemId).run();
    const past = await bookedOrder(db, { userId: user.id, daysAhead: 7 }, new Date(Date.now() - 30 * DAY));
    // Five days ago: recent enough to be read (a stay may still run), but its day after has passed.
    const lastWeek = await bookedOrder(db, { userId: user.id, daysAhead: 7 }, new Date(Date.now() - 12 * DAY));
    const theirs = await bookedOrder(db, { userId: other.id, daysAhead: 4 });

    const { cookie } = await signedIn(db, user.id);
    const { res, body } = await list(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.account).toBe(await accountTag(user.id));
    expect(body.account).toMatch(/^[0-9a-f]{16}$/);
    expect(body.account).not.toContain(user.id);
    const references = body.vouchers.map((v) => v.reference).sort();
    expect(references).toEqual([soon.reference, later.reference].sort());
    for (const excluded of [cancelled, past, lastWeek, theirs]) expect(references).not.toContain(excluded.reference);
    for (const booked of [soon, later]) {
      const voucher = body.vouchers.find((v) => v.reference === booked.reference)!;
      expect(voucher.paths).toEqual([`/vouchers/${booked.reference}`, `/ar/vouchers/${booked.reference}`]);
      expect(voucher.until).toBe(offlineUntil(booked.date, null, "Asia/Dubai").toISOString());
      expect(Date.parse(voucher.until)).toBeGreaterThan(Date.now());
    }

    const theirList = await list((await signedIn(db, other.id)).cookie);
    expect(theirList.body.vouchers.map((v) => v.reference)).toEqual([theirs.reference]);
    expect(theirList.body.account).not.toBe(body.account);
  });
});

describe("Offline-Until on the voucher page", () => {
  it("is sent for a confirmed voucher, as the list's until, and not once it is cancelled", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, { userId: user.id });
    const { cookie } = await signedIn(db, user.id);
    const res = await get(`/vouchers/${booked.reference}`, { headers: { cookie } });
    expect(res.headers.get(OFFLINE_UNTIL_HEADER)).toBe(offlineUntil(booked.date, null, "Asia/Dubai").toISOString());
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(booked.itemId).run();
    const after = await get(`/ar/vouchers/${booked.reference}`, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(after.headers.get(OFFLINE_UNTIL_HEADER)).toBeNull();
  });
});
