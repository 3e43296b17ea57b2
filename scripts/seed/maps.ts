// Draws a street-map-style image of an activity's meeting point (Node only: sharp) — no map service, no fonts.
import sharp from "sharp";

/** Where the sea lies from each coastal city's centre (compass bearing in degrees) and how far the shore is (metres). */
const COASTS: Record<string, { bearing: number; shore: number }> = {
  dubai: { bearing: 315, shore: 1800 },
  "abu-dhabi": { bearing: 330, shore: 1500 },
  sharjah: { bearing: 315, shore: 1600 },
  "ras-al-khaimah": { bearing: 290, shore: 900 },
  fujairah: { bearing: 90, shore: 1400 },
  muscat: { bearing: 20, shore: 1600 },
  salalah: { bearing: 180, shore: 1500 },
  doha: { bearing: 90, shore: 1200 },
  manama: { bearing: 0, shore: 1300 },
  jeddah: { bearing: 270, shore: 1700 },
};

/** `open`: the meeting point is out of town (a desert camp, a reserve, a launch site, a trailhead): no street grid. */
export type MapJob = {
  city: string;
  latitude: number;
  longitude: number;
  cityLatitude: number;
  cityLongitude: number;
  open?: boolean;
};

const METRES_PER_PX = 2;

function hash(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join("|")) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Open ground around an out-of-town meeting point: sand ripples, a road passing near it and a track up to the pin. */
function openGround(job: MapJob, width: number, height: number): string[] {
  const out: string[] = [];
  let ripples = "";
  for (let k = 0; k < 40; k++) {
    const x = hash(job.latitude, job.longitude, "rx", k) * width;
    const y = hash(job.latitude, job.longitude, "ry", k) * height;
    ripples += `M${r1(x)},${r1(y)}q30,-8 60,0t60,0`;
  }
  out.push(`<path d="${ripples}" stroke="#e2d2ae" stroke-width="4" fill="none"/>`);
  const angle = hash(job.latitude, job.longitude, "road") * Math.PI;
  const offset = 120 + hash(job.latitude, job.longitude, "offset") * 100;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const [nx, ny] = [-dy * offset, dx * offset];
  const cx = width / 2 + nx;
  const cy = height / 2 + ny;
  const reach = Math.hypot(width, height);
  const road = `M${r1(cx - dx * reach)},${r1(cy - dy * reach)}L${r1(cx + dx * reach)},${r1(cy + dy * reach)}`;
  out.push(
    `<path d="${road}" stroke="#f3c969" stroke-width="24"/><path d="${road}" stroke="#fbe3a4" stroke-width="15"/>`,
  );
  out.push(
    `<path d="M${r1(cx)},${r1(cy)}L${width / 2},${height / 2}" stroke="#ffffff" stroke-width="9" stroke-dasharray="18 12"/>`,
  );
  return out;
}

/**
 * The city is one endless procedural plan (street grid, avenues, parks and shore fixed by the city's name), and each
 * map is the window onto it around the meeting point: maps of nearby activities line up like a real map's tiles.
 */
export function mapSvg(job: MapJob, width: number, height: number): string {
  const cosLat = Math.cos((job.cityLatitude * Math.PI) / 180);
  // Meeting point in metres east/north of the city centre.
  const px = (job.longitude - job.cityLongitude) * 111320 * cosLat;
  const py = (job.latitude - job.cityLatitude) * 110540;
  const angle = Math.round(hash(job.city, "angle") * 50 - 25);
  const halfW = (width / 2) * METRES_PER_PX * 1.5;
  const halfH = (height / 2) * METRES_PER_PX * 1.5;
  // World (metres, y north) → screen: centred on the pin, then the city's street grid rotated.
  const toScreen = (x: number, y: number): [number, number] => [
    width / 2 + (x - px) / METRES_PER_PX,
    height / 2 - (y - py) / METRES_PER_PX,
  ];
  // Out of town (a desert camp, a reserve gate, a trailhead) there is no street grid: open ground and a road or two.
  const open = job.open === true;
  const out: string[] = [`<rect width="${width}" height="${height}" fill="${open ? "#efe3c8" : "#f2efe9"}"/>`];
  if (open) out.push(...openGround(job, width, height));

  const grid = 160 + Math.round(hash(job.city, "grid") * 80);
  const avenueEvery = 4;
  const parks: string[] = [];
  const minor: string[] = [];
  const major: string[] = [];
  const rad = (angle * Math.PI) / 180;
  const ux = [Math.cos(rad), Math.sin(rad)];
  const uy = [-Math.sin(rad), Math.cos(rad)];
  // Grid coordinates of the pin along the rotated axes.
  const gu = px * ux[0] + py * ux[1];
  const gv = px * uy[0] + py * uy[1];
  const reach = Math.hypot(halfW, halfH);
  const toXY = (u: number, v: number) => toScreen(u * ux[0] + v * uy[0], u * ux[1] + v * uy[1]);
  const line = (a: [number, number], b: [number, number]) => `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
  for (let i = Math.floor((gu - reach) / grid); !open && i <= Math.ceil((gu + reach) / grid); i++) {
    const u = i * grid + (hash(job.city, "u", i) - 0.5) * grid * 0.3;
    (i % avenueEvery === 0 ? major : minor).push(line(toXY(u, gv - reach), toXY(u, gv + reach)));
  }
  for (let j = Math.floor((gv - reach) / grid); !open && j <= Math.ceil((gv + reach) / grid); j++) {
    const v = j * grid + (hash(job.city, "v", j) - 0.5) * grid * 0.3;
    (j % avenueEvery === 0 ? major : minor).push(line(toXY(gu - reach, v), toXY(gu + reach, v)));
    for (let i = Math.floor((gu - reach) / grid); i <= Math.ceil((gu + reach) / grid); i++) {
      if (hash(job.city, "park", i, j) > 0.9) {
        const corners = [
          toXY(i * grid + 20, j * grid + 20),
          toXY((i + 1) * grid - 20, j * grid + 20),
          toXY((i + 1) * grid - 20, (j + 1) * grid - 20),
          toXY(i * grid + 20, (j + 1) * grid - 20),
        ];
        parks.push(`M${corners.map(([x, y]) => `${r1(x)},${r1(y)}`).join("L")}Z`);
      }
    }
  }
  if (!open) {
    out.push(`<path d="${parks.join("")}" fill="#cfe8c4"/>`);
    // Building blocks read as a faint texture between the streets.
    out.push(
      `<path d="${minor.join("")}" stroke="#ffffff" stroke-width="${r1(26 / METRES_PER_PX)}" stroke-linecap="square"/>`,
    );
    out.push(
      `<path d="${major.join("")}" stroke="#f3c969" stroke-width="${r1(44 / METRES_PER_PX)}"/><path d="${major.join("")}" stroke="#fbe3a4" stroke-width="${r1(30 / METRES_PER_PX)}"/>`,
    );
  }

  const coast = COASTS[job.city];
  if (coast) {
    const b = (coast.bearing * Math.PI) / 180;
    const dir = [Math.sin(b), Math.cos(b)]; // east, north
    // The meeting point is always on land: the shore is pushed past it when the city's line would put it at sea.
    const along = px * dir[0] + py * dir[1];
    const shore = Math.max(coast.shore, along + 250);
    const perp = [-dir[1], dir[0]];
    const pts: [number, number][] = [];
    const steps = 40;
    for (let k = 0; k <= steps; k++) {
      const t = -reach * 2 + (k / steps) * reach * 4;
      const wobble = Math.sin(t / 300 + hash(job.city, "shore") * 6) * 60 + Math.sin(t / 97) * 20;
      const s = shore + wobble;
      pts.push(
        toScreen(
          dir[0] * s + perp[0] * (t + px * perp[0] + py * perp[1]),
          dir[1] * s + perp[1] * (t + px * perp[0] + py * perp[1]),
        ),
      );
    }
    const far = (t: number) =>
      toScreen(dir[0] * (shore + reach * 4) + perp[0] * t, dir[1] * (shore + reach * 4) + perp[1] * t);
    const tail = [far(reach * 4 + px * perp[0] + py * perp[1]), far(-reach * 4 + px * perp[0] + py * perp[1])];
    const d = `M${[...pts, ...tail].map(([x, y]) => `${r1(x)},${r1(y)}`).join("L")}Z`;
    out.push(
      `<path d="${d}" fill="#a9d3ee"/><path d="M${pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join("L")}" stroke="#8cc2e3" stroke-width="6" fill="none"/>`,
    );
    out.push(
      `<path d="M${pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join("L")}" stroke="#efe3c2" stroke-width="14" fill="none" transform="translate(0,0)" opacity="0.8"/>`,
    );
  }

  // The meeting point: a pin with a soft shadow and a ring marking the spot.
  const cx = width / 2;
  const cy = height / 2;
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="46" fill="#e11d48" fill-opacity="0.14" stroke="#e11d48" stroke-opacity="0.4" stroke-width="3"/>` +
      `<ellipse cx="${cx}" cy="${cy + 2}" rx="16" ry="6" fill="#000000" opacity="0.25"/>` +
      `<path d="M${cx},${cy}C${cx - 10},${cy - 26} ${cx - 30},${cy - 38} ${cx - 30},${cy - 62}A30,30 0 1 1 ${cx + 30},${cy - 62}C${cx + 30},${cy - 38} ${cx + 10},${cy - 26} ${cx},${cy}Z" fill="#e11d48" stroke="#ffffff" stroke-width="4"/>` +
      `<circle cx="${cx}" cy="${cy - 62}" r="11" fill="#ffffff"/>`,
  );
  // Scale bar (200 m) in the bottom corner; it is a picture, so it sits the same way in both languages.
  const bar = 200 / METRES_PER_PX;
  out.push(
    `<path d="M24,${height - 24}h${bar}M24,${height - 32}v16M${24 + bar},${height - 32}v16" stroke="#334155" stroke-width="4"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${out.join("")}</svg>`;
}

export async function renderMap(job: MapJob, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(mapSvg(job, width, height)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
