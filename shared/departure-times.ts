// When a departure ends: its start time plus the option's duration, and how many days later that is (an overnight
// camp that starts at 17:00 and lasts 16 hours ends at 09:00 "+1").
export type DepartureEnd = { time: string; days: number };

export function departureEnd(startTime: string, durationMinutes: number): DepartureEnd {
  const [h, m] = startTime.split(":").map(Number);
  const total = h * 60 + m + Math.max(0, durationMinutes);
  const minutes = total % (24 * 60);
  return {
    time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
    days: Math.floor(total / (24 * 60)),
  };
}
