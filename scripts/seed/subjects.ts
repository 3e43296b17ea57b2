// What each activity's photos show: the subject drawn for a template (or one city's placement), which categories each
// subject belongs in, and the skyline each city puts behind it.
import type { CategorySlug } from "./types.ts";
import type { Backdrop } from "./images.ts";

export const SUBJECTS = [
  "dunes-camp",
  "desert-camp-night",
  "balloon",
  "zipline",
  "wadi",
  "theme-park",
  "waterpark",
  "dhow",
  "yacht",
  "dolphins",
  "city-skyline",
  "old-town",
  "souk",
  "jet-ski",
  "scuba",
  "kayak-mangroves",
  "tower",
  "aquarium",
  "museum",
  "mosque",
  "calligraphy",
  "falcon",
  "meal",
  "coffee",
  "spa",
  "yoga",
  "mountains",
  "car",
  "fort",
  "hegra",
  "flamingos",
  "oryx",
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** The categories a subject may illustrate: a photo of a mosque on a water-sports card is a data bug. */
export const SUBJECT_CATEGORIES: Record<Subject, CategorySlug[]> = {
  "dunes-camp": ["desert-safaris"],
  "desert-camp-night": ["desert-safaris", "wellness"],
  balloon: ["adventure"],
  zipline: ["adventure"],
  wadi: ["adventure", "day-trips"],
  "theme-park": ["theme-parks"],
  waterpark: ["theme-parks"],
  dhow: ["cruises"],
  yacht: ["cruises"],
  dolphins: ["cruises", "wildlife"],
  "city-skyline": ["city-tours"],
  "old-town": ["city-tours"],
  souk: ["food-tours"],
  "jet-ski": ["water-sports"],
  scuba: ["water-sports"],
  "kayak-mangroves": ["water-sports"],
  tower: ["attractions"],
  aquarium: ["attractions"],
  museum: ["attractions"],
  mosque: ["culture"],
  calligraphy: ["culture"],
  falcon: ["culture"],
  meal: ["food-tours"],
  coffee: ["food-tours"],
  spa: ["wellness"],
  yoga: ["wellness"],
  mountains: ["day-trips"],
  car: ["day-trips"],
  fort: ["day-trips", "city-tours"],
  hegra: ["day-trips"],
  flamingos: ["wildlife"],
  oryx: ["wildlife"],
};

/** Cities with a grand mosque that visitors tour: the only places a mosque visit is sold. */
export const GRAND_MOSQUE_CITIES = new Set(["abu-dhabi", "muscat", "manama"]);

export const TEMPLATE_SUBJECTS: Record<string, Subject> = {
  "desert-safaris-evening-bbq": "dunes-camp",
  "desert-safaris-morning-dunes": "dunes-camp",
  "desert-safaris-overnight-camp": "desert-camp-night",
  "theme-parks-yas-island-pass": "theme-park",
  "theme-parks-waterpark-day-pass": "waterpark",
  "theme-parks-indoor-unlimited-rides": "theme-park",
  "cruises-dhow-dinner": "dhow",
  "cruises-private-yacht-charter": "yacht",
  "cruises-dolphin-snorkel": "dolphins",
  "city-tours-half-day-highlights": "city-skyline",
  "city-tours-hop-on-hop-off": "city-skyline",
  "city-tours-old-town-evening-walk": "old-town",
  "water-sports-guided-jet-ski": "jet-ski",
  "water-sports-discover-scuba": "scuba",
  "water-sports-mangrove-kayaking": "kayak-mangroves",
  "attractions-burj-khalifa-observation-deck": "tower",
  "attractions-aquarium-admission": "aquarium",
  "attractions-museum-highlights-tour": "museum",
  "adventure-mountain-zipline": "zipline",
  "adventure-sunrise-hot-air-balloon": "balloon",
  "adventure-wadi-canyon-trek": "wadi",
  "culture-grand-mosque-heritage-walk": "mosque",
  "culture-arabic-calligraphy-workshop": "calligraphy",
  "culture-falconry-experience": "falcon",
  "food-tours-old-souq-street-food": "souk",
  "food-tours-gulf-home-cooking-class": "meal",
  "food-tours-arabic-coffee-dates-ceremony": "coffee",
  "wellness-hammam-spa-ritual": "spa",
  "wellness-sunrise-desert-yoga": "yoga",
  "wellness-desert-camp-retreat": "desert-camp-night",
  "day-trips-mountains-and-wadis": "mountains",
  "day-trips-private-car-with-driver": "car",
  "day-trips-heritage-forts-and-oasis": "fort",
  "wildlife-dolphin-watching-cruise": "dolphins",
  "wildlife-flamingos-and-mangroves": "flamingos",
  "wildlife-arabian-oryx-reserve-safari": "oryx",
};

/** Placements whose local sight differs from the template's usual subject ("template-key/city-slug"). */
export const PLACEMENT_SUBJECTS: Record<string, Subject> = {
  "day-trips-heritage-forts-and-oasis/alula": "hegra",
  "adventure-mountain-zipline/alula": "zipline",
  // Half-day tours of towns without towers show their old quarters and forts, not a skyline.
  "city-tours-half-day-highlights/al-ain": "fort",
  "city-tours-half-day-highlights/muscat": "old-town",
  "city-tours-half-day-highlights/salalah": "old-town",
  "city-tours-half-day-highlights/sharjah": "old-town",
  // From Muscat the car is a 4x4 for wadis and mountain roads, not a sedan in town.
  "day-trips-private-car-with-driver/muscat": "mountains",
};

/**
 * The skyline behind each city's waterfront and street photos: only Dubai has the Burj Khalifa; Muscat, Salalah, Al Ain,
 * the east coast, Ras Al Khaimah and AlUla are low towns below mountains.
 */
export const CITY_BACKDROPS: Record<string, Backdrop> = {
  dubai: "dubai",
  "abu-dhabi": "towers",
  sharjah: "towers",
  doha: "towers",
  manama: "towers",
  riyadh: "towers",
  jeddah: "towers",
  "ras-al-khaimah": "low",
  fujairah: "low",
  "al-ain": "low",
  muscat: "low",
  salalah: "low",
  alula: "low",
};

export function subjectOf(templateKey: string, citySlug: string): Subject {
  return PLACEMENT_SUBJECTS[`${templateKey}/${citySlug}`] ?? TEMPLATE_SUBJECTS[templateKey];
}

/** Photos drawn per activity; the card uses the first. */
export const PHOTOS_PER_ACTIVITY = 5;
