// The image optimiser path: transforms through the Images binding, width snapping, the canonical cache key, and refusals with reasons.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { ORIGIN, get } from "./helpers.ts";
import { SAMPLE_JPEG_BASE64, SAMPLE_WIDTH } from "../fixtures/sample-image.ts";
import { ALLOWED_WIDTHS, imageSrcSet, imageUrl, snapWidth } from "../../shared/image-url.ts";
import { canonicalPath, parseModifiers } from "../../worker/services/images.ts";

const bytes = Uint8Array.from(atob(SAMPLE_JPEG_BASE64), (ch) => ch.charCodeAt(0));

// The spec's breakpoints and densities, written out here rather than read from image-url.ts.
const SPEC_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, "2xl": 1536 };
const SPEC_DENSITIES = [1, 2];

beforeAll(async () => {
  await env.MEDIA.put("test/dunes.jpg", bytes);
  await env.MEDIA.put("test/not-an-image.jpg", new TextEncoder().encode("this is not an image"));
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function widthOf(res: Response): Promise<number> {
  const info = await env.IMAGES.info(res.body!);
  return "width" in info ? info.width : 0;
}

const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** The cached response stored under `path` (the put runs in waitUntil, so give it a moment), or undefined. */
async function cachedAt(path: string): Promise<Response | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const hit = await edgeCache().match(ORIGIN + path);
    if (hit) return hit;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/** Counts what a miss costs: R2 reads and Images transforms, as the worker (which shares `env`) makes them. */
function countWork() {
  return { reads: vi.spyOn(env.MEDIA, "get"), transforms: vi.spyOn(env.IMAGES, "input") };
}

describe("width snapping", () => {
  it("allows exactly each spec breakpoint at each spec density", () => {
    const expected = [...new Set(Object.values(SPEC_WIDTHS).flatMap((w) => SPEC_DENSITIES.map((d) => w * d)))].sort(
      (a, b) => a - b,
    );
    expect(expected).toHaveLength(9);
    expect(ALLOWED_WIDTHS).toEqual(expected);
  });

  it("snaps up to the next allowed width", () => {
    expect(snapWidth(1)).toBe(320);
    expect(snapWidth(600)).toBe(640);
    expect(snapWidth(700)).toBe(768);
    expect(snapWidth(1537)).toBe(2048);
    expect(snapWidth(9999)).toBe(3072);
  });

  it("builds optimiser URLs and a srcset", () => {
    expect(imageUrl("a/b.jpg", { width: 640, height: 400, fit: "cover" })).toBe("/img/w_640,h_400,fit_cover/a/b.jpg");
    expect(imageUrl("a/b.jpg")).toBe("/img/_/a/b.jpg");
    expect(imageSrcSet("a/b.jpg", 400, 2)).toBe(
      "/img/w_320,h_160,q_75,fit_cover/a/b.jpg 320w, /img/w_640,h_320,q_75,fit_cover/a/b.jpg 640w, /img/w_768,h_384,q_75,fit_cover/a/b.jpg 768w, /img/w_1024,h_512,q_75,fit_cover/a/b.jpg 1024w",
    );
  });
});

describe("canonical path (the cache key)", () => {
  const canonical = (modifiers: string) => canonicalPath(parseModifiers(modifiers), "a/b.jpg");

  it("is one path for every spelling of one transform", () => {
    const spellings = [
      "w_640",
      "w_640,q_75",
      "q_75,w_640",
      "width_640",
      "width_640,quality_75",
      "f_webp,w_640",
      "format_webp,w_600",
      "w_601,q_75",
    ];
    expect(spellings.map(canonical)).toEqual(spellings.map(() => "/img/w_640,q_75/a/b.jpg"));
    expect(canonical("_")).toBe("/img/q_75/a/b.jpg");
  });

  it("scales the height with the snapped width and normalises the background colour", () => {
    expect(canonical("h_375,w_600")).toBe("/img/w_640,h_400,q_75/a/b.jpg");
    expect(canonical("w_640,h_400")).toBe("/img/w_640,h_400,q_75/a/b.jpg");
    expect(canonical("fit_contain,b_FFF,w_640")).toBe(canonical("background_ffffff,w_640,fit_contain"));
  });

  it("keeps what changes the output apart", () => {
    expect(canonical("w_640,q_60")).not.toBe(canonical("w_640"));
    expect(canonical("w_640,f_avif")).toBe("/img/w_640,q_75,f_avif/a/b.jpg");
    expect(canonical("w_700")).toBe("/img/w_768,q_75/a/b.jpg");
  });

  it("is already the URL the pages ask for, so their requests are stored under their own URL", () => {
    for (const entry of imageSrcSet("a/b.jpg", 400, 1.5).split(", ")) {
      const url = entry.split(" ")[0];
      const [, , modifiers] = url.split("/");
      expect(canonical(modifiers)).toBe(url);
    }
  });
});

describe("GET /img/…", () => {
  it("transforms to webp by default, with long-lived immutable caching", async () => {
    const res = await get("/img/w_600/test/dunes.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await widthOf(res)).toBe(640);
  });

  it("serves a repeated request (a cache hit) just as well", async () => {
    const first = await get("/img/w_320,q_70/test/dunes.jpg");
    await first.arrayBuffer();
    const again = await get("/img/w_320,q_70/test/dunes.jpg");
    expect(again.status).toBe(200);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await widthOf(again)).toBe(320);
  });

  it("snaps a requested width and never upscales past the original", async () => {
    expect(await widthOf(await get("/img/w_700/test/dunes.jpg"))).toBe(768);
    expect(await widthOf(await get("/img/w_2000/test/dunes.jpg"))).toBe(SAMPLE_WIDTH);
  });

  it("honours format, quality, fit, resize and background modifiers", async () => {
    const jpeg = await get("/img/f_jpeg,q_60,s_640x400,fit_cover,b_ffffff/test/dunes.jpg");
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const info = await env.IMAGES.info(jpeg.body!);
    expect(info).toMatchObject({ width: 640, height: 400 });
    const png = await get("/img/format_png,width_320/test/dunes.jpg");
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it.each([
    ["/img/w_abc/test/dunes.jpg", "width"],
    ["/img/zoom_2/test/dunes.jpg", "unknown modifier"],
    ["/img/q_101/test/dunes.jpg", "quality must be 1 to 100"],
    ["/img/f_gif/test/dunes.jpg", "format must be one of"],
    ["/img/fit_stretch/test/dunes.jpg", "fit must be one of"],
    ["/img/s_640/test/dunes.jpg", "resize must be"],
    ["/img/b_red/test/dunes.jpg", "hex colour"],
    ["/img/w_/test/dunes.jpg", "has no value"],
  ])("%s is a 400 saying %s", async (path, reason) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(reason);
  });

  it.each(["constructor_1", "__proto___1", "toString_1", "hasOwnProperty_1", "valueOf_1", "w_640,constructor_1"])(
    "%s (a name from the object prototype) is a 400 unknown modifier",
    async (modifiers) => {
      const res = await get(`/img/${modifiers}/test/dunes.jpg`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain("unknown modifier");
    },
  );

  it("refuses hosts that are not on the allow-list", async () => {
    const res = await get("/img/w_640/ext/evil.example/cat.jpg");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toContain("evil.example");
  });

  it("answers 404 for a missing image and 400 for a key outside the media keys' characters", async () => {
    expect((await get("/img/w_640/test/missing.jpg")).status).toBe(404);
    expect((await get("/img/w_640/test/a%20b.jpg")).status).toBe(400);
  });

  it("resolves literal dot segments as any URL does, so a key with '..' never reaches R2", async () => {
    const { reads } = countWork();
    // The URL parser folds "test/%2e%2e/dunes.jpg" into "dunes.jpg" before the worker sees it: no such key.
    const res = await get("/img/w_640/test/%2e%2e/dunes.jpg");
    expect(res.status).toBe(404);
    expect(reads.mock.calls.map(([key]) => key)).toEqual(["dunes.jpg"]);
  });

  it.each([
    "/img/w_640/test/..%2fdunes.jpg",
    "/img/w_640/test/%2e%2e%2fdunes.jpg",
    "/img/w_640/..%2f..%2ftest/dunes.jpg",
    "/img/w_640/test/.%2fdunes.jpg",
  ])("%s (dot segments hidden by encoding) is a 400 before R2 is asked", async (path) => {
    const { reads } = countWork();
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { error: string }).error).toContain('"." or ".." segment');
    expect(reads).not.toHaveBeenCalled();
  });

  it("logs a metadata failure, treats the size as zero, and refuses what is not an image", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await get("/img/w_640/test/not-an-image.jpg");
    expect(res.status).toBe(415);
    expect(warn.mock.calls.some((args) => String(args[0]).includes("treating its size as zero"))).toBe(true);
  });
});

describe("keys R2 would refuse are a 400 with a reason, before R2 is asked", () => {
  it.each([
    ["a key of 1,025 bytes", `test/${"a".repeat(1020)}`, "longer than 1024 bytes"],
    ["a key of 1,026 bytes in 515 characters", `test/${"é".repeat(510)}`, "longer than 1024 bytes"],
    ["an empty key", "", "the image key is empty"],
    ["an empty segment", "test//dunes.jpg", "empty"],
  ])("%s", async (_, key, reason) => {
    const { reads } = countWork();
    const res = await get(`/img/w_640/${key.split("/").map(encodeURIComponent).join("/")}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { error: string }).error).toContain(reason);
    expect(reads).not.toHaveBeenCalled();
  });

  it("still looks up a key of exactly 1,024 bytes", async () => {
    const { reads } = countWork();
    const key = `test/${"a".repeat(1019)}`;
    expect((await get(`/img/w_640/${key}`)).status).toBe(404);
    expect(reads.mock.calls.map(([k]) => k)).toEqual([key]);
  });
});

describe("one transform per image, however the URL is spelled", () => {
  it("stores the first response under the canonical key and answers every other spelling from it", async () => {
    await env.MEDIA.put("test/spellings.jpg", bytes);
    const { reads, transforms } = countWork();
    const first = await get("/img/w_600/test/spellings.jpg?a=1");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.arrayBuffer();
    expect(await cachedAt("/img/w_640,q_75/test/spellings.jpg")).toBeDefined();
    const others = [
      "/img/w_600/test/spellings.jpg?a=2",
      "/img/w_640,q_75/test/spellings.jpg",
      "/img/q_75,w_640/test/spellings.jpg",
      "/img/width_640/test/spellings.jpg",
      "/img/quality_75,format_webp,width_620/test/spellings.jpg?utm=x",
    ];
    for (const path of others) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("image/webp");
      expect(res.headers.get("x-cache"), path).toBe("HIT");
      expect(await widthOf(res), path).toBe(640);
    }
    expect(transforms).toHaveBeenCalledTimes(1);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("keys only on the canonical path: the request's own URL is never stored", async () => {
    await env.MEDIA.put("test/raw-url.jpg", bytes);
    const res = await get("/img/q_60,width_300/test/raw-url.jpg?a=1");
    await res.arrayBuffer();
    expect(await cachedAt("/img/w_320,q_60/test/raw-url.jpg")).toBeDefined();
    expect(await edgeCache().match(`${ORIGIN}/img/q_60,width_300/test/raw-url.jpg?a=1`)).toBeUndefined();
  });
});

describe("every free parameter is bounded, so one image has few possible transforms", () => {
  it("snaps quality and aspect, and drops modifiers that change nothing", () => {
    for (const q of [61, 70, 75]) expect(parseModifiers(`w_640,q_${q}`).quality).toBe(75);
    expect(parseModifiers("w_640,q_1").quality).toBe(40);
    for (const h of [399, 400, 401, 410]) expect(parseModifiers(`w_640,h_${h},fit_cover`).height).toBe(400);
    expect(parseModifiers("w_640,h_480,fit_cover").height).toBe(480);
    expect(parseModifiers("h_333").height).toBe(640);
    expect(parseModifiers("w_640,fit_cover").fit).toBeUndefined();
    expect(parseModifiers("w_640,h_400,fit_cover,b_123456").background).toBeUndefined();
    expect(parseModifiers("w_640,h_400,fit_contain,b_123456").background).toBe("0f172a");
    expect(parseModifiers("w_640,h_400,fit_contain,b_fff").background).toBe("ffffff");
  });

  it("costs one transform for many qualities, heights and no-op modifiers", async () => {
    await env.MEDIA.put("test/bounded.jpg", bytes);
    const { transforms } = countWork();
    const first = await get("/img/w_640,h_400,q_75,fit_cover/test/bounded.jpg");
    await first.arrayBuffer();
    expect(await cachedAt("/img/w_640,h_400,q_75,fit_cover/test/bounded.jpg")).toBeDefined();
    for (const path of [
      "/img/w_640,h_401,q_61,fit_cover,b_123456/test/bounded.jpg",
      "/img/w_630,h_399,q_70,fit_cover/test/bounded.jpg",
    ]) {
      const res = await get(path);
      expect(res.headers.get("x-cache"), path).toBe("HIT");
      await res.arrayBuffer();
    }
    expect(transforms).toHaveBeenCalledTimes(1);
  });
});

describe("external sources are checked before the cache or the network", () => {
  const target = "/img/w_640,h_400,q_75,fit_cover/test/poison-target.jpg";
  it.each([
    "/img/w_640,h_400,fit_cover/ext/images.partner-activities.example/uploads/evil.jpg%3F/..%2F..%2F..%2Ftest/poison-target.jpg",
    "/img/w_640/ext/images.partner-activities.example/a.jpg%3Fv=1",
    "/img/w_640/ext/images.partner-activities.example/a.jpg%23x",
    "/img/w_640/ext/images.partner-activities.example//a.jpg",
    "/img/w_640/ext/images.partner-activities.example/",
    `/img/w_640/ext/images.partner-activities.example/${"a".repeat(1100)}.jpg`,
  ])("%s is a 400, fetched from nowhere and cached nowhere", async (path) => {
    const fetched = vi.spyOn(globalThis, "fetch");
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(fetched).not.toHaveBeenCalled();
    expect(await edgeCache().match(ORIGIN + target)).toBeUndefined();
  });

  it("a host off the allow-list is refused before anything is fetched", async () => {
    const fetched = vi.spyOn(globalThis, "fetch");
    expect((await get("/img/w_640/ext/evil.example/cat.jpg")).status).toBe(403);
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe("HEAD /img/…", () => {
  // Both tests use the canonical spelling, so that they test HEAD alone, not the canonical key.
  it("is answered from the GET's cache entry: no transform, no body, and the cache is only ever asked with GET", async () => {
    await env.MEDIA.put("test/head-cached.jpg", bytes);
    const put = vi.spyOn(Cache.prototype, "put");
    await (await get("/img/w_320,q_75/test/head-cached.jpg")).arrayBuffer();
    expect(await cachedAt("/img/w_320,q_75/test/head-cached.jpg")).toBeDefined();
    const { reads, transforms } = countWork();
    const head = await get("/img/w_320,q_75/test/head-cached.jpg", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");
    expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
    expect(transforms).not.toHaveBeenCalled();
    expect(reads).not.toHaveBeenCalled();
    expect(put.mock.calls.map(([request]) => new Request(request).method)).toEqual(["GET"]);
  });

  it("when nothing is cached, transforms once and stores it under the GET key for the next GET", async () => {
    await env.MEDIA.put("test/head-first.jpg", bytes);
    const put = vi.spyOn(Cache.prototype, "put");
    const { transforms } = countWork();
    const head = await get("/img/w_320,q_75/test/head-first.jpg", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(put.mock.calls.map(([request]) => new Request(request).method)).toEqual(["GET"]);
    expect(await cachedAt("/img/w_320,q_75/test/head-first.jpg")).toBeDefined();
    const res = await get("/img/w_320,q_75/test/head-first.jpg");
    expect(res.status).toBe(200);
    expect(await widthOf(res)).toBe(320);
    expect(transforms).toHaveBeenCalledTimes(1);
  });
});
