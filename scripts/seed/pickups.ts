// Pick-up points of activities that collect travellers from their hotel: each city's hotel areas, each picked up a
// set time before the departure it serves (pickup_points.departure_time, worker/migrations/0018: checkout offers only
// the booked departure's). An activity whose pick-up departures start at different times gets one set of points per
// departure, each also named for it ("… (14:00 departure)"), since the experience page lists them all.
import type { L10n } from "./types.ts";

/** The hotel areas of each city a driver collects from, nearest to the usual route first. */
export const PICKUP_AREAS: Record<string, L10n[]> = {
  dubai: [
    { en: "Hotels in Downtown Dubai and Business Bay", ar: "فنادق وسط مدينة دبي والخليج التجاري" },
    { en: "Hotels in Deira and Bur Dubai", ar: "فنادق ديرة وبر دبي" },
    { en: "Hotels in Dubai Marina, JBR and Palm Jumeirah", ar: "فنادق دبي مارينا وجي بي آر ونخلة جميرا" },
  ],
  "abu-dhabi": [
    { en: "Hotels on the Abu Dhabi Corniche and in Al Markaziyah", ar: "فنادق كورنيش أبوظبي والمركزية" },
    { en: "Hotels on Saadiyat Island and Al Maryah Island", ar: "فنادق جزيرة السعديات وجزيرة الماريه" },
    { en: "Hotels on Yas Island and Al Raha Beach", ar: "فنادق جزيرة ياس وشاطئ الراحة" },
  ],
  sharjah: [
    { en: "Hotels in Al Majaz and Al Khan", ar: "فنادق المجاز والخان" },
    { en: "Hotels on the Al Buhaira Corniche", ar: "فنادق كورنيش البحيرة" },
    { en: "Hotels in Al Nahda and Al Taawun", ar: "فنادق النهدة والتعاون" },
  ],
  "ras-al-khaimah": [
    { en: "Hotels on the Al Qawasim Corniche", ar: "فنادق كورنيش القواسم" },
    { en: "Resorts on Al Marjan Island", ar: "منتجعات جزيرة المرجان" },
    { en: "Resorts in Al Hamra Village", ar: "منتجعات قرية الحمراء" },
  ],
  fujairah: [
    { en: "Hotels on the Fujairah Corniche", ar: "فنادق كورنيش الفجيرة" },
    { en: "Resorts on Al Aqah Beach", ar: "منتجعات شاطئ العقة" },
    { en: "Hotels in Dibba Al Fujairah", ar: "فنادق دبا الفجيرة" },
  ],
  "al-ain": [
    { en: "Hotels in Al Ain city centre", ar: "فنادق وسط مدينة العين" },
    { en: "Hotels near Al Ain Oasis and Al Jahili Fort", ar: "فنادق منطقة واحة العين وقلعة الجاهلي" },
    { en: "Hotels at the foot of Jebel Hafeet", ar: "فنادق سفح جبل حفيت" },
  ],
  muscat: [
    { en: "Hotels in Qurum and Al Khuwair", ar: "فنادق القرم والخوير" },
    { en: "Hotels on the Muttrah Corniche", ar: "فنادق كورنيش مطرح" },
    { en: "Hotels in Al Mouj and Seeb", ar: "فنادق الموج والسيب" },
  ],
  salalah: [
    { en: "Hotels in Salalah city centre", ar: "فنادق وسط مدينة صلالة" },
    { en: "Resorts on Al Haffa Beach", ar: "منتجعات شاطئ الحافة" },
    { en: "Resorts in Hawana Salalah", ar: "منتجعات هوانا صلالة" },
  ],
  doha: [
    { en: "Hotels in West Bay", ar: "فنادق الخليج الغربي" },
    { en: "Hotels around Souq Waqif and Msheireb", ar: "فنادق سوق واقف ومشيرب" },
    { en: "Hotels on The Pearl-Qatar and in Lusail", ar: "فنادق اللؤلؤة قطر ولوسيل" },
  ],
  manama: [
    { en: "Hotels in Manama's Diplomatic Area and Seef", ar: "فنادق المنطقة الدبلوماسية والسيف في المنامة" },
    { en: "Hotels in Juffair", ar: "فنادق الجفير" },
    { en: "Hotels in Muharraq and on Amwaj Islands", ar: "فنادق المحرق وجزر أمواج" },
  ],
  riyadh: [
    { en: "Hotels in Olaya and on King Fahd Road", ar: "فنادق العليا وطريق الملك فهد" },
    { en: "Hotels in Al Murabba and Al Malaz", ar: "فنادق المربع والملز" },
    { en: "Hotels near King Abdullah Financial District", ar: "فنادق مركز الملك عبدالله المالي" },
  ],
  jeddah: [
    { en: "Hotels on the Jeddah Corniche", ar: "فنادق كورنيش جدة" },
    { en: "Hotels in Al Rawdah and on Tahlia Street", ar: "فنادق حي الروضة وشارع التحلية" },
    { en: "Resorts in Obhur", ar: "منتجعات أبحر" },
  ],
  alula: [
    { en: "Hotels near AlUla Old Town", ar: "فنادق قرب البلدة القديمة في العُلا" },
    { en: "Resorts in Ashar Valley", ar: "منتجعات وادي عشار" },
    { en: "Hotels in AlUla town centre", ar: "فنادق وسط مدينة العُلا" },
  ],
};

/**
 * Minutes between the pick-up in the first hotel area and the departure (each further area is picked up 15 minutes
 * earlier): the drive from the hotels to where the activity starts. A placement may set its own (content/details).
 */
export const PICKUP_LEAD: Record<string, number> = {
  "desert-safaris-evening-bbq": 45,
  "desert-safaris-morning-dunes": 30,
  "theme-parks-yas-island-pass": 30,
  "cruises-dhow-dinner": 45,
  "city-tours-half-day-highlights": 20,
  "adventure-mountain-zipline": 45,
  "adventure-sunrise-hot-air-balloon": 45,
  "adventure-wadi-canyon-trek": 30,
  "culture-grand-mosque-heritage-walk": 20,
  "culture-falconry-experience": 30,
  "wellness-sunrise-desert-yoga": 30,
  "day-trips-mountains-and-wadis": 20,
  "day-trips-heritage-forts-and-oasis": 20,
  "wildlife-arabian-oryx-reserve-safari": 45,
};
const DEFAULT_LEAD = 30;
/** Each further hotel area is collected this much earlier. */
export const AREA_STEP = 15;

/** A hotel area, when it is collected, and the start time of the departure that collection is for. */
export type PickupPoint = { name: L10n; time: string; departure: string };

/**
 * The pick-up points of an activity whose pick-up departures start at `startTimes`: every hotel area for a single
 * departure; per departure otherwise (the first two areas when there are more than two departures, to keep the list short).
 */
export function pickupPoints(citySlug: string, startTimes: string[], lead = DEFAULT_LEAD): PickupPoint[] {
  const areas = PICKUP_AREAS[citySlug];
  if (!areas) throw new Error(`no pick-up areas for ${citySlug}`);
  const starts = [...new Set(startTimes)].sort();
  if (starts.length === 1)
    return areas.map((area, i) => ({
      name: area,
      time: minutesBefore(starts[0]!, lead + i * AREA_STEP),
      departure: starts[0]!,
    }));
  const perDeparture = starts.length > 2 ? areas.slice(0, 2) : areas;
  return starts.flatMap((start) =>
    perDeparture.map((area, i) => ({
      name: { en: `${area.en} (${start} departure)`, ar: `${area.ar} (رحلة الساعة ${start})` },
      time: minutesBefore(start, lead + i * AREA_STEP),
      departure: start,
    })),
  );
}

export function minutesBefore(time: string, minutes: number): string {
  const total = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - minutes + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
