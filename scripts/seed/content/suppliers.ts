// The operators who run the demo activities (the voucher's "your supplier" contact), and which categories each runs.
import type { CategorySlug } from "../types.ts";

export type SupplierSeed = {
  name: { en: string; ar: string };
  phone: string; // E.164
  email: string;
  whatsapp: string | null; // digits only
  categories: CategorySlug[];
};

/** Desert Falcon Safaris is also the supplier-branded demo site (sites.ts); its contact details match. */
export const SUPPLIERS: SupplierSeed[] = [
  {
    name: { en: "Desert Falcon Safaris", ar: "صقر الصحراء للرحلات" },
    phone: "+97145550199",
    email: "bookings@desertfalcon.example",
    whatsapp: "971501234567",
    categories: ["desert-safaris", "adventure", "wildlife"],
  },
  {
    name: { en: "Pearl Coast Cruises", ar: "كروز ساحل اللؤلؤ" },
    phone: "+97145550234",
    email: "reservations@pearlcoast.example",
    whatsapp: "971502345678",
    categories: ["cruises", "water-sports"],
  },
  {
    name: { en: "Majlis Heritage Tours", ar: "جولات المجلس التراثية" },
    phone: "+97125550345",
    email: "hello@majlisheritage.example",
    whatsapp: "971503456789",
    categories: ["culture", "city-tours", "food-tours", "day-trips"],
  },
  {
    name: { en: "Gulf Leisure Tickets", ar: "تذاكر الخليج للترفيه" },
    phone: "+97145550456",
    email: "tickets@gulfleisure.example",
    whatsapp: null,
    categories: ["theme-parks", "attractions", "wellness"],
  },
];
