// The layers' import rules (DESIGN.md decision 13, docs/decisions/020): checked over every import in the tree.
//   browser code (client/) never imports worker/, not even a type;
//   shared/ (rules, types and pure functions both sides use) imports neither side;
//   in worker/, only the view layer that renders pages (routes/, render/) imports client/; services and db use shared/;
//   worker/db never imports services or routes: services compose statements, not the other way round.
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob(["/client/**/*.{ts,tsx}", "/shared/**/*.{ts,tsx}", "/worker/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Every module specifier a source names: static imports and re-exports (types included) and dynamic imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g)) found.push(match[1]);
  for (const match of source.matchAll(/\bimport\s*(?:\(\s*)?["']([^"']+)["']/g)) found.push(match[1]);
  return found;
}

/** The project path a specifier of `file` points at ("/client/x/y.ts" + "../../worker/db/a.ts" → "/worker/db/a.ts"). */
function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

type Rule = { name: string; applies: (file: string) => boolean; forbids: (target: string) => boolean };

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((prefix) => path.startsWith(prefix));
const VIEW_LAYER = under("/worker/routes/", "/worker/render/");

const RULES: Rule[] = [
  { name: "client/ never imports worker/", applies: under("/client/"), forbids: under("/worker/") },
  {
    name: "shared/ imports neither worker/ nor client/",
    applies: under("/shared/"),
    forbids: under("/worker/", "/client/"),
  },
  {
    name: "outside routes/ and render/, the worker imports shared/, never client/",
    applies: (file) => file.startsWith("/worker/") && !VIEW_LAYER(file),
    forbids: under("/client/"),
  },
  {
    name: "worker/db never imports services or routes",
    applies: under("/worker/db/"),
    forbids: under("/worker/services/", "/worker/routes/"),
  },
];

/** "file → specifier (rule)" for every import that breaks a rule. */
function violations(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    RULES.filter((rule) => rule.applies(file)).flatMap((rule) =>
      specifiers(source)
        .filter((specifier) => rule.forbids(resolve(file, specifier)))
        .map((specifier) => `${file} → ${specifier} (${rule.name})`),
    ),
  );
}

describe("the layers' import rules", () => {
  it("sees imports of every form, so a clean result means something", () => {
    const sample = [
      'import type { SiteConfig } from "../../worker/services/site-config.ts";',
      'import { x,\n  y } from "../../worker/db/catalogue.ts";',
      'export type { Row } from "../../worker/db/rows.ts";',
      'const m = await import("../../worker/render/page.tsx");',
      'import "../../worker/env.ts";',
      'import { ok } from "../../shared/money.ts";',
    ].join("\n");
    expect(violations({ "/client/components/Example.tsx": sample })).toEqual([
      "/client/components/Example.tsx → ../../worker/services/site-config.ts (client/ never imports worker/)",
      "/client/components/Example.tsx → ../../worker/db/catalogue.ts (client/ never imports worker/)",
      "/client/components/Example.tsx → ../../worker/db/rows.ts (client/ never imports worker/)",
      "/client/components/Example.tsx → ../../worker/render/page.tsx (client/ never imports worker/)",
      "/client/components/Example.tsx → ../../worker/env.ts (client/ never imports worker/)",
    ]);
  });

  it("catches a planted violation of each rule, and lets each layer import what it may", () => {
    const planted = {
      "/shared/money.ts":
        'import { a } from "../worker/env.ts";\nimport { b } from "../client/i18n/index.ts";\nimport { c } from "./locales.ts";',
      "/worker/services/cart.ts":
        'import { OFFER_FIELDS } from "../../client/components/catalogue/OfferForm.tsx";\nimport { d } from "../../shared/cart.ts";',
      "/worker/db/orders.ts":
        'import { activityPath } from "../../client/pages/Page.tsx";\nimport { e } from "../services/holds.ts";\nimport { f } from "./rows.ts";',
      "/worker/routes/pages.tsx":
        'import { ListingPage } from "../../client/pages/ListingPage.tsx";\nimport { g } from "../services/cart.ts";',
      "/worker/render/document.tsx":
        'import { DefaultLayout } from "../../client/components/layout/DefaultLayout.tsx";',
    };
    expect(violations(planted)).toEqual([
      "/shared/money.ts → ../worker/env.ts (shared/ imports neither worker/ nor client/)",
      "/shared/money.ts → ../client/i18n/index.ts (shared/ imports neither worker/ nor client/)",
      "/worker/services/cart.ts → ../../client/components/catalogue/OfferForm.tsx (outside routes/ and render/, the worker imports shared/, never client/)",
      "/worker/db/orders.ts → ../../client/pages/Page.tsx (outside routes/ and render/, the worker imports shared/, never client/)",
      "/worker/db/orders.ts → ../services/holds.ts (worker/db never imports services or routes)",
    ]);
  });

  it("no file in client/, shared/ or worker/ breaks a rule", () => {
    const files = Object.keys(SOURCES);
    expect(files.filter((file) => file.startsWith("/client/")).length).toBeGreaterThan(40);
    expect(files.filter((file) => file.startsWith("/shared/")).length).toBeGreaterThan(20);
    expect(files.filter((file) => file.startsWith("/worker/db/")).length).toBeGreaterThan(20);
    expect(violations(SOURCES)).toEqual([]);
  });
});
