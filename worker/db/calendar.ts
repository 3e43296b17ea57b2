// What a booked item's calendar event needs beyond its order's view (issue 32): the option's duration and where the
// activity is (latitude and longitude, for GEO), by booking reference.
export type CalendarFacts = { durationMinutes: number; geo: { lat: number; lon: number } | null };

type Row = { reference: string; duration_minutes: number; latitude: number | null; longitude: number | null };

export async function calendarFactsOf(db: D1Database, references: string[]): Promise<Map<string, CalendarFacts>> {
  if (references.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT i.reference, o.duration_minutes, a.latitude, a.longitude FROM order_items i
       JOIN options o ON o.id = i.option_id JOIN activities a ON a.id = i.activity_id
       WHERE i.reference IN (${references.map(() => "?").join(", ")})`,
    )
    .bind(...references)
    .all<Row>();
  return new Map(
    results.map((r) => [
      r.reference,
      {
        durationMinutes: r.duration_minutes,
        geo:
          r.latitude === null || r.longitude === null || !Number.isFinite(r.latitude) || !Number.isFinite(r.longitude)
            ? null
            : { lat: r.latitude, lon: r.longitude },
      },
    ]),
  );
}
