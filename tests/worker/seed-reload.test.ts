// A database seeded from older demo content is reloaded, so copy fixes (such as the glossary's terms) reach it.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { needsSeeding, seedDatabase } from "../../scripts/seed/index.ts";

const titleOf = async (slug: string) => (await env.DB.prepare("SELECT title_ar FROM options WHERE activity_id = (SELECT id FROM activities WHERE slug = ?1) ORDER BY id LIMIT 1").bind(slug).first<{ title_ar: string }>())!.title_ar;

describe("demo data", () => {
  it("is loaded once, then left alone while the content is unchanged", async () => {
    expect(await needsSeeding(env.DB)).toBe(true);
    await seedDatabase(env.DB);
    expect(await needsSeeding(env.DB)).toBe(false);
  });

  it("is reloaded when it came from other demo content", async () => {
    const { slug } = (await env.DB.prepare("SELECT slug FROM activities ORDER BY slug LIMIT 1").first<{ slug: string }>())!;
    const current = await titleOf(slug);
    // What an older checkout left behind: different copy, and its own fingerprint.
    await env.DB.batch([
      env.DB.prepare("UPDATE options SET title_ar = 'نص قديم' WHERE activity_id = (SELECT id FROM activities WHERE slug = ?1)").bind(slug),
      env.DB.prepare("UPDATE seed_meta SET value = 'older-content' WHERE key = 'demo'"),
    ]);
    expect(await needsSeeding(env.DB)).toBe(true);
    await seedDatabase(env.DB);
    expect(await titleOf(slug)).toBe(current);
    expect(await needsSeeding(env.DB)).toBe(false);
    const { activities, indexed } = (await env.DB.prepare("SELECT (SELECT count(*) FROM activities) AS activities, (SELECT count(*) FROM search_meta) AS indexed").first<{ activities: number; indexed: number }>())!;
    expect(indexed).toBe(activities);
  });
});
