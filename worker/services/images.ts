// The image optimiser: parses path modifiers, reads the source (R2 or an allow-listed host), transforms with the
// Images binding. Every bound is here: widths, heights, quality, input size, hosts.
import { z } from "zod";
import {
  IMAGE_ASPECTS,
  IMAGE_BACKGROUNDS,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  imageUrl,
  snapWidth,
  type ImageModifiers,
} from "../../shared/image-url.ts";

export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
/** R2 refuses object keys longer than this many bytes of UTF-8. */
export const MAX_KEY_BYTES = 1024;
/** External hosts images may come from: our media storage and CDN, and partners' activity-image CDNs. */
export const IMAGE_HOST_ALLOW_LIST = [
  "media.rihla.example",
  "cdn.rihla.example",
  "images.partner-activities.example",
] as const;

export class ImageRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415 | 502,
    message: string,
  ) {
    super(message);
  }
}

// A Map, not an object literal: a lookup must never find "constructor", "toString" or "__proto__" on a prototype.
const ALIASES = new Map<string, keyof ImageModifiers | "resize">([
  ["w", "width"],
  ["width", "width"],
  ["h", "height"],
  ["height", "height"],
  ["q", "quality"],
  ["quality", "quality"],
  ["f", "format"],
  ["format", "format"],
  ["fit", "fit"],
  ["b", "background"],
  ["background", "background"],
  ["s", "resize"],
  ["resize", "resize"],
]);

const modifierSchema = z.object({
  width: z.coerce
    .number({ message: "width must be a number" })
    .int("width must be a whole number")
    .min(1, "width must be at least 1")
    .max(10_000, "width is too large")
    .optional(),
  height: z.coerce
    .number({ message: "height must be a number" })
    .int("height must be a whole number")
    .min(1, "height must be at least 1")
    .max(10_000, "height is too large")
    .optional(),
  quality: z.coerce
    .number({ message: "quality must be 1 to 100" })
    .int("quality must be 1 to 100")
    .min(1, "quality must be 1 to 100")
    .max(100, "quality must be 1 to 100")
    .optional(),
  format: z.enum(IMAGE_FORMATS, { message: `format must be one of ${IMAGE_FORMATS.join(", ")}` }).optional(),
  fit: z.enum(IMAGE_FITS, { message: `fit must be one of ${IMAGE_FITS.join(", ")}` }).optional(),
  background: z
    .string()
    .regex(/^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, "background must be a hex colour such as ffffff")
    .optional(),
});

export type TransformPlan = Required<Pick<ImageModifiers, "format" | "quality">> & ImageModifiers;

/** Parses "w_640,h_400,fit_cover" ("_" for none) into a bounded plan, or throws a 400 with the reason. */
export function parseModifiers(segment: string): TransformPlan {
  const raw: Record<string, string> = {};
  if (segment !== "_" && segment !== "") {
    for (const part of segment.split(",")) {
      const at = part.indexOf("_");
      const name = ALIASES.get(at > 0 ? part.slice(0, at) : part);
      const value = at > 0 ? part.slice(at + 1) : "";
      if (!name) throw new ImageRequestError(400, `unknown modifier "${part}"`);
      if (!value) throw new ImageRequestError(400, `modifier "${part}" has no value`);
      if (name === "resize") {
        const m = /^(\d+)x(\d+)$/.exec(value);
        if (!m) throw new ImageRequestError(400, "resize must be WIDTHxHEIGHT, e.g. s_640x400");
        raw.width = m[1];
        raw.height = m[2];
      } else raw[name] = value;
    }
  }
  const parsed = modifierSchema.safeParse(raw);
  if (!parsed.success) throw new ImageRequestError(400, parsed.error.issues.map((i) => i.message).join("; "));
  const m = parsed.data;
  // Every free parameter snaps to a small fixed set, and modifiers that change nothing are dropped, so the number of
  // distinct transforms of one image is bounded (decision 006).
  const plan: TransformPlan = { format: m.format ?? "webp", quality: snapQuality(m.quality ?? 75) };
  if (m.width) {
    plan.width = snapWidth(m.width);
    if (m.height) plan.height = Math.max(1, Math.round(plan.width / snapAspect(m.width / m.height)));
  } else if (m.height) {
    plan.height = snapWidth(m.height);
  }
  if (m.fit && plan.width && plan.height) plan.fit = m.fit;
  if (m.background && plan.fit === "contain") plan.background = nearestBackground(m.background);
  return plan;
}

function snapQuality(quality: number): number {
  return IMAGE_QUALITIES.find((q) => q >= quality) ?? IMAGE_QUALITIES[IMAGE_QUALITIES.length - 1];
}

function snapAspect(aspect: number): number {
  return IMAGE_ASPECTS.reduce((best, a) =>
    Math.abs(Math.log(a / aspect)) < Math.abs(Math.log(best / aspect)) ? a : best,
  );
}

const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));

function nearestBackground(hex: string): string {
  const six = hex.length === 3 ? [...hex].map((d) => d + d).join("") : hex;
  const [r, g, b] = rgb(six);
  const distance = (c: string) => rgb(c).reduce((sum, v, i) => sum + (v - [r, g, b][i]) ** 2, 0);
  return IMAGE_BACKGROUNDS.reduce((best, c) => (distance(c) < distance(best) ? c : best));
}

/**
 * The one path that names a plan's output: known modifiers in a fixed order, widths snapped, defaults applied
 * (webp is implied, quality always written). Every spelling of one transform shares it, so it is the cache key.
 */
export function canonicalPath(plan: TransformPlan, key: string): string {
  return imageUrl(key, plan); // keys are [\w./-] only (parseSource), so nothing in them needs encoding
}

const utf8 = new TextEncoder();
const mediaKeySchema = z
  .string()
  .min(1, "the image key is empty")
  .refine((key) => utf8.encode(key).byteLength <= MAX_KEY_BYTES, {
    message: `the image key is longer than ${MAX_KEY_BYTES} bytes, the most R2 allows`,
    abort: true,
  })
  .regex(/^[\w./-]+$/, 'the image key may contain only letters, digits, "_", "-", "." and "/"')
  .refine((key) => key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".."), {
    message: 'the image key may not have an empty, "." or ".." segment',
  });

const allowedHost = (host: string) => (IMAGE_HOST_ALLOW_LIST as readonly string[]).includes(host);

/** A source that passed parseSource: the key the cache names it by, and for "ext/" sources the URL it is fetched from. */
export type SourceRef = { key: string; remote: string | null };

/**
 * Checks a source before the cache or anything else is asked: an R2 key R2 will accept, or "ext/{host}/{path}" on an
 * allow-listed host whose path obeys the same rules (no "?", "#", "%", dot segments: the path the cache is keyed on
 * is exactly the one fetched). Throws a 400 (403 for a host off the list).
 */
export function parseSource(path: string): SourceRef {
  const parsed = mediaKeySchema.safeParse(path);
  if (!parsed.success) throw new ImageRequestError(400, parsed.error.issues[0].message);
  if (!path.startsWith("ext/")) return { key: path, remote: null };
  const [, host, ...rest] = path.split("/");
  if (!allowedHost(host)) throw new ImageRequestError(403, `images from ${host} are not allowed`);
  if (!rest.length) throw new ImageRequestError(400, "the image path on that host is empty");
  return { key: path, remote: `https://${host}/${rest.join("/")}` };
}

const FIT: Record<NonNullable<ImageModifiers["fit"]>, ImageTransform["fit"]> = {
  cover: "cover",
  contain: "pad",
  fill: "squeeze",
  inside: "scale-down",
  outside: "cover",
};
const MIME = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg", png: "image/png" } as const;

type Source = { body: ReadableStream<Uint8Array>; size: number };

/** Reads a checked source: from its allow-listed host, or from R2. */
export async function readSource(env: { MEDIA: R2Bucket }, source: SourceRef): Promise<Source> {
  if (source.remote) {
    const res = await fetch(source.remote, { redirect: "error" }).catch(() => null);
    if (!res || res.status === 404) throw new ImageRequestError(404, "the image was not found");
    if (!res.ok || !res.body) throw new ImageRequestError(502, `the image host answered ${res.status}`);
    const size = Number(res.headers.get("content-length") ?? 0);
    if (size > MAX_INPUT_BYTES) throw new ImageRequestError(413, "the source image is too large");
    return { body: limitBytes(res.body, MAX_INPUT_BYTES), size };
  }
  const object = await env.MEDIA.get(source.key);
  if (!object) throw new ImageRequestError(404, "the image was not found");
  if (object.size > MAX_INPUT_BYTES) throw new ImageRequestError(413, "the source image is too large");
  return { body: object.body, size: object.size };
}

function limitBytes(stream: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new ImageRequestError(413, "the source image is too large"));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Image metadata; a failure is logged and the size treated as zero (spec §8). */
export async function imageInfo(
  images: ImagesBinding,
  body: ReadableStream<Uint8Array>,
): Promise<{ width: number; height: number }> {
  try {
    const info = await images.info(body);
    return "width" in info ? { width: info.width, height: info.height } : { width: 0, height: 0 };
  } catch (error) {
    console.warn("image metadata could not be read; treating its size as zero", error);
    return { width: 0, height: 0 };
  }
}

export async function transform(images: ImagesBinding, source: Source, plan: TransformPlan): Promise<Response> {
  const [forInfo, forTransform] = source.body.tee();
  const { width: sourceWidth } = await imageInfo(images, forInfo);
  const options: ImageTransform = {};
  // Never upscale: a request wider than the original is served at the original width.
  if (plan.width) options.width = sourceWidth ? Math.min(plan.width, sourceWidth) : plan.width;
  if (plan.height)
    options.height =
      plan.width && options.width && plan.width !== options.width
        ? Math.round((plan.height * options.width) / plan.width)
        : plan.height;
  if (plan.fit) options.fit = FIT[plan.fit];
  if (plan.background) options.background = `#${plan.background}`;
  let output: ImageTransformationResult;
  try {
    output = await images
      .input(forTransform)
      .transform(options)
      .output({ format: MIME[plan.format], quality: plan.quality });
  } catch (error) {
    if (error instanceof ImageRequestError) throw error;
    console.warn("image transform failed", error);
    throw new ImageRequestError(415, "the source is not an image that can be transformed");
  }
  return output.response();
}
