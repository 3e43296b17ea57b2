// A database seeded from older demo content is reloaded, so copy fixes (such as the glossary's terms) reach it.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { DEMO_TRAVELLER } from "../../scripts/seed/travellers.ts";
import { imagesStored, markImagesStored, needsSeeding, seedDatabase } from "../../scripts/seed/index.ts";

const titleOf = async (slug: string) =>
  (await env.DB.prepare(
    "SELECT title_ar FROM options WHERE activity_id = (SELECT id FROM activities WHERE slug = ?1) ORDER BY id LIMIT 1",
  )
    .bind(slug)
    .first<{ title_ar: string }>())!.title_ar;

describe("demo data", () => {
  it("is loaded once, then left alone while the content is unchanged", async () => {
    expect(await needsSeeding(env.DB)).toBe(true);
    await seedDatabase(env.DB);
    expect(await needsSeeding(env.DB)).toBe(false);
  });

  it("is done only once its images are stored too: a seed stopped while drawing them is not trusted", async () => {
    // seedDatabase has run (above); the pictures are stored after it, in Node (scripts/lib/local-env.mjs).
    expect(await imagesStored(env.DB)).toBe(false);
    await markImagesStored(env.DB);
    expect(await imagesStored(env.DB)).toBe(true);
    // Images drawn for other demo content are not this content's.
    await env.DB.prepare("UPDATE seed_meta SET value = 'older-content' WHERE key = 'images'").run();
    expect(await imagesStored(env.DB)).toBe(false);
  });

  it("is reloaded when it came from other demo content", async () => {
    const { slug } = (await env.DB.prepare("SELECT slug FROM activities ORDER BY slug LIMIT 1").first<{
      slug: string;
    }>())!;
    const current = await titleOf(slug);
    // What an older checkout left behind: different copy, and its own fingerprint.
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE options SET title_ar = 'نص قديم' WHERE activity_id = (SELECT id FROM activities WHERE slug = ?1)",
      ).bind(slug),
      env.DB.prepare("UPDATE seed_meta SET value = 'older-content' WHERE key = 'demo'"),
    ]);
    expect(await needsSeeding(env.DB)).toBe(true);
    await seedDatabase(env.DB);
    expect(await titleOf(slug)).toBe(current);
    expect(await needsSeeding(env.DB)).toBe(false);
    const { activities, indexed } = (await env.DB.prepare(
      "SELECT (SELECT count(*) FROM activities) AS activities, (SELECT count(*) FROM search_meta) AS indexed",
    ).first<{ activities: number; indexed: number }>())!;
    expect(indexed).toBe(activities);
  });

  it("takes the carts and orders tried against the old demo data with it, rather than failing on their references", async () => {
    const slot = (await env.DB.prepare(
      "SELECT id, option_id, activity_id, date, start_time FROM availability ORDER BY id LIMIT 1",
    ).first<{ id: number; option_id: number; activity_id: number; date: string; start_time: string }>())!;
    const at = "2026-01-01T00:00:00.000Z";
    await env.DB.batch([
      env.DB.prepare("INSERT INTO carts (id, version, created_at, updated_at) VALUES ('c1', 1, ?1, ?1)").bind(at),
      env.DB.prepare(
        "INSERT INTO cart_items (cart_id, activity_id, option_id, slot_id, counts, quoted_price, created_at) VALUES ('c1', ?1, ?2, ?3, '{\"adult\":1}', 100, ?4)",
      ).bind(slot.activity_id, slot.option_id, slot.id, at),
      env.DB.prepare(
        `INSERT INTO orders (id, cart_id, idempotency_key, status, payment_mode, locale, display_currency, lead_first_name, lead_last_name, lead_email, lead_country, lead_phone, subtotal, total, created_at, updated_at)
         VALUES ('RH-1', 'c1', 'c1:1', 'pending_payment', 'now', 'en', 'AED', 'A', 'B', 'a@example.com', 'AE', '+971501234567', 100, 100, ?1, ?1)`,
      ).bind(at),
      env.DB.prepare(
        "INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference) VALUES ('RH-1', 0, ?1, ?2, ?3, ?4, ?5, '{}', 1, 100, 'held', 'B-1')",
      ).bind(slot.activity_id, slot.option_id, slot.id, slot.date, slot.start_time),
      env.DB.prepare(
        "INSERT INTO holds (order_item_id, slot_id, seats, expires_at, state) VALUES ((SELECT id FROM order_items WHERE reference = 'B-1'), ?1, 1, ?2, 'active')",
      ).bind(slot.id, at),
      // What the order set off: its booking update, and its tax invoice, which nothing else may ever delete.
      env.DB.prepare(
        "INSERT INTO notification_events (id, kind, order_id, created_at) VALUES ('e1', 'confirmation', 'RH-1', ?1)",
      ).bind(at),
      env.DB.prepare(
        `INSERT INTO tax_documents (series, kind, seq, number, order_id, regime, rate_bp, currency, total, vat, lines, seller, issued_at)
         VALUES ('tried.localhost', 'invoice', 1, 'INV-000001', 'RH-1', 'uae', 500, 'AED', 100, 5, '[]', '{}', ?1)`,
      ).bind(at),
      env.DB.prepare("UPDATE seed_meta SET value = 'older-content' WHERE key = 'demo'"),
    ]);
    await seedDatabase(env.DB);
    expect(await needsSeeding(env.DB)).toBe(false);
    // The reload lifted the tax documents' rule for itself only: it stands again afterwards.
    const triggers = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'tax_documents' ORDER BY name",
    ).all<{ name: string }>();
    expect(triggers.results.map((t) => t.name)).toEqual(["tax_documents_never_changed", "tax_documents_never_deleted"]);
    const gone = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM notification_events WHERE id = 'e1') + (SELECT count(*) FROM tax_documents WHERE order_id = 'RH-1') AS n",
    ).first<{ n: number }>();
    expect(gone!.n).toBe(0);
    // Nothing of what was tried is left; the reload brings the demo traveller's own bookings back.
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM carts) + (SELECT count(*) FROM orders WHERE id = 'RH-1') + (SELECT count(*) FROM order_items WHERE reference = 'B-1') AS n",
    ).first<{ n: number }>();
    expect(left!.n).toBe(0);
    const traveller = await env.DB.prepare(
      "SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ?",
    )
      .bind(DEMO_TRAVELLER.email)
      .first<{ n: number }>();
    expect(traveller!.n).toBe(8);
    // Each with its tax invoice, numbered without a gap in the order they were issued.
    const invoices = await env.DB.prepare(
      "SELECT d.number FROM tax_documents d JOIN orders o ON o.id = d.order_id WHERE d.kind = 'invoice' ORDER BY d.issued_at",
    ).all<{ number: string }>();
    expect(invoices.results.map((d) => d.number)).toEqual(
      Array.from({ length: 8 }, (_, i) => `INV-${String(i + 1).padStart(6, "0")}`),
    );
  });
});
