// Every placement's local detail (meeting point, overview, highlights, itinerary), one file per group of categories.
import type { LocalDetails } from "./detail.ts";
import { DESERT_DETAILS } from "./details-desert.ts";
import { PARK_DETAILS } from "./details-parks.ts";
import { CRUISE_DETAILS } from "./details-cruises.ts";
import { CITY_TOUR_DETAILS } from "./details-city-tours.ts";
import { WATER_DETAILS } from "./details-water.ts";
import { ATTRACTION_DETAILS } from "./details-attractions.ts";
import { ADVENTURE_DETAILS } from "./details-adventure.ts";
import { CULTURE_DETAILS } from "./details-culture.ts";
import { FOOD_DETAILS } from "./details-food.ts";
import { WELLNESS_DETAILS } from "./details-wellness.ts";
import { DAY_TRIP_DETAILS } from "./details-day-trips.ts";
import { WILDLIFE_DETAILS } from "./details-wildlife.ts";

/** Template key → city slug → what the activity is there; content/local.ts lists the same placements. */
export const LOCAL_DETAILS: LocalDetails = {
  ...DESERT_DETAILS,
  ...PARK_DETAILS,
  ...CRUISE_DETAILS,
  ...CITY_TOUR_DETAILS,
  ...WATER_DETAILS,
  ...ATTRACTION_DETAILS,
  ...ADVENTURE_DETAILS,
  ...CULTURE_DETAILS,
  ...FOOD_DETAILS,
  ...WELLNESS_DETAILS,
  ...DAY_TRIP_DETAILS,
  ...WILDLIFE_DETAILS,
};
