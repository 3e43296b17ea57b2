// Custom offer requests: the link from the experience page, the form alone (starting from what we know), every field's refusal in both languages, the
// stored row, the two emails (operations in English, the traveller in their language), the request's page behind its
// key or its owner's session, the account's list, and the per-address rate limit.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { makeActivity, type TestActivity } from "../fixtures/cart-factories.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { listOffersForUser } from "../../worker/db/offers.ts";
import { claimGuestRecords } from "../../worker/services/auth/after-sign-in.ts";
import { hmacHex } from "../../worker/services/payments/signing.ts";
import { latinNumber, parseOfferForm } from "../../worker/services/offer-form.ts";
import { ORIGIN, get, html } from "./helpers.ts";

const db = () => env.DB;
const SECRET = (env as unknown as { AUTH_SECRET: string }).AUTH_SECRET;
let activity: TestActivity;
let address = 0;

beforeAll(async () => {
  activity = await makeActivity(db());
});

const today = () => todayInGulf();
const valid = (overrides: Record<string, string> = {}): Record<string, string> => ({
  activity: activity.slug,
  dateFrom: addDays(today(), 10),
  dateTo: addDays(today(), 12),
  groupSize: "14",
  budget: "1500.50",
  currency: "AED",
  message: "A company outing: 14 colleagues, one vegetarian.",
  firstName: "Sara",
  lastName: "Al Mansoori",
  email: "Sara.Offers@Example.com",
  country: "AE",
  phone: "050 123 4567",
  ...overrides,
});

/** A form post from its own client address (each test its own, so the rate limit of one does not reach another). */
function post(path: string, fields: Record<string, string>, options: { cookie?: string; ip?: string } = {}) {
  return get(path, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": options.ip ?? `198.51.100.${++address}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const offerRow = (id: string) =>
  db().prepare("SELECT * FROM offer_requests WHERE id = ?").bind(id).first<Record<string, unknown>>();
const mails = (to: string) =>
  db()
    .prepare("SELECT * FROM mail_outbox WHERE lower(to_address) = lower(?) ORDER BY id")
    .bind(to)
    .all<Record<string, string>>();
/** HTML as text: React writes ' and " as entities. */
const decoded = async (res: Response) =>
  (await res.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const idOf = (location: string) => location.match(/\/offers\/(OF-[0-9A-Z]{8})\?key=/)![1];

describe("the form", () => {
  it("is linked from the experience page's “Request a custom offer”, which carries no form of its own", async () => {
    for (const prefix of ["", "/ar"]) {
      const { res, body } = await html(`${prefix}/things-to-do-in-${activity.citySlug}/${activity.slug}`);
      expect(res.status).toBe(200);
      const section = body.match(/<section id="custom-offer"[\s\S]*?<\/section>/)![0];
      expect(section).toContain(prefix ? "اطلب عرضًا خاصًا" : "Request a custom offer");
      const link = section.match(/<a [^>]*data-testid="custom-offer-link"[^>]*>/)![0];
      expect(link).toContain(`href="${prefix}/offers/new?activity=${activity.slug}"`);
      expect(link).toContain('rel="nofollow"');
      expect(section).not.toContain("<form");
      expect(body).not.toContain('name="dateFrom"');
      // The review link is static: no session is read to draw it.
      expect(body).toContain(`href="${prefix}/reviews/new?activity=${activity.slug}"`);
    }
  });

  it("stands alone at /offers/new?activity=, personal, posting to /offers without JavaScript; an unknown experience is 404", async () => {
    for (const prefix of ["", "/ar"]) {
      const { res, body } = await html(`${prefix}/offers/new?activity=${activity.slug}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      expect(body).toContain(prefix ? "اطلب عرضًا خاصًا" : "Request a custom offer");
      const formTag = body.match(/<form[^>]*data-testid="offer-form"[^>]*>/)![0];
      expect(formTag).toContain('method="post"');
      expect(formTag).toContain(`action="${prefix}/offers"`);
      expect(body).toContain(`<input type="hidden" name="activity" value="${activity.slug}"/>`);
      for (const name of [
        "dateFrom",
        "dateTo",
        "groupSize",
        "budget",
        "currency",
        "message",
        "firstName",
        "lastName",
        "email",
        "country",
        "phone",
      ]) {
        expect(body, name).toMatch(new RegExp(`<(input|select|textarea)[^>]*name="${name}"`));
      }
      expect(body).toMatch(
        new RegExp(`<input[^>]*type="date"[^>]*min="${today()}"|<input[^>]*min="${today()}"[^>]*type="date"`),
      );
      // A guest's budget starts in AED, the default display currency.
      expect(body).toMatch(/<option value="AED" selected="">AED<\/option>/);
      expect(body.match(/<input[^>]*name="email"[^>]*>/)![0]).not.toMatch(/value="[^"]/);
    }
    expect((await get("/offers/new?activity=no-such-thing")).status).toBe(404);
    expect((await get("/offers/new")).status).toBe(404);
  });

  it("starts from the visitor's currency and a signed-in traveller's name and email", async () => {
    const euro = await html(`/offers/new?activity=${activity.slug}`, { headers: { cookie: "currency=EUR" } });
    expect(euro.body).toMatch(/<option value="EUR" selected="">EUR<\/option>/);
    expect(euro.body).not.toMatch(/<option value="AED" selected="">/);

    const user = await makeUser(db(), { firstName: "Mariam", lastName: "Haddad" });
    const { cookie } = await signedIn(db(), user.id);
    const mine = await html(`/ar/offers/new?activity=${activity.slug}`, { headers: { cookie } });
    expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
    const input = (name: string) => mine.body.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))![0];
    expect(input("firstName")).toContain('value="Mariam"');
    expect(input("lastName")).toContain('value="Haddad"');
    expect(input("email")).toContain(`value="${user.email}"`);
    expect(input("phone")).not.toMatch(/value="[^"]/);
  });
});

describe("POST /offers", () => {
  it("stores the request, emails operations and the traveller, and shows “Request received” behind its key", async () => {
    const res = await post("/offers", valid());
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    const id = idOf(location);
    expect(location).toBe(`/offers/${id}?key=${await hmacHex(SECRET, `offer:${id}`)}`);

    expect(await offerRow(id)).toMatchObject({
      activity_id: activity.activityId,
      user_id: null,
      status: "received",
      date_from: addDays(today(), 10),
      date_to: addDays(today(), 12),
      group_size: 14,
      budget: 150050,
      budget_currency: "AED",
      first_name: "Sara",
      last_name: "Al Mansoori",
      email: "sara.offers@example.com",
      country: "AE",
      phone: "+971501234567",
      locale: "en",
    });

    const [ops] = (await mails("operations@rihla.example")).results.filter((m) => m.text.includes(id));
    expect(ops).toMatchObject({ kind: "offer_ops", locale: "en" });
    expect(ops.subject).toMatch(new RegExp(`^New custom offer request ${id}: Desert safari \\d+$`));
    for (const fact of [
      "Sara Al Mansoori",
      "Sara.Offers@Example.com",
      "+971\u00a050\u00a0123\u00a04567",
      "14 people",
      "AED",
      "1,500.50",
      "A company outing: 14 colleagues, one vegetarian.",
      "Guest",
      "English",
      "United Arab Emirates",
    ]) {
      expect(ops.text, fact).toContain(fact);
    }
    const [ack] = (await mails("sara.offers@example.com")).results;
    expect(ack).toMatchObject({
      kind: "offer_received",
      locale: "en",
      subject: `We received your custom offer request ${id}`,
    });
    expect(ack.text).toContain(`${ORIGIN}${location}`);
    expect(ack.text).toContain("Hello Sara,");

    const page = await html(location);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("cache-control")).toBe("private, no-store");
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain("Request received");
    expect(page.body).toContain(id);
    expect(page.body).toContain("14 people");
    expect(page.body).toContain('data-status="received"');
  });

  it("acknowledges in Arabic to an Arabic visitor, and keeps the budget in the currency they chose", async () => {
    const res = await post(
      "/ar/offers",
      valid({ email: "huda@example.com", firstName: "هدى", budget: "١٢٫٥٠٠", currency: "KWD" }),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/ar\/offers\/OF-/);
    const id = idOf(location);
    expect(await offerRow(id)).toMatchObject({ budget: 12500, budget_currency: "KWD", locale: "ar" });
    const [ack] = (await mails("huda@example.com")).results;
    expect(ack).toMatchObject({ kind: "offer_received", locale: "ar" });
    expect(ack.subject).toContain("استلمنا طلب العرض الخاص");
    expect(ack.html).toContain('dir="rtl"');
    const [ops] = (await mails("operations@rihla.example")).results.filter((m) => m.text.includes(id));
    expect(ops.locale).toBe("en");
    expect(ops.text).toContain("Arabic");
    const page = await html(location);
    expect(page.body).toContain("تم استلام طلبك");
  });

  it("belongs to the signed-in traveller at once, and a guest's request is claimed by the account with its email", async () => {
    const user = await makeUser(db());
    const { cookie } = await signedIn(db(), user.id);
    const mine = idOf((await post("/offers", valid({ email: user.email }), { cookie })).headers.get("location")!);
    expect((await offerRow(mine))!.user_id).toBe(user.id);
    const guestEmail = `guest-${user.id.slice(4, 10)}@example.com`;
    const guest = idOf((await post("/offers", valid({ email: guestEmail.toUpperCase() }))).headers.get("location")!);
    expect((await offerRow(guest))!.user_id).toBeNull();
    const later = await makeUser(db(), { email: guestEmail });
    await db().batch(claimGuestRecords(db(), later.id, guestEmail));
    expect((await listOffersForUser(db(), later.id, "en", "default")).map((o) => o.id)).toEqual([guest]);
    expect(
      (await listOffersForUser(db(), user.id, "en", "default")).map((o) => [o.id, o.status, o.groupSize, o.budget]),
    ).toEqual([[mine, "received", 14, 150050]]);
    // On a supplier's site the request links to the experience there.
    expect((await listOffersForUser(db(), user.id, "ar", "supplier"))[0]!.activityHref).toMatch(/^\/ar\/experiences\//);
  });

  it("opens a request only with its key or for its owner; otherwise 404", async () => {
    const owner = await makeUser(db());
    const stranger = await makeUser(db());
    const location = (await post("/offers", valid(), { cookie: (await signedIn(db(), owner.id)).cookie })).headers.get(
      "location",
    )!;
    const id = idOf(location);
    expect((await get(location)).status).toBe(200);
    expect((await get(`/offers/${id}`)).status).toBe(404);
    expect((await get(`/offers/${id}?key=${"0".repeat(64)}`)).status).toBe(404);
    expect((await get(`/offers/${id}?key=${await hmacHex(SECRET, `offer:OF-00000000`)}`)).status).toBe(404);
    expect((await get(`/offers/${id}`, { headers: { cookie: (await signedIn(db(), owner.id)).cookie } })).status).toBe(
      200,
    );
    expect(
      (await get(`/offers/${id}`, { headers: { cookie: (await signedIn(db(), stranger.id)).cookie } })).status,
    ).toBe(404);
    expect((await get(`/offers/OF-ZZZZZZZZ?key=${await hmacHex(SECRET, "offer:OF-ZZZZZZZZ")}`)).status).toBe(404);
  });

  it("refuses each field with its own message in the page's language, keeping what was typed (422)", async () => {
    const past = addDays(today(), -1);
    const cases: [Record<string, string>, string, string, string][] = [
      [{ firstName: "" }, "firstName", "This field is required", "هذا الحقل مطلوب"],
      [{ email: "sara@example" }, "email", "This format is not correct.", "هذه الصيغة غير صحيحة."],
      [
        { phone: "12" },
        "phone",
        "Please enter a valid phone number for the chosen country code.",
        "يرجى إدخال رقم هاتف صحيح لرمز الدولة المختار.",
      ],
      [
        { country: "XX" },
        "country",
        "Please choose a country code from the list.",
        "يرجى اختيار رمز الدولة من القائمة.",
      ],
      [
        { dateFrom: past },
        "dateFrom",
        "Please choose today or a later date.",
        "يرجى اختيار تاريخ اليوم أو تاريخ لاحق.",
      ],
      [{ dateFrom: "2027-02-30" }, "dateFrom", "Please enter a valid date.", "يرجى إدخال تاريخ صحيح."],
      [
        { dateFrom: addDays(today(), 12), dateTo: addDays(today(), 11) },
        "dateTo",
        "The end date can't be before the start date.",
        "لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية.",
      ],
      [
        { groupSize: "0" },
        "groupSize",
        "Please enter a group size from 1 to 500.",
        "يرجى إدخال عدد أفراد من 1 إلى 500.",
      ],
      [
        { groupSize: "501" },
        "groupSize",
        "Please enter a group size from 1 to 500.",
        "يرجى إدخال عدد أفراد من 1 إلى 500.",
      ],
      [
        { budget: "0" },
        "budget",
        "Please enter an amount greater than zero, such as 1500.",
        "يرجى إدخال مبلغ أكبر من صفر، مثل 1500.",
      ],
      [
        { budget: "12.345" },
        "budget",
        "Please enter an amount greater than zero, such as 1500.",
        "يرجى إدخال مبلغ أكبر من صفر، مثل 1500.",
      ],
      [
        { budget: "lots" },
        "budget",
        "Please enter an amount greater than zero, such as 1500.",
        "يرجى إدخال مبلغ أكبر من صفر، مثل 1500.",
      ],
      [{ currency: "XYZ" }, "currency", "Please choose a currency from the list.", "يرجى اختيار العملة من القائمة."],
      [
        { message: "m".repeat(2001) },
        "message",
        "This is too long. Please shorten it.",
        "النص طويل جدًا، يرجى اختصاره.",
      ],
    ];
    const before = (await db().prepare("SELECT count(*) AS n FROM offer_requests").first<{ n: number }>())!.n;
    for (const [overrides, field, en, ar] of cases) {
      for (const [prefix, message] of [
        ["", en],
        ["/ar", ar],
      ]) {
        const res = await post(`${prefix}/offers`, valid(overrides));
        expect(res.status, `${field} ${prefix}`).toBe(422);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        const body = await decoded(res);
        const block = body.match(new RegExp(`<div data-field="${field}"[^>]*>[\\s\\S]*?</div>`))![0];
        expect(block, `${field} ${prefix}`).toContain(message);
        expect(block).toContain('aria-invalid="true"');
        // Only that field is refused, and the others keep their values.
        expect(body.match(/data-testid="field-error"/g), `${field} ${prefix}`).toHaveLength(1);
        expect(body).toContain('value="Al Mansoori"');
      }
    }
    const empty = await post("/offers", { activity: activity.slug });
    expect(empty.status).toBe(422);
    const body = await empty.text();
    expect(body.match(/data-testid="field-error"/g)!.length).toBe(10); // every field but the currency (AED by default)
    expect((await db().prepare("SELECT count(*) AS n FROM offer_requests").first<{ n: number }>())!.n).toBe(before);
  });

  it("limits requests per client address (429 with the form kept)", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++)
      expect((await post("/offers", valid({ email: `rate${i}@example.com` }), { ip })).status).toBe(303);
    const refused = await post("/offers", valid({ email: "rate10@example.com" }), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await decoded(refused);
    expect(body).toContain("We've received several requests from your connection.");
    expect(body).toContain('value="Al Mansoori"');
    expect((await mails("rate10@example.com")).results).toHaveLength(0);
    expect((await post("/offers", valid({ email: "other-ip@example.com" }))).status).toBe(303);
  });

  it("refuses a post from another origin", async () => {
    const res = await get("/offers", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid({ email: "evil@example.com" })).toString(),
    });
    expect(res.status).toBe(403);
    expect((await mails("evil@example.com")).results).toHaveLength(0);
  });
});

describe("the schema", () => {
  it("reads Arabic digits, and budgets in each currency's minor units", () => {
    expect(latinNumber("١٬٥٠٠٫٧٥")).toBe("1500.75");
    const parse = (o: Record<string, string>) => parseOfferForm(valid(o), today());
    const budget = (o: Record<string, string>) => {
      const r = parse(o);
      return r.ok ? [r.input.budget, r.input.currency] : r.errors;
    };
    expect(budget({ budget: "1500" })).toEqual([150000, "AED"]);
    expect(budget({ budget: "1,500.5", currency: "USD" })).toEqual([150050, "USD"]);
    expect(budget({ budget: "12.345", currency: "KWD" })).toEqual([12345, "KWD"]);
    expect(budget({ budget: "12.34", currency: "KWD" })).toEqual([12340, "KWD"]);
    expect(budget({ budget: "0.001", currency: "BHD" })).toEqual([1, "BHD"]);
    expect(budget({ budget: "12.345", currency: "AED" })).toEqual({ budget: "budget" });
    expect(budget({ budget: "", currency: "" })).toEqual({ budget: "required" });
    // Today is fine, and a one-day trip; the Gulf's today is the caller's.
    expect(parse({ dateFrom: today(), dateTo: today() }).ok).toBe(true);
    expect(parseOfferForm(valid({ dateFrom: "2030-01-01", dateTo: "2030-01-01" }), "2030-01-02")).toEqual({
      ok: false,
      errors: { dateFrom: "datePast", dateTo: "datePast" },
    });
  });
});
