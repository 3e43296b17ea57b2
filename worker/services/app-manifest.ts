// The web app manifest, one per site and language (the standard has no per-language name): the brand's name, its
// colour and icons, and "Your Booking" as the start page, so the installed app opens on the traveller's vouchers.
import { LOCALE_INFO, localePath, type Locale } from "../../shared/locales.ts";
import { DEFAULT_BRAND, type Brand, type SiteConfig } from "../../shared/site-config.ts";

export type ManifestIcon = { src: string; sizes: string; type: string; purpose: "any" | "maskable" };

export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr" | "rtl";
  start_url: string;
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
};

/** Where the brand's drawn icon is served (routes/app-shell.ts). */
export const APP_ICON_PATH = "/app-icon.svg";
/** Our own brand's raster icons (client/public/icons, made by scripts/app-icons.mjs from favicon.svg). */
export const BRAND_ICONS: ManifestIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];
/** A launcher shows a name of about 12 characters under the icon. */
const SHORT_NAME_MAX = 12;

export function appManifest(site: SiteConfig, locale: Locale): WebAppManifest {
  const { brand } = site;
  const name = brand.name[locale];
  const own = site.brand === DEFAULT_BRAND;
  return {
    id: "/",
    name,
    short_name: [...name].length <= SHORT_NAME_MAX ? name : brand.logoText,
    description: brand.tagline[locale],
    lang: locale,
    dir: LOCALE_INFO[locale].dir,
    start_url: localePath(locale, "/invoices"),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: brand.colours.primary,
    icons: [{ src: APP_ICON_PATH, sizes: "any", type: "image/svg+xml", purpose: "any" }, ...(own ? BRAND_ICONS : [])],
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Our own mark, as client/public/favicon.svg draws it. */
const OWN_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M6 22c4-6 8-9 10-9s6 3 10 9" fill="none" stroke="#f59e0b" stroke-width="3" stroke-linecap="round"/><circle cx="22" cy="10" r="3" fill="#fff"/></svg>';

/** The brand as a square icon: ours, or its primary colour with its logo letters in white (never ours on a supplier's site). */
export function appIconSvg(brand: Brand): string {
  if (brand === DEFAULT_BRAND) return OWN_ICON;
  const letters = escapeXml(brand.logoText);
  const size = [...brand.logoText].length > 1 ? 200 : 280;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" rx="96" fill="${brand.colours.primary}"/><text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${letters}</text></svg>`;
}
