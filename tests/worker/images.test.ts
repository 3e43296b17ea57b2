// The image optimiser path: transforms through the Images binding, width snapping, and refusals with reasons.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { get } from "./helpers.ts";
import { SAMPLE_JPEG_BASE64, SAMPLE_WIDTH } from "../fixtures/sample-image.ts";
import { ALLOWED_WIDTHS, imageSrcSet, imageUrl, snapWidth } from "../../client/lib/image-url.ts";

const bytes = Uint8Array.from(atob(SAMPLE_JPEG_BASE64), (ch) => ch.charCodeAt(0));

beforeAll(async () => {
  await env.MEDIA.put("test/dunes.jpg", bytes);
  await env.MEDIA.put("test/not-an-image.jpg", new TextEncoder().encode("this is not an image"));
});

async function widthOf(res: Response): Promise<number> {
  const info = await env.IMAGES.info(res.body!);
  return "width" in info ? info.width : 0;
}

describe("width snapping", () => {
  it("snaps up to the spec's widths at densities 1 and 2", () => {
    expect(ALLOWED_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
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

  it("refuses hosts that are not on the allow-list", async () => {
    const res = await get("/img/w_640/ext/evil.example/cat.jpg");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toContain("evil.example");
  });

  it("answers 404 for a missing image and refuses paths outside the media keys", async () => {
    expect((await get("/img/w_640/test/missing.jpg")).status).toBe(404);
    expect((await get("/img/w_640/test/a%20b.jpg")).status).toBe(400);
    expect((await get("/img/w_640/test/%2e%2e/dunes.jpg")).status).not.toBe(200);
  });

  it("logs a metadata failure, treats the size as zero, and refuses what is not an image", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await get("/img/w_640/test/not-an-image.jpg");
    expect(res.status).toBe(415);
    expect(warn.mock.calls.some((args) => String(args[0]).includes("treating its size as zero"))).toBe(true);
    warn.mockRestore();
  });
});
