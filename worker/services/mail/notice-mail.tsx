// Short transactional emails (account links, cancellations, offers) in one layout: a heading, a greeting, sentences
// whose values are isolated (<bdi> in HTML, Unicode isolates in text), optional detail rows and one button.
import { renderToStaticMarkup } from "react-dom/server";
import { serverI18n } from "../../render/i18n.ts";
import { localePath } from "../../../shared/locales.ts";
import { DEFAULT_BRAND } from "../../../shared/site-config.ts";
import { tIsolated } from "../../../shared/bidi.tsx";
import type { MailKind, MailMessage } from "../../db/mail-messages.ts";
import { MailFrame, MAIL_COLOURS } from "./mail-frame.tsx";

const COLOURS = MAIL_COLOURS;
const FSI = "\u2068";
const PDI = "\u2069";

/** A sentence: its i18n key and the values in it. */
export type NoticeParagraph = { key: string; values?: Record<string, string> };

export type Notice = {
  kind: MailKind;
  to: string;
  locale: "en" | "ar";
  /** The order it concerns, if any (the outbox files it under the order). */
  orderId?: string | null;
  subject: NoticeParagraph;
  heading: NoticeParagraph;
  /** "Hello {{name}}," when given. */
  greetingName?: string;
  paragraphs: NoticeParagraph[];
  /** Label/value rows (a reference, an amount, a date): labels are i18n keys, values shown as given. */
  details?: { labelKey: string; value: string }[];
  /** One button; its href must be absolute. */
  action?: { labelKey: string; href: string };
  /** The site's origin, for the footer link. */
  origin: string;
};

export function noticeMail(notice: Notice): MailMessage {
  const { locale } = notice;
  const t = serverI18n(locale).t;
  const iso = (value: string) => (locale === "ar" ? `${FSI}${value}${PDI}` : value);
  const isolatedValues = (values: NoticeParagraph["values"] = {}) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, iso(v)]));
  const subject = t(notice.subject.key, isolatedValues(notice.subject.values));
  const brand = DEFAULT_BRAND.name[locale];
  const home = notice.origin + localePath(locale, "/");
  const para = { margin: "12px 0", fontSize: 15, lineHeight: "22px" } as const;

  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <MailFrame locale={locale} subject={subject} origin={notice.origin} t={t}>
      <tr>
        <td style={{ padding: "24px 28px" }}>
          <p style={{ margin: 0, fontSize: 18, fontWeight: 800, color: COLOURS.brand }}>{brand}</p>
          <h1 style={{ margin: "16px 0 8px", fontSize: 24, lineHeight: "30px", fontWeight: 800 }}>
            {tIsolated(t, notice.heading.key, notice.heading.values ?? {})}
          </h1>
          {notice.greetingName && <p style={para}>{tIsolated(t, "mail.greeting", { name: notice.greetingName })}</p>}
          {notice.paragraphs.map((p) => (
            <p key={p.key} style={para}>
              {tIsolated(t, p.key, p.values ?? {})}
            </p>
          ))}
          {notice.details && notice.details.length > 0 && (
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ margin: "12px 0", borderTop: `1px solid ${COLOURS.line}` }}
            >
              <tbody>
                {notice.details.map((d) => (
                  <tr key={d.labelKey}>
                    <td style={{ padding: "6px 0", width: "40%", color: COLOURS.muted, fontSize: 14 }}>
                      {t(d.labelKey)}
                    </td>
                    <td style={{ padding: "6px 0", fontWeight: 600, fontSize: 14 }} data-detail={d.labelKey}>
                      <bdi>{d.value}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {notice.action && (
            <p style={{ margin: "20px 0" }}>
              <a
                href={notice.action.href}
                data-action=""
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
                {t(notice.action.labelKey)}
              </a>
            </p>
          )}
          <p style={{ margin: "20px 0 0", fontSize: 14, lineHeight: "20px", color: COLOURS.muted }}>
            {tIsolated(t, "mail.help", { email: DEFAULT_BRAND.contact.email })}
          </p>
        </td>
      </tr>
    </MailFrame>,
  )}`;

  const lines = [brand, "", t(notice.heading.key, isolatedValues(notice.heading.values)), ""];
  if (notice.greetingName) lines.push(t("mail.greeting", { name: iso(notice.greetingName) }), "");
  for (const p of notice.paragraphs) lines.push(t(p.key, isolatedValues(p.values)), "");
  for (const d of notice.details ?? []) lines.push(`${t(d.labelKey)}: ${iso(d.value)}`);
  if (notice.details?.length) lines.push("");
  if (notice.action) lines.push(`${t(notice.action.labelKey)}: ${notice.action.href}`, "");
  lines.push(t("mail.help", { email: iso(DEFAULT_BRAND.contact.email) }), "", `${t("mail.footer", { brand })} ${home}`);

  return {
    kind: notice.kind,
    orderId: notice.orderId ?? null,
    to: notice.to,
    subject,
    html,
    text: lines.join("\n"),
    locale,
  };
}
