// A camera picture for the check-in journey: a Y4M video of one QR code, which Chromium plays as its fake camera
// (--use-file-for-fake-video-capture). Chromium opens the file each time a page starts the camera, so a journey
// writes the voucher it wants scanned just before the scanner opens.
import { writeFileSync } from "node:fs";
import { encode } from "uqr";

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** Writes a short video (white, with `text`'s QR code in the middle, 8 px per module) to `path`. */
export function writeQrVideo(path: string, text: string): void {
  const { data, size } = encode(text, { border: 4 });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / size);
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < size * scale; y++)
    for (let x = 0; x < size * scale; x++)
      if (data[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(top + y) * WIDTH + left + x] = 0;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: FRAMES }, () => frame),
    ]),
  );
}
