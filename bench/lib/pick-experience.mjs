// The experience the benches measure, chosen by property, not position: the first on the all-experiences listing with
// instant confirmation and a per-person departure with a free seat (its path, city and that departure's slot).
async function getJson(base, path) {
  const res = await fetch(base + path, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

export async function pickExperience(base) {
  for (let page = 1; page < 20; page++) {
    const listing = await getJson(base, `/things-to-do/_payload.json?page=${page}`);
    for (const card of listing.results.items) {
      const path = `/things-to-do-in-${card.city.slug}/${card.slug}`;
      const detail = await getJson(base, `${path}/_payload.json`);
      if (detail.activity.confirmation !== "instant") continue;
      const perPerson = new Set(detail.booking.options.filter((o) => o.pricingUnit === "per_person").map((o) => o.id));
      const departure = detail.booking.initialDepartures.find((d) => perPerson.has(d.optionId) && d.remaining >= 1);
      if (departure) return { path, city: card.city.slug, slotId: departure.slotId };
    }
  }
  throw new Error("no experience with instant confirmation and a per-person departure with a free seat");
}
