// /dev/outbox: the mail the local mailer kept (MAILER=outbox), newest first, each message's HTML and text. A
// developer tool in English: on a developer's machine and on staging (behind its key), 404 in production and whenever
// mail is really sent.
import { Hono } from "hono";
import { onlyWhileKept } from "./dev-outbox-gate.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { listOutbox, findOutboxMessage, type OutboxSummary } from "../db/outbox.ts";
import { STYLESHEETS } from "../render/assets.ts";
import type { AppEnv } from "../env.ts";

/**
 * The message's own policy, added as the first thing in its <head> so it applies on top of the site's header policy
 * (which the security middleware sets on every response): no scripts, frames, forms or remote loads at all.
 */
const MESSAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-src 'none'";

function withMessagePolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${MESSAGE_CSP}">`;
  const head = /<head[^>]*>/i.exec(html);
  return head
    ? html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length)
    : meta + html;
}

function OutboxList({ messages }: { messages: OutboxSummary[] }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Local outbox</title>
        {STYLESHEETS.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="bg-white font-sans text-slate-900">
        <main className="mx-auto max-w-6xl px-4 py-8">
          <h1 className="text-2xl font-extrabold">Local outbox</h1>
          <p className="mt-2 text-sm text-slate-600">
            Mail the worker would have sent (MAILER=outbox), kept in D1&apos;s mail_outbox table, newest first. Nothing
            here left this machine.
          </p>
          {messages.length === 0 ? (
            <p className="mt-8 rounded-xl border border-black/10 p-6 text-slate-600" data-testid="outbox-empty">
              No mail yet. Book something and its emails appear here.
            </p>
          ) : (
            <div className="mt-6 overflow-x-auto">
              <table className="w-full text-start text-sm" data-testid="outbox">
                <thead>
                  <tr className="border-b border-black/10 text-slate-500">
                    {["Sent", "Recipient", "Subject", "Kind", "Order", "Language", "Attachments", "View"].map(
                      (label) => (
                        <th key={label} className="py-2 pe-4 text-start font-semibold">
                          {label}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {messages.map((m) => (
                    <tr
                      key={m.id}
                      className="border-b border-black/5 align-top"
                      data-testid="outbox-row"
                      data-kind={m.kind}
                    >
                      <td className="whitespace-nowrap py-2 pe-4 tabular-nums">
                        <time dateTime={m.createdAt}>{m.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
                      </td>
                      <td className="py-2 pe-4">{m.to}</td>
                      <td className="py-2 pe-4">
                        <a href={`/dev/outbox/${m.id}`} className="font-medium text-primary hover:underline" dir="auto">
                          {m.subject}
                        </a>
                      </td>
                      <td className="py-2 pe-4">{m.kind}</td>
                      <td className="whitespace-nowrap py-2 pe-4 font-mono">{m.orderId ?? "–"}</td>
                      <td className="py-2 pe-4">{m.locale}</td>
                      <td className="py-2 pe-4" data-testid="outbox-attachments">
                        {m.attachmentNames.length === 0
                          ? "–"
                          : m.attachmentNames.map((name, n) => (
                              <a
                                key={name}
                                href={`/dev/outbox/${m.id}/attachments/${n}`}
                                className="me-2 font-mono text-primary hover:underline"
                              >
                                {name}
                              </a>
                            ))}
                      </td>
                      <td className="whitespace-nowrap py-2 pe-4">
                        <a href={`/dev/outbox/${m.id}`} className="text-primary hover:underline">
                          HTML
                        </a>
                        {" · "}
                        <a href={`/dev/outbox/${m.id}/text`} className="text-primary hover:underline">
                          text
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </main>
      </body>
    </html>
  );
}

export function devOutboxRoutes(): Hono<AppEnv> {
  const dev = new Hono<AppEnv>();
  dev.use("/outbox", onlyWhileKept("MAILER"));
  dev.use("/outbox/*", onlyWhileKept("MAILER"));

  dev.get("/outbox", async (c) =>
    c.html(`<!DOCTYPE html>${renderToStaticMarkup(<OutboxList messages={await listOutbox(c.env.DB)} />)}`),
  );

  dev.get("/outbox/:id{[0-9]{1,12}}", async (c) => {
    const message = await findOutboxMessage(c.env.DB, Number(c.req.param("id")));
    if (!message) return c.notFound();
    return c.html(withMessagePolicy(message.html));
  });

  dev.get("/outbox/:id{[0-9]{1,12}}/attachments/:n{[0-9]{1,3}}", async (c) => {
    const message = await findOutboxMessage(c.env.DB, Number(c.req.param("id")));
    const file = message?.attachments[Number(c.req.param("n"))];
    if (!file) return c.notFound();
    return c.body(file.content, 200, {
      "Content-Type": file.type,
      "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
    });
  });

  dev.get("/outbox/:id{[0-9]{1,12}}/text", async (c) => {
    const message = await findOutboxMessage(c.env.DB, Number(c.req.param("id")));
    if (!message) return c.notFound();
    return c.text(`To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`);
  });
  return dev;
}
