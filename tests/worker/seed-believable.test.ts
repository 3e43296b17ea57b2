// The demo catalogue reads like a real one: every activity distinct, photos of what it sells, an operator and a map.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { GRAND_MOSQUE_CITIES, SUBJECT_CATEGORIES, type Subject } from "../../scripts/seed/subjects.ts";
import { addDays } from "../../shared/dates.ts";

const TODAY = "2026-11-23";
const { tables, images } = buildCatalogue({ today: TODAY });
const activities = tables.activities;
const categorySlug = new Map(tables.categories.map((c) => [c.id, String(c.slug)]));
const citySlug = new Map(tables.cities.map((c) => [c.id, String(c.slug)]));
const photos = new Map<number, string[]>();
for (const image of tables.activity_images)
  photos.set(Number(image.activity_id), [...(photos.get(Number(image.activity_id)) ?? []), String(image.r2_key)]);
const jobs = new Map(images.map((job) => [job.key, job]));

describe("demo catalogue", () => {
  it("is a believable size, and no two activities share a title in either language", () => {
    expect(activities.length).toBeGreaterThanOrEqual(120);
    expect(activities.length).toBeLessThanOrEqual(200);
    for (const column of ["title_en", "title_ar", "summary_en", "summary_ar"]) {
      const values = activities.map((a) => String(a[column]));
      expect({ column, repeated: values.filter((v, i) => values.indexOf(v) !== i) }).toEqual({ column, repeated: [] });
    }
  });

  it("gives every activity at least five photos of its own, drawn at distinct compositions, and no photo to two activities", () => {
    const owner = new Map<string, number>();
    for (const a of activities) {
      const keys = photos.get(Number(a.id)) ?? [];
      expect(keys.length).toBeGreaterThanOrEqual(5);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect({ key, sharedWith: owner.get(key) }).toEqual({ key, sharedWith: undefined });
        owner.set(key, Number(a.id));
        const job = jobs.get(key);
        expect(job?.kind).toBe("photo");
      }
      const shots = keys.map((key) => jobs.get(key)).map((job) => (job?.kind === "photo" ? job.shot : -1));
      expect(new Set(shots).size).toBe(keys.length);
    }
  });

  it("draws each activity's photos of a subject that belongs in its category", () => {
    for (const a of activities) {
      const job = jobs.get(photos.get(Number(a.id))![0]);
      const subject = job?.kind === "photo" ? job.subject : null;
      const category = categorySlug.get(a.category_id)!;
      expect({
        slug: a.slug,
        category,
        fits: subject ? SUBJECT_CATEGORIES[subject as Subject].includes(category as never) : false,
      }).toEqual({ slug: a.slug, category, fits: true });
    }
  });

  it("sells mosque visits only in cities with a grand mosque, and never shows a mosque elsewhere", () => {
    const mosques = activities.filter((a) => {
      const job = jobs.get(photos.get(Number(a.id))![0]);
      return (
        (job?.kind === "photo" && job.subject === "mosque") ||
        /mosque/i.test(String(a.title_en).replace(/Jumeirah Mosque/g, ""))
      );
    });
    expect(mosques.length).toBeGreaterThan(0);
    const elsewhere = mosques.filter((a) => !GRAND_MOSQUE_CITIES.has(citySlug.get(a.city_id)!)).map((a) => a.slug);
    expect(elsewhere).toEqual([]);
  });

  it("names an operator and a meeting-point map for every activity, each map drawn for that activity", () => {
    const supplierIds = new Set(tables.suppliers.map((s) => s.id));
    const mapKeys = new Set<string>();
    for (const a of activities) {
      expect({ slug: a.slug, supplier: supplierIds.has(a.supplier_id) }).toEqual({ slug: a.slug, supplier: true });
      const key = String(a.map_image_key);
      expect(key).toMatch(/^maps\/[a-z0-9-]+\.jpg$/);
      expect(jobs.get(key)).toMatchObject({ kind: "map", latitude: a.latitude, longitude: a.longitude });
      mapKeys.add(key);
    }
    expect(mapKeys.size).toBe(activities.length);
    // The supplier demo site (Desert Falcon Safaris, supplier 1) has a real catalogue in several cities.
    const falcon = activities.filter((a) => a.supplier_id === 1);
    expect(falcon.length).toBeGreaterThanOrEqual(20);
    expect(new Set(falcon.map((a) => a.city_id)).size).toBeGreaterThanOrEqual(5);
  });

  it("dates listings relative to today: mostly long-standing, a few in the last 45 days", () => {
    const recent = activities.filter((a) => String(a.listed_on) > addDays(TODAY, -45));
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThanOrEqual(activities.length * 0.15);
    for (const a of activities) {
      expect(String(a.listed_on) < TODAY).toBe(true);
      expect(String(a.listed_on) >= addDays(TODAY, -1200)).toBe(true);
    }
  });

  it("keeps what booking relies on: nightly and daily options, on-request, refusing and unbookable activities, pickups", () => {
    const units = new Set(tables.options.map((o) => o.pricing_unit));
    expect([...units].sort()).toEqual(["daily", "nightly", "per_item", "per_person"]);
    expect(activities.filter((a) => a.confirmation === "on_request").length).toBeGreaterThan(3);
    expect(activities.some((a) => a.supplier_refuses === 1)).toBe(true);
    expect(activities.some((a) => a.bookable === 0)).toBe(true);
    expect(activities.some((a) => String(a.questions).includes("pickup_point"))).toBe(true);
  });
});

describe("seeded database", () => {
  it("stores each activity's listing date and map key", async () => {
    await seedDatabase(env.DB, { today: TODAY });
    const row = await env.DB.prepare(
      "SELECT count(*) AS n, count(listed_on) AS listed, count(map_image_key) AS mapped FROM activities",
    ).first<{ n: number; listed: number; mapped: number }>();
    expect(row).toEqual({ n: activities.length, listed: activities.length, mapped: activities.length });
  });
});
