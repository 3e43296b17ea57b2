// Brand colours carry their text at WCAG AA: the contrast arithmetic, the console and `npm run site` refusing a colour
// that breaks it (with the ratio and which way to move it, in both languages, nothing saved), a site saved before the
// rule shown with our colours in place of its weak ones, and every seeded supplier site passing.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { ORIGIN, get, html } from "./helpers.ts";
import { staffMember } from "../factories/index.ts";
import { siteKey } from "../../worker/services/site-config.ts";
import { checkSite, issuesInEnglish } from "../../worker/services/ops/sites.ts";
import { contrastRatio, contrastShortfalls, readableColours, saidRatio } from "../../shared/contrast.ts";
import { DEFAULT_BRAND, siteConfigSchema, type SiteConfigInput } from "../../shared/site-config.ts";
import { SUPPLIER_SITES } from "../../scripts/seed/sites.ts";

const kv = env.SITE;

function form(colours: Record<string, string>, hostname: string): Record<string, string> {
  return {
    hostname,
    layoutType: "supplier",
    defaultCurrency: "AED",
    weekStartsOn: "1",
    brandMode: "own",
    "brand.name.en": "Gold Dunes",
    "brand.name.ar": "الكثبان الذهبية",
    "brand.tagline.en": "Sand and stars",
    "brand.tagline.ar": "رمال ونجوم",
    "brand.logoText": "GD",
    "brand.colours.primary": colours.primary ?? "#1e3a8a",
    "brand.colours.primaryDark": colours.primaryDark ?? "#172554",
    "brand.colours.accent": colours.accent ?? "#fbbf24",
    "brand.contact.email": "hello@golddunes.example",
    "brand.contact.whatsapp": "971509876543",
    "brand.contact.phone": "+971 4 555 0100",
    "brand.contact.address.en": "Al Quoz, Dubai",
    "brand.contact.address.ar": "القوز، دبي",
    intent: "save",
  };
}

function save(path: string, cookie: string, fields: Record<string, string>) {
  return get(path, {
    method: "POST",
    headers: { origin: ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("the contrast arithmetic", () => {
  it("measures WCAG's ratio either way round, and says a failing one without rounding it up", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    // #777 on white is the classic near miss: 4.48:1.
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(saidRatio(4.48)).toBe(4.4);
    expect(saidRatio(4.5)).toBe(4.5);
  });

  it("names each colour too weak for the text drawn on it", () => {
    expect(contrastShortfalls(DEFAULT_BRAND.colours)).toEqual([]);
    const weak = contrastShortfalls({ primary: "#38bdf8", primaryDark: "#115e59", accent: "#1e293b" });
    expect(weak.map((s) => [s.colour, s.text])).toEqual([
      ["primary", "#ffffff"],
      ["accent", "#000000"],
    ]);
    expect(
      readableColours({ primary: "#38bdf8", primaryDark: "#123456", accent: "#1e293b" }, DEFAULT_BRAND.colours),
    ).toEqual({ primary: DEFAULT_BRAND.colours.primary, primaryDark: "#123456", accent: DEFAULT_BRAND.colours.accent });
  });

  it("passes every seeded supplier site and our own brand", () => {
    for (const [host, site] of Object.entries(SUPPLIER_SITES)) {
      expect(checkSite(site).ok, host).toBe(true);
    }
    expect(contrastShortfalls(DEFAULT_BRAND.colours)).toEqual([]);
  });
});

describe("saving a brand", () => {
  it("refuses a light main colour in the console, saying the ratio and what to do, in English and Arabic; saves nothing", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const en = await save("/ops/sites", marketing.cookie, form({ primary: "#38bdf8" }, "sky.example"));
    expect(en.status).toBe(400);
    const enBody = await en.text();
    expect(enBody).toContain(
      "White text on this colour is hard to read: its contrast is 2.1:1, and text needs at least 4.5:1. Choose a darker colour.",
    );
    expect(enBody).toMatch(
      /name="brand\.colours\.primary"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="brand\.colours\.primary"/,
    );
    const ar = await save("/ar/ops/sites", marketing.cookie, form({ accent: "#1e293b" }, "sky.example"));
    expect(ar.status).toBe(400);
    const arBody = await ar.text();
    expect(arBody).toContain("يصعب قراءة النص الأسود على هذا اللون");
    expect(arBody).toContain("اختر لونًا أفتح");
    expect(await kv.get(siteKey("sky.example"))).toBeNull();

    const good = await save("/ops/sites", marketing.cookie, form({}, "sky.example"));
    expect(good.status).toBe(303);
    expect(await kv.get(siteKey("sky.example"))).not.toBeNull();
  });

  it("refuses it from `npm run site` too (the same check), with the reason in English", () => {
    const input: SiteConfigInput = {
      ...SUPPLIER_SITES["supplier.localhost"],
      brand: {
        ...SUPPLIER_SITES["supplier.localhost"].brand!,
        colours: { ...DEFAULT_BRAND.colours, primaryDark: "#9ca3af" },
      },
    };
    const checked = checkSite(input);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(issuesInEnglish(checked.issues)).toBe(
      "brand.colours.primaryDark: white text on #9ca3af has a contrast of 2.5:1, below the 4.5:1 that text needs (WCAG AA); choose a darker colour",
    );
    // The stored shape alone is fine: only saving applies the rule.
    expect(siteConfigSchema.safeParse(input).success).toBe(true);
  });
});

describe("a site saved before the rule", () => {
  it("keeps its name and supplier, and shows our colour in place of each weak one", async () => {
    const site = SUPPLIER_SITES["supplier.localhost"];
    const weak = {
      ...site,
      brand: { ...site.brand!, colours: { primary: "#fde68a", primaryDark: "#7c2d12", accent: "#facc15" } },
    };
    await kv.put(siteKey("example.com"), JSON.stringify(weak));
    try {
      const { body } = await html("/");
      expect(body).toContain("Desert Falcon Safaris");
      expect(body).toContain(`--c-primary:${DEFAULT_BRAND.colours.primary}`);
      expect(body).toContain("--c-primary-dark:#7c2d12");
      expect(body).not.toContain("#fde68a");
    } finally {
      await kv.delete(siteKey("example.com"));
    }
  });
});
