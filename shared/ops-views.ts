// What the worker builds for the console's staff, redirects and site-settings pages, and their components render.
import type { StaffRole } from "./staff.ts";
import type { RedirectProblem, RowError } from "./redirect-rules.ts";
import type { Brand, LayoutType } from "./site-config.ts";
import type { Locale } from "./locales.ts";

export type StaffRowView = {
  email: string;
  name: string;
  role: StaffRole;
  supplierName: string | null;
  /** The granting staff member's email, or "command:<who>" for `npm run staff`. */
  grantedBy: string;
  grantedAt: string;
  isYou: boolean;
  changeHref: string;
  revokeHref: string;
};

export type GrantFormView = {
  values: { email: string; role: string; supplier: string };
  /** The refusal's key under ops.staff.problems, shown at the field it is about. */
  problem: string | null;
};

export type RedirectFormView = {
  /** The source path of the rule being changed; null when adding one. */
  original: string | null;
  values: { from: string; to: string; status: string };
  problems: RedirectProblem[];
};

export type ImportView = {
  /** Rows the last import refused (nothing of it was applied), or a problem with the upload itself. */
  errors: RowError[];
  upload: "noFile" | "tooLarge" | "notText" | null;
};

/** A few storefront words in each language, for the sample headers (the console's page shows only its own language). */
export type SampleWords = Record<Locale, { support: string; book: string; whatsapp: string }>;

export type SitePreviewView = {
  layoutType: LayoutType;
  currency: string;
  weekStartsOn: number;
  weekday: string;
  brand: Brand;
  ownBrand: boolean;
  words: SampleWords;
};
