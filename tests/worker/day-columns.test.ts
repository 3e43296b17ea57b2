// The booking island's packed days: a round trip keeps every day, its order, its gaps and nothing else.
import { describe, expect, it } from "vitest";
import { packDays, unpackDays } from "../../shared/day-columns.ts";

const days = [
  { date: "2027-02-27", fromPrice: 64900, remaining: 18 },
  { date: "2027-02-28", fromPrice: 0, remaining: 1 },
  { date: "2027-03-03", fromPrice: 73200, remaining: 25 }, // across the month's end, after two days with nothing
];

describe("packed availability days", () => {
  it("unpacks to the same days, gaps left out", () => {
    expect(unpackDays(packDays(days))).toEqual(days);
  });

  it("keeps one start date and one slot per calendar day, null where nothing can be booked", () => {
    expect(packDays(days)).toEqual({
      start: "2027-02-27",
      fromPrice: [64900, 0, null, null, 73200],
      remaining: [18, 1, 0, 0, 25],
    });
  });

  it("packs days that arrive out of order as if they were in order", () => {
    expect(packDays([days[2], days[0], days[1]])).toEqual(packDays(days));
  });

  it("packs no days to nothing", () => {
    expect(unpackDays(packDays([]))).toEqual([]);
  });
});
