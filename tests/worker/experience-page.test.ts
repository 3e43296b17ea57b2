// The experience page's layout and details against a seeded D1: the price before the reviews, each option's details
// with end times and pick-up points, the meeting-point map through the image optimiser, and supplier sites scoped
// to their own supplier's experiences.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import { SUPPLIER_SITES } from "../../scripts/seed/sites.ts";
import { SAMPLE_JPEG_BASE64 } from "../fixtures/sample-image.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";

type A = { id: number; slug: string; city: string };
const one = <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<T>() as Promise<T>;
const pathOf = (a: A) => `/things-to-do-in-${a.city}/${a.slug}`;
const ACTIVITY = "SELECT a.id, a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id";

let reviewed: A;

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
  reviewed = await one<A>(`${ACTIVITY} WHERE a.bookable = 1 AND a.review_count > 0 ORDER BY a.id LIMIT 1`);
});

describe("first screen", () => {
  it("puts the price and 'Check availability' before the booking widget, and the widget before the reviews", async () => {
    for (const prefix of ["", "/ar"]) {
      const { res, body } = await html(prefix + pathOf(reviewed));
      expect(res.status).toBe(200);
      const at = (marker: string) => {
        const i = body.indexOf(marker);
        expect(i, marker).toBeGreaterThan(-1);
        return i;
      };
      const price = at('data-testid="detail-price"');
      expect(price).toBeLessThan(at('data-testid="check-availability-top"'));
      expect(at('href="#booking"')).toBeLessThan(at('id="booking"'));
      expect(at('id="booking"')).toBeLessThan(at('data-testid="section-itinerary"'));
      expect(at('data-testid="section-itinerary"')).toBeLessThan(at('data-testid="section-reviews"'));
      expect(at('data-testid="facts"')).toBeLessThan(price);
    }
  });

  it("folds the long sections into <details> whose headings stay visible", async () => {
    const { body } = await html(pathOf(reviewed));
    for (const id of [
      "options",
      "includes",
      "itinerary",
      "cancellation-policy",
      "know-before-you-go",
      "what-to-bring",
    ]) {
      const section = new RegExp(`data-testid="section-${id}"[\\s\\S]*?</section>`).exec(body)![0];
      expect(section, id).toMatch(/<details[^>]*><summary[^>]*><h2 id="[^"]+-title"/);
    }
    const overview = /data-testid="section-overview"[\s\S]*?<\/section>/.exec(body)![0];
    expect(overview).not.toContain("<details");
  });
});

describe("option details", () => {
  it("lists every start time with its end time, crossing midnight as 'next day'", async () => {
    const slot = await one<{ option_id: number; start_time: string; duration_minutes: number }>(
      `SELECT v.option_id, min(v.start_time) AS start_time, o.duration_minutes FROM availability v JOIN options o ON o.id = v.option_id
       WHERE v.activity_id = ? GROUP BY v.option_id ORDER BY v.option_id LIMIT 1`,
      reviewed.id,
    );
    const [h, m] = slot.start_time.split(":").map(Number);
    const endOf = (minutes: number) => {
      const total = (h * 60 + m + minutes) % 1440;
      return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
    };
    // Same day, as stored (if it already ends on a later day, the second half covers it).
    if (h * 60 + m + slot.duration_minutes < 1440) {
      const { body } = await html(pathOf(reviewed));
      expect(body).toContain(`<bdi dir="ltr">${slot.start_time}–${endOf(slot.duration_minutes)}</bdi>`);
    }
    // Made to end an hour after midnight.
    const overnight = 1440 - (h * 60 + m) + 60;
    await env.DB.prepare("UPDATE options SET duration_minutes = ? WHERE id = ?").bind(overnight, slot.option_id).run();
    await bumpCacheVersion(env.SITE); // changed behind the services' backs: the page cached above is out of date
    for (const [prefix, nextDay] of [
      ["", "(next day)"],
      ["/ar", "(في اليوم التالي)"],
    ]) {
      const { body } = await html(prefix + pathOf(reviewed));
      const option = /data-testid="section-options"[\s\S]*?<\/section>/.exec(body)![0];
      expect(option).toMatch(
        new RegExp(
          `<bdi dir="ltr">${slot.start_time}–01:00</bdi><span[^>]*>${nextDay.replace(/[()]/g, "\\$&")}</span>`,
        ),
      );
    }
  });

  it("says whether pick-up and drop-off are included, and where the pick-up collects travellers", async () => {
    const option = await one<{ id: number }>(
      "SELECT id FROM options WHERE activity_id = ? ORDER BY position LIMIT 1",
      reviewed.id,
    );
    await env.DB.batch([
      env.DB.prepare("UPDATE options SET pickup_included = 1, dropoff_included = 0 WHERE id = ?").bind(option.id),
      env.DB.prepare("DELETE FROM pickup_points WHERE activity_id = ?").bind(reviewed.id),
      env.DB.prepare(
        "INSERT INTO pickup_points (activity_id, position, name_en, name_ar, pickup_time) VALUES (?, 0, 'Test Mall, main gate', 'البوابة الرئيسية للمركز التجريبي', '06:45')",
      ).bind(reviewed.id),
    ]);
    const en = (await html(pathOf(reviewed))).body;
    const first = en.split('data-testid="option-details"')[1];
    expect(first).toMatch(/data-testid="option-pickup"><dt[^>]*>Pick-up<\/dt><dd[^>]*>Included<\/dd>/);
    expect(first).toMatch(/data-testid="option-dropoff"><dt[^>]*>Drop-off<\/dt><dd[^>]*>Not included<\/dd>/);
    expect(first).toContain("Test Mall, main gate");
    expect(first).toMatch(/<bdi dir="ltr">06:45<\/bdi>/);
    expect((await html(`/ar${pathOf(reviewed)}`)).body).toContain("البوابة الرئيسية للمركز التجريبي");
    expect(en).toContain('data-testid="fact-pickup"');
  });
});

describe("meeting point", () => {
  it("shows the map image through the image optimiser, and keeps 'Show on map' and the coordinates", async () => {
    const mapped = await one<A & { map_image_key: string }>(
      `${ACTIVITY.replace("SELECT", "SELECT a.map_image_key,")} WHERE a.map_image_key IS NOT NULL ORDER BY a.id LIMIT 1`,
    );
    expect(mapped).toBeTruthy();
    // The demo maps are drawn into R2 by the dev script (in Node); here a sample picture stands in for the drawing.
    await env.MEDIA.put(
      mapped.map_image_key,
      Uint8Array.from(atob(SAMPLE_JPEG_BASE64), (ch) => ch.charCodeAt(0)),
    );
    for (const prefix of ["", "/ar"]) {
      const { body } = await html(prefix + pathOf(mapped));
      const location = /data-testid="section-location"[\s\S]*?<\/section>/.exec(body)![0];
      const src = /<figure[^>]*data-testid="meeting-point-map"[^>]*><img[^>]*src="([^"]+)"/.exec(location)?.[1];
      expect(src).toMatch(new RegExp(`^/img/[^/]+/${mapped.map_image_key.replace(/[.]/g, "\\.")}$`));
      expect(location).toContain('data-testid="show-on-map"');
      expect(location).toMatch(/data-testid="coordinates">-?\d+\.\d{4}, -?\d+\.\d{4}</);
      // The optimiser serves it, transformed.
      const img = await get(src!.replace(/&amp;/g, "&"));
      expect(img.status).toBe(200);
      expect(img.headers.get("content-type")).toMatch(/^image\//);
    }
  });
});

describe("supplier sites", () => {
  const host = "supplier.localhost";
  const supplierId = SUPPLIER_SITES[host]!.supplierId!;

  it("serve their own supplier's experiences and 404 every other supplier's", async () => {
    const own = await one<A>(`${ACTIVITY} WHERE a.supplier_id = ? ORDER BY a.id LIMIT 1`, supplierId);
    const other = await one<A>(`${ACTIVITY} WHERE a.supplier_id IS NOT ? ORDER BY a.id LIMIT 1`, supplierId);
    expect((await get(`/experiences/${own.slug}`, { host })).status).toBe(200);
    expect((await get(`/ar/experiences/${own.slug}`, { host })).status).toBe(200);
    for (const path of [
      `/experiences/${other.slug}`,
      `/ar/experiences/${other.slug}`,
      pathOf(other),
      `${pathOf(other)}/_payload.json`,
    ]) {
      expect((await get(path, { host })).status, path).toBe(404);
    }
    // The marketplace itself still serves both.
    expect((await get(pathOf(other))).status).toBe(200);
    expect((await get(pathOf(own))).status).toBe(200);
  });
});
