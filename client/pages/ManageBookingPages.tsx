// Managing a booking without an account: the request form (booking reference and email), the same "sent" answer
// whether or not they matched, and the order the emailed, signed link opens (its invoice, vouchers and cancel links).
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { Button } from "../components/ui/Button.tsx";
import { InvoiceDocument, type InvoiceDocumentProps } from "../components/account/InvoiceDocument.tsx";
import { AuthField } from "./AuthPages.tsx";
import { MANAGE_FIELDS } from "../../shared/invoice.ts";
import { WhatsAppUpdatesPanel } from "../components/account/WhatsAppUpdates.tsx";
import type { WhatsAppConsentNotice, WhatsAppConsentView } from "../../shared/whatsapp-consent.ts";

export type ManageFormProps = {
  action: string;
  values: Record<string, string>;
  /** Per field, a message key under invoice.errors. */
  errors: Record<string, string>;
  limited: boolean;
  signInHref: string;
};

function Card({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12" data-testid={testId}>
      <div className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
        {children}
      </div>
    </div>
  );
}

export function ManageBookingFormPage(props: ManageFormProps) {
  const { t } = useTranslation();
  return (
    <Card title={t("invoice.manageTitle")} intro={t("invoice.manageIntro")} testId="manage-form-page">
      <form method="post" action={props.action} noValidate className="mt-6 grid gap-4" data-testid="manage-form">
        {props.limited && (
          <div
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
            data-testid="form-alert"
          >
            {t("invoice.rateLimited")}
          </div>
        )}
        <AuthField
          form="manage"
          messages="invoice.errors"
          ltr
          name={MANAGE_FIELDS.reference}
          label={t("invoice.bookingReference")}
          hint={t("invoice.referenceHint")}
          autoComplete="off"
          state={props}
        />
        <AuthField
          form="manage"
          messages="invoice.errors"
          name={MANAGE_FIELDS.email}
          label={t("invoice.email")}
          type="email"
          autoComplete="email"
          state={props}
        />
        <Button type="submit" className="w-full" data-testid="manage-submit">
          {t("invoice.send")}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        <a href={props.signInHref} className="font-semibold text-primary underline-offset-2 hover:underline">
          {t("invoice.signInForAll")}
        </a>
      </p>
    </Card>
  );
}

export function ManageBookingSentPage({ formHref }: { formHref: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t("invoice.sentTitle")} intro={t("invoice.sentText")} testId="manage-sent-page">
      <p className="mt-4 text-sm text-slate-600">{t("invoice.sentHint")}</p>
      <a
        href={formHref}
        className="mt-4 inline-block text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        {t("invoice.sendAgain")}
      </a>
    </Card>
  );
}

export type ManageOrderProps = InvoiceDocumentProps & {
  /** The order's booking updates on WhatsApp, with the last change's notice. */
  whatsapp: { consent: WhatsAppConsentView; notice: WhatsAppConsentNotice | null };
};

/** The order a signed manage-booking link opens, with its WhatsApp switch after the guest's details. */
export function ManageBookingOrderPage({ whatsapp, ...props }: ManageOrderProps) {
  return (
    <InvoiceDocument
      {...props}
      afterGuest={<WhatsAppUpdatesPanel consent={whatsapp.consent} notice={whatsapp.notice} />}
    />
  );
}
