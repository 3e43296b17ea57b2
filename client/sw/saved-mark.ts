// Marks a voucher page served from the phone's copy (client/sw/sw.ts): the page renders one hidden
// `<p data-testid="voucher-saved" data-saved-at="__OFFLINE__" hidden="">…<time data-saved-time=""></time></p>`;
// offline, that element shows "saved on this phone" with the time of the copy, in the page's language. No page
// script is needed. Pure: no service worker API, so it is tested as it is (tests/worker/service-worker.test.ts).
import { formatMoment } from "../../shared/intl.ts";
import { SAVED_MARK } from "../../shared/offline.ts";

const MARKED_TAG = new RegExp(`<p\\b[^>]*\\bdata-saved-at="${SAVED_MARK}"[^>]*>`);
const EMPTY_TIME = /<time data-saved-time=""><\/time>/;
const PAGE_LANG = /<html\b[^>]*\blang="([^"]+)"/;

/** "28 Nov 2026, 14:05" / "28 نوفمبر 2026، 14:05": the site's own moment format (shared/intl.ts), on the Gulf's clock. */
export function savedTimeText(savedAt: Date, lang: string): string {
  return formatMoment(savedAt, lang.toLowerCase().startsWith("ar") ? "ar" : "en");
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page with its "saved on this phone" note shown: the marker replaced by the ISO time, `hidden` removed from that
 * tag only, and its `<time>` filled. A page without the note is returned as it is.
 */
export function markSaved(html: string, savedAt: Date): string {
  const tag = MARKED_TAG.exec(html);
  if (!tag) return html;
  const iso = savedAt.toISOString();
  const shown = tag[0]
    .replace(`data-saved-at="${SAVED_MARK}"`, `data-saved-at="${iso}"`)
    .replace(/\s+hidden(="")?/, "");
  const start = tag.index;
  const after = html.slice(start + tag[0].length);
  const lang = PAGE_LANG.exec(html)?.[1] ?? "en";
  const time = `<time data-saved-time="" datetime="${iso}">${escapeHtml(savedTimeText(savedAt, lang))}</time>`;
  const end = after.indexOf("</p>");
  const inside = end === -1 ? after : after.slice(0, end);
  // The sentence ends right before the empty <time>: a separator keeps "…this phone · 28 Nov" readable.
  const filled = EMPTY_TIME.test(inside) ? inside.replace(EMPTY_TIME, ` · ${time}`) : inside;
  return html.slice(0, start) + shown + filled + (end === -1 ? "" : after.slice(end));
}
