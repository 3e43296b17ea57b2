// Reads the local mail outbox (/dev/outbox) the way a traveller reads their inbox: the newest message of a kind to an
// address, and the links in it.
import { expect, type APIRequestContext } from "@playwright/test";

export type Mail = { id: number; subject: string; text: string };

/** The newest message of `kind` to `to`, waiting up to `timeout` ms for it to arrive (mail follows the response). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  kind: string,
  timeout = 10_000,
): Promise<Mail> {
  let found: { id: number; subject: string } | null = null;
  await expect
    .poll(
      async () => {
        const html = await (await request.get("/dev/outbox")).text();
        const rows = html.split('data-testid="outbox-row"').slice(1);
        for (const row of rows) {
          if (!row.includes(`data-kind="${kind}"`) || !row.includes(`>${to.toLowerCase()}<`)) continue;
          const link = /href="\/dev\/outbox\/(\d+)"[^>]*>([^<]*)</.exec(row);
          if (link) {
            found = { id: Number(link[1]), subject: link[2]! };
            return true;
          }
        }
        return false;
      },
      { timeout, message: `a ${kind} email to ${to}` },
    )
    .toBe(true);
  const { id, subject } = found!;
  const text = await (await request.get(`/dev/outbox/${id}/text`)).text();
  return { id, subject, text };
}

/** The first link in a message's text whose path matches `path`, as a path on this site (so the test's base URL serves it). */
export function linkIn(mail: Mail, path: RegExp): string {
  for (const raw of mail.text.match(/https?:\/\/[^\s)>\u2069]+/g) ?? []) {
    const url = new URL(raw);
    if (path.test(url.pathname)) return url.pathname + url.search;
  }
  throw new Error(`no link to ${path} in "${mail.subject}":\n${mail.text}`);
}
