// The account page: the traveller's details, a new password, their passkeys, their custom offer requests, a way to
// their bookings (invoices) and sign-out. Every form posts as a plain form.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { AUTH_FIELDS, type AccountView, type FormState } from "../../shared/account.ts";
import type { OfferView } from "../../shared/offer.ts";
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { AuthField, FormAlert, NewPasswordFields } from "./AuthPages.tsx";
import { OfferList } from "../components/account/OfferList.tsx";
import { WhatsAppUpdatesList } from "../components/account/WhatsAppUpdates.tsx";
import {
  WHATSAPP_CONSENT_ANCHOR,
  type WhatsAppConsentNotice,
  type WhatsAppConsentView,
} from "../../shared/whatsapp-consent.ts";

export type AccountSaved = "profile" | "password";
export type AccountLinks = {
  invoices: string;
  signOut: string;
  profile: string;
  password: string;
  /** The operations console, for staff only. */
  console?: string;
};

export type AccountPageProps = {
  account: AccountView;
  offers: OfferView[];
  /** When the page was made (ISO): what the offers' "open until …" is true at. */
  now: string;
  /** The passkeys section (listed and added by the passkeys island). */
  passkeys?: ReactNode;
  links: AccountLinks;
  profile: FormState;
  password: FormState;
  /** What the last post saved, for its confirmation. */
  saved?: AccountSaved | null;
  /** Booking updates on WhatsApp: each order with something still to come, and the last change's notice. */
  whatsapp: { consents: WhatsAppConsentView[]; notice: WhatsAppConsentNotice | null };
};

const F = AUTH_FIELDS;

function Section({
  id,
  title,
  children,
  anchor = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** The section is a link target (`#id`): a change posted from it comes back there. */
  anchor?: boolean;
}) {
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-2xl border border-black/10 bg-white p-4 sm:p-6"
      data-testid={`account-${id}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Saved({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800"
      data-testid="account-saved"
    >
      {text}
    </p>
  );
}

export function AccountPage({
  account,
  offers,
  now,
  passkeys,
  links,
  profile,
  password,
  saved,
  whatsapp,
}: AccountPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8" data-testid="account-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold md:text-3xl">{t("auth.account.title")}</h1>
          <p className="mt-1 break-all text-slate-600" data-testid="account-email">
            <bdi>{account.email}</bdi>
          </p>
        </div>
        <form method="post" action={links.signOut}>
          <Button type="submit" variant="outlined" data-testid="sign-out">
            {t("auth.signOut")}
          </Button>
        </form>
      </div>

      <Section id="bookings" title={t("auth.account.bookingsTitle")}>
        <p className="text-slate-600">{t("auth.account.bookingsText")}</p>
        <ButtonLink href={links.invoices} variant="primary" className="mt-3" data-testid="account-invoices">
          {t("auth.account.bookingsAction")}
        </ButtonLink>
      </Section>

      <Section id={WHATSAPP_CONSENT_ANCHOR} anchor title={t("whatsappConsent.title")}>
        <WhatsAppUpdatesList consents={whatsapp.consents} notice={whatsapp.notice} />
      </Section>

      {links.console && (
        <Section id="console" title={t("auth.account.consoleTitle")}>
          <p className="text-slate-600">{t("auth.account.consoleText")}</p>
          <ButtonLink href={links.console} variant="outlined" className="mt-3" data-testid="account-console">
            {t("auth.account.consoleAction")}
          </ButtonLink>
        </Section>
      )}

      <Section id="profile" title={t("auth.account.profileTitle")}>
        {saved === "profile" && <Saved text={t("auth.account.profileSaved")} />}
        <form method="post" action={links.profile} noValidate className="grid gap-4" data-testid="profile-form">
          <div className="grid gap-4 sm:grid-cols-2">
            <AuthField
              name={F.firstName}
              label={t("auth.fields.firstName")}
              autoComplete="given-name"
              state={profile}
            />
            <AuthField name={F.lastName} label={t("auth.fields.lastName")} autoComplete="family-name" state={profile} />
          </div>
          <div>
            <Button type="submit" variant="outlined" data-testid="profile-submit">
              {t("auth.account.save")}
            </Button>
          </div>
        </form>
      </Section>

      <Section id="password" title={t("auth.account.passwordTitle")}>
        {saved === "password" && <Saved text={t("auth.account.passwordSaved")} />}
        <form method="post" action={links.password} noValidate className="grid gap-4" data-testid="password-form">
          <FormAlert alert={password.alert} />
          <AuthField
            name={F.currentPassword}
            type="password"
            label={t("auth.fields.currentPassword")}
            autoComplete="current-password"
            state={password}
          />
          <NewPasswordFields state={password} label={t("auth.fields.newPassword")} />
          <div>
            <Button type="submit" variant="outlined" data-testid="password-submit">
              {t("auth.account.passwordSubmit")}
            </Button>
          </div>
        </form>
      </Section>

      {passkeys && <div data-testid="account-passkeys">{passkeys}</div>}

      <Section id="offers" title={t("auth.account.offersTitle")}>
        <OfferList offers={offers} now={now} />
      </Section>
    </div>
  );
}
