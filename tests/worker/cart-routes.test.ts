// The cart over HTTP in both locales: cookies, plain form posts (303 + flash) and JSON, validation messages, the page,
// promo messages, the proceed check's copy (spec §4/§8), private caching, and anonymous browse pages.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { formatDate } from "../../shared/intl.ts";
import { formatMoney } from "../../shared/money.ts";
import { get, html, Jar, ORIGIN } from "./helpers.ts";
import {
  makeActivity,
  makePromo,
  makeSlot,
  setSlotPrice,
  storedItems,
  type TestActivity,
} from "../fixtures/cart-factories.ts";

const db = env.DB;

type Body = Record<string, string | number | (string | number)[]>;

function form(body: Body): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  return params;
}

async function post(
  jar: Jar,
  path: string,
  body: Body | object = {},
  { json = false, cookie }: { json?: boolean; cookie?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, cookie: cookie ?? jar.header };
  if (json) {
    headers["content-type"] = "application/json";
    headers.accept = "application/json";
  }
  const res = await get(path, { method: "POST", headers, body: json ? JSON.stringify(body) : form(body as Body) });
  return jar.take(res);
}

async function page(jar: Jar, path: string): Promise<{ res: Response; body: string }> {
  const result = await html(path, { headers: { cookie: jar.header } });
  jar.take(result.res);
  return result;
}

function setCookieLine(res: Response, name: string): string {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? "";
}

/** The text inside the elements with a data-testid (tags stripped, entities decoded, no-break spaces as spaces). */
function byTestId(body: string, id: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`, "g");
  for (const match of body.matchAll(re)) out.push(plain(match[2].replace(/<[^>]+>/g, "")));
  return out;
}
/** Text as a reader sees it: entities decoded, runs of spaces (and no-break spaces) one space. */
const plain = (s: string) =>
  decode(s)
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
/** The markup inside the first element with a data-testid (one with no child of its own tag name). */
function inner(body: string, id: string): string {
  return new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(body)?.[2] ?? "";
}
/** Every `<tag …>` of a kind, as its attributes. */
function tags(body: string, tag: string): Record<string, string>[] {
  return [...body.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w.:-]+)="([^"]*)"/g)].map((a) => [a[1], decode(a[2])])),
  );
}
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

async function freshActivity(spec: Parameters<typeof makeActivity>[1] = {}) {
  const activity = await makeActivity(db, spec);
  const slot = await makeSlot(db, activity, { price: 20000, capacity: 30 });
  return { activity, slot };
}

const PRIVATE = "private, no-store";

describe("adding to the cart", () => {
  it("works as a plain form post: 303 to the cart, whose page shows the item and what happened once", async () => {
    const { activity, slot } = await freshActivity();
    const jar = new Jar();
    const res = await post(jar, "/cart/items", {
      slotId: slot,
      "counts.adult": 2,
      "counts.child": 0,
      extras: [activity.extraPerItem],
      intent: "cart",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    expect(jar.cookies.get("cart_count")).toBe("1");
    const first = await page(jar, "/cart");
    expect(first.res.status).toBe(200);
    expect(first.body).toContain("<h1");
    expect(first.body).toContain("Shopping Cart");
    expect(byTestId(first.body, "cart-notice")).toEqual(["Added to cart"]);
    expect(byTestId(first.body, "item-travellers")).toEqual(["2 adults"]);
    expect(first.body).toContain("Photos");
    const again = await page(jar, "/cart");
    expect(byTestId(again.body, "cart-notice")).toEqual([]);
  });

  it("under /ar redirects to /ar/cart and speaks Arabic", async () => {
    const { slot } = await freshActivity();
    const jar = new Jar();
    const res = await post(jar, "/ar/cart/items", { slotId: slot, "counts.adult": 2 });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/cart");
    const { body } = await page(jar, "/ar/cart");
    expect(body).toContain("سلة التسوق");
    expect(byTestId(body, "cart-notice")).toEqual(["تمت الإضافة إلى سلة التسوق"]);
    expect(byTestId(body, "item-travellers")).toEqual(["بالغان"]);
  });

  it("sets an HttpOnly, Secure, SameSite=Lax __Host- cart cookie with a random id, and a readable count", async () => {
    const { slot } = await freshActivity();
    const jar = new Jar();
    const res = await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    const cart = setCookieLine(res, "__Host-cart");
    expect(cart).toMatch(/^__Host-cart=[0-9a-f]{64};/);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=2592000"])
      expect(cart.split("; ")).toContain(attribute);
    expect(cart).not.toMatch(/Domain=/i);
    const count = setCookieLine(res, "cart_count");
    expect(count.split("; ")[0]).toBe("cart_count=1");
    expect(count.split("; ")).toEqual(expect.arrayContaining(["Path=/", "SameSite=Lax", "Secure"]));
    expect(count).not.toMatch(/HttpOnly/i);
    const second = await post(new Jar(), "/cart/items", { slotId: slot, "counts.adult": 1 });
    expect(setCookieLine(second, "__Host-cart")).not.toBe(cart);
  });

  it("treats an unknown or forged cart id as no cart, and never adopts it", async () => {
    const { slot } = await freshActivity();
    const forged = "a".repeat(64);
    const jar = new Jar();
    jar.cookies.set("__Host-cart", forged);
    jar.cookies.set("cart_count", "7");
    const { body } = await page(jar, "/cart");
    expect(body).toContain('data-testid="empty-cart"');
    expect(jar.cookies.get("cart_count")).toBe("0");
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    expect(jar.cookies.get("__Host-cart")).toMatch(/^[0-9a-f]{64}$/);
    expect(jar.cookies.get("__Host-cart")).not.toBe(forged);
    jar.cookies.set("__Host-cart", "not-an-id'; DROP TABLE carts");
    expect((await page(jar, "/cart")).body).toContain('data-testid="empty-cart"');
  });

  it("answers JSON with the cart's summary and count, and ignores any price the client sends", async () => {
    const { slot } = await freshActivity();
    const jar = new Jar();
    const res = await post(
      jar,
      "/cart/items",
      { slotId: slot, counts: { adult: 2 }, extras: [], price: 1, quotedPrice: 1, total: 1, lines: [{ aed: 1 }] },
      { json: true },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    const answer = (await res.json()) as {
      ok: boolean;
      message: string;
      count: number;
      cart: { subtotal: number; total: number; items: { price: number }[] };
    };
    expect(answer).toMatchObject({
      ok: true,
      message: "Added to cart",
      count: 1,
      cart: { subtotal: 40000, total: 40000, items: [{ price: 40000 }] },
    });
    expect((await storedItems(db, jar.cookies.get("__Host-cart")!))[0].quoted_price).toBe(40000);
    const ar = await post(jar, "/ar/cart/items", { slotId: slot, counts: { adult: 1 } }, { json: true });
    expect((await ar.json()) as { message: string; count: number }).toMatchObject({
      message: "تمت الإضافة إلى سلة التسوق",
      count: 2,
    });
  });

  it("refuses a bad form with a 400 and a message a person can act on, in the page's language", async () => {
    const jar = new Jar();
    const en = await post(jar, "/cart/items", { "counts.adult": 2 });
    expect(en.status).toBe(400);
    expect(en.headers.get("cache-control")).toBe(PRIVATE);
    expect(byTestId(await en.text(), "cart-notice")).toEqual(["Choose a date and a start time."]);
    const ar = await post(jar, "/ar/cart/items", { slotId: "abc", "counts.adult": "two" });
    expect(ar.status).toBe(400);
    const [message] = byTestId(await ar.text(), "cart-notice");
    expect(message).toContain("اختر التاريخ ووقت البدء.");
    expect(message).toContain("أدخل عدد المسافرين في كل فئة رقمًا صحيحًا من 0 إلى 99.");
  });

  it("refuses bad JSON with 400 {error, issues}", async () => {
    const jar = new Jar();
    const res = await post(jar, "/ar/cart/items", { slotId: 0, counts: { adult: -1 }, extras: ["x"] }, { json: true });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
    expect(answer.issues.map((i) => i.field).sort()).toEqual(["counts.adult", "extras.0", "slotId"]);
    expect(answer.error).toContain("اختر التاريخ ووقت البدء.");
    const broken = await get("/cart/items", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", accept: "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe("We couldn't read this form. Please try again.");
  });

  it("refuses too many travellers with spec §5's 'max {capacity} per item': JSON 422, or the cart with a way back", async () => {
    const { slot } = await freshActivity({ capacityPerItem: 6 });
    const jar = new Jar();
    const json = await post(jar, "/ar/cart/items", { slotId: slot, counts: { adult: 7 } }, { json: true });
    expect(json.status).toBe(422);
    expect((await json.json()) as { error: string; reason: string }).toMatchObject({
      reason: "over_capacity",
      error: "عدد المسافرين أكبر من المسموح (الحد الأقصى 6 أشخاص لكل مجموعة).",
    });
    const formPost = await post(jar, "/cart/items", { slotId: slot, "counts.adult": 7, back: "/things-to-do-in-x/y" });
    expect(formPost.status).toBe(303);
    const { body } = await page(jar, "/cart");
    expect(byTestId(body, "cart-notice")[0]).toContain("Too many travellers (max 6 per item).");
    expect(body).toContain('href="/things-to-do-in-x/y"');
    expect(jar.cookies.has("__Host-cart")).toBe(false);
  });

  it("never sends the traveller off-site from the way back", async () => {
    const { slot } = await freshActivity({ capacityPerItem: 2 });
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 3, back: "https://evil.example/phish" });
    const { body } = await page(jar, "/cart");
    expect(body).not.toContain("evil.example");
  });

  it("Book now adds, then goes to checkout when everything is bookable", async () => {
    const { slot } = await freshActivity();
    const en = await post(new Jar(), "/cart/items", { slotId: slot, "counts.adult": 1, intent: "book" });
    expect(en.status).toBe(303);
    expect(en.headers.get("location")).toBe("/checkout");
    const ar = await post(new Jar(), "/ar/cart/items", { slotId: slot, "counts.adult": 1, intent: "book" });
    expect(ar.headers.get("location")).toBe("/ar/checkout");
    const json = await post(
      new Jar(),
      "/ar/cart/items",
      { slotId: slot, counts: { adult: 1 }, intent: "book" },
      { json: true },
    );
    expect(await json.json()).toMatchObject({ ok: true, outcome: "ok", redirect: "/ar/checkout" });
  });
});

describe("the cart page", () => {
  it("is private and shows the empty state with a way to explore, in both languages", async () => {
    const en = await html("/cart");
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get("cache-control")).toBe(PRIVATE);
    expect(en.body).toContain("Your cart is empty");
    expect(tags(inner(en.body, "empty-cart"), "a").map((a) => a.href)).toEqual(["/things-to-do"]);
    // Indexable on purpose (docs/decisions/016-speed.md): crawlers only ever see the empty cart.
    expect(en.body).not.toContain('name="robots"');
    const ar = await html("/ar/cart");
    expect(ar.res.headers.get("cache-control")).toBe(PRIVATE);
    expect(ar.body).toContain("سلة التسوق فارغة");
    expect(tags(inner(ar.body, "empty-cart"), "a").map((a) => a.href)).toEqual(["/ar/things-to-do"]);
    expect((await get("/cart/_payload.json")).headers.get("cache-control")).toBe(PRIVATE);
  });

  it("shows each item's date, time, travellers, extras, price, the limit per item, and an Order Summary that adds up", async () => {
    const { activity, slot } = await freshActivity({ capacityPerItem: 6 });
    const jar = new Jar();
    await post(jar, "/cart/items", {
      slotId: slot,
      "counts.adult": 2,
      "counts.child": 1,
      extras: [activity.extraPerPerson],
    });
    const { body } = await page(jar, "/cart");
    const date = (await db.prepare("SELECT date FROM availability WHERE id = ?").bind(slot).first<{ date: string }>())!
      .date;
    expect(body).toContain(formatDate(date, "en"));
    expect(byTestId(body, "item-travellers")).toEqual(["2 adults and 1 child"]);
    expect(body).toContain("Quad bike");
    expect(byTestId(body, "max-per-item")).toEqual(["max 6 per item"]);
    // 2 × 200 + 150 (a child at 75 %) + 3 × 150 (quad bike per person) = AED 1,000
    expect(byTestId(body, "item-price")).toEqual(["AED 1,000.00"]);
    expect(byTestId(body, "summary-subtotal")).toEqual(["AED 1,000.00"]);
    expect(byTestId(body, "summary-total")).toEqual(["AED 1,000.00"]);
    expect(body).toContain("Order Summary");
    expect(body).toContain('data-testid="proceed"');
    expect(body).not.toContain('data-testid="charged-in-aed"');
  });

  it("shows another display currency with lines that add up and says the charge is in AED", async () => {
    const { slot } = await freshActivity();
    const jar = new Jar();
    jar.cookies.set("currency", "KWD");
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 3 });
    const { body } = await page(jar, "/cart");
    const [note] = byTestId(body, "charged-in-aed");
    expect(note).toContain("AED 600.00");
    expect(note).toBe("Prices are shown in Kuwaiti Dinar; you will be charged AED 600.00 in UAE dirhams.");
    const [total] = byTestId(body, "summary-total");
    expect(total).toMatch(/^KWD \d+\.\d{3}$/);
  });

  it("changes travellers with +/- forms, never above the limit", async () => {
    const { slot } = await freshActivity({ capacityPerItem: 3 });
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 2 });
    const [item] = await storedItems(db, jar.cookies.get("__Host-cart")!);
    const more = await post(jar, `/cart/items/${item.id}`, {
      "counts.adult": 2,
      "counts.child": 0,
      "counts.infant": 0,
      adjust: "adult:1",
    });
    expect(more.status).toBe(303);
    expect(more.headers.get("cache-control")).toBe(PRIVATE);
    const { body } = await page(jar, "/cart");
    expect(byTestId(body, "cart-notice")).toEqual(["Travellers updated"]);
    expect(byTestId(body, "cart-count-adult")).toEqual(["3"]);
    expect(body).toMatch(/<button[^>]*disabled=""[^>]*data-testid="more-adult"/);
    await post(jar, `/cart/items/${item.id}`, { "counts.adult": 3, adjust: "child:1" });
    expect(byTestId((await page(jar, "/cart")).body, "cart-notice")[0]).toBe("Too many travellers (max 3 per item).");
    expect((await storedItems(db, jar.cookies.get("__Host-cart")!))[0].counts).toEqual({ adult: 3 });
    const json = await post(jar, `/ar/cart/items/${item.id}`, { counts: { adult: 1 } }, { json: true });
    expect(await json.json()).toMatchObject({ ok: true, message: "تم تحديث عدد المسافرين", count: 1 });
    const bad = await post(jar, "/ar/cart/items/abc", { counts: { adult: 1 } }, { json: true });
    expect(bad.status).toBe(400);
  });

  it("removes an item; the count cookie follows", async () => {
    const { slot } = await freshActivity();
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    const [item] = await storedItems(db, jar.cookies.get("__Host-cart")!);
    const res = await post(jar, `/ar/cart/items/${item.id}/delete`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/cart");
    expect(jar.cookies.get("cart_count")).toBe("0");
    const { body } = await page(jar, "/ar/cart");
    expect(byTestId(body, "cart-notice")).toEqual(["تمت الإزالة من سلة التسوق"]);
    expect(body).toContain('data-testid="empty-cart"');
  });

  it("flags a changed price with the old and the new amount", async () => {
    const { slot } = await freshActivity();
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    await setSlotPrice(db, slot, 25000);
    const { body } = await page(jar, "/cart");
    expect(byTestId(body, "flag-price-changed")).toEqual(["Price changed: AED 200 → AED 250"]);
  });
});

describe("promo codes on the page", () => {
  const today = todayInGulf(new Date());

  it("applies a code as a discount line, and takes it off", async () => {
    await makePromo(db, { code: "PAGE10", kind: "percent", value: 10 });
    const { slot } = await freshActivity();
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    const res = await post(jar, "/cart/promo", { code: "page10" });
    expect(res.status).toBe(303);
    const { body } = await page(jar, "/cart");
    expect(byTestId(body, "cart-notice")).toEqual(["Promo code PAGE10 applied"]);
    expect(byTestId(body, "summary-discount")).toEqual(["−AED 20.00"]);
    expect(byTestId(body, "summary-total")).toEqual(["AED 180.00"]);
    await post(jar, "/cart/promo/delete");
    expect(byTestId((await page(jar, "/cart")).body, "summary-discount")).toEqual([]);
  });

  it("refuses with the reason in the page's language: any code that cannot be used alike, below the minimum (amount to reach), one per cart", async () => {
    await makePromo(db, { code: "GONE2", validFrom: addDays(today, -60), validTo: addDays(today, -2) });
    await makePromo(db, { code: "SOON2", validFrom: addDays(today, 3), validTo: addDays(today, 60) });
    await makePromo(db, { code: "MIN500", kind: "fixed", value: 5000, minSubtotal: 50000 });
    await makePromo(db, { code: "OTHER5", kind: "fixed", value: 500 });
    const { slot } = await freshActivity();
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    const refusal = async (path: string, code: string) => {
      const res = await post(jar, path, { code }, { json: true });
      expect(res.status).toBe(422);
      return plain(((await res.json()) as { error: string }).error);
    };
    // Unknown, expired and not yet valid answer alike: a guesser cannot tell a real code from a made-up one.
    const cannot = "This promo code can't be used. Please check it and try again.";
    expect(await refusal("/cart/promo", "NOPE")).toBe(cannot);
    expect(await refusal("/cart/promo", "GONE2")).toBe(cannot);
    expect(await refusal("/cart/promo", "SOON2")).toBe(cannot);
    expect(await refusal("/ar/cart/promo", "GONE2")).toBe(
      "لا يمكن استخدام رمز الخصم هذا. يُرجى التحقق منه والمحاولة مرة أخرى.",
    );
    expect(await refusal("/cart/promo", "MIN500")).toBe("Add AED 300 more to your cart to use this promo code.");
    jar.cookies.set("currency", "USD");
    expect(await refusal("/cart/promo", "MIN500")).toBe(
      plain(
        `Add ${formatMoney(30000, "en", { currency: "USD", rate: 0.2723 })} more to your cart to use this promo code.`,
      ),
    );
    expect(await refusal("/ar/cart/promo", "MIN500")).toContain("أضف إلى سلة التسوق ما قيمته");
    jar.cookies.delete("currency");
    const formPost = await post(jar, "/ar/cart/promo", { code: "NOPE" });
    expect(formPost.status).toBe(303);
    expect(byTestId((await page(jar, "/ar/cart")).body, "cart-notice")).toEqual([
      "لا يمكن استخدام رمز الخصم هذا. يُرجى التحقق منه والمحاولة مرة أخرى.",
    ]);
    await post(jar, "/cart/promo", { code: "OTHER5" });
    expect(await refusal("/cart/promo", "PAGE10")).toBe(
      "Only one promo code can be used per cart. Remove OTHER5 first.",
    );
  });

  it("rejects a malformed code with a 400 in the page's language", async () => {
    const res = await post(new Jar(), "/ar/cart/promo", { code: "<script>" });
    expect(res.status).toBe(400);
    expect(byTestId(await res.text(), "cart-notice")).toEqual(["يتكوّن رمز الخصم من حروف لاتينية وأرقام فقط."]);
  });

  it("shows a code that stopped applying as not applied, with the amount still to reach", async () => {
    await makePromo(db, { code: "MIN300", kind: "fixed", value: 5000, minSubtotal: 30000 });
    const { slot } = await freshActivity();
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 2 });
    await post(jar, "/cart/promo", { code: "MIN300" });
    const [item] = await storedItems(db, jar.cookies.get("__Host-cart")!);
    await post(jar, `/cart/items/${item.id}`, { "counts.adult": 1 });
    const { body } = await page(jar, "/cart");
    expect(byTestId(body, "promo-problem")).toEqual([
      "MIN300 is not applied: add AED 100 more to your cart to use it.",
    ]);
    expect(byTestId(body, "summary-total")).toEqual(["AED 200.00"]);
  });
});

describe("proceeding to checkout (spec §4 availability check)", () => {
  /** A cart with two items on two departures of one activity, and a third on another activity. */
  async function threeItems(jar: Jar) {
    const a = await makeActivity(db);
    const b = await makeActivity(db);
    const slots = [
      await makeSlot(db, a, { price: 10000 }),
      await makeSlot(db, a, { price: 12000 }),
      await makeSlot(db, b, { price: 15000 }),
    ];
    for (const slotId of slots) await post(jar, "/cart/items", { slotId, "counts.adult": 1 });
    return slots;
  }
  const sellOut = (slotId: number) =>
    db.prepare("UPDATE availability SET sold = capacity WHERE id = ?").bind(slotId).run();
  const reviewed = (body: string) => Number(/name="reviewed" value="(\d+)"/.exec(body)?.[1]);

  it("goes to checkout when nothing changed", async () => {
    const jar = new Jar();
    await threeItems(jar);
    const res = await post(jar, "/cart/proceed");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/checkout");
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    expect((await post(jar, "/ar/cart/proceed")).headers.get("location")).toBe("/ar/checkout");
    expect(await (await post(jar, "/cart/proceed", {}, { json: true })).json()).toEqual({
      ok: true,
      outcome: "ok",
      redirect: "/checkout",
    });
  });

  it("sends an empty cart back to the cart", async () => {
    const res = await post(new Jar(), "/cart/proceed");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
  });

  it("prices changed: says so, flags the item, accepts the new price, and the next Checkout goes on", async () => {
    const jar = new Jar();
    const slots = await threeItems(jar);
    await setSlotPrice(db, slots[1], 13000);
    const res = await post(jar, "/cart/proceed");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    const body = await res.text();
    expect(byTestId(body, "availability-outcome")[0]).toContain("Some prices have been updated.");
    expect(body).not.toContain("Some activities are unavailable!");
    expect(byTestId(body, "flag-price-changed")).toEqual(["Price changed: AED 120 → AED 130"]);
    expect(body.match(/data-price-changed="true"/g)).toHaveLength(1);
    const next = await post(jar, "/cart/proceed", { reviewed: reviewed(body) });
    expect(next.headers.get("location")).toBe("/checkout");
  });

  it("some unavailable: says so and flags it; Checkout from that page goes on without it", async () => {
    const jar = new Jar();
    const slots = await threeItems(jar);
    await sellOut(slots[0]);
    const res = await post(jar, "/ar/cart/proceed");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(byTestId(body, "availability-outcome")[0]).toContain("بعض الأنشطة غير متاحة!");
    expect(body.match(/data-unavailable="true"/g)).toHaveLength(1);
    expect(body).toContain('data-testid="proceed"');
    const next = await post(jar, "/ar/cart/proceed", { reviewed: reviewed(body) });
    expect(next.status).toBe(303);
    expect(next.headers.get("location")).toBe("/ar/checkout");
    expect(jar.cookies.get("cart_count")).toBe("2");
    expect(await storedItems(db, jar.cookies.get("__Host-cart")!)).toHaveLength(2);
  });

  it("a stale page's Checkout does not drop items: changes since the page was shown are shown first", async () => {
    const jar = new Jar();
    const slots = await threeItems(jar);
    const before = await page(jar, "/cart");
    await sellOut(slots[2]);
    const res = await post(jar, "/cart/proceed", { reviewed: reviewed(before.body) - 1 });
    expect(res.status).toBe(200);
    expect(await storedItems(db, jar.cookies.get("__Host-cart")!)).toHaveLength(3);
  });

  it("both: both messages, in English and Arabic", async () => {
    for (const [prefix, unavailable, changed] of [
      ["", "Some activities are unavailable!", "Some prices have been updated."],
      ["/ar", "بعض الأنشطة غير متاحة!", "تم تحديث بعض الأسعار."],
    ]) {
      const jar = new Jar();
      const slots = await threeItems(jar);
      await sellOut(slots[0]);
      await setSlotPrice(db, slots[2], 16000);
      const body = await (await post(jar, `${prefix}/cart/proceed`)).text();
      const [banner] = byTestId(body, "availability-outcome");
      expect(banner).toContain(unavailable);
      expect(banner).toContain(changed);
      expect(
        await (await post(jar, `${prefix}/cart/proceed`, { reviewed: reviewed(body) })).headers.get("location"),
      ).toBe(`${prefix}/checkout`);
    }
  });

  it("none: 'Activities are not available anymore!' and no way to proceed", async () => {
    for (const [prefix, message] of [
      ["", "Activities are not available anymore!"],
      ["/ar", "لم تعد الأنشطة متاحة!"],
    ]) {
      const jar = new Jar();
      const slots = await threeItems(jar);
      for (const slotId of slots) await sellOut(slotId);
      const res = await post(jar, `${prefix}/cart/proceed`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(byTestId(body, "availability-outcome")[0]).toContain(message);
      expect(body.match(/data-unavailable="true"/g)).toHaveLength(3);
      expect(body).not.toContain('data-testid="proceed"');
      const json = await post(jar, `${prefix}/cart/proceed`, {}, { json: true });
      expect(await json.json()).toMatchObject({ ok: false, outcome: "none", message, redirect: `${prefix}/cart` });
    }
  });
});

describe("browse pages stay anonymous", () => {
  it("an experience page's HTML is the same with and without a cart (nonces aside), and carries no count", async () => {
    const activity: TestActivity = await makeActivity(db);
    const slot = await makeSlot(db, activity);
    const path = `/things-to-do-in-${activity.citySlug}/${activity.slug}`;
    const cookies = "lang=en; currency=AED";
    const without = await html(path, { headers: { cookie: cookies } });
    expect(without.res.status).toBe(200);
    const jar = new Jar();
    await post(jar, "/cart/items", { slotId: slot, "counts.adult": 1 });
    expect(jar.cookies.get("cart_count")).toBe("1");
    const withCart = await html(path, { headers: { cookie: `${cookies}; ${jar.header}` } });
    const strip = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(strip(withCart.body)).toBe(strip(without.body));
    expect(withCart.body).not.toContain(jar.cookies.get("__Host-cart"));
    expect(withCart.res.headers.get("set-cookie") ?? "").not.toContain("cart");
  });

  it("the experience page holds a real add-to-cart form with the selection's inputs, and the sticky bar", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { daysAhead: 1 });
    for (const [prefix, book] of [
      ["", "Book now"],
      ["/ar", "احجز الآن"],
    ]) {
      const { body } = await html(`${prefix}/things-to-do-in-${activity.citySlug}/${activity.slug}`);
      expect(tags(body, "form")).toContainEqual(
        expect.objectContaining({ method: "post", action: `${prefix}/cart/items` }),
      );
      const inputs = tags(body, "input");
      expect(inputs).toContainEqual(
        expect.objectContaining({ type: "radio", name: "slotId", value: String(slot), checked: "" }),
      );
      expect(inputs).toContainEqual(
        expect.objectContaining({ type: "number", name: "counts.adult", min: "1", value: "1" }),
      );
      expect(inputs).toContainEqual(
        expect.objectContaining({ type: "number", name: "counts.child", min: "0", value: "0" }),
      );
      expect(inputs).toContainEqual(
        expect.objectContaining({ type: "checkbox", name: "extras", value: String(activity.extraPerPerson) }),
      );
      const buttons = tags(body, "button");
      expect(buttons).toContainEqual(expect.objectContaining({ type: "submit", name: "intent", value: "cart" }));
      expect(buttons).toContainEqual(expect.objectContaining({ type: "submit", name: "intent", value: "book" }));
      expect(body).toContain(book);
      expect(body).toContain('data-testid="sticky-booking-bar"');
      expect(body).toContain('href="#booking"');
      expect(body).toContain('id="booking"');
    }
  });
});
