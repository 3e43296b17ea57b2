// Availability API for the option-selection island: days with seats and prices, and one date's departures.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { ISO_DATE, addDays, todayInGulf } from "../../client/lib/dates.ts";
import { availableDays, departuresOn } from "../db/availability.ts";
import { BOOKING_WINDOW_DAYS } from "../services/booking-window.ts";
import { validationHook } from "./validation.ts";
import type { AppEnv } from "../env.ts";

const activityParam = z.object({ id: z.coerce.number({ message: "The activity id must be a number" }).int().positive("The activity id must be a positive number") });
const date = (what: string) => z.string({ message: `Add ${what} as YYYY-MM-DD` }).regex(ISO_DATE, `${what} must be a date written YYYY-MM-DD`);
const rangeQuery = z
  .object({ from: date("from"), to: date("to") })
  .refine((q) => q.from <= q.to, "from must not be after to")
  .refine((q) => !ISO_DATE.test(q.from) || q.to <= addDays(q.from, 62), "ask for at most 62 days at a time");

export function catalogueApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/activities/:id/availability", zValidator("param", activityParam, validationHook), zValidator("query", rangeQuery, validationHook), async (c) => {
    const { id } = c.req.valid("param");
    const { from, to } = c.req.valid("query");
    const today = todayInGulf();
    const start = from < today ? today : from;
    const end = to > addDays(today, BOOKING_WINDOW_DAYS) ? addDays(today, BOOKING_WINDOW_DAYS) : to;
    c.header("Cache-Control", "no-store");
    return c.json({ days: start <= end ? await availableDays(c.env.DB, id, start, end) : [] });
  });

  api.get("/activities/:id/departures", zValidator("param", activityParam, validationHook), zValidator("query", z.object({ date: date("date") }), validationHook), async (c) => {
    const { id } = c.req.valid("param");
    const { date: day } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    if (day < todayInGulf()) return c.json({ date: day, departures: [] });
    return c.json({ date: day, departures: await departuresOn(c.env.DB, id, day) });
  });

  return api;
}
