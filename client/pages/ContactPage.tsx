// Contact us: 24/7 support by email, WhatsApp and phone, and the office address.
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { contactLinks } from "../components/layout/contact.ts";
import { ButtonLink } from "../components/ui/Button.tsx";

export function ContactPage() {
  const { t } = useTranslation();
  const { site, locale } = usePageContext();
  const links = contactLinks(site.brand);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold">{t("contact.title")}</h1>
      <p className="mt-3 text-slate-600">{t("contact.intro")}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <ButtonLink href={links.email} variant="primary">
          {t("contact.emailUs")}
        </ButtonLink>
        <ButtonLink href={links.whatsapp} variant="outlined">
          {t("contact.chatWhatsapp")}
        </ButtonLink>
        <ButtonLink href={links.phone} variant="third">
          {t("contact.callUs")}
        </ButtonLink>
      </div>
      <dl className="mt-10 grid gap-4 rounded-2xl border border-black/10 p-6">
        <div>
          <dt className="text-sm text-slate-500">{t("footer.email")}</dt>
          <dd className="font-medium">
            <a href={links.email} dir="ltr" className="hover:underline" data-testid="contact-email">
              {site.brand.contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("footer.phone")}</dt>
          <dd className="font-medium">
            <a href={links.phone} dir="ltr" className="hover:underline" data-testid="contact-phone">
              {site.brand.contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("contact.office")}</dt>
          <dd className="font-medium">{site.brand.contact.address[locale]}</dd>
        </div>
      </dl>
      <p className="mt-6 text-sm text-slate-600">{t("contact.bookingHelp")}</p>
    </div>
  );
}
