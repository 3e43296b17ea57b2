// Time from a booking confirmed to its messages stored: whole checkouts with WhatsApp updates asked for, then the
// moment the queue's consumer kept the WhatsApp message (/dev/whatsapp) and the email (/dev/outbox), measured from the
// end of the request that confirmed the booking. Prints p50 and p95 of each. Needs the local outboxes (development).
import { checkout, pct, roomySlots } from "./checkout.mjs";

/** When the message about `orderId` was kept, from a /dev page's rows; null while it is not there. */
function keptAt(html, orderId, marker) {
  for (const row of html.split(marker).slice(1)) {
    if (!row.includes(orderId)) continue;
    const at = /dateTime="([^"]+)"|datetime="([^"]+)"/.exec(row);
    if (at) return Date.parse(at[1] ?? at[2]);
  }
  return null;
}

async function waitFor(base, path, orderId, marker, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const at = keptAt(await (await fetch(base + path)).text(), orderId, marker);
    if (at !== null) return at;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no message about ${orderId} at ${path} after ${timeoutMs / 1000} s`);
}

export async function benchNotifications(base, { count = 20 } = {}) {
  const slots = await roomySlots(base, count);
  if (slots.length < count) throw new Error(`found ${slots.length} roomy departures, need ${count}`);
  const whatsapp = [];
  const email = [];
  for (const slotId of slots) {
    const location = await checkout(base, slotId, { whatsapp: true });
    const confirmedAt = Date.now();
    if (!location.includes("/checkout/success")) continue;
    const orderId = new URL(location, base).searchParams.get("order");
    const [wa, mail] = await Promise.all([
      waitFor(base, "/dev/whatsapp", orderId, 'data-testid="whatsapp-message"'),
      waitFor(base, "/dev/outbox", orderId, 'data-testid="outbox-row"'),
    ]);
    whatsapp.push(Math.max(0, wa - confirmedAt));
    email.push(Math.max(0, mail - confirmedAt));
  }
  console.log(
    `\nBooking confirmed → message stored (${whatsapp.length} confirmed checkouts, through the NOTIFICATIONS queue)`,
  );
  console.log("channel    p50 ms   p95 ms");
  for (const [name, list] of [
    ["WhatsApp", whatsapp],
    ["email", email],
  ])
    console.log(
      `${name.padEnd(9)} ${String(Math.round(pct(list, 50))).padStart(7)}  ${String(Math.round(pct(list, 95))).padStart(7)}`,
    );
  return { whatsapp, email };
}
