// Availability API for the option-selection island: days with seats and prices, and one date's departures. A supplier's
// own site answers for another supplier's activity as for an id that names nothing: no days, no departures.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { addDays, isCalendarDate, todayInGulf } from "../../shared/dates.ts";
import { availableDays, departuresOn } from "../db/availability.ts";
import { BOOKING_WINDOW_DAYS } from "../services/booking-window.ts";
import { validationHook } from "./validation.ts";
import { dateSchema, idSchema } from "./params.ts";
import type { AppEnv } from "../env.ts";

const activityParam = z.object({ id: idSchema("activity") });
const rangeQuery = z
  .object({ from: dateSchema("from"), to: dateSchema("to") })
  .refine((q) => q.from <= q.to, "from must not be after to")
  // zod may run this even when a field failed, and addDays would throw on a date that is not one.
  .refine((q) => !isCalendarDate(q.from) || q.to <= addDays(q.from, 62), "ask for at most 62 days at a time");

export function catalogueApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get(
    "/activities/:id/availability",
    zValidator("param", activityParam, validationHook),
    zValidator("query", rangeQuery, validationHook),
    async (c) => {
      const { id } = c.req.valid("param");
      const { from, to } = c.req.valid("query");
      const today = todayInGulf();
      const last = addDays(today, BOOKING_WINDOW_DAYS);
      // biome-ignore lint/complexity/useMathMinMax: ISO date strings
      const start = from < today ? today : from;
      // biome-ignore lint/complexity/useMathMinMax: ISO date strings
      const end = to > last ? last : to;
      c.header("Cache-Control", "no-store");
      return c.json({
        days: start <= end ? await availableDays(c.env.DB, id, start, end, new Date(), c.get("site").supplierId) : [],
      });
    },
  );

  api.get(
    "/activities/:id/departures",
    zValidator("param", activityParam, validationHook),
    zValidator("query", z.object({ date: dateSchema("date") }), validationHook),
    async (c) => {
      const { id } = c.req.valid("param");
      const { date: day } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      if (day < todayInGulf()) return c.json({ date: day, departures: [] });
      return c.json({
        date: day,
        departures: await departuresOn(c.env.DB, id, day, new Date(), c.get("site").supplierId),
      });
    },
  );

  return api;
}
