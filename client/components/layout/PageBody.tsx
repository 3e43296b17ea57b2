// What every page's <body> holds around its content: the heart symbol the cards draw, the site's layout, and the
// toasts island. The worker's document renders this one component (DESIGN.md decision 13: it composes no UI itself).
import type { ReactNode } from "react";
import type { LayoutType } from "../../../shared/site-config.ts";
import { HeartSymbol } from "../catalogue/HeartButton.tsx";
import { Island } from "../Island.tsx";
import Toasts from "../../islands/Toasts.tsx";
import { SiteLayout } from "./SiteLayout.tsx";

export function PageBody({ variant, children }: { variant: LayoutType; children: ReactNode }) {
  return (
    <>
      <HeartSymbol />
      <SiteLayout variant={variant}>{children}</SiteLayout>
      <Island name="Toasts" component={Toasts} props={{}} when="idle" />
    </>
  );
}
