// D1 through the Sessions API: a write leaves its bookmark in a cookie, the next read carries it and sees the write,
// and that cookie neither breaks a read nor keeps a browse page from the edge cache.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "../../worker/middleware/d1-session.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { activity } from "../factories/index.ts";
import { ORIGIN, eventually, get } from "./helpers.ts";

let activityId = 0;

beforeAll(async () => {
  activityId = (await activity()).id;
});

function bookmarkOf(res: Response): string | null {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${BOOKMARK_COOKIE}=`));
  return line ? line.slice(BOOKMARK_COOKIE.length + 1).split(";")[0] : null;
}

describe("D1 sessions", () => {
  it("sets the bookmark after a write, and a read carrying it sees that write", async () => {
    const user = await makeUser(env.DB);
    const { cookie } = await signedIn(env.DB, user.id);
    const saved = await get(`/api/wishlist/${activityId}`, { method: "PUT", headers: { origin: ORIGIN, cookie } });
    expect(saved.status).toBe(200);
    const bookmark = bookmarkOf(saved);
    expect(bookmark).toMatch(/^[0-9a-f-]{8,}$/i);
    const line = saved.headers.getSetCookie().find((l) => l.startsWith(BOOKMARK_COOKIE))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    const read = await get("/api/wishlist", { headers: { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${bookmark}` } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { ids: number[] }).ids).toContain(activityId);
    expect(bookmarkOf(read)).toBeNull();
  });

  it("ignores a bookmark that is not one", async () => {
    const res = await get("/about", {
      headers: { cookie: `${BOOKMARK_COOKIE}=not a bookmark; lang=en; currency=AED` },
    });
    expect(res.status).toBe(200);
  });

  it("does not keep a browse page from the edge cache", async () => {
    const cookie = `${BOOKMARK_COOKIE}=00000001-00000002-00000003; lang=en; currency=AED`;
    await (await get("/blog", { headers: { cookie } })).text();
    await eventually(async () => {
      const res = await get("/blog", { headers: { cookie } });
      await res.text();
      return res.headers.get("x-edge-cache") === "HIT" ? true : null;
    });
  });
});
