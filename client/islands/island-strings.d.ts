// Types of the build's virtual module (build/vite-island-strings.ts).
declare module "virtual:island-strings" {
  /** The string-table sections each island uses. */
  export const ISLAND_SECTIONS: Record<string, string[]>;
  /** Per locale and section: a loader of that section's strings. */
  export const SECTION_LOADERS: Record<
    "en" | "ar",
    Record<string, () => Promise<{ default: Record<string, unknown> }>>
  >;
}
