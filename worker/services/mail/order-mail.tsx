// The traveller's order emails (confirmation, on hold, pay later, rejection, refund, payment failed) in the order's
// language: an HTML part with inline styles only (mail clients drop stylesheets) and a plain-text part.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { serverI18n } from "../../render/i18n.ts";
import { localePath } from "../../../shared/locales.ts";
import { formatMoney } from "../../../shared/money.ts";
import { formatDate } from "../../../shared/intl.ts";
import { DEFAULT_BRAND } from "../../../shared/site-config.ts";
import { cancellationClaim, cancellationLines, claimText } from "../../../shared/cancellation.ts";
import { departureStart } from "../../../shared/dates.ts";
import { stayText } from "../../../shared/stay.ts";
import { tIsolated, tIsolatedText } from "../../../shared/bidi.tsx";
import type { OrderItemView, OrderView } from "../../../shared/order.ts";
import { orderTotalLines, type ChargeKind } from "../../../shared/order-totals.ts";
import type { OrderMailKind, MailMessage } from "../../db/mail-messages.ts";
import { MailFrame, MAIL_COLOURS } from "./mail-frame.tsx";
import { readablePhone } from "../checkout-form.ts";

const AED = { currency: "AED", rate: 1 } as const;
const COLOURS = MAIL_COLOURS;
// Unicode isolates: the plain-text part's <bdi>, so an order number or a price cannot reorder an Arabic sentence.
const FSI = "\u2068";
const PDI = "\u2069";
// A phone number has no letters, so only an explicit left-to-right isolate keeps its + in front in an Arabic sentence.
const LRI = "\u2066";

type Heading = OrderMailKind | "partial";

/** Links the traveller keeps (absolute): the manage-booking page, and each booked item's voucher by its reference. */
export type OrderMailLinks = { manage?: string | null; vouchers?: Record<string, string> };
/** The kinds whose email carries the manage-booking link: the booking stands, so it may be managed. */
const MANAGEABLE: readonly OrderMailKind[] = ["confirmation", "on_hold", "pay_later"];

const booked = (item: OrderItemView) => item.status === "confirmed";
/** What the items cost the traveller: their prices less their share of the discount. */
const netOf = (items: OrderItemView[]) => items.reduce((sum, item) => sum + item.price - item.discount, 0);
const notBooked = (item: OrderItemView) => item.status === "failed" || item.status === "rejected";

/** One line of an item's details: a label and its value (isolated, since values mix directions). */
type Detail = { label: string; value: string; lines?: string[] };

/** What cancelling the item costs as of the email's sending, with absolute dates (an email is read later). */
function claimOf(item: OrderItemView, order: OrderView, t: TFunction, now: Date): string {
  const claim = cancellationClaim(item.cancellation, departureStart(item.date, item.startTime, item.timeZone), now);
  return claimText(claim, t, { locale: order.locale, timeZone: item.timeZone, now, relative: false });
}

function itemDetails(
  item: OrderItemView,
  order: OrderView,
  t: TFunction,
  withStatus: boolean,
  withPolicy: boolean,
  now: Date,
): Detail[] {
  const locale = order.locale;
  const details: Detail[] = [
    { label: t("mail.reference"), value: item.reference },
    {
      label: t("mail.date"),
      value: formatDate(item.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    },
    ...(item.stay
      ? [
          {
            label: t(item.stay.unit === "daily" ? "stay.daysLabel" : "stay.nightsLabel"),
            value: stayText(t, locale, item.date, item.stay),
          },
        ]
      : []),
    { label: t("mail.time"), value: item.startTime },
    { label: t("mail.travellers"), value: t("booking.peopleCount", { count: item.travellers }) },
  ];
  if (item.pickup)
    details.push({
      label: t("mail.pickup"),
      value: t("mail.pickupAt", { name: item.pickup.name, time: item.pickup.time }),
    });
  else if (item.meetingPoint) details.push({ label: t("mail.meetingPoint"), value: item.meetingPoint });
  if (withStatus) details.push({ label: t("mail.status"), value: t(`status.${item.bookingStatus}`) });
  // Before the promo discount: the items add up to the subtotal, from which the totals take the discount once.
  details.push({ label: t("mail.price"), value: formatMoney(item.price, locale, AED, true) });
  if (withPolicy)
    details.push({
      label: t("mail.cancellation"),
      value: claimOf(item, order, t, now),
      lines: cancellationLines(item.cancellation, t),
    });
  return details;
}

type Section = { title: string | null; items: OrderItemView[]; withStatus: boolean; withPolicy: boolean };
type Total = { label: string; amount: string; strong?: boolean };

/** A sentence: its key and the values in it (amounts, addresses, numbers), which are isolated wherever it is shown. */
type Paragraph = { key: string; values?: Record<string, string> };

/** What each email says: its heading, paragraphs, item sections, totals and an optional button. */
type Content = {
  heading: Heading;
  paragraphs: Paragraph[];
  sections: Section[];
  totals: Total[];
  action?: { label: string; href: string };
  /** "Manage your booking": a secondary link after the totals. */
  manage?: { label: string; href: string };
  vouchers?: Record<string, string>;
  /** When the email is written: what cancelling costs is stated as of then. */
  now: Date;
};

/** An order as its emails read it (with whether the traveller asked for WhatsApp updates: what the emails promise). */
export type MailOrder = OrderView;

function contentOf(kind: OrderMailKind, order: MailOrder, origin: string, t: TFunction): Omit<Content, "now"> {
  const money = (amount: number) => formatMoney(amount, order.locale, AED, true);
  const brand = DEFAULT_BRAND.name[order.locale];
  const failed = order.items.filter(notBooked);
  const live = order.items.filter((item) => !notBooked(item) && item.status !== "released");
  /** The totals of the items shown: their prices, less their share of the discount, to `label`; lines that add up. */
  const totalsOf = (items: OrderItemView[], kind: ChargeKind | null): Total[] => {
    const price = items.reduce((sum, item) => sum + item.price, 0);
    const discount = items.reduce((sum, item) => sum + item.discount, 0);
    const discounted: Total[] =
      discount > 0
        ? [
            { label: t("mail.subtotal"), amount: money(price) },
            { label: t("mail.discount"), amount: money(-discount) },
          ]
        : [];
    const closing = kind
      ? orderTotalLines(order, { kind, amount: price - discount }, order.locale, t)
      : [{ label: t("mail.total"), amount: money(price - discount), strong: true }];
    return [...discounted, ...closing];
  };
  const notBookedSection: Section[] = failed.length
    ? [{ title: t("mail.notBookedHeading"), items: failed, withStatus: true, withPolicy: false }]
    : [];
  const returnedNote =
    order.returned > 0
      ? [{ key: order.captured > 0 ? "mail.refundWithin" : "mail.released", values: { amount: money(order.returned) } }]
      : [];

  switch (kind) {
    case "confirmation": {
      const partial = failed.length > 0;
      return {
        heading: partial ? "partial" : "confirmation",
        paragraphs: [{ key: partial ? "mail.intro.partial" : "mail.intro.confirmation", values: { brand } }],
        sections: [
          {
            title: partial ? t("mail.bookedHeading") : null,
            items: order.items.filter(booked),
            withStatus: false,
            withPolicy: true,
          },
          ...notBookedSection,
        ],
        totals: totalsOf(order.items.filter(booked), "charged"),
      };
    }
    case "on_hold":
      return {
        heading: "on_hold",
        paragraphs: [
          { key: "mail.intro.on_hold" },
          { key: "mail.authorised", values: { amount: money(netOf(live)) } },
          { key: order.whatsappUpdates ? "mail.updates" : "mail.updatesByEmail" },
        ],
        sections: [{ title: null, items: live, withStatus: true, withPolicy: true }, ...notBookedSection],
        totals: totalsOf(live, "reserved"),
      };
    case "pay_later":
      return {
        heading: "pay_later",
        paragraphs: [
          { key: "mail.intro.pay_later" },
          {
            key: "mail.contactPayment",
            values: { email: order.lead.email, phone: `${LRI}${readablePhone(order.lead.phone)}${PDI}` },
          },
        ],
        sections: [{ title: null, items: live, withStatus: true, withPolicy: true }, ...notBookedSection],
        totals: totalsOf(live, "due"),
      };
    case "rejection":
      return {
        heading: "rejection",
        paragraphs: [{ key: "mail.intro.rejection" }, ...returnedNote],
        sections: [
          { title: null, items: failed, withStatus: true, withPolicy: false },
          ...(live.length
            ? [{ title: t("mail.bookedHeading"), items: live, withStatus: true, withPolicy: false }]
            : []),
        ],
        totals: live.length ? totalsOf(live, null) : [],
      };
    case "refund": {
      const refunded = order.refunded > 0 ? order.refunded : order.returned;
      return {
        heading: "refund",
        paragraphs: [{ key: "mail.intro.refund", values: { amount: money(refunded) } }, { key: "mail.refundTiming" }],
        sections: failed.length
          ? [{ title: t("mail.notBookedHeading"), items: failed, withStatus: true, withPolicy: false }]
          : [],
        totals: [],
      };
    }
    case "payment_failed":
      return {
        heading: "payment_failed",
        paragraphs: [{ key: "mail.intro.payment_failed" }, { key: "mail.seatsReleased" }],
        sections: [],
        totals: [],
        action: { label: t("mail.tryAgain"), href: origin + localePath(order.locale, "/cart") },
      };
  }
}

/** "<bdi>"-isolated text in the HTML part. */
const Iso = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;

function Email({
  order,
  subject,
  content,
  t,
  origin,
}: {
  order: OrderView;
  subject: string;
  content: Content;
  t: TFunction;
  origin: string;
}) {
  const brand = DEFAULT_BRAND.name[order.locale];
  const cell = { padding: "4px 0", verticalAlign: "top", fontSize: 14, lineHeight: "20px" } as const;
  return (
    <MailFrame locale={order.locale} subject={subject} origin={origin} t={t}>
      <tr>
        <td style={{ padding: "24px 28px 8px" }}>
          <p style={{ margin: 0, fontSize: 18, fontWeight: 800, color: COLOURS.brand }}>{brand}</p>
          <h1 style={{ margin: "16px 0 4px", fontSize: 24, lineHeight: "30px", fontWeight: 800 }}>
            {t(`mail.heading.${content.heading}`)}
          </h1>
          <p style={{ margin: 0, fontSize: 13, color: COLOURS.muted }}>
            {t("mail.order")} <Iso>{order.id}</Iso>
          </p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: "8px 28px" }}>
          <p style={{ margin: "12px 0", fontSize: 15, lineHeight: "22px" }}>
            {tIsolated(t, "mail.greeting", { name: order.lead.firstName })}
          </p>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.key} style={{ margin: "12px 0", fontSize: 15, lineHeight: "22px" }}>
              {tIsolated(t, paragraph.key, paragraph.values ?? {})}
            </p>
          ))}
          {content.action && (
            <p style={{ margin: "20px 0" }}>
              <a
                href={content.action.href}
                style={{
                  display: "inline-block",
                  padding: "12px 22px",
                  borderRadius: 8,
                  backgroundColor: COLOURS.brand,
                  color: "#ffffff",
                  fontWeight: 700,
                  textDecoration: "none",
                }}
              >
                {content.action.label}
              </a>
            </p>
          )}
        </td>
      </tr>
      {content.sections.map((section, s) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an email's sections are fixed; their order is their identity
        <tr key={s}>
          <td style={{ padding: "8px 28px" }}>
            {section.title && <h2 style={{ margin: "16px 0 8px", fontSize: 17, fontWeight: 700 }}>{section.title}</h2>}
            {section.items.map((item) => (
              <table
                key={item.id}
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                data-item={item.reference}
                style={{ margin: "0 0 12px", border: `1px solid ${COLOURS.line}`, borderRadius: 10 }}
              >
                <tbody>
                  <tr>
                    <td style={{ padding: "14px 16px" }}>
                      <p style={{ margin: "0 0 2px", fontSize: 16, fontWeight: 700 }}>
                        <a href={origin + item.href} style={{ color: COLOURS.text, textDecoration: "none" }}>
                          {item.title}
                        </a>
                      </p>
                      <p style={{ margin: "0 0 10px", fontSize: 14, color: COLOURS.muted }}>{item.optionTitle}</p>
                      {booked(item) && content.vouchers?.[item.reference] && (
                        <p style={{ margin: "0 0 10px", fontSize: 14 }}>
                          <a
                            href={content.vouchers[item.reference]}
                            data-voucher={item.reference}
                            style={{ color: COLOURS.brand, fontWeight: 700 }}
                          >
                            {t("invoice.mail.voucherLink")}
                          </a>
                        </p>
                      )}
                      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
                        <tbody>
                          {itemDetails(item, order, t, section.withStatus, section.withPolicy, content.now).map(
                            (detail) => (
                              <tr key={detail.label}>
                                <td style={{ ...cell, width: "38%", color: COLOURS.muted }}>{detail.label}</td>
                                <td style={{ ...cell, fontWeight: 600 }}>
                                  <Iso>{detail.value}</Iso>
                                  {detail.lines?.map((line) => (
                                    <p key={line} style={{ margin: "4px 0 0", fontWeight: 400 }}>
                                      {line}
                                    </p>
                                  ))}
                                </td>
                              </tr>
                            ),
                          )}
                        </tbody>
                      </table>
                    </td>
                  </tr>
                </tbody>
              </table>
            ))}
          </td>
        </tr>
      ))}
      {content.totals.length > 0 && (
        <tr>
          <td style={{ padding: "8px 28px 16px" }}>
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ borderTop: `1px solid ${COLOURS.line}` }}
            >
              <tbody>
                {content.totals.map((total) => (
                  <tr key={total.label}>
                    <td
                      style={{
                        ...cell,
                        paddingTop: 10,
                        fontWeight: total.strong ? 800 : 400,
                        fontSize: total.strong ? 16 : 14,
                      }}
                    >
                      {total.label}
                    </td>
                    <td
                      style={{
                        ...cell,
                        paddingTop: 10,
                        textAlign: "end",
                        fontWeight: total.strong ? 800 : 400,
                        fontSize: total.strong ? 16 : 14,
                      }}
                      data-total={total.strong ? "" : undefined}
                    >
                      <Iso>{total.amount}</Iso>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      )}
      {content.manage && (
        <tr>
          <td style={{ padding: "8px 28px 16px" }}>
            <p style={{ margin: "8px 0", fontSize: 14, lineHeight: "20px" }}>{t("invoice.mail.manageFooter")}</p>
            <a
              href={content.manage.href}
              data-manage=""
              style={{
                display: "inline-block",
                padding: "10px 18px",
                borderRadius: 8,
                border: `1px solid ${COLOURS.brand}`,
                color: COLOURS.brand,
                fontWeight: 700,
                textDecoration: "none",
              }}
            >
              {content.manage.label}
            </a>
          </td>
        </tr>
      )}
      <tr>
        <td style={{ padding: "8px 28px 24px", borderTop: `1px solid ${COLOURS.line}` }}>
          <p style={{ margin: "12px 0 0", fontSize: 14, lineHeight: "20px", color: COLOURS.muted }}>
            {tIsolated(t, "mail.help", { email: DEFAULT_BRAND.contact.email })}
          </p>
        </td>
      </tr>
    </MailFrame>
  );
}

function plainText(order: OrderView, content: Content, t: TFunction, origin: string): string {
  const iso = (value: string) => (order.locale === "ar" ? `${FSI}${value}${PDI}` : value);
  const lines: string[] = [
    DEFAULT_BRAND.name[order.locale],
    "",
    t(`mail.heading.${content.heading}`),
    `${t("mail.order")} ${iso(order.id)}`,
    "",
    t("mail.greeting", { name: iso(order.lead.firstName) }),
    "",
  ];
  for (const { key, values = {} } of content.paragraphs) lines.push(tIsolatedText(t, key, values, order.locale), "");
  if (content.action) lines.push(`${content.action.label}: ${content.action.href}`, "");
  for (const section of content.sections) {
    if (section.title) lines.push(section.title.toUpperCase(), "");
    for (const item of section.items) {
      lines.push(item.title, item.optionTitle);
      if (booked(item) && content.vouchers?.[item.reference])
        lines.push(`${t("invoice.mail.voucherLink")}: ${content.vouchers[item.reference]}`);
      for (const detail of itemDetails(item, order, t, section.withStatus, section.withPolicy, content.now)) {
        lines.push(`${detail.label}: ${iso(detail.value)}`, ...(detail.lines ?? []).map((line) => `  - ${line}`));
      }
      lines.push("");
    }
  }
  for (const total of content.totals) lines.push(`${total.label}: ${iso(total.amount)}`);
  if (content.totals.length) lines.push("");
  if (content.manage) lines.push(t("invoice.mail.manageFooter"), `${content.manage.label}: ${content.manage.href}`, "");
  lines.push(
    t("mail.help", { email: iso(DEFAULT_BRAND.contact.email) }),
    "",
    `${t("mail.footer", { brand: DEFAULT_BRAND.name[order.locale] })} ${origin}${localePath(order.locale, "/")}`,
  );
  return lines.join("\n");
}

/**
 * The email of `kind` for an order, in the order's language (its checkout language), ready for a Mailer; with `links`,
 * booked items carry their voucher link and a booking that stands its "Manage your booking" link.
 */
export function orderMail(
  kind: OrderMailKind,
  order: MailOrder,
  origin: string,
  links: OrderMailLinks = {},
  now: Date = new Date(),
): MailMessage {
  return orderMessage(kind, order, origin, links, now).mail;
}

/** What an order email says, in short, for a channel without its layout (WhatsApp): its heading, sentences and items. */
export type OrderMailSummary = {
  heading: Heading;
  /** The email's sentences as plain text, values isolated; then the closing total line when it has one. */
  sentences: string[];
  /** The items of the email's first section (what the message is about). */
  items: OrderItemView[];
  /** Items not booked, when the email lists them apart from the first section. */
  notBooked: OrderItemView[];
};

/**
 * The email of `kind` and what it says in short (for WhatsApp), from one reading of the order: the two channels say
 * the same thing because they are written from the same content.
 */
export function orderMessage(
  kind: OrderMailKind,
  order: MailOrder,
  origin: string,
  links: OrderMailLinks = {},
  now: Date = new Date(),
): { mail: MailMessage; summary: OrderMailSummary } {
  const t = serverI18n(order.locale).t;
  const content: Content = { ...contentOf(kind, order, origin, t), vouchers: links.vouchers, now };
  if (links.manage && MANAGEABLE.includes(kind))
    content.manage = { label: t("invoice.mail.manageAction"), href: links.manage };
  const subjectKey = content.heading === "partial" ? "partial" : kind;
  const subjectOrder = order.locale === "ar" ? `${FSI}${order.id}${PDI}` : order.id;
  const subject = t(`mail.subject.${subjectKey}`, { order: subjectOrder });
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<Email order={order} subject={subject} content={content} t={t} origin={origin} />)}`;
  const mail: MailMessage = {
    kind,
    orderId: order.id,
    to: order.lead.email,
    subject,
    html,
    text: plainText(order, content, t, origin),
    locale: order.locale,
  };
  return { mail, summary: summaryOf(content, order, t) };
}

function summaryOf(content: Content, order: MailOrder, t: TFunction): OrderMailSummary {
  const sentences = content.paragraphs.map(({ key, values = {} }) => tIsolatedText(t, key, values, order.locale));
  const closing = content.totals.find((total) => total.strong);
  if (closing)
    sentences.push(`${closing.label}: ${order.locale === "ar" ? `${FSI}${closing.amount}${PDI}` : closing.amount}`);
  const [first, ...rest] = content.sections;
  return {
    heading: content.heading,
    sentences,
    items: first?.items ?? [],
    notBooked: rest.flatMap((section) => (section.items.some(notBooked) ? section.items.filter(notBooked) : [])),
  };
}
