// The two emails of a custom offer request: the acknowledgement to the traveller (their language, with the link to
// their request) and every detail to the operations address (in English), both in notice-mail's layout.
import type { Locale } from "../../shared/locales.ts";
import { localePath } from "../../shared/locales.ts";
import { countryName, formatDate, languageName } from "../../shared/intl.ts";
import { formatMinor } from "../../shared/money.ts";
import { activityPath } from "../../shared/paths.ts";
import { noticeMail } from "./mail/notice-mail.tsx";
import type { MailMessage } from "../db/mail-messages.ts";
import { serverI18n } from "../render/i18n.ts";
import { readablePhone } from "./checkout-form.ts";
import type { OfferInput } from "./offer-form.ts";
import type { ActivityRef } from "../db/activity.ts";
import type { PricedOfferView } from "../../shared/offer.ts";
import { offerDepartureText, offerExpiryMoment, offerPartyText, offerTotalText } from "../../shared/offer-text.ts";

export type OfferMailFacts = {
  id: string;
  input: OfferInput;
  activity: ActivityRef;
  /** The traveller's language (the page they asked from). */
  locale: Locale;
  /** Signed in when they asked: the request is already in their account. */
  userId: string | null;
  origin: string;
  /** The request's page with its key, unprefixed ("/offers/OF-…?key=…"). */
  requestPath: string;
};

function tripDetails(facts: OfferMailFacts, locale: Locale) {
  const { input, activity } = facts;
  const t = serverI18n(locale).t;
  const dates =
    input.dateFrom === input.dateTo
      ? formatDate(input.dateFrom, locale)
      : `${formatDate(input.dateFrom, locale)} – ${formatDate(input.dateTo, locale)}`;
  return [
    { labelKey: "offer.mail.reference", value: facts.id },
    { labelKey: "offer.mail.activity", value: activity.titles[locale] },
    { labelKey: "offer.mail.dates", value: dates },
    { labelKey: "offer.mail.groupSize", value: t("booking.peopleCount", { count: input.groupSize }) },
    { labelKey: "offer.mail.budget", value: formatMinor(input.budget, locale, input.currency) },
  ];
}

/** To the traveller, in their language: what they asked for, and what happens next. */
export function offerReceivedMail(facts: OfferMailFacts): MailMessage {
  const { locale, input } = facts;
  return noticeMail({
    kind: "offer_received",
    to: input.contact.email,
    locale,
    subject: { key: "offer.mail.receivedSubject", values: { reference: facts.id } },
    heading: { key: "offer.mail.receivedHeading" },
    greetingName: input.contact.firstName,
    paragraphs: [
      { key: "offer.mail.receivedIntro", values: { activity: facts.activity.titles[locale] } },
      { key: "offer.mail.receivedNext" },
    ],
    details: tripDetails(facts, locale),
    action: { labelKey: "offer.mail.viewRequest", href: facts.origin + localePath(locale, facts.requestPath) },
    origin: facts.origin,
  });
}

/** To operations, in English: the whole request and how to reach the traveller. */
export function offerOpsMail(facts: OfferMailFacts, opsEmail: string): MailMessage {
  const { input, activity } = facts;
  const { contact } = input;
  const name = `${contact.firstName} ${contact.lastName}`;
  const en = serverI18n("en").t;
  return noticeMail({
    kind: "offer_ops",
    to: opsEmail,
    locale: "en",
    subject: { key: "offer.mail.opsSubject", values: { reference: facts.id, activity: activity.titles.en } },
    heading: { key: "offer.mail.opsHeading" },
    paragraphs: [
      { key: "offer.mail.opsIntro", values: { name, activity: activity.titles.en } },
      { key: "offer.mail.opsMessage", values: { message: input.message } },
    ],
    details: [
      ...tripDetails(facts, "en"),
      { labelKey: "offer.mail.name", value: name },
      { labelKey: "offer.mail.email", value: contact.email },
      { labelKey: "offer.mail.phone", value: readablePhone(contact.phone) },
      { labelKey: "offer.mail.country", value: countryName(contact.country, "en") },
      { labelKey: "offer.mail.language", value: languageName(facts.locale, "en") },
      {
        labelKey: "offer.mail.account",
        value: en(facts.userId ? "offer.mail.accountSignedIn" : "offer.mail.accountGuest"),
      },
    ],
    action: {
      labelKey: "offer.mail.openActivity",
      href: facts.origin + activityPath("en", "default", activity.citySlug, activity.slug),
    },
    origin: facts.origin,
  });
}

/** What the traveller's emails about an answer need: the request's contact and language, and the offer. */
export type OfferAnswerFacts = {
  requestId: string;
  to: string;
  firstName: string;
  /** The request's language: the emails and the link are in it. */
  locale: Locale;
  origin: string;
};

/** The priced offer, in the request's language, with its link (GET shows it; accepting is a button on that page). */
export function offerQuoteMail(
  facts: OfferAnswerFacts,
  offer: Pick<
    PricedOfferView,
    "activityTitle" | "optionTitle" | "date" | "startTime" | "counts" | "total" | "currency" | "expiresAt" | "message"
  >,
  link: string,
  now: Date,
): MailMessage {
  const { locale } = facts;
  const t = serverI18n(locale).t;
  const ctx = { locale, now, relative: false };
  return noticeMail({
    kind: "offer_quote",
    to: facts.to,
    locale,
    subject: { key: "offer.mail.quoteSubject", values: { reference: facts.requestId } },
    heading: { key: "offer.mail.quoteHeading" },
    greetingName: facts.firstName,
    paragraphs: [
      { key: "offer.mail.quoteIntro", values: { activity: offer.activityTitle } },
      ...(offer.message ? [{ key: "offer.mail.quoteMessage", values: { message: offer.message } }] : []),
      { key: "offer.mail.quoteHow", values: { when: offerExpiryMoment(offer.expiresAt, t, ctx) } },
    ],
    details: [
      { labelKey: "offer.mail.reference", value: facts.requestId },
      { labelKey: "offer.mail.activity", value: `${offer.activityTitle} · ${offer.optionTitle}` },
      { labelKey: "offer.mail.departure", value: offerDepartureText(offer, t, locale) },
      { labelKey: "offer.mail.party", value: offerPartyText(offer.counts, t, locale) },
      { labelKey: "offer.mail.total", value: offerTotalText(offer, locale) },
      { labelKey: "offer.mail.validUntil", value: offerExpiryMoment(offer.expiresAt, t, ctx) },
    ],
    action: { labelKey: "offer.mail.viewOffer", href: link },
    origin: facts.origin,
  });
}

/** The request declined, with the operator's message, in the request's language. */
export function offerDeclinedMail(facts: OfferAnswerFacts, message: string, requestLink: string): MailMessage {
  return noticeMail({
    kind: "offer_declined",
    to: facts.to,
    locale: facts.locale,
    subject: { key: "offer.mail.declinedSubject", values: { reference: facts.requestId } },
    heading: { key: "offer.mail.declinedHeading" },
    greetingName: facts.firstName,
    paragraphs: [
      { key: "offer.mail.declinedIntro", values: { reference: facts.requestId } },
      { key: "offer.mail.quoteMessage", values: { message } },
    ],
    action: { labelKey: "offer.mail.viewRequest", href: requestLink },
    origin: facts.origin,
  });
}
