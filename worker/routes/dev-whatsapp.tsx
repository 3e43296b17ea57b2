// /dev/whatsapp: the WhatsApp messages the local channel kept (WHATSAPP=outbox), newest first, each shown as the phone
// would show it: the template's text with its parameters filled in, right-to-left in Arabic. A developer tool in
// English around the messages: on a developer's machine and on staging (behind its key), 404 in production and
// whenever WhatsApp is really sent.
import { Hono } from "hono";
import { onlyWhileKept } from "./dev-outbox-gate.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { findWhatsApp, listWhatsApp, type KeptWhatsApp } from "../db/whatsapp-outbox.ts";
import { filledTemplate } from "../services/notifications/whatsapp-templates.ts";
import { LOCALE_INFO } from "../../shared/locales.ts";
import { STYLESHEETS } from "../render/assets.ts";
import type { AppEnv } from "../env.ts";

/** One message as a chat bubble: the number it went to, the template, and the text the traveller reads. */
function Bubble({ message, link }: { message: KeptWhatsApp; link: boolean }) {
  const { dir, tag } = LOCALE_INFO[message.locale];
  return (
    <article
      className="rounded-2xl bg-[#dcf8c6] p-4 shadow-sm"
      data-testid="whatsapp-message"
      data-template={message.template}
      data-to={message.to}
      data-order={message.orderId ?? ""}
    >
      <p className="text-xs text-slate-600" dir="ltr">
        To <span className="font-mono">{message.to}</span> · {message.template} · {message.locale} ·{" "}
        <time dateTime={message.createdAt}>{message.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
        {link && (
          <>
            {" · "}
            <a href={`/dev/whatsapp/${message.id}`} className="text-primary hover:underline">
              open
            </a>
          </>
        )}
      </p>
      <p
        className="mt-2 whitespace-pre-line break-words text-[15px] leading-6 text-slate-900"
        lang={tag}
        dir={dir}
        data-testid="whatsapp-text"
      >
        {filledTemplate(message.template, message.locale, message.parameters)}
      </p>
    </article>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {STYLESHEETS.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="bg-[#ece5dd] font-sans text-slate-900">
        <main className="mx-auto max-w-xl px-4 py-8">{children}</main>
      </body>
    </html>
  );
}

export function devWhatsAppRoutes(): Hono<AppEnv> {
  const dev = new Hono<AppEnv>();
  dev.use("/whatsapp", onlyWhileKept("WHATSAPP"));
  dev.use("/whatsapp/*", onlyWhileKept("WHATSAPP"));

  dev.get("/whatsapp", async (c) => {
    const messages = await listWhatsApp(c.env.DB);
    return c.html(
      `<!DOCTYPE html>${renderToStaticMarkup(
        <Page title="Local WhatsApp">
          <h1 className="text-2xl font-extrabold">Local WhatsApp</h1>
          <p className="mt-2 text-sm text-slate-700">
            Booking updates the worker would have sent on WhatsApp (WHATSAPP=outbox), kept in D1&apos;s whatsapp_outbox
            table, newest first, as the traveller&apos;s phone would show them. Nothing here left this machine.
          </p>
          {messages.length === 0 ? (
            <p className="mt-8 rounded-xl bg-white p-6 text-slate-600" data-testid="whatsapp-empty">
              No messages yet. Book something with “Send me booking updates on WhatsApp” ticked.
            </p>
          ) : (
            <div className="mt-6 flex flex-col gap-4">
              {messages.map((m) => (
                <Bubble key={m.id} message={m} link />
              ))}
            </div>
          )}
        </Page>,
      )}`,
    );
  });

  dev.get("/whatsapp/:id{[0-9]{1,12}}", async (c) => {
    const message = await findWhatsApp(c.env.DB, Number(c.req.param("id")));
    if (!message) return c.notFound();
    return c.html(
      `<!DOCTYPE html>${renderToStaticMarkup(
        <Page title={`WhatsApp to ${message.to}`}>
          <p className="mb-4 text-sm">
            <a href="/dev/whatsapp" className="text-primary hover:underline">
              All messages
            </a>
          </p>
          <Bubble message={message} link={false} />
          <pre className="mt-4 overflow-x-auto rounded-xl bg-white p-4 text-xs" dir="ltr" data-testid="whatsapp-json">
            {JSON.stringify(
              { to: message.to, template: message.template, language: message.locale, parameters: message.parameters },
              null,
              2,
            )}
          </pre>
        </Page>,
      )}`,
    );
  });
  return dev;
}
