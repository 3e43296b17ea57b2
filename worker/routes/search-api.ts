// GET /api/search/suggest: cities and activities for the search box as the visitor types (the word being typed
// matches as a prefix; search results match whole words only).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { suggest } from "../db/search.ts";
import { suggestExpression } from "../../shared/search-text.ts";
import { validationHook } from "./validation.ts";
import type { AppEnv } from "../env.ts";

const suggestQuery = z.object({
  q: z.string({ message: "Add the text to look up, for example ?q=dubai" }).max(2048, "The search text is too long"),
  locale: z.enum(["en", "ar"], { message: "locale must be en or ar" }).optional(),
});

export function searchApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/search/suggest", zValidator("query", suggestQuery, validationHook), async (c) => {
    const { q, locale } = c.req.valid("query");
    // The last word is still being typed unless the text ends with a space, so it matches as a prefix.
    const match = suggestExpression(q);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({
      suggestions: match ? await suggest(c.env.DB, match, locale ?? c.get("locale"), 6, c.get("site").supplierId) : [],
    });
  });
  return api;
}
