// Search word analysis lives in shared/search-analyzer.ts (pure, used by the index and by queries); this path stays for its importers.
export * from "../../shared/search-analyzer.ts";
