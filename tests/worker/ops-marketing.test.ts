// The console's marketing pages: who may open them (marketing and operators; a 404 to everyone else, and marketing
// gets a 404 from every other capability), the redirect form's refusals (a loop, a two-hop chain, a host off the
// allow-list), a CSV import that applies all or nothing, the next request following a change, site settings that are
// previewed without saving and, once saved, change the cache version and the next page, and one audit entry per action.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { ORIGIN, get, html } from "./helpers.ts";
import { session, staffMember, supplier, user } from "../factories/index.ts";
import { listAudit } from "../../worker/db/audit-log.ts";
import { redirectKey } from "../../shared/redirect-rules.ts";
import { CACHE_VERSION_KEY } from "../../shared/cache-version.ts";
import { siteKey } from "../../worker/services/site-config.ts";
import { siteConfigSchema } from "../../shared/site-config.ts";
import { requireStaff } from "../../worker/routes/ops/access.ts";
import type { Capability } from "../../shared/staff.ts";
import type { AppEnv } from "../../worker/env.ts";
import marketingStrings from "../../client/i18n/ops/marketing.json";
import staffStrings from "../../client/i18n/ops/staff.json";

const db = env.DB;
const kv = env.SITE;

const cookieOf = (who: { cookie: string } | null): Record<string, string> => (who ? { cookie: who.cookie } : {});

function post(path: string, who: { cookie: string } | null, fields: Record<string, string>) {
  return get(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...cookieOf(who) },
    body: new URLSearchParams(fields),
  });
}

function upload(path: string, who: { cookie: string }, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "redirects.csv", { type: "text/csv" }));
  return get(path, { method: "POST", headers: { origin: ORIGIN, cookie: who.cookie }, body: form });
}

const stored = async (from: string) => kv.get(redirectKey(from), "json");
/** The audit entries one staff member's actions wrote, newest first (the log is the file's, shared by its tests). */
const audits = async (who: { id: string }, action = "") => listAudit(db, { actor: who.id, action });

describe("who may open the marketing pages", () => {
  const PAGES = ["/ops/redirects", "/ops/sites", "/ops/redirects/export"];

  it("marketing and operators, in both languages, privately and unindexed", async () => {
    for (const role of ["marketing", "operator"] as const) {
      const who = await staffMember({ role });
      for (const path of [...PAGES, ...PAGES.map((p) => `/ar${p}`)]) {
        const res = await get(path, { headers: { cookie: who.cookie } });
        expect(res.status, `${role} ${path}`).toBe(200);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
      }
    }
    const marketing = await staffMember({ role: "marketing" });
    const { body } = await html("/ar/ops/redirects", { headers: { cookie: marketing.cookie } });
    expect(body).toContain('dir="rtl"');
    expect(body).toContain("إعادة التوجيه");
  });

  it("a supplier's staff, a traveller and a guest get the ordinary 404, for pages and for every form", async () => {
    const supplierStaff = await staffMember({ role: "supplier", supplierId: await supplier() });
    const traveller = await session(await user());
    for (const who of [supplierStaff, traveller, null]) {
      for (const path of [...PAGES, "/ar/ops/sites", "/ops/staff"]) {
        expect((await get(path, { headers: cookieOf(who) })).status, path).toBe(404);
      }
      for (const path of ["/ops/redirects", "/ops/redirects/delete", "/ops/sites", "/ops/staff"]) {
        const res = await post(path, who, { from: "/x", to: "/faq", status: "301", hostname: "example.com" });
        expect(res.status, `POST ${path}`).toBe(404);
      }
    }
    expect(await stored("/x")).toBeNull();
    expect(await listAudit(db, {})).toEqual([]);
  });

  it("marketing gets a 404 from every capability but its own: bookings, money, departures, staff, audit…", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("locale", "en");
      await next();
    });
    app.get("/:capability", async (c) => {
      const staff = await requireStaff(c, c.req.param("capability") as Capability);
      return staff instanceof Response ? staff : c.text("open");
    });
    const marketing = await staffMember({ role: "marketing" });
    const ask = (capability: string) =>
      app.request(`/${capability}`, { headers: { cookie: marketing.cookie } }, env as unknown as AppEnv["Bindings"]);
    for (const capability of [
      "inbox",
      "bookings",
      "bookings.money",
      "departures",
      "availability",
      "offers",
      "staff",
      "audit",
    ])
      expect((await ask(capability)).status, capability).toBe(404);
    expect(await (await ask("marketing")).text()).toBe("open");
    // And the console's own pages for those capabilities.
    for (const path of ["/ops/staff", "/ops/audit"])
      expect((await get(path, { headers: { cookie: marketing.cookie } })).status, path).toBe(404);
  });

  it("refuses a console form posted from another site (the Origin check covers the console)", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const res = await get("/ops/redirects", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        cookie: marketing.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ from: "/x", to: "/faq", status: "301" }),
    });
    expect(res.status).toBe(403);
    expect(await stored("/x")).toBeNull();
  });
});

describe("the redirect form", () => {
  it("adds a rule that the next request follows, in both languages, with one audit entry", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const res = await post("/ar/ops/redirects", marketing, { from: "/summer-sale", to: "/faq", status: "302" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/ops/redirects?done=added&path=%2Fsummer-sale");
    expect((await get("/summer-sale")).headers.get("location")).toBe("/faq");
    const ar = await get("/ar/summer-sale?utm_source=x");
    expect(ar.status).toBe(302);
    expect(ar.headers.get("location")).toBe("/ar/faq?utm_source=x");
    const [entry, ...more] = await audits(marketing, "redirect.");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: marketing.id,
      actorEmail: marketing.email,
      role: "marketing",
      action: "redirect.set",
      target: "redirect:/summer-sale",
      before: null,
      after: { from: "/summer-sale", to: "/faq", status: 302 },
    });
    expect(entry.requestId).toBeTruthy();
    const { body } = await html("/ar/ops/redirects?done=added&path=%2Fsummer-sale", {
      headers: { cookie: marketing.cookie },
    });
    expect(body).toContain('data-testid="ops-ok"');
    expect(body).toContain('data-from="/summer-sale"');
  });

  it("changes a rule (to another source too) and deletes one, each followed by the next request and audited once", async () => {
    const marketing = await staffMember({ role: "marketing" });
    await post("/ops/redirects", marketing, { from: "/old", to: "/faq", status: "301" });
    expect((await get("/old")).headers.get("location")).toBe("/faq");
    const edit = await html("/ops/redirects?edit=%2Fold", { headers: { cookie: marketing.cookie } });
    expect(edit.body).toContain('name="original" value="/old"');
    const moved = await post("/ops/redirects", marketing, {
      original: "/old",
      from: "/older",
      to: "/about",
      status: "301",
    });
    expect(moved.headers.get("location")).toContain("done=changed");
    expect(await stored("/old")).toBeNull();
    expect((await get("/older")).headers.get("location")).toBe("/about");
    expect((await get("/old")).status).toBe(404);
    const deleted = await post("/ops/redirects/delete", marketing, { from: "/older" });
    expect(deleted.status).toBe(303);
    expect((await get("/older")).status).toBe(404);
    const again = await post("/ops/redirects/delete", marketing, { from: "/older" });
    expect(again.status).toBe(409);
    expect((await audits(marketing, "redirect.")).map((e) => [e.action, e.before, e.after])).toEqual([
      ["redirect.delete", { from: "/older", to: "/about", status: 301 }, null],
      ["redirect.set", { from: "/old", to: "/faq", status: 301 }, { from: "/older", to: "/about", status: 301 }],
      ["redirect.set", null, { from: "/old", to: "/faq", status: 301 }],
    ]);
  });

  it("refuses a loop, a two-hop chain either way, a host off the allow-list and a second rule for a path; saves nothing", async () => {
    const marketing = await staffMember({ role: "marketing" });
    await post("/ops/redirects", marketing, { from: "/a", to: "/b", status: "301" });
    const cases: [Record<string, string>, number, string][] = [
      [{ from: "/b", to: "/a" }, 409, "would make a loop"],
      [{ from: "/c", to: "/a" }, 409, "is itself redirected"],
      [{ from: "/b", to: "/faq" }, 409, "would send its visitors through two hops"],
      [{ from: "/d", to: "https://evil.example/login" }, 400, "<bdi>evil.example</bdi> is not on the allow-list"],
      [{ from: "/d", to: "http://wa.me/971500000000" }, 400, "<bdi>wa.me</bdi> is not on the allow-list"],
      [{ from: "/a", to: "/faq" }, 409, "already redirects to"],
      [{ from: "/ops/staff", to: "/faq" }, 400, "cannot be redirected"],
    ];
    for (const [fields, status, says] of cases) {
      const res = await post("/ops/redirects", marketing, { status: "301", ...fields });
      const body = await res.text();
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(body, JSON.stringify(fields)).toContain(says);
      // The values come back in the form.
      expect(body).toContain(`value="${fields.from}"`);
    }
    for (const from of ["/b", "/c", "/d"]) expect(await stored(from)).toBeNull();
    expect(await stored("/a")).toEqual({ to: "/b", status: 301 });
    expect((await audits(marketing, "redirect.")).length).toBe(1);
    // A rule to an allow-listed address is fine.
    expect(
      (await post("/ops/redirects", marketing, { from: "/chat", to: "https://wa.me/971500000000", status: "301" }))
        .status,
    ).toBe(303);
    expect((await get("/ar/chat")).headers.get("location")).toBe("https://wa.me/971500000000");
  });

  it("says the refusals in Arabic on the Arabic page", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const res = await post("/ar/ops/redirects", marketing, { from: "/x", to: "https://evil.example/", status: "301" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("ليس في قائمة العناوين الخارجية المسموح بها");
  });
});

describe("CSV import and export", () => {
  it("applies nothing when any row is bad, listing each bad row; then imports a good file whole, audited once", async () => {
    const marketing = await staffMember({ role: "marketing" });
    await post("/ops/redirects", marketing, { from: "/spring", to: "/faq", status: "301" });
    const bad = await upload(
      "/ops/redirects/import",
      marketing,
      [
        "from,to,status",
        "/winter,/blog",
        "winter,/faq",
        "/evil,https://evil.example/x",
        "/autumn,/spring",
        "/x,/y,307",
      ].join("\n"),
    );
    expect(bad.status).toBe(400);
    const body = await bad.text();
    const lines = [...body.matchAll(/data-testid="import-error" data-line="(\d+)"/g)].map((m) => Number(m[1]));
    expect(lines).toEqual([3, 4, 5, 6]);
    expect(body).toContain("Nothing was imported");
    expect(await stored("/winter")).toBeNull();
    expect(await audits(marketing, "redirect.import")).toEqual([]);

    const good = await upload(
      "/ops/redirects/import",
      marketing,
      "from,to,status\n/winter,/blog\n/deals,/things-to-do,302\n",
    );
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toBe("/ops/redirects?done=imported&count=2");
    expect((await get("/winter")).headers.get("location")).toBe("/blog");
    expect((await get("/ar/deals")).headers.get("location")).toBe("/ar/things-to-do");
    const imports = await audits(marketing, "redirect.import");
    expect(imports).toHaveLength(1);
    expect(imports[0].after).toEqual([
      { from: "/winter", to: "/blog", status: 301 },
      { from: "/deals", to: "/things-to-do", status: 302 },
    ]);

    const exported = await get("/ops/redirects/export", { headers: { cookie: marketing.cookie } });
    expect(exported.headers.get("content-type")).toContain("text/csv");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="redirects-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const csv = await exported.text();
    expect(csv.startsWith("from,to,status\n")).toBe(true);
    for (const line of ["/deals,/things-to-do,302", "/spring,/faq,301", "/winter,/blog,301"])
      expect(csv).toContain(`\n${line}\n`);
    expect(csv).not.toContain("/evil");
  });

  it("asks for a file when none is chosen", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const res = await upload("/ops/redirects/import", marketing, "");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Choose a CSV file to import.");
  });
});

/** The site form's fields for example.com (the tests' own hostname) with its own brand. */
function siteFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    hostname: "example.com",
    layoutType: "supplier",
    defaultCurrency: "SAR",
    weekStartsOn: "0",
    brandMode: "own",
    "brand.name.en": "Pearl Coast Tours",
    "brand.name.ar": "جولات ساحل اللؤلؤ",
    "brand.tagline.en": "Sea trips since 1999",
    "brand.tagline.ar": "رحلات بحرية منذ 1999",
    "brand.logoText": "PC",
    "brand.colours.primary": "#1e3a8a",
    "brand.colours.primaryDark": "#172554",
    "brand.colours.accent": "#fbbf24",
    "brand.contact.email": "hello@pearlcoast.example",
    "brand.contact.whatsapp": "971509876543",
    "brand.contact.phone": "+971 2 555 0100",
    "brand.contact.address.en": "Corniche Road, Abu Dhabi",
    "brand.contact.address.ar": "شارع الكورنيش، أبوظبي",
    ...overrides,
  };
}

describe("site settings", () => {
  it("previews without saving, refuses what the schema refuses with what to fix, then saves: a new cache version, the next page shows it, one audit entry", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const before = await kv.get(CACHE_VERSION_KEY);
    const preview = await post("/ops/sites", marketing, { ...siteFields(), intent: "preview" });
    expect(preview.status).toBe(200);
    const shown = await preview.text();
    expect(shown).toContain('data-testid="site-preview"');
    expect(shown).toContain('data-testid="preview-name-ar">جولات ساحل اللؤلؤ');
    expect(shown).toContain('data-testid="site-save"');
    expect(await kv.get(siteKey("example.com"))).toBeNull();
    expect(await kv.get(CACHE_VERSION_KEY)).toBe(before);

    const bad = await post("/ar/ops/sites", marketing, {
      ...siteFields({ "brand.contact.whatsapp": "050 123", "brand.colours.accent": "yellow", "brand.name.ar": "" }),
      intent: "save",
    });
    expect(bad.status).toBe(400);
    const badBody = await bad.text();
    expect(badBody).toContain("أدخل من 7 إلى 15 رقمًا مع رمز الدولة");
    expect(badBody).toContain("أدخل اسم العلامة بالعربية.");
    expect(badBody).toContain("‎#rrggbb‎");
    expect(badBody).toContain('value="050 123"');
    expect(await kv.get(siteKey("example.com"))).toBeNull();

    expect((await html("/")).body).not.toContain("Pearl Coast Tours");
    const saved = await post("/ops/sites", marketing, { ...siteFields(), intent: "save" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/ops/sites?host=example.com&saved=1");
    expect(await kv.get(CACHE_VERSION_KEY)).not.toBe(before);
    const home = await html("/ar");
    expect(home.body).toContain("جولات ساحل اللؤلؤ");
    expect(home.body).toContain('data-layout="supplier"');
    expect(home.body).toContain("--c-primary:#1e3a8a");
    const entries = await audits(marketing, "site.");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "site.set",
      target: "site:example.com",
      before: null,
      role: "marketing",
    });
    expect(entries[0].after).toMatchObject({ layoutType: "supplier", defaultCurrency: "SAR", weekStartsOn: 0 });
  });

  it("keeps what the form does not edit (the site's supplier and facts), and lists the hostname", async () => {
    const operator = await staffMember({ role: "operator" });
    const supplierId = await supplier();
    const facts = { foundedYear: 2009, foundedIn: { en: "Dubai", ar: "دبي" } };
    await kv.put(siteKey("shop.example"), JSON.stringify({ layoutType: "supplier", supplierId, facts }));
    const list = await html("/ops/sites", { headers: { cookie: operator.cookie } });
    expect(list.body).toContain('data-host="shop.example"');
    const res = await post("/ops/sites", operator, {
      ...siteFields({ hostname: "shop.example", brandMode: "default" }),
      intent: "save",
    });
    expect(res.status).toBe(303);
    expect(await kv.get(siteKey("shop.example"), "json")).toEqual({
      layoutType: "supplier",
      defaultCurrency: "SAR",
      weekStartsOn: 0,
      supplierId,
      facts,
    });
  });

  it("saves the site's own seller for tax invoices through the schema; refuses a bad TRN in both languages", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const tax = {
      taxMode: "own",
      "tax.regime": "uae",
      "tax.legalName.en": "Pearl Coast Tours L.L.C.",
      "tax.legalName.ar": "جولات ساحل اللؤلؤ ش.ذ.م.م",
      "tax.address.en": "Corniche Road, Abu Dhabi",
      "tax.address.ar": "شارع الكورنيش، أبوظبي",
      "tax.registrationNumber": "100234567800003",
      "tax.invoicePrefix": "PCT",
    };
    const form = await html("/ops/sites?host=tax.example", { headers: { cookie: marketing.cookie } });
    expect(form.body).toContain('data-testid="site-tax"');
    expect(form.body).toContain('name="tax.registrationNumber"');
    // A Saudi number under the UAE regime, then a 14-digit one: refused, in English and in Arabic, nothing saved.
    for (const [path, number, words] of [
      ["/ops/sites", "300234567800003", "a UAE TRN starts with 100"],
      ["/ar/ops/sites", "10023456780000", "الرقم الضريبي الإماراتي يبدأ بـ 100"],
    ] as const) {
      const bad = await post(path, marketing, {
        ...siteFields({ hostname: "tax.example", ...tax, "tax.registrationNumber": number }),
        intent: "save",
      });
      expect(bad.status).toBe(400);
      const body = await bad.text();
      expect(body).toContain(words);
      expect(body).toMatch(
        /name="tax\.registrationNumber"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="tax\.registrationNumber"/,
      );
    }
    // Saudi Arabia's rule: starts and ends with 3.
    const ksa = await post("/ops/sites", marketing, {
      ...siteFields({
        hostname: "tax.example",
        ...tax,
        "tax.regime": "ksa",
        "tax.registrationNumber": "310122393500002",
      }),
      intent: "save",
    });
    expect(ksa.status).toBe(400);
    expect(await kv.get(siteKey("tax.example"))).toBeNull();

    const saved = await post("/ops/sites", marketing, {
      ...siteFields({ hostname: "tax.example", ...tax }),
      intent: "save",
    });
    expect(saved.status).toBe(303);
    const stored = (await kv.get(siteKey("tax.example"), "json")) as Record<string, unknown>;
    expect(stored.tax).toEqual({
      regime: "uae",
      legalName: { en: "Pearl Coast Tours L.L.C.", ar: "جولات ساحل اللؤلؤ ش.ذ.م.م" },
      address: { en: "Corniche Road, Abu Dhabi", ar: "شارع الكورنيش، أبوظبي" },
      registrationNumber: "100234567800003",
      invoicePrefix: "PCT",
    });
    expect(siteConfigSchema.safeParse(stored).success).toBe(true);
    // The form shows them again; "none" removes them.
    const again = await html("/ops/sites?host=tax.example", { headers: { cookie: marketing.cookie } });
    expect(again.body).toContain('value="100234567800003"');
    await post("/ops/sites", marketing, {
      ...siteFields({ hostname: "tax.example", ...tax, taxMode: "none" }),
      intent: "save",
    });
    expect(((await kv.get(siteKey("tax.example"), "json")) as Record<string, unknown>).tax).toBeUndefined();
  });

  it("refuses a hostname that cannot be one", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const res = await html("/ops/sites?host=https%3A%2F%2Fevil.example%2F", { headers: { cookie: marketing.cookie } });
    expect(res.res.status).toBe(400);
    expect(res.body).toContain("without https:// or a port");
    const posted = await post("/ops/sites", marketing, { ...siteFields({ hostname: "bad host" }), intent: "save" });
    expect(posted.status).toBe(400);
    expect(await audits(marketing, "site.")).toEqual([]);
  });
});

describe("the marketing and staff strings", () => {
  const keys = (tree: unknown, prefix = ""): string[] =>
    typeof tree === "string"
      ? [prefix]
      : Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  const texts = (tree: unknown): string[] =>
    typeof tree === "string" ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(texts);
  /** What an Arabic sentence may quote as written: paths, addresses, formats and names of files and commands. */
  const QUOTED =
    /\{\{[^}]*\}\}|\u200e[^\u200e]*\u200e|https?:\/\/\S*|https|npm run site|from,to,status|CSV|UTF-8|\S+@\S+|\S+\.example\.com|\S+\.com/g;

  it.each([
    ["marketing", marketingStrings],
    ["staff", staffStrings],
  ])(
    "%s: every key in English and Arabic, Arabic's six plural forms, no English left in the Arabic",
    (_name, strings) => {
      expect(keys(strings.ar).sort()).toEqual(keys(strings.en).sort());
      const plurals = new Set(
        keys(strings.ar)
          .filter((k) => /_(zero|one|two|few|many|other)$/.test(k))
          .map((k) => k.replace(/_\w+$/, "")),
      );
      for (const base of plurals)
        for (const form of ["zero", "one", "two", "few", "many", "other"])
          expect(keys(strings.ar)).toContain(`${base}_${form}`);
      expect(texts(strings.ar).filter((text) => /[A-Za-z]{3}/.test(text.replace(QUOTED, "")))).toEqual([]);
    },
  );
});
