// Footer for both layouts: 24/7 support with email and WhatsApp, and the company and help links.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../page-context.tsx";
import { contactLinks } from "./contact.ts";
import { footerLinks } from "./links.ts";

export function SiteFooter({ variant }: { variant: "default" | "supplier" }) {
  const { locale, site } = usePageContext();
  const { t } = useTranslation();
  const brand = site.brand;
  const links = footerLinks(locale, t);
  const contact = contactLinks(brand);
  const year = new Date().getUTCFullYear();
  const tone = variant === "supplier" ? "bg-primary-dark text-white" : "bg-slate-900 text-slate-100";
  return (
    <footer className={`footer-later ${tone}`}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <section className="md:col-span-2">
          <h2 className="text-lg font-bold">{t("footer.support")}</h2>
          <p className="mt-2 max-w-md text-sm opacity-80">{t("footer.supportText")}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <span className="opacity-70">{t("footer.email")}: </span>
              <a href={contact.email} className="underline" dir="ltr">
                {brand.contact.email}
              </a>
            </li>
            <li>
              <span className="opacity-70">{t("footer.whatsapp")}: </span>
              <a href={contact.whatsapp} className="underline" dir="ltr">
                {`+${brand.contact.whatsapp.replace(/^\+/, "")}`}
              </a>
            </li>
            <li>
              <span className="opacity-70">{t("footer.phone")}: </span>
              <a href={contact.phone} className="underline" dir="ltr">
                {brand.contact.phone}
              </a>
            </li>
          </ul>
        </section>
        {(["company", "help"] as const).map((group) => (
          <nav key={group} aria-label={t(`footer.${group}`)}>
            <h2 className="text-sm font-bold uppercase tracking-wide opacity-70">{t(`footer.${group}`)}</h2>
            <ul className="mt-3 space-y-2">
              {links[group].map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-4 text-xs opacity-70">
          <span>{t("footer.rights", { year, brand: brand.name[locale] })}</span>
          {variant === "supplier" && <span>{t("footer.poweredBy")}</span>}
        </div>
      </div>
    </footer>
  );
}
