// Pages as views, chosen by name (client/views.ts): routes build the props, typed from the page they name, and
// never import a component. The console's pages and the storefront's each have their own names.
import type { ComponentProps, ComponentType } from "react";
import { OPS_PAGES, PAGES } from "../../client/views.ts";
import { personalView, type PersonalView, type PersonalViewOptions } from "./page.tsx";

export type PageName = keyof typeof PAGES;
export type PageProps<N extends PageName> = ComponentProps<(typeof PAGES)[N]> & object;
export type OpsPageName = keyof typeof OPS_PAGES;
export type OpsPageProps<N extends OpsPageName> = ComponentProps<(typeof OPS_PAGES)[N]>;

/** A storefront page's component, for a route that renders it itself (not as a personal view). */
export function pageComponent<N extends PageName>(name: N): ComponentType<PageProps<N>> {
  return PAGES[name] as ComponentType<PageProps<N>>;
}

export function pageView<N extends PageName>(
  name: N,
  props: PageProps<N>,
  options: PersonalViewOptions<PageProps<N>>,
): PersonalView {
  return personalView(pageComponent(name), props, options);
}

export function opsView<N extends OpsPageName>(
  name: N,
  props: OpsPageProps<N>,
  options: PersonalViewOptions<OpsPageProps<N>>,
): PersonalView {
  return personalView(OPS_PAGES[name] as ComponentType<OpsPageProps<N>>, props, options);
}
