// What each activity is in its own city: where it meets, its overview, highlights and itinerary, written for that
// activity there (the templates in activities-*.ts give the shape, prices and options; these give the place).
import type { L10n, OptionTemplate } from "../types.ts";

/** Where travellers meet (or the site the activity runs from): a named place in the activity's own city. */
export type MeetingPoint = { name: L10n; latitude: number; longitude: number };
export type ItineraryStep = { title: L10n; description: L10n; durationMinutes: number };
/** A template option as sold in one city: null when it is not offered there, or the fields that differ. */
export type OptionOverride = null | Partial<Pick<OptionTemplate, "title" | "description" | "startTimes">>;

export type LocalDetail = {
  meet: MeetingPoint;
  overview: L10n;
  highlights: L10n[];
  itinerary: ItineraryStep[];
  /** Minutes between the nearest hotel area's pick-up and the departure, when the template's usual lead does not fit. */
  pickupLead?: number;
  /** Per template option (same order): how it differs here, if at all. */
  options?: (OptionOverride | undefined)[];
};

/** Template key → city slug → its local detail. */
export type LocalDetails = Record<string, Record<string, LocalDetail>>;

type Pair = [en: string, ar: string];
type Step = [titleEn: string, titleAr: string, descriptionEn: string, descriptionAr: string, minutes: number];

/** A compact way to write one placement's detail: [en, ar] pairs, steps as [title en, title ar, text en, text ar, minutes]. */
export function detail(d: {
  meet: [en: string, ar: string, latitude: number, longitude: number];
  overview: Pair;
  highlights: Pair[];
  itinerary: Step[];
  pickupLead?: number;
  options?: (OptionOverride | undefined)[];
}): LocalDetail {
  const l10n = ([en, ar]: Pair): L10n => ({ en, ar });
  return {
    meet: { name: { en: d.meet[0], ar: d.meet[1] }, latitude: d.meet[2], longitude: d.meet[3] },
    overview: l10n(d.overview),
    highlights: d.highlights.map(l10n),
    itinerary: d.itinerary.map(([te, ta, de, da, minutes]) => ({
      title: { en: te, ar: ta },
      description: { en: de, ar: da },
      durationMinutes: minutes,
    })),
    ...(d.pickupLead !== undefined ? { pickupLead: d.pickupLead } : {}),
    ...(d.options ? { options: d.options } : {}),
  };
}
