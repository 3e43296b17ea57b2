// Draws the demo images (Node only: sharp) and stores them in R2, skipping keys already there; rendered JPEGs are
// kept in a disk cache keyed by what was drawn and by the drawing code, so a re-seed costs seconds. The browser
// journeys store flat stand-ins of the same sizes instead (placeholders.ts).
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile, rename } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderScene, renderSubject } from "./images.ts";
import { renderMap } from "./maps.ts";
import { placeholderImage } from "./placeholders.ts";
import { againIfClosed } from "./proxy-retry.ts";
import type { ImageJob } from "./catalogue.ts";
import type { ImageKind } from "./types.ts";

/** RIHLA_MEDIA_CACHE moves the cache (e.g. to time a cold seed without emptying the shared one). */
const CACHE_DIR =
  process.env.RIHLA_MEDIA_CACHE ?? fileURLToPath(new URL("../../node_modules/.cache/rihla-media/", import.meta.url));
/** Any change to the drawing code is a new generator version, so stale pictures are never reused. */
const GENERATORS = ["./images.ts", "./maps.ts"].map((file) => new URL(file, import.meta.url));

let version: Promise<string> | undefined;
function generatorVersion(): Promise<string> {
  version ??= Promise.all(GENERATORS.map((url) => readFile(url))).then((sources) => {
    const hash = createHash("sha256");
    for (const source of sources) hash.update(source);
    return hash.digest("hex").slice(0, 16);
  });
  return version;
}

function draw(job: ImageJob): Promise<Buffer> {
  switch (job.kind) {
    case "scene":
      return renderScene(job.scene, job.seed, job.width, job.height);
    case "photo":
      return renderSubject(job.subject, job.seed, job.shot, job.width, job.height, job.backdrop);
    case "map":
      return renderMap(job, job.width, job.height);
  }
}

/** The picture for a job, from the disk cache when this generator already drew it. */
async function cachedDraw(job: ImageJob): Promise<Buffer> {
  const { key: _key, ...what } = job;
  const name = createHash("sha256")
    .update(JSON.stringify([await generatorVersion(), what]))
    .digest("hex")
    .slice(0, 32);
  const file = join(CACHE_DIR, `${name}.jpg`);
  try {
    return await readFile(file);
  } catch {
    const jpeg = await draw(job);
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a concurrent seed (another e2e run) never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, jpeg);
    await rename(partial, file);
    return jpeg;
  }
}

/** R2 metadata that marks a stand-in, so that storing the drawn pictures replaces it rather than keeping it. */
const PLACEHOLDER_META = { placeholder: "1" };

export async function uploadImages(
  bucket: R2Bucket,
  jobs: ImageJob[],
  concurrency = availableParallelism(),
  onProgress: (done: number, total: number) => void = () => {},
  kind: ImageKind = "drawn",
): Promise<number> {
  const unique = [...new Map(jobs.map((j) => [j.key, j])).values()];
  let next = 0;
  let written = 0;
  let done = 0;
  async function worker() {
    while (next < unique.length) {
      const job = unique[next++];
      const stored = await againIfClosed(() => bucket.head(job.key));
      // A drawn picture serves the journeys too; a stand-in never stays where the drawn one is wanted.
      if (!stored || (kind === "drawn" && stored.customMetadata?.placeholder)) {
        const jpeg = kind === "drawn" ? await cachedDraw(job) : await placeholderImage(job);
        const put = () =>
          bucket.put(job.key, jpeg, {
            httpMetadata: { contentType: "image/jpeg", cacheControl: "public, max-age=31536000, immutable" },
            ...(kind === "placeholder" ? { customMetadata: PLACEHOLDER_META } : {}),
          });
        await againIfClosed(put);
        written++;
      }
      onProgress(++done, unique.length);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
