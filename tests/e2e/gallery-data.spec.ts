// The demo data's pictures reach a traveller through the image optimiser, in English and Arabic: an experience's
// fifth gallery photo and its meeting-point map (drawn by the seed, stored in R2) both decode in the browser at the
// requested size. The experience is the listing's first, not a named one.
import { test, expect } from "./fixtures.ts";
import { LOCALES } from "./booking-steps.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { imageUrl } from "../../shared/image-url.ts";
import type { ActivityCard } from "../../shared/catalogue.ts";

const MAP_KEYS = new Map(
  buildCatalogue({ today: "2026-01-01", days: 1 }).tables.activities.map((a) => [
    String(a.slug),
    String(a.map_image_key),
  ]),
);

for (const { locale, prefix } of LOCALES) {
  test(`an experience's gallery photo and meeting-point map load through the optimiser (${locale})`, async ({
    page,
    request,
  }) => {
    const listing = (await (await request.get(`${prefix}/things-to-do/_payload.json`)).json()) as {
      results: { items: ActivityCard[] };
    };
    const first = listing.results.items[0]!;
    const path = `${prefix}/things-to-do-in-${first.city.slug}/${first.slug}`;
    const detail = (await (await request.get(`${path}/_payload.json`)).json()) as {
      activity: { images: { key: string }[] };
    };
    expect(detail.activity.images.length).toBeGreaterThanOrEqual(5);
    const mapKey = MAP_KEYS.get(first.slug);
    expect(mapKey, "the seed drew a map for this experience").toMatch(/^maps\//);

    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", locale === "ar" ? /^ar/ : /^en/);
    const urls = [detail.activity.images[4]!.key, mapKey!].map((key) =>
      imageUrl(key, { width: 640, height: 400, fit: "cover", quality: 75 }),
    );
    const sizes = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(
            (src) =>
              new Promise<[number, number]>((resolve) => {
                const img = new Image();
                img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
                img.onerror = () => resolve([0, 0]);
                img.src = src;
              }),
          ),
        ),
      urls,
    );
    expect(sizes).toEqual([
      [640, 400],
      [640, 400],
    ]);
    for (const url of urls) {
      const res = await request.get(url);
      expect(res.headers()["content-type"]).toBe("image/webp");
    }
  });
}
