// Search text folding and MATCH expressions live in shared/search-text.ts (pure); this path stays for its importers.
export * from "../../shared/search-text.ts";
