// Search filter bits live in shared/search-facets.ts (pure: worker/db writes them, services read them); this path stays for its importers.
export * from "../../shared/search-facets.ts";
