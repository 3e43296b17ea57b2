// Draws the app's raster icons for our own brand once, from client/public/favicon.svg (the files are committed):
// icons/icon-192.png and icon-512.png (purpose "any") and maskable-512.png (the mark inside the 80 % safe zone on the
// brand's colour, for launchers that cut icons into circles). Run: node scripts/app-icons.mjs
import { readFileSync, mkdirSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("client/public/favicon.svg");
const out = "client/public/icons";
mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/icon-${size}.png`);
}

// Maskable: full-bleed brand colour, the mark scaled to 70 % in the middle (inside the 80 % safe circle).
const mark = await sharp(svg, { density: (72 * 360) / 32 })
  .resize(360, 360)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#0f766e" } })
  .composite([{ input: mark, top: 76, left: 76 }])
  .png({ compressionLevel: 9 })
  .toFile(`${out}/maskable-512.png`);
console.log("icons written to", out);
