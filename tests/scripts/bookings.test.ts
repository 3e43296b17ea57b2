// `npm run bookings` against a throwaway local state: list shows every kind waiting for a person (on-request bookings,
// refunds the provider refused, unsent mail), confirm answers through the worker's services and writes one audit
// entry as the command's user, an answer already given says so and exits non-zero, and --remote needs --env.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";

let dir: string;
const ORDER = "RH-7K3QZ9M2";
const PAID = "RH-P41D0RDR";
const BOOKING = "RB-X4T2N8PQ";
const CANCELLED = "RB-C4NCE11D";

type Run = { code: number; stdout: string; stderr: string };

function bookings(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "bookings", "--", ...args, "--persist", dir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false", OPS_ACTOR: "layla" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The worker's migrations applied to the throwaway state, as `npm run dev` applies them. */
function applyMigrations(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      "npx",
      ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" } },
      (error, _stdout, stderr) => (error ? reject(new Error(stderr)) : resolve()),
    );
  });
}

/** Uses the throwaway state's D1. */
async function onDb<T>(use: (db: D1Database) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${dir}/v3` } });
  try {
    return await use(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "bookings-cli-"));
  await applyMigrations();
  const placed = new Date(Date.now() - 20 * 3_600_000).toISOString();
  const mailed = new Date(Date.now() - 30 * 3_600_000).toISOString();
  await onDb((db) =>
    db.batch([
      db.prepare(
        `INSERT INTO cities (slug, country_code, name_en, name_ar, description_en, description_ar, latitude, longitude, image_key, position)
         VALUES ('dubai', 'AE', 'Dubai', 'دبي', 'A city', 'مدينة', 25.2, 55.3, 'scenes/cities/1.jpg', 0)`,
      ),
      db.prepare(
        `INSERT INTO categories (slug, name_en, name_ar, description_en, description_ar, icon, image_key)
         VALUES ('tours', 'Tours', 'جولات', 'Tours', 'جولات', 'compass', 'scenes/tours/1.jpg')`,
      ),
      db.prepare("INSERT INTO cancellation_policies (code) VALUES ('flexible')"),
      db.prepare("INSERT INTO cancellation_tiers (policy_id, days, penalty_percent) VALUES (1, 1, 100)"),
      db.prepare(
        `INSERT INTO activities (slug, city_id, category_id, title_en, title_ar, summary_en, summary_ar, overview_en, overview_ar,
           address_en, address_ar, latitude, longitude, duration_minutes, confirmation, cancellation_policy_id, free_cancellation,
           bookable, from_price, questions, supplier_id)
         VALUES ('private-yacht', 1, 1, 'Private yacht charter', 'رحلة يخت خاصة', 'S', 'م', 'O', 'ن', 'Marina', 'المرسى', 25.2, 55.3,
           120, 'on_request', 1, 1, 1, 30000, '[]', NULL)`,
      ),
      db.prepare(
        `INSERT INTO options (activity_id, position, title_en, title_ar, description_en, description_ar, duration_minutes,
           capacity_per_item, pricing_unit, pickup_included)
         VALUES (1, 0, 'Standard', 'قياسي', 'The usual', 'المعتاد', 120, 6, 'per_person', 0)`,
      ),
      db.prepare(
        `INSERT INTO availability (option_id, activity_id, date, start_time, capacity, sold, held, price)
         VALUES (1, 1, '2030-01-10', '09:00', 10, 2, 0, 30000)`,
      ),
      db
        .prepare(
          `INSERT INTO orders (id, cart_id, idempotency_key, status, payment_mode, locale, display_currency, lead_first_name,
             lead_last_name, lead_email, lead_country, lead_phone, subtotal, total, created_at, updated_at)
           VALUES (?, 'cart-1', 'key-1', 'awaiting_payment', 'later', 'en', 'AED', 'Sara', 'Ali', 'sara@example.com', 'AE',
             '+971501234567', 30000, 30000, ?, ?),
             (?, 'cart-2', 'key-2', 'confirmed', 'now', 'en', 'AED', 'Omar', 'Saleh', 'omar@example.com', 'AE',
             '+971501234568', 30000, 30000, ?, ?)`,
        )
        .bind(ORDER, placed, placed, PAID, placed, placed),
      db
        .prepare("UPDATE orders SET payment_id = 'sbx_000000000000000000000001', captured = 30000 WHERE id = ?")
        .bind(PAID),
      db
        .prepare(
          `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference)
           VALUES (?, 0, 1, 1, 1, '2030-01-10', '09:00', '{"adult":1}', 1, 30000, 'pending_supplier', ?),
                  (?, 0, 1, 1, 1, '2030-01-10', '09:00', '{"adult":1}', 1, 30000, 'cancelled', ?)`,
        )
        .bind(ORDER, BOOKING, PAID, CANCELLED),
      // Its seat, sold while it waits (as checkout leaves an on-request booking).
      db
        .prepare("INSERT INTO holds (order_item_id, slot_id, seats, expires_at, state) VALUES (1, 1, 1, ?, 'sold')")
        .bind(placed),
      db
        .prepare(
          `INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at)
           VALUES (2, ?, 0, 0, 30000, 'failed', 'account', ?)`,
        )
        .bind(PAID, placed),
      db
        .prepare(
          `INSERT INTO mail_deliveries (kind, order_id, to_address, subject, html, text, locale, state, attempts, next_attempt_at, last_error, created_at)
           VALUES ('pay_later', ?, 'sara@example.com', 'Your booking is reserved', '<p>Hi</p>', 'Hi', 'en', 'failed', 8, ?, 'mailbox unavailable', ?)`,
        )
        .bind(ORDER, mailed, mailed),
    ]),
  );
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run bookings", () => {
  it("list shows everything waiting for a person, with its time left", async () => {
    const run = await bookings("list");
    expect(run.stderr).not.toContain("Error");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `${BOOKING} {2}on-request booking: Private yacht charter, 2030-01-10 09:00, 1 traveller, for Sara Ali, order ${ORDER}`,
      ),
    );
    expect(run.stdout).toMatch(/4 hr left: rejected automatically at /);
    expect(run.stdout).toMatch(new RegExp(`${CANCELLED} {2}refund refused: AED.300\\.00 for Private yacht charter`));
    expect(run.stdout).toMatch(/mail \d+ {2}email not sent: "Your booking is reserved" to sara@example\.com/);
    expect(run.stdout).toContain("overdue by");
  }, 120_000);

  it("confirm answers through the services, says what happened and writes one audit entry as its user", async () => {
    const run = await bookings("confirm", BOOKING.toLowerCase());
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${BOOKING} is confirmed. Its seat stays sold. Pay later: nothing is charged online`);
    const [item, audit] = await onDb((db) =>
      Promise.all([
        db.prepare("SELECT status FROM order_items WHERE reference = ?").bind(BOOKING).first(),
        db.prepare("SELECT actor, role, action, target, order_id FROM audit_log").all(),
      ]),
    );
    expect(item).toEqual({ status: "confirmed" });
    expect(audit.results).toEqual([
      {
        actor: "command:layla",
        role: "command",
        action: "booking.confirm",
        target: `item:${BOOKING}`,
        order_id: ORDER,
      },
    ]);

    const again = await bookings("reject", BOOKING);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(
      `${BOOKING} is already confirmed; only bookings awaiting confirmation can be answered.`,
    );
    const entries = await onDb((db) => db.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>());
    expect(entries?.n).toBe(1);
  }, 120_000);

  it("says how to use it, and refuses --remote without --env", async () => {
    const usage = await bookings("approve", BOOKING);
    expect(usage.code).not.toBe(0);
    expect(usage.stdout).toContain("--remote --env production|staging");
    const remote = await bookings("list", "--remote");
    expect(remote.code).not.toBe(0);
    expect(remote.stderr).toContain("--env production or --env staging");
  }, 120_000);
});
