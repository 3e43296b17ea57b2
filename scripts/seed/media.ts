// Draws the demo images (Node only: sharp) and stores them in R2, skipping keys that are already there.
import { renderScene } from "./images.ts";
import { IMAGE_HEIGHT, IMAGE_WIDTH, type ImageJob } from "./catalogue.ts";

export async function uploadImages(bucket: R2Bucket, jobs: ImageJob[], concurrency = 4): Promise<number> {
  const unique = [...new Map(jobs.map((j) => [j.key, j])).values()];
  let next = 0;
  let written = 0;
  async function worker() {
    while (next < unique.length) {
      const job = unique[next++];
      if (await bucket.head(job.key)) continue;
      const jpeg = await renderScene(job.kind, job.seed, IMAGE_WIDTH, IMAGE_HEIGHT);
      await bucket.put(job.key, jpeg, { httpMetadata: { contentType: "image/jpeg", cacheControl: "public, max-age=31536000, immutable" } });
      written++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
