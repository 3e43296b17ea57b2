// Server side of an island: renders the component and leaves its name and props for the client to hydrate.
import { useId, type ComponentType } from "react";
import { Provider as JotaiProvider } from "jotai";
import { serializeForScript } from "../lib/serialize.ts";
import type { IslandName } from "../islands/names.ts";

/** load: at once (private pages); idle: when the browser is idle; visible: near the viewport; interaction: on the first pointer, focus or key event on it. */
export type HydrateWhen = "load" | "idle" | "visible" | "interaction";

type IslandProps<P> = { name: IslandName; component: ComponentType<P>; props: P; when?: HydrateWhen };

export function Island<P extends object>({ name, component: Component, props, when = "idle" }: IslandProps<P>) {
  const id = `island${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <>
      <div className="contents" data-island={name} data-island-id={id} data-hydrate={when}>
        {/* A fresh jotai store per island on the server: module-level stores would leak between requests. */}
        <JotaiProvider>
          <Component {...props} />
        </JotaiProvider>
      </div>
      {/* Data, not code: CSP does not apply to application/json, so it carries no nonce (and the HTML stays cacheable). */}
      <script type="application/json" id={`${id}-props`} dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
    </>
  );
}
