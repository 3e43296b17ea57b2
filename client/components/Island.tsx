// Server side of an island: renders the component and leaves its name and props for the client to hydrate.
import { useContext, useId, type ComponentType } from "react";
import { TranslationContext } from "../i18n/use-translation.ts";
import { serializeForScript } from "../../shared/serialize.ts";
import { islandHtml } from "./island-html.tsx";
import type { IslandName } from "../islands/names.ts";

/** load: at once (private pages); idle: when the browser is idle; visible: near the viewport; interaction: on the first pointer, focus or key event on it. */
export type HydrateWhen = "load" | "idle" | "visible" | "interaction";

type IslandProps<P> = {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /**
   * What the browser hydrates with, when it leaves out data the markup already holds (the component renders that
   * part as it is, see KeptMarkup); `props` by default.
   */
  browserProps?: P;
  when?: HydrateWhen;
};

export function Island<P extends object>({
  name,
  component: Component,
  props,
  browserProps,
  when = "idle",
}: IslandProps<P>) {
  const id = `island${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const translation = useContext(TranslationContext);
  const json = serializeForScript(browserProps ?? props);
  // The markup is remembered by everything it shows, which browserProps leaves part of out.
  const key = browserProps ? serializeForScript(props) : json;
  return (
    <>
      <div
        className="contents"
        data-island={name}
        data-island-id={id}
        data-hydrate={when}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered on the server, kept for hydration
        dangerouslySetInnerHTML={{ __html: islandHtml(name, Component, props, key, translation) }}
      />
      {/* Data, not code: CSP does not apply to application/json, so it carries no nonce (and the HTML stays cacheable). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: props serialized by serializeForScript, which escapes <, > and & */}
      <script type="application/json" id={`${id}-props`} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
