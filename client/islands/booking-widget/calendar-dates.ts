// The calendar's local-time Date objects and the ISO days the widget keeps (react-day-picker works in Dates).
export const toDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
export const toIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** The first and last day of the month `month` falls in. */
export const monthRange = (month: Date) => ({
  from: toIso(new Date(month.getFullYear(), month.getMonth(), 1)),
  to: toIso(new Date(month.getFullYear(), month.getMonth() + 1, 0)),
});
