// Stand-ins for the demo pictures where nobody looks at them (the browser journeys): flat-colour JPEGs of each
// picture's own size, so the optimiser, the gallery and the size checks behave as with the drawn ones, in milliseconds.
import sharp from "sharp";
import type { ImageJob } from "./catalogue.ts";

/** One muted colour per kind of picture, so a screenshot still tells a map from a photo. */
const COLOURS: Record<ImageJob["kind"], string> = { scene: "#c9b79c", photo: "#9db4c0", map: "#d8e2c8" };

/** Encoded once per size and kind: the catalogue's ~960 pictures come in a handful of sizes. */
const made = new Map<string, Promise<Buffer>>();

export function placeholderImage(job: ImageJob): Promise<Buffer> {
  const id = `${job.kind}:${job.width}x${job.height}`;
  let jpeg = made.get(id);
  if (!jpeg) {
    jpeg = sharp({ create: { width: job.width, height: job.height, channels: 3, background: COLOURS[job.kind] } })
      .jpeg({ quality: 60 })
      .toBuffer();
    made.set(id, jpeg);
  }
  return jpeg;
}
