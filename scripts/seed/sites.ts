// Demo site configurations: a supplier-branded site on supplier.localhost (in Dubai, so its weeks start on Monday),
// invoicing as the supplier (its own tax settings and invoice series).
import type { SiteConfigInput } from "../../shared/site-config.ts";

export const SUPPLIER_SITES: Record<string, SiteConfigInput> = {
  "supplier.localhost": {
    layoutType: "supplier",
    defaultCurrency: "AED",
    weekStartsOn: 1,
    supplierId: 1, // Desert Falcon Safaris (content/suppliers.ts)
    facts: { foundedYear: 2009, foundedIn: { en: "Dubai", ar: "دبي" } },
    brand: {
      name: { en: "Desert Falcon Safaris", ar: "صقر الصحراء للرحلات" },
      tagline: { en: "Desert adventures since 2009", ar: "مغامرات صحراوية منذ 2009" },
      logoText: "DF",
      colours: { primary: "#9a3412", primaryDark: "#7c2d12", accent: "#facc15" },
      contact: {
        email: "bookings@desertfalcon.example",
        whatsapp: "971501234567",
        phone: "+971 4 555 0199",
        address: { en: "Al Quoz Industrial Area 3, Dubai, UAE", ar: "منطقة القوز الصناعية 3، دبي، الإمارات" },
      },
    },
    // The seller on its tax invoices (issue 32). DEMO DATA: the TRN is a PLACEHOLDER of the right shape, not a registration.
    tax: {
      regime: "uae",
      legalName: { en: "Desert Falcon Safaris L.L.C.", ar: "صقر الصحراء للرحلات ش.ذ.م.م" },
      address: { en: "Al Quoz Industrial Area 3, Dubai, UAE", ar: "منطقة القوز الصناعية 3، دبي، الإمارات" },
      registrationNumber: "100555555500003",
      invoicePrefix: "DFS",
    },
  },
};
