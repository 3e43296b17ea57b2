// The console's pages as personal views, chosen by name (client/pages/ops/index.ts): the routes build the props, typed
// from the page they name, and never import a component.
import type { ComponentProps, ComponentType } from "react";
import { OPS_PAGES } from "../../client/pages/ops/index.ts";
import { personalView, type PersonalView, type PersonalViewOptions } from "./page.tsx";

export type OpsPageName = keyof typeof OPS_PAGES;
export type OpsPageProps<N extends OpsPageName> = ComponentProps<(typeof OPS_PAGES)[N]>;

export function opsView<N extends OpsPageName>(
  name: N,
  props: OpsPageProps<N>,
  options: PersonalViewOptions<OpsPageProps<N>>,
): PersonalView {
  return personalView(OPS_PAGES[name] as ComponentType<OpsPageProps<N>>, props, options);
}
