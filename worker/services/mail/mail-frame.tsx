// The frame every email shares: the document in the email's language and direction, the page colour, a white card
// with the brand's top border (its rows are the caller's), and the footer line linking to the site.
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { LOCALE_INFO, localePath } from "../../../shared/locales.ts";
import { DEFAULT_BRAND } from "../../../shared/site-config.ts";

export const MAIL_FONT = "'IBM Plex Sans Arabic','Segoe UI',Tahoma,Arial,sans-serif";
export const MAIL_COLOURS = {
  text: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  page: "#f1f5f9",
  brand: DEFAULT_BRAND.colours.primary,
  danger: "#b91c1c",
};

type FrameProps = { locale: "en" | "ar"; subject: string; origin: string; t: TFunction; children: ReactNode };

/** `children` are the card's <tr> rows. */
export function MailFrame({ locale, subject, origin, t, children }: FrameProps) {
  const { tag, dir } = LOCALE_INFO[locale];
  return (
    <html lang={tag} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body
        dir={dir}
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: MAIL_COLOURS.page,
          color: MAIL_COLOURS.text,
          fontFamily: MAIL_FONT,
        }}
      >
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: MAIL_COLOURS.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  dir={dir}
                  style={{
                    maxWidth: 600,
                    backgroundColor: "#ffffff",
                    borderRadius: 12,
                    borderTop: `6px solid ${MAIL_COLOURS.brand}`,
                  }}
                >
                  <tbody>{children}</tbody>
                </table>
                <p style={{ margin: "16px 0 0", fontSize: 12, color: MAIL_COLOURS.muted }}>
                  {t("mail.footer", { brand: DEFAULT_BRAND.name[locale] })}{" "}
                  <a href={origin + localePath(locale, "/")} style={{ color: MAIL_COLOURS.muted }}>
                    {origin.replace(/^https?:\/\//, "")}
                  </a>
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
