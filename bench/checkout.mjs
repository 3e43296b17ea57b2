// Whole checkouts over HTTP, as a browser makes them: add to cart → proceed → checkout → sandbox payment page → return
// → result page. Prints the p50 of one checkout, then checkouts per second at rising concurrency until the local
// database starts refusing (conflicts), beside the bare route.
import { measure } from "./http.mjs";
import { SANDBOX_CARDS } from "../shared/constants.ts";

const JSON_HEADERS = { accept: "application/json", "content-type": "application/json" };

/** One visitor: its own cookies, sent back on every request. */
function visitor(base) {
  const jar = new Map();
  return async function request(path, init = {}) {
    const url = path.startsWith("http") ? path : base + path;
    const headers = { origin: base, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), ...init.headers };
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
}

/** Answers for whatever the checkout asks of an item (names, the first pickup point, an address and time). */
function answersFor(items) {
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      {
        ...(item.questions.includes("traveller_names")
          ? { travellerNames: Array.from({ length: item.travellers }, (_, i) => `Guest ${i + 1}`) }
          : {}),
        ...(item.questions.includes("pickup_point") ? { pickupPointId: item.pickupPoints[0]?.id } : {}),
        ...(item.questions.includes("pickup_address") ? { pickupAddress: "Hotel lobby, Sheikh Zayed Road" } : {}),
        ...(item.questions.includes("pickup_time") ? { pickupTime: "09:00" } : {}),
      },
    ]),
  );
}

const expectStatus = async (res, statuses, step) => {
  if (!statuses.includes(res.status)) throw new Error(`${step}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
};

/**
 * One whole checkout of one seat on `slotId` (with `whatsapp`, booking updates on WhatsApp asked for), paid with the
 * sandbox's success card; resolves with the result path.
 * Rejects (a conflict) when any step answers otherwise than a browser would expect.
 */
export async function checkout(base, slotId, { whatsapp = false } = {}) {
  const request = visitor(base);
  await expectStatus(
    await request("/cart/items", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ slotId, counts: { adult: 1 }, extras: [] }),
    }),
    [200],
    "add to cart",
  );
  const proceeded = await (
    await expectStatus(
      await request("/cart/proceed", { method: "POST", headers: JSON_HEADERS, body: "{}" }),
      [200],
      "proceed",
    )
  ).json();
  if (!proceeded.ok) throw new Error(`proceed: ${proceeded.outcome}`);
  const page = await (await expectStatus(await request("/checkout/_payload.json"), [200], "checkout page")).json();
  const form = {
    lead: {
      firstName: "Bench",
      lastName: "Traveller",
      email: "bench@example.com",
      country: "AE",
      phone: "+971501234567",
    },
    paymentMode: "now",
    answers: answersFor(page.form.items),
    ...(whatsapp ? { whatsappUpdates: true } : {}),
  };
  const started = await (
    await expectStatus(
      await request("/checkout", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(form) }),
      [200],
      "checkout",
    )
  ).json();
  if (!started.redirect) throw new Error(`checkout: ${JSON.stringify(started).slice(0, 200)}`);
  const body = new URLSearchParams({ card: SANDBOX_CARDS.success, expiry: "12/34", cvc: "123", action: "pay" });
  const paid = await expectStatus(
    await request(started.redirect, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
    [303],
    "payment page",
  );
  const result = await expectStatus(await request(paid.headers.get("location")), [303], "return");
  const location = result.headers.get("location") ?? "";
  if (!/\/checkout\/(success|error)\?order=/.test(location)) throw new Error(`return led to ${location}`);
  // An error page here is a supplier's refusal (the demo's balloon flights), a booking outcome, not a conflict.
  return location;
}

/**
 * Departures of instant-confirmation experiences with plenty of seats, one per checkout: a conflict is then the
 * database's, not a sold-out slot or an on-request booking waiting for its supplier.
 */
export async function roomySlots(base, wanted) {
  const slots = [];
  for (let page = 1; slots.length < wanted && page < 400; page++) {
    const listing = await (await fetch(`${base}/things-to-do/_payload.json?page=${page}`)).json();
    for (const card of listing.results.items) {
      const detail = await (await fetch(`${base}/things-to-do-in-${card.city.slug}/${card.slug}/_payload.json`)).json();
      if (detail.activity.confirmation !== "instant") continue;
      const perPerson = new Set(detail.booking.options.filter((o) => o.pricingUnit === "per_person").map((o) => o.id));
      for (const d of detail.booking.initialDepartures)
        if (perPerson.has(d.optionId) && d.remaining >= 4) slots.push(d.slotId);
      if (slots.length >= wanted) break;
    }
  }
  return slots;
}

/** The p-th percentile of `list` (nearest rank). */
export const pct = (list, p) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];

export async function benchCheckout(base, { sequential = 40, levels = [1, 2, 4, 8, 16, 32], perLevel = 48 } = {}) {
  const needed = sequential + levels.length * perLevel;
  const slots = await roomySlots(base, needed);
  if (slots.length < needed) throw new Error(`found ${slots.length} roomy departures, need ${needed}`);
  const bare = await measure(`${base}/__bare`, { requests: 500, concurrency: 1 });

  const times = [];
  for (let i = 0; i < sequential; i++) {
    const t0 = performance.now();
    await checkout(base, slots.pop());
    times.push(performance.now() - t0);
  }
  console.log(
    `\nWhole checkout (7 requests: add, proceed, checkout page, checkout, payment page, return; one seat), sequential`,
  );
  console.log(
    `  p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (bare route p50 ${bare.p50.toFixed(2)} ms)`,
  );

  console.log(
    `\nCheckouts per second at rising concurrency (${perLevel} checkouts per level, each on its own departure)`,
  );
  console.log(
    `${"concurrency".padEnd(12)}${"checkouts/s".padStart(12)}${"p50 ms".padStart(9)}${"conflicts".padStart(11)}`,
  );
  let best = null;
  for (const concurrency of levels) {
    const batch = slots.splice(-perLevel);
    const latencies = [];
    const failures = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < batch.length) {
          const slot = batch[next++];
          const t0 = performance.now();
          try {
            await checkout(base, slot);
            latencies.push(performance.now() - t0);
          } catch (error) {
            failures.push(error.message);
          }
        }
      }),
    );
    const rate = latencies.length / ((performance.now() - started) / 1000);
    console.log(
      `${String(concurrency).padEnd(12)}${rate.toFixed(1).padStart(12)}${(latencies.length ? pct(latencies, 50) : NaN).toFixed(1).padStart(9)}${String(failures.length).padStart(11)}`,
    );
    if (failures.length) {
      console.log(`  first conflict: ${failures[0]}`);
      break;
    }
    if (!best || rate > best.rate) best = { concurrency, rate };
  }
  if (best)
    console.log(
      `\nOne local database sustained ${best.rate.toFixed(1)} checkouts/s without a conflict (concurrency ${best.concurrency}).`,
    );
}
