// One island's code and string sections, imported ahead of its first use (client/loader/warm.ts): the modules are
// small and run in a task of their own; hydrating later finds them in the module map and waits for nothing.
import { ISLAND_SECTIONS, SECTION_LOADERS } from "virtual:island-strings";
import { ISLANDS } from "../islands/registry.ts";
import type { IslandName } from "../islands/names.ts";
import type { Locale } from "../../shared/locales.ts";

export async function warmIsland(name: IslandName, locale: Locale): Promise<void> {
  await Promise.all([
    ISLANDS[name]?.().catch(() => undefined),
    ...(ISLAND_SECTIONS[name] ?? []).map((section) => SECTION_LOADERS[locale][section]?.().catch(() => undefined)),
  ]);
}
