// The FTS index's text builder lives in shared/search-index.ts (pure); this path stays for its importers.
export * from "../../shared/search-index.ts";
