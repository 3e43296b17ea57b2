// Draws stylised demo photos (activities, cities, blog posts) locally as SVG and rasterises them with sharp — nothing is downloaded.
import sharp from "sharp";
import type { CategorySlug } from "./types.ts";
import type { Subject } from "./subjects.ts";

export type SceneKind = CategorySlug | "city" | "blog";
/**
 * What stands behind a waterfront or street scene, by city (subjects.ts): Dubai's towers and the Burj Khalifa, another
 * city's towers without it, or a low town under mountains (Muscat, Salalah, Al Ain…), so that no Muscat dhow sails
 * under the Burj Khalifa.
 */
export type Backdrop = "dubai" | "towers" | "low";

// Scenes are composed on a fixed 1600x1000 canvas and scaled (cropped to cover) to the requested size.
const W = 1600;
const H = 1000;

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

type Rand = {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rand;
  next.range = (min, max) => min + next() * (max - min);
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.chance = (p) => next() < p;
  return next;
}

function hashSeed(kind: string, seed: number): number {
  let h = 2166136261 ^ Math.floor(seed);
  for (let i = 0; i < kind.length; i++) h = Math.imul(h ^ kind.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Colour and formatting helpers
// ---------------------------------------------------------------------------------------------

const n = (v: number) => Math.round(v * 10) / 10;

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${((1 << 24) | (c(16) << 16) | (c(8) << 8) | c(0)).toString(16).slice(1)}`;
}

type TimeOfDay = "dawn" | "noon" | "sunset" | "night";

type Palette = {
  time: TimeOfDay;
  sky: [string, string, string];
  sun: string;
  glow: string;
  haze: string; // colour distant things fade into
  light: string; // ambient tint laid over local colours
  tint: number; // how strongly the ambient tint applies
  ink: string; // silhouettes
  water: [string, string];
  sunX: number;
  sunY: number;
  sunR: number;
  night: boolean;
};

function makePalette(r: Rand, forced?: TimeOfDay): Palette {
  const time = forced ?? r.pick<TimeOfDay>(["dawn", "noon", "noon", "sunset", "sunset", "night"]);
  const j = (c: string, amt = 0.12) =>
    mix(c, r.pick(["#ff9a6b", "#6b8cff", "#ffd36b", "#c86bff", "#6bffd3"]), r() * amt);
  const sunX = r.range(250, 1350);
  switch (time) {
    case "dawn":
      return {
        time,
        sky: [j("#3b4a82"), j("#e89a8a"), j("#ffd9a8")],
        sun: "#fff0c8",
        glow: "#ffc98a",
        haze: "#e9b9a6",
        light: "#ffb38a",
        tint: 0.22,
        ink: "#2b2340",
        water: ["#7f8fb8", "#e8b1a0"],
        sunX,
        sunY: r.range(430, 520),
        sunR: r.range(45, 65),
        night: false,
      };
    case "noon":
      return {
        time,
        sky: [j("#2f7fcf"), j("#79bdec"), j("#dff1fa")],
        sun: "#fffdf0",
        glow: "#fff7d6",
        haze: "#cfe6f3",
        light: "#fff6e0",
        tint: 0.08,
        ink: "#25324a",
        water: ["#1f7fb8", "#4fc2d8"],
        sunX,
        sunY: r.range(110, 220),
        sunR: r.range(40, 55),
        night: false,
      };
    case "sunset":
      return {
        time,
        sky: [j("#35204f"), j("#d2486a"), j("#fbb040")],
        sun: "#ffe39a",
        glow: "#ff9a4a",
        haze: "#e9866c",
        light: "#ff7a3c",
        tint: 0.3,
        ink: "#2a1330",
        water: ["#4a2a5c", "#e87a5a"],
        sunX,
        sunY: r.range(400, 500),
        sunR: r.range(55, 80),
        night: false,
      };
    default:
      return {
        time,
        sky: [j("#060a22"), j("#16214f"), j("#3c3f7c")],
        sun: "#f6f1da",
        glow: "#8c93d8",
        haze: "#2b2f63",
        light: "#1c2a6b",
        tint: 0.55,
        ink: "#070914",
        water: ["#0b1233", "#27306a"],
        sunX,
        sunY: r.range(110, 240),
        sunR: r.range(28, 40),
        night: true,
      };
  }
}

// Local colour under the scene's light; depth 0 = far (hazy), 1 = near.
function lit(p: Palette, base: string, depth = 1): string {
  const c = mix(base, p.light, p.tint);
  return mix(c, p.haze, (1 - depth) * 0.65);
}

// ---------------------------------------------------------------------------------------------
// SVG building
// ---------------------------------------------------------------------------------------------

type Ctx = {
  r: Rand;
  p: Palette;
  defs: string[];
  out: string[];
  id: number;
  /** The city behind the scene; unset (category and blog pictures) draws Dubai's. */
  backdrop?: Backdrop;
};

function uid(c: Ctx, prefix: string): string {
  return `${prefix}${c.id++}`;
}

function vGrad(c: Ctx, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = uid(c, "g");
  c.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops
        .map(
          ([o, col, op]) =>
            `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("") +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

function rGrad(c: Ctx, stops: [number, string, number?][]): string {
  const id = uid(c, "r");
  c.defs.push(
    `<radialGradient id="${id}">` +
      stops
        .map(
          ([o, col, op]) =>
            `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("") +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}

type Curve = (x: number) => number;

function curvePath(f: Curve, bottom = H, x0 = 0, x1 = W, step = 20): string {
  let d = `M${x0},${bottom}L${x0},${n(f(x0))}`;
  for (let x = x0 + step; x < x1; x += step) d += `L${x},${n(f(x))}`;
  return `${d}L${x1},${n(f(x1))}L${x1},${bottom}Z`;
}

function smoothCurve(r: Rand, y0: number, amp: number, minF = 0.002, maxF = 0.008, waves = 3): Curve {
  const parts = Array.from({ length: waves }, (_, i) => ({
    a: (amp * r.range(0.5, 1)) / (i + 1),
    f: r.range(minF, maxF) * (i + 1),
    ph: r.range(0, 7),
  }));
  return (x) => y0 + parts.reduce((s, q) => s + q.a * Math.sin(x * q.f + q.ph), 0);
}

// Jagged mountain ridge through random peaks; returns the curve and its peak points.
function peaks(r: Rand, y0: number, amp: number, minGap = 90, maxGap = 240): { f: Curve; pts: [number, number][] } {
  const pts: [number, number][] = [];
  let x = -r.range(0, 120);
  let up = r.chance(0.5);
  while (x < W + 250) {
    pts.push([x, y0 - (up ? r.range(0.55, 1) : r.range(0, 0.35)) * amp]);
    up = !up;
    x += r.range(minGap, maxGap);
  }
  const f: Curve = (xx) => {
    for (let i = 1; i < pts.length; i++) {
      if (xx <= pts[i][0]) {
        const [ax, ay] = pts[i - 1];
        const [bx, by] = pts[i];
        const t = (xx - ax) / (bx - ax);
        return ay + (by - ay) * t + Math.sin(xx * 0.09) * 3 + Math.sin(xx * 0.23) * 2;
      }
    }
    return pts[pts.length - 1][1];
  };
  return { f, pts };
}

function sky(c: Ctx, horizon = H): void {
  const { p, r } = c;
  c.out.push(
    `<rect width="${W}" height="${H}" fill="${vGrad(
      c,
      [
        [0, p.sky[0]],
        [0.6, p.sky[1]],
        [1, p.sky[2]],
      ],
      0,
      0,
      0,
      Math.max(0.5, horizon / H),
    )}"/>`,
  );
  if (p.night) {
    let d = "";
    for (let i = 0; i < 140; i++) d += `M${n(r.range(0, W))},${n(r.range(0, horizon * 0.8))}h0`;
    c.out.push(`<path d="${d}" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" opacity="0.75"/>`);
    d = "";
    for (let i = 0; i < 30; i++) d += `M${n(r.range(0, W))},${n(r.range(0, horizon * 0.6))}h0`;
    c.out.push(`<path d="${d}" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round" opacity="0.9"/>`);
  }
  // Sun or moon with a soft glow.
  c.out.push(glow(p.sunX, p.sunY, p.sunR * (p.time === "noon" ? 4 : 6), p.glow, p.time === "noon" ? 0.25 : 0.45));
  c.out.push(`<circle cx="${n(p.sunX)}" cy="${n(p.sunY)}" r="${n(p.sunR)}" fill="${p.sun}"/>`);
  if (p.night)
    c.out.push(
      `<circle cx="${n(p.sunX + p.sunR * 0.35)}" cy="${n(p.sunY - p.sunR * 0.15)}" r="${n(p.sunR * 0.85)}" fill="${p.sky[0]}" opacity="0.92"/>`,
    );
  if (!p.night) clouds(c, r.int(1, 4), horizon);
}

// Soft glow as stacked translucent discs: radial gradients are ~3x slower to rasterise in librsvg.
function glow(cx: number, cy: number, R: number, col: string, strength: number, rings = 12): string {
  let g = "";
  for (let i = 0; i < rings; i++)
    g += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * ((rings - i) / rings) ** 1.6)}"/>`;
  return `<g fill="${col}" fill-opacity="${Math.round((strength * 1.5 * 1000) / rings) / 1000}">${g}</g>`;
}

function clouds(c: Ctx, count: number, horizon: number): void {
  const { r, p } = c;
  const col = p.time === "noon" ? "#ffffff" : mix("#ffffff", p.glow, 0.5);
  for (let i = 0; i < count; i++) {
    const cx = r.range(0, W);
    const cy = r.range(80, Math.min(horizon - 120, 380));
    const s = r.range(0.6, 1.4);
    let g = "";
    for (let k = 0; k < 5; k++) {
      g += `<ellipse cx="${n(cx + (k - 2) * 55 * s + r.range(-15, 15))}" cy="${n(cy - Math.sin((k / 4) * Math.PI) * 22 * s)}" rx="${n(r.range(60, 95) * s)}" ry="${n(r.range(18, 30) * s)}"/>`;
    }
    c.out.push(`<g fill="${col}" opacity="${n(r.range(0.35, 0.6) * 10) / 10}">${g}</g>`);
  }
}

function water(c: Ctx, top: number, bottom = H): void {
  const { p, r } = c;
  c.out.push(
    `<rect y="${top}" width="${W}" height="${bottom - top}" fill="${vGrad(c, [
      [0, p.water[1]],
      [1, p.water[0]],
    ])}"/>`,
  );
  // Sun path glitter.
  let d = "";
  for (let i = 0; i < 40; i++) {
    const t = i / 40;
    const y = top + 4 + t * t * (bottom - top);
    const w = (20 + t * 200) * r.range(0.3, 1);
    d += `M${n(p.sunX - w / 2 + r.range(-30, 30) * t)},${n(y)}h${n(w)}`;
  }
  c.out.push(`<path d="${d}" stroke="${p.sun}" stroke-width="3" opacity="0.45"/>`);
  d = "";
  for (let i = 0; i < 70; i++) {
    const t = r();
    const y = top + 6 + t * t * (bottom - top);
    d += `M${n(r.range(-50, W))},${n(y)}h${n(20 + t * 140)}`;
  }
  c.out.push(`<path d="${d}" stroke="#ffffff" stroke-width="2" opacity="0.22"/>`);
}

// ---------------------------------------------------------------------------------------------
// Reusable objects (all drawn around a local origin, placed with transforms)
// ---------------------------------------------------------------------------------------------

function palm(c: Ctx, x: number, base: number, h: number, col: string): string {
  const { r } = c;
  const lean = r.range(-0.25, 0.25) * h;
  const tx = x + lean;
  const ty = base - h;
  let s = `<path d="M${n(x - h * 0.035)},${n(base)}Q${n(x + lean * 0.2)},${n(base - h * 0.5)} ${n(tx - h * 0.015)},${n(ty)}L${n(tx + h * 0.015)},${n(ty)}Q${n(x + lean * 0.2 + h * 0.03)},${n(base - h * 0.5)} ${n(x + h * 0.035)},${n(base)}Z" fill="${col}"/>`;
  const fronds = r.int(7, 10);
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + r.range(-0.15, 0.15);
    const L = h * r.range(0.38, 0.55);
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L * 0.5 + L * 0.45;
    const mx = tx + Math.cos(a) * L * 0.5;
    const my = ty + Math.sin(a) * L * 0.5 - L * 0.12;
    const wdt = h * 0.05;
    s += `<path d="M${n(tx)},${n(ty)}Q${n(mx)},${n(my - wdt)} ${n(ex)},${n(ey)}Q${n(mx)},${n(my + wdt)} ${n(tx)},${n(ty)}Z" fill="${col}"/>`;
  }
  return s;
}

function burj(cx: number, base: number, h: number, w: number): string {
  const levels = 9;
  const left: string[] = [`${n(cx - w / 2)},${n(base)}`];
  const right: string[] = [`${n(cx + w / 2)},${n(base)}`];
  let half = w / 2;
  for (let i = 1; i <= levels; i++) {
    const y = base - h * 0.8 * (i / levels);
    left.push(`${n(cx - half)},${n(y)}`);
    right.push(`${n(cx + half)},${n(y)}`);
    half = (w / 2) * (1 - i / (levels + 1)) ** 1.25;
    left.push(`${n(cx - half)},${n(y)}`);
    right.push(`${n(cx + half)},${n(y)}`);
  }
  left.push(`${n(cx - 1.5)},${n(base - h)}`);
  right.push(`${n(cx + 1.5)},${n(base - h)}`);
  return `M${left.join("L")}L${right.reverse().join("L")}Z`;
}

type SkylineOpts = {
  x0?: number;
  x1?: number;
  minH: number;
  maxH: number;
  col: string;
  tall?: number;
  windows?: boolean;
  sail?: number;
};

function skyline(c: Ctx, base: number, o: SkylineOpts): void {
  const { r, p } = c;
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? W + 20;
  let d = "";
  let win = "";
  let x = x0;
  while (x < x1) {
    const w = r.range(28, 75);
    const h = r.range(o.minH, o.maxH) * (r.chance(0.15) ? 1.5 : 1);
    const top = base - h;
    const style = r();
    if (style < 0.2) {
      // Tower with a spire.
      d += `M${n(x)},${base}V${n(top)}H${n(x + w)}V${base}Z M${n(x + w / 2 - 2)},${n(top)}v${n(-h * 0.25)}h4v${n(h * 0.25)}Z`;
    } else if (style < 0.4) {
      // Stepped top.
      d += `M${n(x)},${base}V${n(top + 30)}H${n(x + w * 0.15)}V${n(top)}H${n(x + w * 0.85)}V${n(top + 30)}H${n(x + w)}V${base}Z`;
    } else if (style < 0.55) {
      // Slanted roof.
      d += `M${n(x)},${base}V${n(top + w * 0.6)}L${n(x + w)},${n(top)}V${base}Z`;
    } else if (style < 0.65) {
      // Rounded crown.
      d += `M${n(x)},${base}V${n(top + w / 2)}A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x + w)},${n(top + w / 2)}V${base}Z`;
    } else {
      d += `M${n(x)},${base}V${n(top)}H${n(x + w)}V${base}Z`;
    }
    if (o.windows && h > 60) {
      for (let wy = top + 14; wy < base - 10; wy += 16) {
        for (let wx = x + 6; wx < x + w - 8; wx += 12)
          if (r.chance(p.night ? 0.45 : 0.25)) win += `M${n(wx)},${n(wy)}h5v7h-5Z`;
      }
    }
    x += w + r.range(-8, 14);
  }
  c.out.push(`<path d="${d}" fill="${o.col}"/>`);
  if (o.tall !== undefined) {
    const th = base - 60;
    c.out.push(`<path d="${burj(o.tall, base, th, 120)}" fill="${o.col}"/>`);
    if (p.night)
      c.out.push(`<path d="M${o.tall - 1},${60}v${th * 0.7}" stroke="#ffe6a8" stroke-width="2" opacity="0.7"/>`);
  }
  if (o.sail !== undefined) {
    const sx = o.sail;
    const sh = (o.maxH || 300) * 1.25;
    c.out.push(
      `<path d="M${sx},${base}V${n(base - sh)}Q${n(sx + sh * 0.42)},${n(base - sh * 0.55)} ${n(sx + sh * 0.3)},${base}Z" fill="${mix(o.col, "#ffffff", p.night ? 0.25 : 0.5)}"/>` +
        `<path d="M${sx},${n(base - sh)}v${n(-sh * 0.08)}M${sx},${n(base - sh * 0.25)}l${n(sh * 0.3)},${n(sh * 0.1)}" stroke="${o.col}" stroke-width="5"/>`,
    );
  }
  if (win)
    c.out.push(`<path d="${win}" fill="${p.night ? "#ffd98a" : "#ffffff"}" opacity="${p.night ? 0.85 : 0.25}"/>`);
}

/**
 * The city on the horizon at `base`: a skyline with the Burj Khalifa (Dubai, and scenes of no city), a skyline without
 * it (other cities of towers), or whitewashed low buildings under brown mountains (towns without towers).
 */
function backdrop(c: Ctx, base: number, o: Omit<SkylineOpts, "tall">): void {
  const { r, p } = c;
  // Drawn first whatever the city, so a Dubai scene draws exactly what it drew before backdrops existed.
  const tall = r.range(250, 1350);
  if (c.backdrop === "low") {
    const hills = peaks(r, base - r.range(70, 120), 150, 120, 280);
    c.out.push(`<path d="${curvePath(hills.f, base + 2, 0, W, 12)}" fill="${lit(p, "#9a7258", 0.35)}"/>`);
    skyline(c, base, { minH: 14, maxH: 46, col: lit(p, "#f1e9dc", 0.5), windows: o.windows });
    return;
  }
  skyline(c, base, { ...o, tall: c.backdrop === "towers" ? undefined : tall });
}

function camel(col: string): string {
  return (
    `<g fill="${col}" stroke="${col}" stroke-linecap="round">` +
    `<ellipse cx="0" cy="-70" rx="48" ry="22"/><path d="M-30,-78Q-10,-128 18,-80Z" stroke-width="2"/>` +
    `<path d="M38,-78Q62,-95 64,-128" fill="none" stroke-width="14"/><ellipse cx="76" cy="-130" rx="18" ry="9"/>` +
    `<path d="M-32,-60L-36,0M-20,-60L-16,0M26,-60L22,0M36,-60L42,0" fill="none" stroke-width="7"/>` +
    `<path d="M-46,-72q-12,14 -8,34" fill="none" stroke-width="4"/></g>`
  );
}

function jeep(col: string, accent: string): string {
  return (
    `<path d="M-110,-28L-110,-62L-60,-64L-36,-104L60,-104L78,-64L112,-58L114,-28Z" fill="${col}"/>` +
    `<path d="M-28,-96L-10,-96L-10,-68L-48,-66Z M0,-96L52,-96L64,-68L0,-68Z" fill="${accent}" opacity="0.8"/>` +
    `<path d="M-30,-110h80" stroke="${col}" stroke-width="6"/>` +
    `<circle cx="-66" cy="-26" r="27" fill="${col}"/><circle cx="72" cy="-26" r="27" fill="${col}"/>` +
    `<circle cx="-66" cy="-26" r="11" fill="${accent}" opacity="0.6"/><circle cx="72" cy="-26" r="11" fill="${accent}" opacity="0.6"/>`
  );
}

function dhow(col: string, sail: string): string {
  return (
    `<path d="M-170,-40L-150,-48L150,-40L190,-70L175,-30Q150,8 100,12L-120,12Q-160,0 -170,-40Z" fill="${col}"/>` +
    `<path d="M-150,-40L160,-40" stroke="${sail}" stroke-width="3" opacity="0.5"/>` +
    `<path d="M10,-40V-250" stroke="${col}" stroke-width="7"/>` +
    `<path d="M-150,-110L150,-330L12,-48Z" fill="${sail}"/>` +
    `<path d="M-160,-100L160,-338" stroke="${col}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-140,-40L-150,-110M150,-40L150,-75" stroke="${col}" stroke-width="3"/>`
  );
}

function balloon(c: Ctx, x: number, y: number, s: number): string {
  const { r, p } = c;
  const cols = r.pick([
    ["#e63946", "#ffd166"],
    ["#2a9d8f", "#f4a261"],
    ["#6a4c93", "#ffca3a"],
    ["#ef476f", "#118ab2"],
  ]);
  const a = lit(p, cols[0]);
  const b = lit(p, cols[1]);
  let stripes = "";
  for (let i = -2; i <= 2; i++) {
    if (i % 2 === 0) continue;
    stripes += `<path d="M0,-100Q${i * 30},-100 ${i * 24},-10Q${i * 14},30 ${i * 8},40" stroke="${b}" stroke-width="18" fill="none"/>`;
  }
  return (
    `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100})">` +
    `<path d="M0,-100C70,-100 80,-30 55,10C40,34 18,42 14,50L-14,50C-18,42 -40,34 -55,10C-80,-30 -70,-100 0,-100Z" fill="${a}"/>` +
    `${stripes}<path d="M-12,50L-10,78M12,50L10,78" stroke="${c.p.ink}" stroke-width="2"/>` +
    `<rect x="-13" y="76" width="26" height="20" rx="3" fill="${lit(p, "#7a4a22")}"/></g>`
  );
}

function flamingo(col: string, dark: string, flip: boolean): string {
  return (
    `<g transform="scale(${flip ? -1 : 1},1)">` +
    `<path d="M-6,-130L-4,0M10,-130L24,-70L8,-62" stroke="${dark}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M-55,-170C-50,-205 20,-215 40,-185C50,-165 30,-135 0,-132C-25,-130 -60,-140 -75,-150Z" fill="${col}"/>` +
    `<path d="M-60,-165C-40,-180 -10,-185 10,-175" stroke="${mix(col, "#ffffff", 0.35)}" stroke-width="6" fill="none"/>` +
    `<path d="M30,-188C60,-230 20,-260 35,-300C45,-325 75,-320 78,-300" stroke="${col}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M70,-310L92,-296L84,-280L74,-292Z" fill="${dark}"/></g>`
  );
}

function oryx(body: string, dark: string): string {
  return (
    `<g stroke-linecap="round">` +
    `<path d="M-60,-70L-62,0M-40,-70L-36,0M40,-72L44,0M55,-70L58,0" stroke="${body}" stroke-width="10"/>` +
    `<path d="M-62,-30L-62,0M-36,-30L-36,0M44,-30L44,0M58,-30L58,0" stroke="${dark}" stroke-width="10"/>` +
    `<ellipse cx="0" cy="-95" rx="82" ry="34" fill="${body}"/>` +
    `<path d="M-80,-95L70,-95" stroke="${dark}" stroke-width="6" opacity="0.6"/>` +
    `<path d="M60,-110L98,-160L118,-150L92,-100Z" fill="${body}"/>` +
    `<path d="M100,-160L140,-138L136,-126L104,-136Z" fill="${body}"/>` +
    `<path d="M104,-150L134,-132" stroke="${dark}" stroke-width="6"/>` +
    `<path d="M104,-162L60,-300M112,-160L74,-296" stroke="${dark}" stroke-width="5"/>` +
    `<path d="M-80,-100q-16,10 -14,40" stroke="${dark}" stroke-width="6" fill="none"/></g>`
  );
}

function person(col: string, s = 1): string {
  return `<g transform="scale(${s})" fill="${col}"><circle cx="0" cy="-58" r="8"/><path d="M-9,-48h18l3,26h-6l-2,22h-8l-2,-22h-6Z"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

function desertSafari(c: Ctx): void {
  const { r, p } = c;
  c.p.sunY = Math.max(p.sunY, p.night ? 150 : 380);
  sky(c, 620);
  const sands = ["#e8b86a", "#e0a352", "#d48f3f", "#c97c33", "#b9672a"];
  const layers = 5;
  let near: Curve = () => H;
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const y0 = 560 + i * 95 + r.range(-20, 20);
    const f = smoothCurve(r, y0, 50 + i * 18, 0.0015, 0.005, 2);
    const base = sands[i];
    const top = lit(p, mix(base, "#ffe7a8", 0.3), 0.6 + depth * 0.4);
    const bot = lit(p, mix(base, "#8a3f12", 0.2 + depth * 0.2), 0.6 + depth * 0.4);
    c.out.push(
      `<path d="${curvePath(f)}" fill="${vGrad(c, [
        [0, top],
        [1, bot],
      ])}"/>`,
    );
    // Wind ripples on nearer dunes.
    if (i >= 2) {
      let d = "";
      for (let k = 0; k < 10; k++) {
        const x = r.range(0, W);
        const y = f(x) + r.range(25, 140);
        d += `M${n(x)},${n(y)}q${n(40)},${n(-8)} ${n(r.range(90, 160))},${n(r.range(-4, 6))}`;
      }
      c.out.push(`<path d="${d}" stroke="${mix(bot, "#ffffff", 0.3)}" stroke-width="3" fill="none" opacity="0.35"/>`);
    }
    if (i === 1) near = f;
  }
  // Camel caravan along a crest, and a 4x4 on the nearest dunes.
  const ink = lit(p, p.ink);
  const jeepLeft = r.chance(0.5);
  const cx0 = jeepLeft ? r.range(800, 1150) : r.range(120, 450);
  const camels = r.int(2, 5);
  const caravanScale = r.range(0.6, 0.85);
  for (let k = 0; k < camels; k++) {
    const x = cx0 + k * 130 * caravanScale;
    c.out.push(
      `<g transform="translate(${n(x)},${n(near(x) + 6)}) scale(${n(caravanScale * 100) / 100})">${camel(ink)}</g>`,
    );
  }
  const jx = jeepLeft ? r.range(300, 650) : r.range(950, 1350);
  const jy = r.range(880, 960);
  const js = r.range(1.3, 1.8);
  c.out.push(
    `<ellipse cx="${n(jx - 190 * js)}" cy="${n(jy - 40)}" rx="${n(190 * js)}" ry="${n(45 * js)}" fill="${lit(p, "#f1cf95")}" opacity="0.55"/>`,
  );
  c.out.push(
    `<ellipse cx="${n(jx - 120 * js)}" cy="${n(jy - 60)}" rx="${n(90 * js)}" ry="${n(38 * js)}" fill="${lit(p, "#f6dcae")}" opacity="0.5"/>`,
  );
  c.out.push(
    `<g transform="translate(${n(jx)},${n(jy)}) scale(${n(js * 100) / 100}) rotate(${n(r.range(-6, 4))})">${jeep(lit(p, r.pick(["#f2f2f2", "#2f3b45", "#b5382f", "#d9c7a0"])), p.night ? "#ffd98a" : "#1b2530")}</g>`,
  );
}

function cruise(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(560, 620);
  p.sunY = Math.min(p.sunY, horizon - 60);
  sky(c, horizon);
  backdrop(c, horizon, { minH: 40, maxH: 170, col: lit(p, "#5a6078", 0.3), windows: true });
  water(c, horizon);
  const s = r.range(1.2, 1.7);
  const x = r.range(420, 1180);
  const y = r.range(820, 900);
  const hull = lit(p, r.pick(["#6b3f1f", "#7a4a26", "#5c3318"]));
  const sail = lit(p, "#f3e6c8");
  const boat = dhow(hull, sail);
  c.out.push(
    `<g transform="translate(${n(x)},${n(y + 24 * s)}) scale(${n(s * 100) / 100},${n(-s * 55) / 100})" opacity="0.28">${boat}</g>`,
  );
  c.out.push(`<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100})">${boat}</g>`);
  if (p.night) {
    let d = "";
    for (let k = 0; k < 9; k++) d += `M${n(x - 140 * s + k * 34 * s)},${n(y - 52 * s)}h0`;
    c.out.push(`<path d="${d}" stroke="#ffd98a" stroke-width="9" stroke-linecap="round"/>`);
  }
  // A second boat in the distance.
  const x2 = x < 800 ? r.range(1150, 1450) : r.range(150, 450);
  c.out.push(
    `<g transform="translate(${n(x2)},${n(horizon + 45)}) scale(0.4)" opacity="0.85">${dhow(lit(p, "#4a2f1c", 0.5), lit(p, "#f3e6c8", 0.5))}</g>`,
  );
}

function themePark(c: Ctx): void {
  const { r, p } = c;
  const ground = r.range(760, 800);
  sky(c, ground);
  skyline(c, ground - 20, { minH: 30, maxH: 110, col: lit(p, "#6d7896", 0.2) });
  c.out.push(
    `<rect y="${n(ground - 20)}" width="${W}" height="${n(H - ground + 20)}" fill="${vGrad(c, [
      [0, lit(p, "#78a85a", 0.7)],
      [1, lit(p, "#3c6a34")],
    ])}"/>`,
  );
  // Ferris wheel.
  const fx = r.chance(0.5) ? r.range(1050, 1350) : r.range(250, 520);
  const R = r.range(210, 270);
  const fy = ground - R - 50;
  const steel = lit(p, "#e9eef5");
  let spokes = "";
  const cabins = r.int(12, 18);
  let cab = "";
  const cabCols = ["#e63946", "#ffd166", "#06d6a0", "#118ab2", "#ef476f", "#f77f00"];
  for (let i = 0; i < cabins; i++) {
    const a = (i / cabins) * Math.PI * 2;
    const ex = fx + Math.cos(a) * R;
    const ey = fy + Math.sin(a) * R;
    spokes += `M${n(fx)},${n(fy)}L${n(ex)},${n(ey)}`;
    cab += `<rect x="${n(ex - 14)}" y="${n(ey)}" width="28" height="26" rx="6" fill="${lit(p, cabCols[i % cabCols.length])}"/>`;
  }
  c.out.push(
    `<path d="M${n(fx - 120)},${n(ground)}L${n(fx)},${n(fy)}L${n(fx + 120)},${n(ground)}" stroke="${steel}" stroke-width="12" fill="none"/>`,
  );
  c.out.push(
    `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(R)}" stroke="${steel}" stroke-width="8" fill="none"/><circle cx="${n(fx)}" cy="${n(fy)}" r="${n(R * 0.92)}" stroke="${steel}" stroke-width="3" fill="none"/>`,
  );
  c.out.push(
    `<path d="${spokes}" stroke="${steel}" stroke-width="3"/><circle cx="${n(fx)}" cy="${n(fy)}" r="16" fill="${steel}"/>${cab}`,
  );
  if (p.night)
    c.out.push(
      `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(R)}" stroke="#ffd98a" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" fill="none"/>`,
    );
  // Roller coaster with a loop.
  const track = lit(p, r.pick(["#e63946", "#ffb703", "#3a86ff", "#8338ec"]));
  const left = fx > 800;
  const cx = left ? r.range(430, 640) : r.range(960, 1170);
  const lr = r.range(110, 150);
  const ly = ground - 60 - lr;
  const x0 = left ? -20 : W + 20;
  const dir = left ? 1 : -1;
  const hillX = x0 + dir * 180;
  const hillTop = r.range(160, 260);
  const d =
    `M${n(x0)},${n(ground - 120)}C${n(hillX - dir * 60)},${n(ground - 200)} ${n(hillX - dir * 40)},${n(hillTop)} ${n(hillX + dir * 30)},${n(hillTop)}` +
    `C${n(hillX + dir * 120)},${n(hillTop)} ${n(cx - dir * 160)},${n(ground - 60)} ${n(cx)},${n(ground - 60)}` +
    `A${n(lr)},${n(lr)} 0 1 ${left ? 1 : 0} ${n(cx + dir * 0.1)},${n(ground - 60)}` +
    `C${n(cx + dir * 200)},${n(ground - 60)} ${n(cx + dir * 260)},${n(ground - 300)} ${n(cx + dir * 420)},${n(ground - 220)}`;
  let sup = "";
  // Supports hang from points sampled along the lift hill's two bezier segments.
  const bez = (a: number, b: number, c2: number, d2: number, t: number) =>
    (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c2 + t ** 3 * d2;
  const segs: number[][] = [
    [x0, hillX - dir * 60, hillX - dir * 40, hillX + dir * 30, ground - 120, ground - 200, hillTop, hillTop],
    [hillX + dir * 30, hillX + dir * 120, cx - dir * 160, cx, hillTop, hillTop, ground - 60, ground - 60],
  ];
  for (const sg of segs) {
    for (let t = 0.15; t < 1; t += 0.17)
      sup += `M${n(bez(sg[0], sg[1], sg[2], sg[3], t))},${n(ground)}V${n(bez(sg[4], sg[5], sg[6], sg[7], t))}`;
  }
  sup += `M${n(cx)},${n(ground)}V${n(ground - 60)}M${n(cx - lr * 0.7)},${n(ground)}L${n(cx - lr * 0.3)},${n(ly + lr)}M${n(cx + lr * 0.7)},${n(ground)}L${n(cx + lr * 0.3)},${n(ly + lr)}`;
  sup += `M${n(cx + dir * 300)},${n(ground)}V${n(ground - 250)}M${n(cx + dir * 380)},${n(ground)}V${n(ground - 230)}`;
  c.out.push(`<path d="${sup}" stroke="${lit(p, "#c9ced6", 0.8)}" stroke-width="6" fill="none"/>`);
  c.out.push(
    `<path d="${d}" stroke="${mix(track, "#000000", 0.35)}" stroke-width="18" fill="none"/><path d="${d}" stroke="${track}" stroke-width="10" fill="none"/>`,
  );
  // Tents and flags in the foreground.
  const tents = r.int(3, 6);
  for (let k = 0; k < tents; k++) {
    const tx = r.range(80, 1520);
    const tw = r.range(70, 120);
    const ty = r.range(ground + 60, H - 20);
    const a = lit(p, r.pick(cabCols));
    c.out.push(
      `<path d="M${n(tx - tw)},${n(ty)}V${n(ty - tw * 0.6)}L${n(tx)},${n(ty - tw * 1.4)}L${n(tx + tw)},${n(ty - tw * 0.6)}V${n(ty)}Z" fill="${lit(p, "#fdf6e3")}"/>` +
        `<path d="M${n(tx - tw)},${n(ty - tw * 0.6)}L${n(tx)},${n(ty - tw * 1.4)}L${n(tx - tw * 0.33)},${n(ty - tw * 0.6)}ZM${n(tx + tw * 0.33)},${n(ty - tw * 0.6)}L${n(tx)},${n(ty - tw * 1.4)}L${n(tx + tw)},${n(ty - tw * 0.6)}Z" fill="${a}"/>` +
        `<path d="M${n(tx)},${n(ty - tw * 1.4)}v-30l22,8l-22,8" fill="${a}" stroke="${a}" stroke-width="3"/>`,
    );
  }
}

function cityTour(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(800, 860);
  sky(c, base);
  const tall = r.range(500, 1100);
  if (c.backdrop === "low") {
    const hills = peaks(r, base - r.range(160, 220), 170, 120, 280);
    c.out.push(`<path d="${curvePath(hills.f, base, 0, W, 12)}" fill="${lit(p, "#9a7258", 0.4)}"/>`);
    skyline(c, base, { minH: 40, maxH: 110, col: lit(p, "#f1e9dc", 0.8), windows: true });
  } else {
    skyline(c, base - 40, { minH: 60, maxH: 200, col: lit(p, "#7b86a6", 0.35), windows: false });
    skyline(c, base, {
      minH: 90,
      maxH: 330,
      col: lit(p, "#394260", 0.8),
      tall: c.backdrop === "towers" ? undefined : tall,
      windows: true,
    });
  }
  c.out.push(`<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${lit(p, "#2a2f3f")}"/>`);
  // Road with light trails or cars.
  c.out.push(
    `<path d="M0,${n(base + 55)}H${W}" stroke="${p.night ? "#ff6b5a" : "#ffffff"}" stroke-width="${p.night ? 6 : 3}" stroke-dasharray="${p.night ? "60 20" : "30 30"}" opacity="0.8"/>`,
  );
  c.out.push(
    `<path d="M0,${n(base + 95)}H${W}" stroke="${p.night ? "#ffe08a" : "#ffffff"}" stroke-width="${p.night ? 6 : 3}" stroke-dasharray="${p.night ? "80 15" : "30 30"}" opacity="0.8"/>`,
  );
  const ink = lit(p, p.ink);
  for (let k = 0; k < 6; k++) c.out.push(palm(c, r.range(0, W), H + 10, r.range(180, 300), ink));
  // Open-top tour bus.
  const bx = r.range(200, 1200);
  const by = base + 120;
  const bus = lit(p, r.pick(["#d62828", "#f77f00", "#2a9d8f"]));
  c.out.push(
    `<g transform="translate(${n(bx)},${n(by)})"><rect x="0" y="-90" width="260" height="80" rx="12" fill="${bus}"/>` +
      `<path d="M12,-80h236v24h-236Z" fill="${p.night ? "#ffd98a" : "#bfe3f5"}" opacity="0.8"/><path d="M0,-90h260v-12h-260Z" fill="${mix(bus, "#000000", 0.3)}"/>` +
      `<circle cx="55" cy="-10" r="18" fill="#1a1a1a"/><circle cx="205" cy="-10" r="18" fill="#1a1a1a"/></g>`,
  );
}

function waterSports(c: Ctx): void {
  if (c.p.night) c.p = makePalette(c.r, "sunset");
  const { r, p } = c;
  const horizon = r.range(460, 520);
  p.sunY = Math.min(p.sunY, horizon - 80);
  sky(c, horizon);
  skyline(c, horizon, { x0: r.range(0, 400), x1: r.range(900, 1300), minH: 15, maxH: 60, col: lit(p, "#6d7896", 0.2) });
  water(c, horizon);
  // Rolling waves with foam.
  for (let i = 0; i < 5; i++) {
    const y = horizon + 90 + i * 85;
    const f = smoothCurve(r, y, 10 + i * 5, 0.01, 0.02, 2);
    c.out.push(
      `<path d="${curvePath(f, y + 70 + i * 10)}" fill="${lit(p, mix(p.water[0], "#0a3d62", 0.2 + i * 0.05))}" opacity="0.35"/>`,
    );
    let d = `M0,${n(f(0))}`;
    for (let x = 20; x <= W; x += 20) d += `L${x},${n(f(x))}`;
    c.out.push(
      `<path d="${d}" stroke="#ffffff" stroke-width="${3 + i}" fill="none" opacity="0.55" stroke-dasharray="${r.int(60, 160)} ${r.int(20, 80)}"/>`,
    );
  }
  // Beach in the foreground corner.
  const sand = smoothCurve(r, 930, 40, 0.002, 0.004, 2);
  c.out.push(
    `<path d="${curvePath(sand)}" fill="${lit(p, "#f0d39b")}"/><path d="${curvePath((x) => sand(x) - 10, H, 0, W)}" fill="#ffffff" opacity="0.25"/>`,
  );
  // Jet ski with spray.
  const jx = r.range(350, 1250);
  const jy = r.range(700, 800);
  const dir = r.chance(0.5) ? 1 : -1;
  const body = lit(p, r.pick(["#ffd60a", "#e63946", "#00b4d8", "#ffffff"]));
  c.out.push(
    `<g transform="translate(${n(jx)},${n(jy)}) scale(${dir * 1.5},1.5)">` +
      `<ellipse cx="-150" cy="-5" rx="120" ry="28" fill="#ffffff" opacity="0.6"/><ellipse cx="-90" cy="-25" rx="70" ry="40" fill="#ffffff" opacity="0.55"/>` +
      `<path d="M-100,-10L-95,-45L10,-50L60,-40L95,-15L70,5L-90,5Z" fill="${body}"/>` +
      `<path d="M-60,-45L0,-72L10,-50Z" fill="${mix(body, "#000000", 0.4)}"/>` +
      `<g transform="translate(-40,-44) scale(1.4)" fill="${lit(p, p.ink)}"><circle cx="8" cy="-62" r="9"/><path d="M-6,-52L16,-52L30,-30L20,-26L10,-40L6,-18L16,0L6,2L-8,-18Z"/><path d="M14,-46l30,6" stroke="${lit(p, p.ink)}" stroke-width="5"/></g>` +
      `<path d="M95,-10C110,0 120,0 140,-6" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/></g>`,
  );
  // Parasail above.
  if (r.chance(0.75)) {
    const px = r.range(200, 1400);
    const py = r.range(140, 280);
    const a = lit(p, r.pick(["#e63946", "#ff9f1c", "#3a86ff"]));
    c.out.push(
      `<g transform="translate(${n(px)},${n(py)})"><path d="M-110,0A110,60 0 0 1 110,0Q0,-20 -110,0Z" fill="${a}"/><path d="M-36,-55Q-40,-30 -36,-8M36,-55Q40,-30 36,-8" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.8"/>` +
        `<path d="M-105,-2L0,110M105,-2L0,110M-50,-15L0,110M50,-15L0,110" stroke="${lit(p, p.ink)}" stroke-width="1.5" opacity="0.7"/>` +
        `<g transform="translate(0,160)">${person(lit(p, p.ink), 0.9)}</g>` +
        `<path d="M0,110L${n((jx > px ? -1 : 1) * 500)},${n(horizon + 80 - py)}" stroke="${lit(p, p.ink)}" stroke-width="1.5" opacity="0.6"/></g>`,
    );
  }
}

function attraction(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(820, 870);
  sky(c, base);
  skyline(c, base - 10, { minH: 60, maxH: 220, col: lit(p, "#7b86a6", 0.35), tall: r.range(100, 1500), windows: true });
  c.out.push(
    `<rect y="${n(base - 10)}" width="${W}" height="${n(H - base + 10)}" fill="${vGrad(c, [
      [0, lit(p, "#d9c7a6")],
      [1, lit(p, "#a88e68")],
    ])}"/>`,
  );
  const frame = r.chance(0.6);
  const gold = vGrad(
    c,
    [
      [0, lit(p, "#f7d774")],
      [0.5, lit(p, "#d9a93a")],
      [1, lit(p, "#b07e1e")],
    ],
    0,
    0,
    1,
    0,
  );
  if (frame) {
    // A giant picture-frame landmark.
    const fw = r.range(420, 520);
    const fh = r.range(620, 700);
    const fx = r.range(380, 1220 - fw / 2) - fw / 2 + 200;
    const fy = base - fh;
    const t = 62;
    c.out.push(
      `<path d="M${n(fx)},${n(fy)}h${n(fw)}v${n(fh)}h${n(-fw)}Z M${n(fx + t)},${n(fy + t * 1.1)}v${n(fh - t * 1.1)}h${n(fw - 2 * t)}v${n(-(fh - t * 1.1))}Z" fill="${gold}" fill-rule="evenodd"/>` +
        `<path d="M${n(fx + t)},${n(fy + 12)}h${n(fw - 2 * t)}v${n(t * 0.75)}h${n(-(fw - 2 * t))}Z" fill="${p.night ? "#ffe6a8" : "#9fd3f0"}" opacity="0.75"/>`,
    );
    let pattern = "";
    for (let y = fy + t * 1.6; y < base - 20; y += 38)
      pattern += `M${n(fx + 10)},${n(y)}h${n(t - 20)}M${n(fx + fw - t + 10)},${n(y)}h${n(t - 20)}`;
    c.out.push(`<path d="${pattern}" stroke="#fff3c4" stroke-width="4" opacity="0.6"/>`);
  }
  // Observation tower with a pod.
  const ox = frame ? (r.chance(0.5) ? r.range(120, 300) : r.range(1300, 1480)) : r.range(600, 1000);
  const oh = frame ? r.range(480, 560) : r.range(680, 760);
  const podY = base - oh * 0.85;
  const col = lit(p, "#dfe6ee");
  c.out.push(
    `<path d="M${n(ox - 24)},${n(base)}L${n(ox - 10)},${n(base - oh)}H${n(ox + 10)}L${n(ox + 24)},${n(base)}Z" fill="${col}"/>` +
      `<ellipse cx="${n(ox)}" cy="${n(podY)}" rx="${frame ? 70 : 110}" ry="${frame ? 26 : 38}" fill="${col}"/>` +
      `<path d="M${n(ox - (frame ? 66 : 104))},${n(podY - 4)}h${frame ? 132 : 208}" stroke="${p.night ? "#ffd98a" : "#4f7fa8"}" stroke-width="${frame ? 9 : 13}"/>` +
      `<path d="M${n(ox)},${n(base - oh)}v-90" stroke="${col}" stroke-width="5"/>`,
  );
  let ppl = "";
  const ink = lit(p, p.ink);
  for (let k = 0; k < 14; k++)
    ppl += `<g transform="translate(${n(r.range(40, 1560))},${n(r.range(base + 40, H - 10))})">${person(ink, r.range(0.8, 1.2))}</g>`;
  c.out.push(ppl);
}

function adventure(c: Ctx, balloons = true): void {
  const { r, p } = c;
  sky(c, 600);
  const layers = [
    { y: 520, a: 220, col: "#8a7fa0", d: 0.15 },
    { y: 650, a: 260, col: "#a0603a", d: 0.5 },
    { y: 860, a: 300, col: "#6b3b22", d: 1 },
  ];
  let high: [number, number] = [0, 0];
  let mid: Curve = () => H;
  layers.forEach((L, i) => {
    const m = peaks(r, L.y, L.a);
    c.out.push(
      `<path d="${curvePath(m.f, H, 0, W, 12)}" fill="${vGrad(c, [
        [0, lit(p, mix(L.col, "#ffd9a8", 0.2), L.d)],
        [1, lit(p, mix(L.col, "#000000", 0.25), L.d)],
      ])}"/>`,
    );
    if (i === 1) mid = m.f;
    if (i === 2) {
      high = m.pts.filter(([x]) => x > 60 && x < 500).sort((a, b) => a[1] - b[1])[0] ?? [200, 500];
    }
  });
  // Zipline from a near peak down across the valley.
  const [hx, hy] = high;
  const ex = r.range(1250, 1500);
  const ey = mid(ex) + 40;
  const ink = lit(p, p.ink);
  const sag = 60;
  c.out.push(
    `<path d="M${n(hx)},${n(hy - 40)}V${n(hy + 20)}M${n(ex)},${n(ey - 40)}V${n(ey + 20)}" stroke="${ink}" stroke-width="8"/>`,
  );
  c.out.push(
    `<path d="M${n(hx)},${n(hy - 40)}Q${n((hx + ex) / 2)},${n((hy + ey) / 2 - 40 + sag)} ${n(ex)},${n(ey - 40)}" stroke="${ink}" stroke-width="3" fill="none"/>`,
  );
  const t = r.range(0.3, 0.65);
  const qx = (1 - t) * (1 - t) * hx + 2 * t * (1 - t) * ((hx + ex) / 2) + t * t * ex;
  const qy = (1 - t) * (1 - t) * (hy - 40) + 2 * t * (1 - t) * ((hy + ey) / 2 - 40 + sag) + t * t * (ey - 40);
  c.out.push(
    `<g transform="translate(${n(qx)},${n(qy)})" fill="${ink}" stroke="${ink}" stroke-linecap="round"><path d="M0,0V30" stroke-width="3"/>` +
      `<circle cx="0" cy="40" r="10"/><path d="M0,50L-4,85M-4,85L-24,105M-4,85L14,108M0,56L-20,40M0,56L18,42" stroke-width="9" fill="none"/></g>`,
  );
  const count = balloons ? r.int(1, 3) : 0;
  for (let k = 0; k < count; k++)
    c.out.push(balloon(c, r.range(550, 1450), r.range(150, 380), r.range(0.6, 1.2) / (k * 0.4 + 1)));
}

function mosque(
  _c: Ctx,
  cx: number,
  base: number,
  s: number,
  col: string,
  shade: string,
  arch: string,
  gold: string,
): string {
  const dome = (x: number, y: number, R: number) =>
    `<path d="M${n(x - R)},${n(y)}C${n(x - R * 1.1)},${n(y - R * 0.9)} ${n(x - R * 0.3)},${n(y - R * 1.15)} ${n(x)},${n(y - R * 1.35)}C${n(x + R * 0.3)},${n(y - R * 1.15)} ${n(x + R * 1.1)},${n(y - R * 0.9)} ${n(x + R)},${n(y)}Z" fill="${col}"/>` +
    `<path d="M${n(x + R * 0.25)},${n(y - R * 1.1)}C${n(x + R * 0.8)},${n(y - R * 0.8)} ${n(x + R)},${n(y - R * 0.4)} ${n(x + R)},${n(y)}H${n(x + R * 0.45)}C${n(x + R * 0.55)},${n(y - R * 0.5)} ${n(x + R * 0.45)},${n(y - R * 0.9)} ${n(x + R * 0.25)},${n(y - R * 1.1)}Z" fill="${shade}" opacity="0.5"/>` +
    `<path d="M${n(x)},${n(y - R * 1.35)}v${n(-R * 0.3)}" stroke="${gold}" stroke-width="${n(Math.max(3, R * 0.06))}"/><circle cx="${n(x)}" cy="${n(y - R * 1.55)}" r="${n(Math.max(4, R * 0.07))}" fill="${gold}"/>`;
  const minaret = (x: number, h: number, w: number) =>
    `<path d="M${n(x - w / 2)},${n(base)}V${n(base - h * 0.85)}H${n(x + w / 2)}V${n(base)}Z" fill="${col}"/>` +
    `<path d="M${n(x + w * 0.1)},${n(base)}V${n(base - h * 0.85)}H${n(x + w / 2)}V${n(base)}Z" fill="${shade}" opacity="0.4"/>` +
    `<path d="M${n(x - w * 0.8)},${n(base - h * 0.62)}h${n(w * 1.6)}v12h${n(-w * 1.6)}Z M${n(x - w * 0.75)},${n(base - h * 0.85)}h${n(w * 1.5)}v10h${n(-w * 1.5)}Z" fill="${col}"/>` +
    dome(x, base - h * 0.85, w * 0.55);
  const bw = 900 * s;
  const bh = 200 * s;
  const top = base - bh;
  let g = "";
  g += minaret(cx - bw / 2 - 30 * s, 640 * s, 44 * s) + minaret(cx + bw / 2 + 30 * s, 640 * s, 44 * s);
  g += `<rect x="${n(cx - bw / 2)}" y="${n(top)}" width="${n(bw)}" height="${n(bh)}" fill="${col}"/>`;
  g += `<rect x="${n(cx - 150 * s)}" y="${n(top - 70 * s)}" width="${n(300 * s)}" height="${n(72 * s)}" fill="${col}"/>`;
  g += dome(cx, top - 70 * s, 150 * s);
  g +=
    dome(cx - 290 * s, top, 70 * s) +
    dome(cx + 290 * s, top, 70 * s) +
    dome(cx - 420 * s, top, 40 * s) +
    dome(cx + 420 * s, top, 40 * s);
  // Arcade of pointed arches.
  const arches = 11;
  const aw = bw / arches;
  let d = "";
  for (let i = 0; i < arches; i++) {
    const x = cx - bw / 2 + i * aw + aw * 0.18;
    const w = aw * 0.64;
    const sTop = top + bh * 0.45;
    d += `M${n(x)},${n(base)}V${n(sTop)}Q${n(x)},${n(sTop - w * 0.7)} ${n(x + w / 2)},${n(sTop - w * 0.85)}Q${n(x + w)},${n(sTop - w * 0.7)} ${n(x + w)},${n(sTop)}V${n(base)}Z`;
  }
  g += `<path d="${d}" fill="${arch}"/>`;
  return g;
}

function culture(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(700, 740);
  sky(c, base);
  const col = lit(p, "#f4efe6");
  const shade = lit(p, "#9aa4c0");
  const arch = p.night ? "#ffcf7a" : lit(p, "#8a7a66");
  const gold = lit(p, "#e0b440");
  const s = r.range(0.85, 1.05);
  const cx = r.range(650, 950);
  const m = mosque(c, cx, base, s, col, shade, arch, gold);
  c.out.push(m);
  // Reflecting pool and a plaza.
  c.out.push(`<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${lit(p, "#e7dfd0")}"/>`);
  const py = base + 30;
  c.out.push(
    `<rect y="${n(py)}" width="${W}" height="${n(H - py - 60)}" fill="${vGrad(c, [
      [0, p.water[1]],
      [1, p.water[0]],
    ])}"/>`,
  );
  c.out.push(`<g transform="translate(0,${n(py + base + 40)}) scale(1,-1)" opacity="0.3">${m}</g>`);
  c.out.push(`<rect y="${n(H - 60)}" width="${W}" height="60" fill="${lit(p, "#d8cdb8")}"/>`);
  const ink = lit(p, p.ink);
  c.out.push(
    palm(c, r.range(20, 160), H, r.range(380, 480), ink) + palm(c, r.range(1440, 1580), H, r.range(380, 480), ink),
  );
}

function food(c: Ctx): void {
  const { r, p } = c;
  // Warm interior wall with an arched window onto the sky.
  const wall = lit(p, r.pick(["#c98b5a", "#b7704a", "#d2a06e"]), 1);
  c.out.push(
    `<rect width="${W}" height="${H}" fill="${vGrad(c, [
      [0, mix(wall, "#000000", 0.25)],
      [1, wall],
    ])}"/>`,
  );
  const wx = r.range(350, 1250);
  const ww = 360;
  const clip = uid(c, "c");
  const archD = `M${n(wx - ww / 2)},560V220Q${n(wx - ww / 2)},40 ${n(wx)},20Q${n(wx + ww / 2)},40 ${n(wx + ww / 2)},220V560Z`;
  c.defs.push(`<clipPath id="${clip}"><path d="${archD}"/></clipPath>`);
  const inner: Ctx = {
    r,
    p: { ...p, sunX: wx + r.range(-80, 80), sunY: p.night ? 140 : 330, sunR: 34 },
    defs: c.defs,
    out: [],
    id: c.id,
  };
  sky(inner, 560);
  const dune = smoothCurve(r, 440, 30, 0.004, 0.01, 2);
  inner.out.push(`<path d="${curvePath(dune, 560)}" fill="${lit(p, "#d49a4e", 0.6)}"/>`);
  c.id = inner.id;
  c.out.push(`<g clip-path="url(#${clip})">${inner.out.join("")}</g>`);
  c.out.push(`<path d="${archD}" fill="none" stroke="${mix(wall, "#3b2414", 0.5)}" stroke-width="18"/>`);
  // Hanging lantern.
  const lx = wx < 800 ? wx + 420 : wx - 420;
  c.out.push(
    `<path d="M${n(lx)},0V120" stroke="#3b2414" stroke-width="3"/><circle cx="${n(lx)}" cy="190" r="110" fill="${rGrad(
      c,
      [
        [0, "#ffd98a", 0.6],
        [1, "#ffd98a", 0],
      ],
    )}"/>` +
      `<path d="M${n(lx - 30)},130h60l12,40l-12,60h-60l-12,-60Z" fill="#b8862d"/><path d="M${n(lx - 18)},145h36l6,25l-6,45h-36l-6,-45Z" fill="#ffe2a0"/>`,
  );
  // Table top.
  const ty = 560;
  c.out.push(
    `<rect y="${ty}" width="${W}" height="${H - ty}" fill="${vGrad(c, [
      [0, lit(p, "#7a4a2a")],
      [1, lit(p, "#4a2a16")],
    ])}"/>`,
  );
  c.out.push(`<path d="M0,${ty}H${W}" stroke="${lit(p, "#a06a40")}" stroke-width="10"/>`);
  const runner = lit(p, r.pick(["#a4262c", "#1d4e89", "#2d6a4f"]));
  c.out.push(`<path d="M300,${ty}L1300,${ty}L1600,${H}L0,${H}Z" fill="${runner}"/>`);
  let stripes = "";
  for (let k = 0; k < 6; k++) {
    const y = ty + 40 + k * 70;
    const t = (y - ty) / (H - ty);
    stripes += `M${n(300 - 300 * t)},${n(y)}H${n(1300 + 300 * t)}`;
  }
  c.out.push(
    `<path d="${stripes}" stroke="${lit(p, "#e9c46a")}" stroke-width="6" stroke-dasharray="16 10" opacity="0.7"/>`,
  );
  // Dishes.
  const foods = [
    ["#e8d5a8", "#c9a15f"],
    ["#5a9e3c", "#d94a3a"],
    ["#f2c14e", "#8a4a24"],
    ["#d9a066", "#f4e1c0"],
  ];
  const spots = [
    [280, 720, 150],
    [560, 860, 170],
    [900, 700, 130],
    [330, 930, 130],
  ];
  const order = [0, 1, 2, 3].sort(() => 0).map((i) => (i + r.int(0, 3)) % 4);
  spots.forEach(([x0, y0, R], i) => {
    const x = x0 + r.range(-30, 30) + (wx > 800 ? 0 : 500);
    const y = y0 + r.range(-15, 15);
    const [fa, fb] = foods[order[i]];
    let dish = `<ellipse cx="${n(x)}" cy="${n(y + 10)}" rx="${n(R + 8)}" ry="${n(R * 0.45 + 6)}" fill="#000000" opacity="0.25"/>`;
    dish += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(R)}" ry="${n(R * 0.45)}" fill="${lit(p, "#f7f3ea")}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(R * 0.72)}" ry="${n(R * 0.3)}" fill="${lit(p, fa)}"/>`;
    for (let k = 0; k < 9; k++) {
      const a = r.range(0, Math.PI * 2);
      const rr = r.range(0, 0.6);
      dish += `<ellipse cx="${n(x + Math.cos(a) * R * rr)}" cy="${n(y + Math.sin(a) * R * rr * 0.35)}" rx="${n(R * 0.11)}" ry="${n(R * 0.06)}" fill="${lit(p, fb)}"/>`;
    }
    c.out.push(dish);
  });
  // Dallah coffee pot with small cups.
  const dx = wx > 800 ? r.range(1150, 1300) : r.range(250, 400);
  const dy = r.range(820, 870);
  const brass = vGrad(
    c,
    [
      [0, lit(p, "#8a5a12")],
      [0.35, lit(p, "#f4d37a")],
      [0.6, lit(p, "#d4a437")],
      [1, lit(p, "#7a4a10")],
    ],
    0,
    0,
    1,
    0,
  );
  c.out.push(
    `<g transform="translate(${n(dx)},${n(dy)}) scale(1.35)">` +
      `<ellipse cx="0" cy="4" rx="95" ry="16" fill="#000000" opacity="0.3"/>` +
      `<path d="M-72,-52C-120,-90 -130,-170 -180,-222L-196,-236L-176,-238L-160,-222C-112,-178 -96,-108 -60,-82Z" fill="${brass}"/>` +
      `<path d="M46,-176C130,-186 128,-60 76,-34" stroke="${lit(p, "#9a6a1c")}" stroke-width="12" fill="none"/>` +
      `<path d="M-80,0C-104,-40 -72,-96 -38,-120C-28,-140 -62,-162 -54,-182L-48,-192H48L54,-182C62,-162 28,-140 38,-120C72,-96 104,-40 80,0Z" fill="${brass}"/>` +
      `<path d="M-54,-192Q0,-262 54,-192Z" fill="${brass}"/><ellipse cx="0" cy="-238" rx="12" ry="8" fill="${lit(p, "#d4a437")}"/><path d="M0,-244L-6,-256L0,-280L6,-256Z" fill="${lit(p, "#d4a437")}"/>` +
      `<path d="M-86,-40H86M-40,-120H40" stroke="${lit(p, "#7a4a10")}" stroke-width="4" opacity="0.6"/></g>`,
  );
  for (let k = 0; k < 3; k++) {
    const cx = dx + (wx > 800 ? -1 : 1) * (170 + k * 75);
    const cy = dy + 40 + (k % 2) * 30;
    c.out.push(
      `<path d="M${n(cx - 26)},${n(cy - 34)}H${n(cx + 26)}L${n(cx + 18)},${n(cy)}H${n(cx - 18)}Z" fill="${lit(p, "#f7f3ea")}"/><ellipse cx="${n(cx)}" cy="${n(cy - 34)}" rx="26" ry="7" fill="${lit(p, "#c79a3a")}"/>`,
    );
  }
  // Steam.
  const sx = dx + (wx > 800 ? -1 : 1) * 170;
  c.out.push(
    `<path d="M${n(sx)},${n(dy - 20)}c-20,-30 20,-50 0,-80c-20,-30 20,-50 0,-80" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.35"/>`,
  );
}

function wellness(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(480, 540);
  p.sunY = Math.min(p.sunY, horizon - 60);
  sky(c, horizon);
  water(c, horizon, 640);
  // Infinity pool edge with a stone deck.
  const pool = vGrad(c, [
    [0, lit(p, mix(p.water[1], "#7fe0e8", 0.6))],
    [1, lit(p, "#1a8fb0")],
  ]);
  c.out.push(`<rect y="640" width="${W}" height="${H - 640}" fill="${lit(p, "#e9dcc4")}"/>`);
  c.out.push(`<path d="M-40,640H1640L1500,940H100Z" fill="${pool}"/>`);
  c.out.push(`<path d="M-40,640H1640" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`);
  let rip = "";
  for (let k = 0; k < 16; k++) {
    const y = r.range(660, 920);
    const x = r.range(100, 1400);
    rip += `M${n(x)},${n(y)}q40,-6 80,0t80,0`;
  }
  c.out.push(`<path d="${rip}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.35"/>`);
  // Floating flowers and stones.
  for (let k = 0; k < 4; k++) {
    const x = r.range(200, 1400);
    const y = r.range(720, 900);
    c.out.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="22" ry="9" fill="${lit(p, "#ffffff")}"/><ellipse cx="${n(x)}" cy="${n(y - 3)}" rx="7" ry="4" fill="${lit(p, "#ffcf56")}"/>`,
    );
  }
  // Loungers.
  for (let k = 0; k < 2; k++) {
    const x = k === 0 ? r.range(120, 380) : r.range(1150, 1420);
    c.out.push(
      `<path d="M${n(x)},975h220l-20,-22h-170l-30,-60l-18,6l28,60Z" fill="${lit(p, "#fbfaf6")}"/><path d="M${n(x + 20)},975v20M${n(x + 200)},975v20" stroke="${lit(p, "#8a6a4a")}" stroke-width="6"/>`,
    );
  }
  const ink = lit(p, p.night ? p.ink : "#2f4a2a");
  c.out.push(
    palm(c, r.range(0, 120), 980, r.range(520, 640), ink) + palm(c, r.range(1480, 1600), 980, r.range(520, 640), ink),
  );
  if (r.chance(0.6)) c.out.push(palm(c, r.range(140, 260), 900, r.range(300, 380), ink));
  if (p.night || p.time === "sunset") {
    let d = "";
    for (let k = 0; k < 7; k++) d += `M${n(160 + k * 210)},650h0`;
    c.out.push(`<path d="${d}" stroke="#ffd98a" stroke-width="12" stroke-linecap="round" opacity="0.9"/>`);
  }
}

function dayTrip(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(560, 620);
  sky(c, horizon);
  const far = peaks(r, horizon - 30, 200, 120, 300);
  c.out.push(`<path d="${curvePath(far.f, H, 0, W, 12)}" fill="${lit(p, "#8a7f9a", 0.2)}"/>`);
  const mid = peaks(r, horizon + 20, 180, 100, 220);
  c.out.push(
    `<path d="${curvePath(mid.f, H, 0, W, 12)}" fill="${vGrad(c, [
      [0, lit(p, "#b06a3a", 0.6)],
      [1, lit(p, "#7a4222", 0.6)],
    ])}"/>`,
  );
  const g = smoothCurve(r, horizon + 40, 12, 0.003, 0.008, 2);
  c.out.push(
    `<path d="${curvePath(g)}" fill="${vGrad(c, [
      [0, lit(p, "#d8a866", 0.8)],
      [1, lit(p, "#b9824a")],
    ])}"/>`,
  );
  // Road winding towards the horizon.
  const vx = r.range(600, 1000);
  const amp = r.range(180, 320) * (r.chance(0.5) ? 1 : -1);
  const ph = r.range(0, Math.PI);
  const top = horizon + 46;
  const L: string[] = [];
  const R: string[] = [];
  const C: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const y = H + 10 - (H + 10 - top) * (1 - (1 - t) ** 1.6);
    const x = vx + (800 - vx) * (1 - t) + amp * Math.sin(t * 5 + ph) * (1 - t);
    const w = 260 * (1 - t) + 6 * t;
    L.push(`${n(x - w)},${n(y)}`);
    R.push(`${n(x + w)},${n(y)}`);
    C.push(`${n(x)},${n(y)}`);
  }
  c.out.push(`<path d="M${L.join("L")}L${R.reverse().join("L")}Z" fill="${lit(p, "#3b3a40")}"/>`);
  c.out.push(
    `<path d="M${C.join("L")}" stroke="${lit(p, "#f5d76e")}" stroke-width="6" stroke-dasharray="40 30" fill="none"/>`,
  );
  // Oasis palms and rocks in the wadi.
  const ink = lit(p, p.night ? p.ink : "#3b5a2a", 0.8);
  const side = r.chance(0.5);
  for (let k = 0; k < r.int(3, 6); k++)
    c.out.push(
      palm(
        c,
        side ? r.range(40, 420) : r.range(1180, 1560),
        r.range(horizon + 120, horizon + 240),
        r.range(140, 260),
        ink,
      ),
    );
  for (let k = 0; k < 6; k++) {
    const x = r.range(0, W);
    const y = r.range(horizon + 200, H);
    const s = r.range(20, 50);
    c.out.push(
      `<path d="M${n(x - s)},${n(y)}Q${n(x - s)},${n(y - s)} ${n(x)},${n(y - s)}Q${n(x + s * 1.2)},${n(y - s * 0.8)} ${n(x + s * 1.3)},${n(y)}Z" fill="${lit(p, "#8a5a34")}"/>`,
    );
  }
  // A 4x4 on the road.
  const t = r.range(0.1, 0.3);
  const y = H + 10 - (H + 10 - top) * (1 - (1 - t) ** 1.6);
  const x = vx + (800 - vx) * (1 - t) + amp * Math.sin(t * 5 + ph) * (1 - t);
  c.out.push(
    `<g transform="translate(${n(x)},${n(y)}) scale(${n((1 - t) * 0.8 * 100) / 100})">${jeep(lit(p, "#f2f2f2"), p.night ? "#ffd98a" : "#1b2530")}</g>`,
  );
}

function wildlife(c: Ctx, only?: "flamingos" | "oryx"): void {
  const { r, p } = c;
  if (only ? only === "flamingos" : r.chance(0.55)) {
    const horizon = r.range(520, 580);
    p.sunY = Math.min(p.sunY, horizon - 60);
    sky(c, horizon);
    // Mangroves on the far shore.
    const shore = smoothCurve(r, horizon - 10, 12, 0.01, 0.03, 3);
    c.out.push(`<path d="${curvePath(shore, horizon + 10)}" fill="${lit(p, "#2f4a35", 0.4)}"/>`);
    water(c, horizon + 10);
    const pink = lit(p, r.pick(["#f28ca0", "#f49ab0", "#ee7f96"]));
    const dark = lit(p, "#2a1a20");
    const count = r.int(3, 6);
    for (let k = 0; k < count; k++) {
      const x = 180 + ((k + r.range(0, 0.6)) / count) * 1250;
      const y = r.range(800, 930);
      const s = r.range(0.9, 1.3) * (0.6 + (y - 700) / 600);
      const flip = r.chance(0.4);
      const bird = flamingo(pink, dark, flip);
      c.out.push(
        `<g transform="translate(${n(x)},${n(y + 4)}) scale(${n(s * 100) / 100},${n(-s * 60) / 100})" opacity="0.3">${bird}</g>`,
      );
      c.out.push(`<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100})">${bird}</g>`);
    }
  } else {
    sky(c, 620);
    const layers = 3;
    let crest: Curve = () => H;
    for (let i = 0; i < layers; i++) {
      const f = smoothCurve(r, 620 + i * 130, 40, 0.0015, 0.004, 2);
      c.out.push(
        `<path d="${curvePath(f)}" fill="${vGrad(c, [
          [0, lit(p, "#f0c27a", 0.4 + i * 0.3)],
          [1, lit(p, "#c98a45", 0.4 + i * 0.3)],
        ])}"/>`,
      );
      if (i === 1) crest = f;
    }
    // Acacia tree.
    const ax = r.range(150, 1450);
    const ay = crest(ax) + 10;
    const ink = lit(p, p.night ? p.ink : "#4a3a22", 0.7);
    c.out.push(
      `<path d="M${n(ax)},${n(ay)}V${n(ay - 150)}l-60,-60M${n(ax)},${n(ay - 150)}l70,-70M${n(ax)},${n(ay - 120)}l-20,-60" stroke="${ink}" stroke-width="12" fill="none"/>` +
        `<ellipse cx="${n(ax)}" cy="${n(ay - 230)}" rx="180" ry="38" fill="${lit(p, p.night ? p.ink : "#556b2f", 0.7)}"/>`,
    );
    const count = r.int(2, 4);
    for (let k = 0; k < count; k++) {
      const x = 250 + ((k + r.range(0, 0.5)) / count) * 1100;
      const y = r.range(900, 960);
      const s = r.range(1.2, 1.6);
      c.out.push(
        `<g transform="translate(${n(x)},${n(y)}) scale(${n((r.chance(0.5) ? -s : s) * 100) / 100},${n(s * 100) / 100})">${oryx(lit(p, "#f3efe4"), lit(p, "#2a2420"))}</g>`,
      );
    }
  }
}

function cityPanorama(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(640, 700);
  sky(c, base);
  const tall = r.range(300, 1300);
  skyline(c, base - 25, { minH: 80, maxH: 220, col: lit(p, "#8a95b4", 0.3) });
  skyline(c, base, {
    minH: 60,
    maxH: 280,
    col: lit(p, "#3d4766", 0.75),
    tall,
    windows: true,
    sail: tall < 800 ? r.range(1150, 1450) : r.range(120, 400),
  });
  water(c, base);
  // Reflections of the lights / towers.
  let d = "";
  for (let k = 0; k < 60; k++) {
    const x = r.range(0, W);
    d += `M${n(x)},${n(base + r.range(5, 200))}h${n(r.range(10, 40))}`;
  }
  c.out.push(
    `<path d="${d}" stroke="${p.night ? "#ffd98a" : "#ffffff"}" stroke-width="3" opacity="${p.night ? 0.6 : 0.25}"/>`,
  );
  // Promenade with palms.
  c.out.push(
    `<path d="M0,${H - 90}H${W}V${H}H0Z" fill="${lit(p, "#c9b89a")}"/><path d="M0,${H - 90}H${W}" stroke="${lit(p, "#eee2c8")}" stroke-width="6"/>`,
  );
  const ink = lit(p, p.night ? p.ink : "#2f4a2a");
  for (let k = 0; k < 5; k++) c.out.push(palm(c, k * 360 + r.range(0, 200), H - 60, r.range(240, 340), ink));
  if (r.chance(0.6))
    c.out.push(
      `<g transform="translate(${n(r.range(300, 1300))},${n(base + 120)}) scale(0.55)">${dhow(lit(p, "#5c3318"), lit(p, "#f3e6c8"))}</g>`,
    );
}

function blog(c: Ctx): void {
  const { r, p } = c;
  const pastel = ["#ffd6a5", "#fdffb6", "#caffbf", "#9bf6ff", "#a0c4ff", "#bdb2ff", "#ffc6ff", "#ffadad"];
  const bg = r.pick(pastel);
  c.out.push(
    `<rect width="${W}" height="${H}" fill="${vGrad(
      c,
      [
        [0, mix(bg, "#ffffff", 0.5)],
        [1, bg],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  for (let k = 0; k < 7; k++) {
    const col = mix(r.pick(pastel), "#ff9a8a", r() * 0.3);
    c.out.push(glow(r.range(0, W), r.range(0, H), r.range(150, 420), col, 1, 5));
  }
  // Tilted photo cards with mini landscapes.
  const cards = r.int(3, 4);
  const minis = ["dunes", "sea", "city", "palm"] as const;
  for (let k = 0; k < cards; k++) {
    const cw = r.range(380, 480);
    const ch = cw * 0.75;
    const x = 120 + (k / cards) * 1250 + r.range(-40, 40);
    const y = r.range(180, 520);
    const rot = r.range(-12, 12);
    const clip = uid(c, "c");
    c.defs.push(`<clipPath id="${clip}"><rect x="0" y="0" width="${n(cw)}" height="${n(ch)}"/></clipPath>`);
    const mp = makePalette(r);
    const skyFill = vGrad(c, [
      [0, mp.sky[0]],
      [1, mp.sky[2]],
    ]);
    const mini = minis[(k + r.int(0, 3)) % 4];
    let inner = `<rect width="${n(cw)}" height="${n(ch)}" fill="${skyFill}"/><circle cx="${n(cw * r.range(0.2, 0.8))}" cy="${n(ch * 0.4)}" r="${n(cw * 0.07)}" fill="${mp.sun}"/>`;
    if (mini === "dunes")
      inner += `<path d="M0,${n(ch * 0.7)}Q${n(cw * 0.3)},${n(ch * 0.5)} ${n(cw * 0.6)},${n(ch * 0.72)}T${n(cw)},${n(ch * 0.65)}V${n(ch)}H0Z" fill="${mix("#e0a352", mp.light, mp.tint)}"/>`;
    else if (mini === "sea")
      inner += `<rect y="${n(ch * 0.62)}" width="${n(cw)}" height="${n(ch * 0.38)}" fill="${mp.water[0]}"/><g transform="translate(${n(cw * 0.5)},${n(ch * 0.8)}) scale(0.35)">${dhow(mp.ink, "#f3e6c8")}</g>`;
    else if (mini === "city")
      inner += `<path d="${burj(cw * 0.55, ch, ch * 0.85, 30)}" fill="${mp.ink}"/><path d="M0,${n(ch)}V${n(ch * 0.75)}h40v-20h30v40h40v-30h50v50h60V${n(ch)}Z M${n(cw)},${n(ch)}V${n(ch * 0.7)}h-50v30h-40v-50h-40v80Z" fill="${mp.ink}"/>`;
    else
      inner += `<rect y="${n(ch * 0.75)}" width="${n(cw)}" height="${n(ch * 0.25)}" fill="${mix("#f0d39b", mp.light, mp.tint)}"/>`;
    if (mini === "palm" || mini === "dunes") {
      const sub: Ctx = { r, p: mp, defs: c.defs, out: [], id: c.id };
      inner += palm(sub, cw * r.range(0.15, 0.85), ch, ch * 0.7, mp.ink);
    }
    c.out.push(
      `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)})">` +
        `<rect x="-6" y="4" width="${n(cw + 40)}" height="${n(ch + 90)}" fill="#000000" opacity="0.15"/>` +
        `<rect x="-20" y="-20" width="${n(cw + 40)}" height="${n(ch + 90)}" fill="#fffdf8"/>` +
        `<g clip-path="url(#${clip})">${inner}</g></g>`,
    );
  }
  // Dashed flight path with a paper plane.
  const y0 = r.range(100, 300);
  const d = `M-40,${n(y0 + 500)}C${n(400)},${n(y0 - 100)} ${n(900)},${n(y0 + 600)} ${n(1450)},${n(y0)}`;
  c.out.push(
    `<path d="${d}" stroke="${lit(p, "#ffffff")}" stroke-width="5" stroke-dasharray="18 16" fill="none" opacity="0.9"/>`,
  );
  c.out.push(
    `<g transform="translate(1460,${n(y0 - 5)}) rotate(-35) scale(1.4)"><path d="M-40,0L40,-20L-10,20Z" fill="#ffffff"/><path d="M-10,20L0,0L40,-20Z" fill="#d8dde6"/></g>`,
  );
  // Compass rose.
  const cx = r.range(1250, 1480);
  const cy = r.range(760, 880);
  const ink = lit(p, "#3a4a6b");
  c.out.push(
    `<g transform="translate(${n(cx)},${n(cy)}) rotate(${n(r.range(-20, 20))})" opacity="0.7"><circle r="80" fill="none" stroke="${ink}" stroke-width="4"/>` +
      `<path d="M0,-100L14,0L0,100L-14,0Z" fill="${ink}"/><path d="M-100,0L0,-14L100,0L0,14Z" fill="${ink}" opacity="0.6"/></g>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Subject scenes: one drawing per thing an activity shows (scripts/seed/subjects.ts)
// ---------------------------------------------------------------------------------------------

function dunes(c: Ctx, top = 600): Curve {
  const { r, p } = c;
  let near: Curve = () => H;
  const sands = ["#e8b86a", "#dc9c4c", "#c97c33"];
  sands.forEach((base, i) => {
    const f = smoothCurve(r, top + i * 120 + r.range(-20, 20), 45 + i * 20, 0.0015, 0.005, 2);
    c.out.push(
      `<path d="${curvePath(f)}" fill="${vGrad(c, [
        [0, lit(p, mix(base, "#ffe7a8", 0.3), 0.5 + i * 0.25)],
        [1, lit(p, mix(base, "#8a3f12", 0.25), 0.5 + i * 0.25)],
      ])}"/>`,
    );
    if (i === 1) near = f;
  });
  return near;
}

function tent(col: string, door: string): string {
  return `<path d="M-120,0L-90,-80L0,-120L90,-80L120,0Z" fill="${col}"/><path d="M-25,0L0,-70L25,0Z" fill="${door}"/>`;
}

function desertCamp(c: Ctx): void {
  const { r, p } = c;
  sky(c, 640);
  const crest = dunes(c, 620);
  const ink = lit(p, p.ink);
  const glowCol = p.night || p.time === "sunset" ? "#ffb347" : lit(p, "#5a3a22");
  const x0 = r.range(200, 700);
  for (let k = 0; k < r.int(3, 5); k++) {
    const x = x0 + k * r.range(170, 230);
    const s = r.range(0.7, 1.1);
    c.out.push(
      `<g transform="translate(${n(x)},${n(crest(x) + 60)}) scale(${n(s * 100) / 100})">${tent(lit(p, "#efe2c8"), glowCol)}</g>`,
    );
  }
  const fx = r.range(500, 1100);
  c.out.push(glow(fx, 900, 160, "#ffb347", p.night ? 0.7 : 0.3));
  c.out.push(
    `<path d="M${n(fx - 40)},920L${n(fx)},850L${n(fx + 40)},920Z" fill="#ff8c2a"/><path d="M${n(fx - 18)},920L${n(fx)},875L${n(fx + 18)},920Z" fill="#ffe08a"/>`,
  );
  for (let k = 0; k < 5; k++)
    c.out.push(
      `<g transform="translate(${n(fx + (k - 2) * 110 + r.range(-20, 20))},${n(r.range(950, 990))})">${person(ink, 1.6)}</g>`,
    );
  if (r.chance(0.6))
    c.out.push(
      `<g transform="translate(${n(r.range(1150, 1450))},${n(crest(1300) + 20)}) scale(0.8)">${camel(ink)}</g>`,
    );
}

function balloonScene(c: Ctx): void {
  const { r } = c;
  sky(c, 700);
  dunes(c, 680);
  const count = r.int(3, 6);
  for (let k = 0; k < count; k++)
    c.out.push(balloon(c, r.range(150, 1450), r.range(140, 560), r.range(0.8, 2.4) / (k * 0.3 + 1)));
}

function yacht(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(540, 600);
  p.sunY = Math.min(p.sunY, horizon - 60);
  sky(c, horizon);
  backdrop(c, horizon, { minH: 60, maxH: 260, col: lit(p, "#5a6078", 0.3), windows: true });
  water(c, horizon);
  const x = r.range(380, 1150);
  const y = r.range(820, 900);
  const s = r.range(1.1, 1.6) * (r.chance(0.5) ? 1 : -1);
  const hull = lit(p, "#fbfbf8");
  const glass = p.night ? "#ffd98a" : lit(p, "#2b3a4e");
  const boat =
    `<path d="M-260,-40H230L280,-70L250,0Q230,18 180,20H-220Q-250,10 -260,-40Z" fill="${hull}"/>` +
    `<path d="M-200,-40L-170,-95H140L190,-40Z" fill="${hull}"/><path d="M-150,-85H120L150,-52H-170Z" fill="${glass}"/>` +
    `<path d="M-120,-95L-100,-135H60L90,-95Z" fill="${hull}"/><path d="M-90,-128H50L70,-102H-105Z" fill="${glass}"/>` +
    `<path d="M-240,-8H240" stroke="${lit(p, "#1d3557")}" stroke-width="6"/>`;
  c.out.push(
    `<g transform="translate(${n(x)},${n(y + 30)}) scale(${n(s * 100) / 100},${n(-Math.abs(s) * 50) / 100})" opacity="0.25">${boat}</g>`,
  );
  c.out.push(
    `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100},${n(Math.abs(s) * 100) / 100})">${boat}</g>`,
  );
  c.out.push(
    `<path d="M${n(x - 300 * Math.abs(s))},${n(y + 24)}q150,18 ${n(600 * Math.abs(s))},0" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.6"/>`,
  );
}

function dolphin(col: string): string {
  return `<path d="M-120,0C-90,-70 40,-90 110,-30L140,-40L125,-10L150,5L110,0C60,-40 -40,-40 -100,10Z" fill="${col}"/><path d="M-10,-62L10,-110L30,-58Z" fill="${col}"/>`;
}

function dolphins(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(420, 520);
  p.sunY = Math.min(p.sunY, horizon - 60);
  sky(c, horizon);
  const coast = peaks(r, horizon, 90, 140, 300);
  c.out.push(
    `<path d="${curvePath(coast.f, horizon + 6, 0, r.range(500, 900), 12)}" fill="${lit(p, "#8a6a5a", 0.3)}"/>`,
  );
  water(c, horizon);
  const col = lit(p, "#5d6f80");
  const count = r.int(2, 4);
  for (let k = 0; k < count; k++) {
    const x = 250 + ((k + r.range(0, 0.5)) / count) * 1100;
    const y = r.range(700, 900);
    const s = r.range(0.9, 1.6) * (0.6 + (y - 600) / 500);
    c.out.push(
      `<g transform="translate(${n(x)},${n(y)}) scale(${n((r.chance(0.5) ? -s : s) * 100) / 100},${n(s * 100) / 100}) rotate(${n(r.range(-20, 10))})">${dolphin(col)}</g>`,
    );
    c.out.push(
      `<ellipse cx="${n(x)}" cy="${n(y + 14 * s)}" rx="${n(150 * s)}" ry="${n(12 * s)}" fill="#ffffff" opacity="0.35"/>`,
    );
  }
  c.out.push(
    `<g transform="translate(${n(r.range(200, 1400))},${n(horizon + 60)}) scale(0.35)">${dhow(lit(p, "#f2f2f2", 0.5), lit(p, "#dddddd", 0.5))}</g>`,
  );
}

function barjeelHouse(
  x: number,
  base: number,
  w: number,
  h: number,
  col: string,
  shade: string,
  win: string,
  tower: boolean,
): string {
  let g = `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${col}"/><rect x="${n(x + w * 0.7)}" y="${n(base - h)}" width="${n(w * 0.3)}" height="${n(h)}" fill="${shade}" opacity="0.35"/>`;
  g += `<path d="M${n(x + w * 0.35)},${n(base)}V${n(base - h * 0.45)}q${n(w * 0.15)},${n(-w * 0.18)} ${n(w * 0.3)},0V${n(base)}Z" fill="${win}"/>`;
  if (tower) {
    const tx = x + w * 0.15;
    const tw = w * 0.35;
    const th = h * 0.8;
    g += `<rect x="${n(tx)}" y="${n(base - h - th)}" width="${n(tw)}" height="${n(th)}" fill="${col}"/>`;
    for (let i = 0; i < 3; i++)
      g += `<rect x="${n(tx + tw * (0.12 + i * 0.3))}" y="${n(base - h - th * 0.9)}" width="${n(tw * 0.16)}" height="${n(th * 0.55)}" fill="${win}"/>`;
  }
  return g;
}

function oldTown(c: Ctx, lanterns = false): void {
  const { r, p } = c;
  const base = r.range(820, 880);
  sky(c, base);
  const col = lit(p, "#d9bf8f");
  const shade = lit(p, "#7a5a36");
  const win = p.night || p.time === "sunset" ? "#ffcf7a" : lit(p, "#5a4028");
  let x = r.range(-120, -20);
  while (x < W) {
    const w = r.range(160, 300);
    c.out.push(barjeelHouse(x, base, w, r.range(220, 380), col, shade, win, r.chance(0.45)));
    x += w + r.range(0, 30);
  }
  c.out.push(`<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${lit(p, "#c8ad80")}"/>`);
  if (lanterns || p.night) {
    let d = "";
    for (let k = 0; k < 12; k++) d += `M${n(60 + k * 135)},${n(base - 260 + Math.sin(k) * 20)}h0`;
    c.out.push(
      `<path d="M0,${n(base - 270)}Q800,${n(base - 200)} ${W},${n(base - 270)}" stroke="${lit(p, p.ink)}" stroke-width="3" fill="none"/>`,
    );
    c.out.push(`<path d="${d}" stroke="#ffb347" stroke-width="26" stroke-linecap="round"/>`);
  }
  if (lanterns) {
    for (let k = 0; k < 4; k++) {
      const sx = r.range(80, 1400);
      c.out.push(
        `<path d="M${n(sx)},${n(base + 10)}v-120h160v120M${n(sx - 20)},${n(base - 110)}l100,-40l100,40Z" stroke="${lit(p, "#5a3a22")}" stroke-width="8" fill="${lit(p, r.pick(["#b5382f", "#2a9d8f", "#e9c46a"]))}"/>`,
      );
    }
  }
  const ink = lit(p, p.ink);
  for (let k = 0; k < 10; k++)
    c.out.push(
      `<g transform="translate(${n(r.range(40, 1560))},${n(r.range(base + 40, H - 5))})">${person(ink, r.range(1.2, 1.9))}</g>`,
    );
}

function underwater(c: Ctx, diver: boolean): void {
  const { r, p } = c;
  const deep = p.night ? "#04142e" : "#06365e";
  c.out.push(
    `<rect width="${W}" height="${H}" fill="${vGrad(c, [
      [0, mix("#3ec1d3", p.light, p.tint * 0.3)],
      [0.5, "#1479a8"],
      [1, deep],
    ])}"/>`,
  );
  let rays = "";
  for (let k = 0; k < 6; k++) {
    const x = r.range(100, 1500);
    rays += `M${n(x)},0L${n(x + 120)},0L${n(x + 360)},${H}L${n(x + 200)},${H}Z`;
  }
  c.out.push(`<path d="${rays}" fill="#ffffff" opacity="0.08"/>`);
  const bed = smoothCurve(r, 880, 40, 0.002, 0.006, 2);
  c.out.push(
    `<path d="${curvePath(bed)}" fill="${vGrad(c, [
      [0, "#d8c590"],
      [1, "#8a7a50"],
    ])}"/>`,
  );
  for (let k = 0; k < 9; k++) {
    const x = r.range(0, W);
    const s = r.range(30, 90);
    c.out.push(
      `<ellipse cx="${n(x)}" cy="${n(bed(x))}" rx="${n(s)}" ry="${n(s * 0.8)}" fill="${r.pick(["#ff7f6e", "#f4a261", "#e76f51", "#c77dff", "#ffd166"])}"/>`,
    );
  }
  const fishCol = () => r.pick(["#ffd166", "#ff9f1c", "#4cc9f0", "#f8f9fa"]);
  for (let k = 0; k < r.int(10, 20); k++) {
    const x = r.range(50, 1550);
    const y = r.range(150, 820);
    const s = r.range(0.4, 1.3) * (r.chance(0.5) ? 1 : -1);
    c.out.push(
      `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100},${n(Math.abs(s) * 100) / 100})" fill="${fishCol()}"><ellipse rx="30" ry="13"/><path d="M26,0L48,-14V14Z"/></g>`,
    );
  }
  if (diver) {
    const dx = r.range(450, 1150);
    const dy = r.range(380, 600);
    const ink = "#0b1d2e";
    c.out.push(
      `<g transform="translate(${n(dx)},${n(dy)}) rotate(${n(r.range(-15, 15))})" fill="${ink}" stroke="${ink}" stroke-linecap="round">` +
        `<circle cx="-120" cy="0" r="26"/><rect x="-100" y="-22" width="150" height="44" rx="20"/><rect x="-80" y="-46" width="110" height="22" rx="10" fill="#e9c46a" stroke="none"/>` +
        `<path d="M50,-10L150,-30M50,10L150,30" stroke-width="20" fill="none"/><path d="M150,-30l60,-20v30ZM150,30l60,20v-30Z"/>` +
        `<path d="M-60,18L-120,70" stroke-width="14" fill="none"/><rect x="-150" y="-12" width="26" height="16" fill="#a8dadc" stroke="none"/></g>`,
    );
    for (let k = 0; k < 8; k++)
      c.out.push(
        `<circle cx="${n(dx - 140 + r.range(-20, 20))}" cy="${n(dy - 40 - k * 45)}" r="${n(r.range(5, 12))}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`,
      );
  } else {
    // Looking through the aquarium's arched glass tunnel, with visitors in silhouette.
    c.out.push(
      `<path d="M0,0H${W}V${H}H0Z M160,${H}V520Q160,120 800,120Q1440,120 1440,520V${H}Z" fill="#0a1a26" fill-rule="evenodd" opacity="0.92"/>`,
    );
    c.out.push(
      `<path d="M160,520Q160,120 800,120Q1440,120 1440,520" stroke="#9fd3f0" stroke-width="10" fill="none" opacity="0.5"/>`,
    );
    for (let k = 0; k < 5; k++)
      c.out.push(`<g transform="translate(${n(r.range(250, 1350))},${H})">${person("#0a1a26", r.range(3, 4.2))}</g>`);
  }
}

function kayaks(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(500, 560);
  p.sunY = Math.min(p.sunY, horizon - 60);
  sky(c, horizon);
  const green = lit(p, "#2f5a35", 0.5);
  const shore = smoothCurve(r, horizon - 20, 18, 0.01, 0.03, 3);
  c.out.push(`<path d="${curvePath(shore, horizon + 10)}" fill="${green}"/>`);
  water(c, horizon + 10);
  // Mangrove clumps with arching roots on both banks.
  for (let k = 0; k < 8; k++) {
    const x = k < 4 ? r.range(-60, 380) : r.range(1220, 1660);
    const y = r.range(620, 900);
    const s = r.range(0.8, 1.6);
    const leaf = lit(p, r.pick(["#2f6b3a", "#3d7a40", "#285a30"]), 0.9);
    let roots = "";
    for (let j = -3; j <= 3; j++)
      roots += `M${n(x)},${n(y - 60 * s)}Q${n(x + j * 30 * s)},${n(y - 40 * s)} ${n(x + j * 40 * s)},${n(y)}`;
    c.out.push(
      `<path d="${roots}" stroke="${lit(p, "#4a3a2a")}" stroke-width="${n(5 * s)}" fill="none"/><ellipse cx="${n(x)}" cy="${n(y - 110 * s)}" rx="${n(150 * s)}" ry="${n(70 * s)}" fill="${leaf}"/>`,
    );
  }
  for (let k = 0; k < r.int(1, 3); k++) {
    const x = r.range(500, 1100);
    const y = r.range(760, 920);
    const s = r.range(0.9, 1.4) * (0.7 + (y - 700) / 500);
    const hull = lit(p, r.pick(["#ff6b35", "#ffd166", "#06d6a0", "#ef476f"]));
    const ink = lit(p, p.ink);
    c.out.push(
      `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100})"><path d="M-170,0Q0,-30 170,0Q0,22 -170,0Z" fill="${hull}"/>` +
        `<circle cx="0" cy="-70" r="13" fill="${ink}"/><path d="M-14,-58h28l4,50h-36Z" fill="${lit(p, "#ffb703")}"/><path d="M-110,-20L110,-90" stroke="${ink}" stroke-width="6"/>` +
        `<path d="M-120,-30l-20,8 14,10ZM120,-100l20,-8 -14,-10Z" fill="${ink}"/></g>`,
    );
  }
}

function tower(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(840, 880);
  sky(c, base);
  skyline(c, base, { minH: 80, maxH: 300, col: lit(p, "#5a6078", 0.6), windows: true });
  const cx = r.range(450, 1150);
  const h = r.range(760, 820);
  const shine = vGrad(
    c,
    [
      [0, lit(p, "#eef3f8")],
      [0.5, lit(p, "#9fb4c8")],
      [1, lit(p, "#dfe8f0")],
    ],
    0,
    0,
    1,
    0,
  );
  c.out.push(`<path d="${burj(cx, base, h, r.range(150, 200))}" fill="${shine}"/>`);
  c.out.push(
    `<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${vGrad(c, [
      [0, p.water[1]],
      [1, p.water[0]],
    ])}"/>`,
  );
  let jets = "";
  for (let k = 0; k < 24; k++) jets += `M${n(200 + k * 50)},${n(base + 60)}q10,${n(-r.range(40, 120))} 20,0`;
  c.out.push(`<path d="${jets}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`);
}

function museum(c: Ctx): void {
  const { r, p } = c;
  const horizon = r.range(620, 680);
  sky(c, horizon);
  water(c, horizon + 80);
  const cx = r.range(600, 1000);
  const R = r.range(520, 640);
  const col = lit(p, "#dcdcd6");
  c.out.push(
    `<rect x="${n(cx - R * 0.9)}" y="${n(horizon - 40)}" width="${n(R * 1.8)}" height="120" fill="${lit(p, "#f1efe8")}"/>`,
  );
  for (let k = 0; k < 8; k++)
    c.out.push(
      `<rect x="${n(cx - R * 0.8 + k * R * 0.23)}" y="${n(horizon - 130)}" width="${n(R * 0.12)}" height="${n(r.range(60, 110))}" fill="${lit(p, "#e8e4da")}"/>`,
    );
  c.out.push(
    `<path d="M${n(cx - R)},${n(horizon - 90)}Q${n(cx)},${n(horizon - 330)} ${n(cx + R)},${n(horizon - 90)}Z" fill="${col}"/>`,
  );
  let lattice = "";
  for (let k = -8; k <= 8; k++)
    lattice += `M${n(cx + k * R * 0.11)},${n(horizon - 100)}l${n(R * 0.1)},-120M${n(cx + k * R * 0.11)},${n(horizon - 100)}l${n(-R * 0.1)},-120`;
  c.out.push(`<path d="${lattice}" stroke="${lit(p, "#9a9a92")}" stroke-width="3" opacity="0.6"/>`);
  c.out.push(
    `<path d="M${n(cx - R)},${n(horizon - 90)}H${n(cx + R)}" stroke="${lit(p, "#8a8a82")}" stroke-width="8"/>`,
  );
  const ink = lit(p, p.ink);
  for (let k = 0; k < 8; k++)
    c.out.push(`<g transform="translate(${n(r.range(100, 1500))},${n(horizon + 78)})">${person(ink, 1)}</g>`);
}

function calligraphy(c: Ctx): void {
  const { r, p } = c;
  c.out.push(
    `<rect width="${W}" height="${H}" fill="${vGrad(c, [
      [0, lit(p, "#6b4a2e")],
      [1, lit(p, "#3e2a18")],
    ])}"/>`,
  );
  const px = r.range(250, 450);
  const py = r.range(150, 250);
  const pw = r.range(900, 1100);
  c.out.push(
    `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(pw * 0.62)}" fill="${lit(p, "#f4ead2")}" transform="rotate(${n(r.range(-6, 6))} 800 500)"/>`,
  );
  // Flowing ink strokes suggesting script, never real letters.
  const ink = "#1a1410";
  for (let line = 0; line < 3; line++) {
    let d = `M${n(px + pw - 80)},${n(py + 140 + line * 170)}`;
    for (let k = 0; k < 6; k++)
      d += `c${n(-r.range(30, 60))},${n(-r.range(0, 80))} ${n(-r.range(60, 110))},${n(r.range(0, 60))} ${n(-r.range(100, 150))},${n(r.range(-20, 20))}`;
    c.out.push(
      `<path d="${d}" stroke="${ink}" stroke-width="${n(r.range(9, 16))}" fill="none" stroke-linecap="round"/>`,
    );
    for (let k = 0; k < 5; k++)
      c.out.push(
        `<circle cx="${n(px + r.range(120, pw - 100))}" cy="${n(py + 100 + line * 170 + r.range(-50, -20))}" r="7" fill="${ink}"/>`,
      );
  }
  const qx = r.range(1150, 1450);
  c.out.push(
    `<path d="M${n(qx)},920L${n(qx + 260)},560" stroke="${lit(p, "#c8a46a")}" stroke-width="16" stroke-linecap="round"/><path d="M${n(qx)},920l-10,30 26,-16Z" fill="${ink}"/>`,
  );
  c.out.push(
    `<ellipse cx="${n(r.range(150, 300))}" cy="880" rx="80" ry="30" fill="#111111"/><rect x="${n(r.range(150, 300) - 70)}" y="800" width="140" height="80" rx="20" fill="${lit(p, "#2a3a5a")}"/>`,
  );
}

function falconScene(c: Ctx): void {
  const { r, p } = c;
  sky(c, 680);
  dunes(c, 660);
  const ink = lit(p, "#3a2a1e");
  const belly = lit(p, "#d9c7a8");
  const fx = r.range(700, 1100);
  const fy = r.range(420, 520);
  const s = r.range(1.4, 2);
  // A falcon on the falconer's gloved fist in the foreground.
  c.out.push(
    `<path d="M${n(fx - 700)},${H}L${n(fx - 60)},${n(fy + 150 * s)}L${n(fx + 70)},${n(fy + 130 * s)}L${n(fx - 450)},${H}Z" fill="${lit(p, "#f4f1ea")}"/>` +
      `<ellipse cx="${n(fx)}" cy="${n(fy + 140 * s)}" rx="${n(80 * s)}" ry="${n(40 * s)}" fill="${lit(p, "#8a5a34")}"/>` +
      `<g transform="translate(${n(fx)},${n(fy)}) scale(${n(s * 100) / 100})">` +
      `<path d="M-40,110C-60,40 -40,-40 0,-60C40,-40 55,40 35,110Z" fill="${ink}"/><path d="M-20,100C-30,40 -20,-20 5,-35C25,-10 25,50 15,100Z" fill="${belly}"/>` +
      `<circle cx="0" cy="-75" r="30" fill="${ink}"/><path d="M22,-80l18,10 -16,8Z" fill="#e9c46a"/><circle cx="10" cy="-82" r="5" fill="#111"/>` +
      `<path d="M-30,110L-40,150H40L30,110Z" fill="${ink}"/></g>`,
  );
  if (r.chance(0.5))
    c.out.push(
      `<path d="M${n(r.range(200, 500))},${n(r.range(150, 300))}q40,-30 80,0q40,-30 80,0" stroke="${ink}" stroke-width="8" fill="none"/>`,
    );
}

function yoga(c: Ctx): void {
  const { r, p } = c;
  sky(c, 640);
  const crest = dunes(c, 620);
  const ink = lit(p, p.ink);
  for (let k = 0; k < r.int(2, 4); k++) {
    const x = 350 + k * r.range(250, 330);
    const y = crest(x) + r.range(140, 220);
    const s = r.range(1.4, 1.9);
    const pose = r.pick([
      `<path d="M0,-120V-40M0,-100L-50,-150M0,-100L50,-150M0,-40L-40,0M0,-40L40,0" stroke-width="12"/>`,
      `<path d="M0,-110V-40M0,-95L0,-170M0,-40L-45,0M0,-40L20,-20L0,-60" stroke-width="12"/>`,
      `<path d="M-60,0L0,-70L60,0M0,-70L-20,-110" stroke-width="12"/>`,
    ]);
    c.out.push(
      `<rect x="${n(x - 70 * s)}" y="${n(y - 4)}" width="${n(140 * s)}" height="10" rx="4" fill="${lit(p, r.pick(["#2a9d8f", "#e76f51", "#8e7dbe"]))}"/>`,
    );
    c.out.push(
      `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100})" stroke="${ink}" fill="${ink}" stroke-linecap="round">${pose}<circle cx="0" cy="-135" r="13"/></g>`,
    );
  }
}

function wadi(c: Ctx): void {
  const { r, p } = c;
  sky(c, 520);
  const far = peaks(r, 480, 220, 120, 260);
  c.out.push(`<path d="${curvePath(far.f, H, 0, W, 12)}" fill="${lit(p, "#9a7a6a", 0.3)}"/>`);
  const left = r.range(380, 620);
  c.out.push(
    `<path d="M0,${H}V${n(r.range(250, 380))}L${n(left * 0.6)},${n(r.range(300, 420))}L${n(left)},${n(r.range(620, 700))}L${n(left + 80)},${H}Z" fill="${vGrad(
      c,
      [
        [0, lit(p, "#b0703e")],
        [1, lit(p, "#6b3b22")],
      ],
    )}"/>`,
  );
  const right = r.range(1000, 1220);
  c.out.push(
    `<path d="M${W},${H}V${n(r.range(250, 380))}L${n(right + 200)},${n(r.range(300, 420))}L${n(right)},${n(r.range(620, 700))}L${n(right - 80)},${H}Z" fill="${vGrad(
      c,
      [
        [0, lit(p, "#a86436")],
        [1, lit(p, "#5c321c")],
      ],
    )}"/>`,
  );
  const pool = vGrad(c, [
    [0, lit(p, "#4fd1c5")],
    [1, lit(p, "#1a7f8a")],
  ]);
  c.out.push(
    `<path d="M${n(left - 40)},${H}Q${n(left + 100)},760 ${n((left + right) / 2)},720Q${n(right - 100)},760 ${n(right + 40)},${H}Z" fill="${pool}"/>`,
  );
  const ink = lit(p, p.night ? p.ink : "#2f5a2a", 0.8);
  for (let k = 0; k < 3; k++) c.out.push(palm(c, r.range(left, right), r.range(700, 740), r.range(150, 240), ink));
  const sw = lit(p, p.ink);
  for (let k = 0; k < r.int(1, 3); k++)
    c.out.push(
      `<g transform="translate(${n(r.range(left + 100, right - 100))},${n(r.range(820, 920))})"><circle r="14" fill="${sw}"/><path d="M-40,20q40,-14 80,0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/></g>`,
    );
}

function fort(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(760, 820);
  sky(c, base);
  const mud = lit(p, "#c9a26a");
  const shade = lit(p, "#8a6a3e");
  const x0 = r.range(250, 550);
  const w = r.range(700, 900);
  const h = r.range(220, 300);
  const crenel = (x: number, y: number, width: number) => {
    let d = "";
    for (let cx = x; cx < x + width - 10; cx += 30) d += `M${n(cx)},${n(y)}h18v-22h-18Z`;
    return `<path d="${d}" fill="${mud}"/>`;
  };
  c.out.push(
    `<rect x="${n(x0)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${mud}"/>${crenel(x0, base - h, w)}`,
  );
  const towerAt = (x: number, th: number, round: boolean) => {
    const tw = round ? 150 : 120;
    c.out.push(
      round
        ? `<path d="M${n(x - tw / 2)},${n(base)}V${n(base - th)}Q${n(x)},${n(base - th - 20)} ${n(x + tw / 2)},${n(base - th)}V${n(base)}Z" fill="${mud}"/><path d="M${n(x + tw * 0.15)},${n(base)}V${n(base - th)}H${n(x + tw / 2)}V${n(base)}Z" fill="${shade}" opacity="0.35"/>`
        : `<rect x="${n(x - tw / 2)}" y="${n(base - th)}" width="${tw}" height="${n(th)}" fill="${mud}"/>`,
    );
    c.out.push(crenel(x - tw / 2, base - th, tw));
    c.out.push(`<rect x="${n(x - 8)}" y="${n(base - th * 0.7)}" width="16" height="36" fill="${shade}"/>`);
  };
  towerAt(x0, h + r.range(120, 200), true);
  towerAt(x0 + w, h + r.range(80, 160), r.chance(0.5));
  if (r.chance(0.6)) towerAt(x0 + w * r.range(0.4, 0.6), h + r.range(150, 250), false);
  c.out.push(
    `<path d="M${n(x0 + w * 0.45)},${n(base)}v-90q${n(w * 0.05)},-40 ${n(w * 0.1)},0v90Z" fill="${lit(p, "#4a3020")}"/>`,
  );
  c.out.push(
    `<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${vGrad(c, [
      [0, lit(p, "#d8b982")],
      [1, lit(p, "#b08a56")],
    ])}"/>`,
  );
  const ink = lit(p, p.night ? p.ink : "#3b5a2a", 0.9);
  for (let k = 0; k < r.int(3, 6); k++)
    c.out.push(
      palm(c, r.chance(0.5) ? r.range(0, x0) : r.range(x0 + w, W), r.range(base + 40, H), r.range(220, 380), ink),
    );
}

function hegra(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(760, 820);
  sky(c, base);
  const stone = lit(p, "#d08a52");
  const dark = lit(p, "#8a4a26");
  const boulder = (x: number, w: number, h: number) =>
    `<path d="M${n(x - w / 2)},${n(base)}C${n(x - w / 2)},${n(base - h * 0.8)} ${n(x - w * 0.3)},${n(base - h)} ${n(x)},${n(base - h)}C${n(x + w * 0.35)},${n(base - h)} ${n(x + w / 2)},${n(base - h * 0.7)} ${n(x + w / 2)},${n(base)}Z" fill="${stone}"/>` +
    `<path d="M${n(x + w * 0.15)},${n(base)}C${n(x + w * 0.3)},${n(base - h * 0.6)} ${n(x + w * 0.4)},${n(base - h * 0.8)} ${n(x + w * 0.45)},${n(base - h * 0.4)}L${n(x + w / 2)},${n(base)}Z" fill="${dark}" opacity="0.4"/>`;
  const elephant = r.chance(0.4);
  const x = r.range(550, 1050);
  const w = r.range(560, 720);
  const h = r.range(480, 560);
  c.out.push(boulder(x, w, h));
  if (elephant) {
    // Elephant Rock: an arch worn through the sandstone, the "trunk" reaching down to the sand.
    c.out.push(
      `<path d="M${n(x - w * 0.25)},${n(base)}Q${n(x - w * 0.2)},${n(base - h * 0.55)} ${n(x)},${n(base - h * 0.55)}Q${n(x + w * 0.12)},${n(base - h * 0.5)} ${n(x + w * 0.1)},${n(base)}Z" fill="${p.sky[2]}"/>`,
    );
  } else {
    // A Nabataean tomb facade: doorway, pilasters and the stepped crown carved into the rock.
    const fw = w * 0.36;
    const fx = x - fw / 2;
    const ft = base - h * 0.78;
    c.out.push(
      `<rect x="${n(fx)}" y="${n(ft)}" width="${n(fw)}" height="${n(base - ft)}" fill="${lit(p, "#e0a46e")}"/>`,
    );
    let steps = "";
    for (let k = 0; k < 5; k++)
      steps += `M${n(fx + k * fw * 0.06)},${n(ft - k * 16)}h${n(fw * 0.16)}v16h${n(-fw * 0.16)}ZM${n(fx + fw - fw * 0.16 - k * fw * 0.06)},${n(ft - k * 16)}h${n(fw * 0.16)}v16h${n(-fw * 0.16)}Z`;
    c.out.push(`<path d="${steps}" fill="${lit(p, "#e0a46e")}"/>`);
    c.out.push(
      `<rect x="${n(x - fw * 0.14)}" y="${n(base - h * 0.3)}" width="${n(fw * 0.28)}" height="${n(h * 0.3)}" fill="${lit(p, "#3a1f12")}"/>`,
    );
    c.out.push(
      `<path d="M${n(fx + 14)},${n(ft + 30)}V${n(base)}M${n(fx + fw - 14)},${n(ft + 30)}V${n(base)}" stroke="${dark}" stroke-width="10"/>`,
    );
  }
  c.out.push(boulder(r.chance(0.5) ? r.range(80, 250) : r.range(1350, 1520), r.range(260, 360), r.range(220, 320)));
  c.out.push(
    `<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${vGrad(c, [
      [0, lit(p, "#e8c08a")],
      [1, lit(p, "#c9965a")],
    ])}"/>`,
  );
  const ink = lit(p, p.ink);
  for (let k = 0; k < r.int(2, 5); k++)
    c.out.push(
      `<g transform="translate(${n(r.range(200, 1400))},${n(r.range(base + 30, H - 10))})">${person(ink, r.range(1.1, 1.6))}</g>`,
    );
}

/** A waterpark: slide tower and tube slides twisting down to a wave pool, palms, umbrellas and swimmers. */
function waterPark(c: Ctx): void {
  const { r, p } = c;
  const ground = r.range(600, 650);
  sky(c, ground);
  const leaves = lit(p, p.night ? p.ink : "#2f5a3a", 0.7);
  for (let k = 0; k < 5; k++) c.out.push(palm(c, r.range(0, W), ground + 20, r.range(200, 320), leaves));
  const tx = r.chance(0.5) ? r.range(250, 500) : r.range(1100, 1350);
  const th = r.range(330, 420);
  const dir = tx < 800 ? 1 : -1;
  c.out.push(
    `<rect x="${n(tx - 55)}" y="${n(ground - th)}" width="110" height="${n(th)}" fill="${lit(p, "#e9dcc0")}"/>` +
      `<path d="M${n(tx - 75)},${n(ground - th)}L${n(tx)},${n(ground - th - 80)}L${n(tx + 75)},${n(ground - th)}Z" fill="${lit(p, "#e76f51")}"/>`,
  );
  const cols = ["#e63946", "#ffb703", "#3a86ff", "#06d6a0"];
  const first = r.int(0, 3);
  for (let k = 0; k < 3; k++) {
    const col = lit(p, cols[(first + k) % cols.length]);
    const y0 = ground - th + 40 + k * 70;
    const x1 = tx + dir * r.range(420, 700);
    const d =
      `M${n(tx)},${n(y0)}C${n(tx + dir * 280)},${n(y0 - 40)} ${n(tx + dir * 40)},${n(y0 + 170)} ${n(tx + dir * 230)},${n(y0 + 210)}` +
      `S${n(x1 - dir * 120)},${n(ground + 40)} ${n(x1)},${n(ground + 130)}`;
    c.out.push(
      `<path d="${d}" stroke="${mix(col, "#000000", 0.3)}" stroke-width="32" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${col}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
    );
  }
  c.out.push(`<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${lit(p, "#eadcc2")}"/>`);
  const top = ground + 110;
  c.out.push(
    `<path d="M-20,${n(top)}Q800,${n(top - 40)} 1620,${n(top)}V${H}H-20Z" fill="${vGrad(c, [
      [0, lit(p, "#7fe0e8")],
      [1, lit(p, "#1a9fc0")],
    ])}"/>`,
  );
  let waves = "";
  for (let k = 0; k < 6; k++)
    waves += `M-20,${n(top + 40 + k * 45)}q100,-16 200,0t200,0t200,0t200,0t200,0t200,0t200,0t200,0t200,0`;
  c.out.push(`<path d="${waves}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.45"/>`);
  const skin = lit(p, p.ink);
  for (let k = 0; k < 12; k++) {
    const x = r.range(60, 1540);
    const y = r.range(top + 50, H - 30);
    const ring = r.chance(0.4)
      ? `<circle cx="${n(x)}" cy="${n(y + 10)}" r="26" fill="none" stroke="${lit(p, r.pick(cols))}" stroke-width="12"/>`
      : "";
    c.out.push(`${ring}<circle cx="${n(x)}" cy="${n(y)}" r="13" fill="${skin}"/>`);
  }
  for (let k = 0; k < 3; k++) {
    const ux = r.range(80, 1520);
    const uy = ground + r.range(40, 80);
    c.out.push(
      `<path d="M${n(ux)},${n(uy)}V${n(uy - 110)}" stroke="${lit(p, "#6b5a48")}" stroke-width="5"/><path d="M${n(ux - 90)},${n(uy - 100)}Q${n(ux)},${n(uy - 170)} ${n(ux + 90)},${n(uy - 100)}Z" fill="${lit(p, r.pick(cols))}"/>`,
    );
  }
}

/** A chauffeured sedan on a city street, the city behind it (a private car with driver). */
function cityCar(c: Ctx): void {
  const { r, p } = c;
  const base = r.range(620, 680);
  sky(c, base);
  backdrop(c, base, { minH: 80, maxH: 300, col: lit(p, "#4a5470", 0.6), windows: true });
  c.out.push(`<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="${lit(p, "#383b44")}"/>`);
  c.out.push(`<rect y="${n(base)}" width="${W}" height="46" fill="${lit(p, "#c2b59c")}"/>`);
  c.out.push(
    `<path d="M0,${n(base + 200)}H${W}" stroke="#ffffff" stroke-width="7" stroke-dasharray="80 60" opacity="0.7"/>`,
  );
  const trunks = lit(p, p.night ? p.ink : "#2f4a2a", 0.8);
  for (let k = 0; k < 5; k++)
    c.out.push(palm(c, 80 + k * 360 + r.range(-40, 40), base + 40, r.range(220, 300), trunks));
  const x = r.range(450, 1150);
  const y = base + r.range(250, 300);
  const s = r.range(1.7, 2.1) * (r.chance(0.5) ? 1 : -1);
  const body = lit(p, r.pick(["#1c1f26", "#f2f2f2", "#5a6472", "#2b2f3a"]));
  const glass = p.night ? "#3a4460" : lit(p, "#9fc4dc");
  const lamps = p.night || p.time === "sunset" ? "#ffe08a" : lit(p, "#f4f4f4");
  c.out.push(
    `<ellipse cx="${n(x)}" cy="${n(y + 8)}" rx="${n(Math.abs(s) * 220)}" ry="${n(Math.abs(s) * 14)}" fill="#000000" opacity="0.35"/>` +
      `<g transform="translate(${n(x)},${n(y)}) scale(${n(s * 100) / 100},${n(Math.abs(s) * 100) / 100})">` +
      `<path d="M-210,-30L-200,-68L-130,-80L-80,-122L70,-124L130,-82L205,-70L215,-30Q210,-10 190,-8H-195Q-212,-12 -210,-30Z" fill="${body}"/>` +
      `<path d="M-118,-84L-76,-114H-10V-84ZM4,-84V-114H64L112,-84Z" fill="${glass}"/>` +
      `<path d="M195,-60h18v14h-20Z" fill="${lamps}"/>` +
      `<circle cx="-130" cy="-10" r="32" fill="#15171c"/><circle cx="130" cy="-10" r="32" fill="#15171c"/>` +
      `<circle cx="-130" cy="-10" r="14" fill="${lit(p, "#9aa0a8")}"/><circle cx="130" cy="-10" r="14" fill="${lit(p, "#9aa0a8")}"/></g>`,
  );
}

/** Inside a hammam: a marble dome pierced with star-shaped skylights, shafts of light, steam over the heated platform. */
function hammam(c: Ctx): void {
  const { r, p } = c;
  const marble = lit(p, r.pick(["#ece4d6", "#efe7da", "#e4d9c7"]));
  c.out.push(
    `<rect width="${W}" height="${H}" fill="${vGrad(c, [
      [0, mix(marble, "#2a2018", 0.55)],
      [0.55, mix(marble, "#2a2018", 0.2)],
      [1, marble],
    ])}"/>`,
  );
  const cx = r.range(650, 950);
  c.out.push(
    `<path d="M${n(cx - 950)},560Q${n(cx)},-330 ${n(cx + 950)},560Z" fill="${mix(marble, "#3a2e24", 0.35)}"/>`,
  );
  const lightCol = p.night ? "#ffd98a" : "#fff6dc";
  for (let k = 0; k < 9; k++) {
    const sx = cx + (k - 4) * 135 + r.range(-15, 15);
    const sy = 150 + Math.abs(k - 4) * 55 + r.range(-8, 8);
    const star = `M${n(sx)},${n(sy - 18)}L${n(sx + 6)},${n(sy - 6)}L${n(sx + 18)},${n(sy)}L${n(sx + 6)},${n(sy + 6)}L${n(sx)},${n(sy + 18)}L${n(sx - 6)},${n(sy + 6)}L${n(sx - 18)},${n(sy)}L${n(sx - 6)},${n(sy - 6)}Z`;
    c.out.push(
      `<path d="M${n(sx - 14)},${n(sy)}L${n(sx + 14)},${n(sy)}L${n(sx + 90 + (k - 4) * 30)},${n(H)}L${n(sx - 90 + (k - 4) * 30)},${n(H)}Z" fill="${lightCol}" opacity="0.07"/><path d="${star}" fill="${lightCol}"/>`,
    );
  }
  // Arched niches with basins along the walls.
  const archCol = mix(marble, "#3a2e24", 0.3);
  for (let k = 0; k < 6; k++) {
    const ax = 40 + k * 270 + r.range(-10, 10);
    c.out.push(
      `<path d="M${n(ax)},900V640Q${n(ax)},560 ${n(ax + 80)},545Q${n(ax + 160)},560 ${n(ax + 160)},640V900Z" fill="${archCol}"/><path d="M${n(ax + 40)},860h80v-20h-80Z" fill="${lit(p, "#c9a24a")}"/>`,
    );
  }
  // The heated marble platform in the middle, with a brass bowl.
  const pw = r.range(520, 640);
  c.out.push(
    `<path d="M${n(cx - pw / 2)},860L${n(cx - pw / 2 + 60)},780H${n(cx + pw / 2 - 60)}L${n(cx + pw / 2)},860Z" fill="${lit(p, "#f6f2ea")}"/><rect x="${n(cx - pw / 2)}" y="860" width="${n(pw)}" height="60" fill="${mix(marble, "#3a2e24", 0.15)}"/>`,
  );
  c.out.push(`<path d="M${n(cx + 120)},780a46,22 0 0 0 92,0Z" fill="${lit(p, "#c9a24a")}"/>`);
  c.out.push(`<rect y="920" width="${W}" height="80" fill="${mix(marble, "#3a2e24", 0.25)}"/>`);
  // Steam rising over the platform.
  for (let k = 0; k < 7; k++)
    c.out.push(
      `<ellipse cx="${n(cx + r.range(-420, 420))}" cy="${n(r.range(520, 760))}" rx="${n(r.range(120, 220))}" ry="${n(r.range(40, 80))}" fill="#ffffff" opacity="0.12"/>`,
    );
}

type SubjectScene = { draw: (c: Ctx) => void; times: TimeOfDay[] };

/** Each subject's drawing and the times of day it is photographed at (shot 0 uses the first). */
const SUBJECT_SCENES: Record<Subject, SubjectScene> = {
  "dunes-camp": { draw: desertSafari, times: ["sunset", "noon", "dawn", "sunset", "night"] },
  "desert-camp-night": { draw: desertCamp, times: ["night", "sunset", "dawn", "night", "sunset"] },
  balloon: { draw: balloonScene, times: ["dawn", "dawn", "noon", "dawn", "sunset"] },
  zipline: { draw: (c) => adventure(c, false), times: ["noon", "sunset", "dawn", "noon", "sunset"] },
  wadi: { draw: wadi, times: ["noon", "dawn", "sunset", "noon", "noon"] },
  "theme-park": { draw: themePark, times: ["noon", "sunset", "night", "noon", "dawn"] },
  waterpark: { draw: waterPark, times: ["noon", "noon", "sunset", "noon", "dawn"] },
  dhow: { draw: cruise, times: ["sunset", "night", "noon", "sunset", "night"] },
  yacht: { draw: yacht, times: ["noon", "sunset", "dawn", "noon", "night"] },
  dolphins: { draw: dolphins, times: ["dawn", "noon", "noon", "dawn", "sunset"] },
  "city-skyline": { draw: cityTour, times: ["noon", "sunset", "night", "noon", "dawn"] },
  "old-town": { draw: (c) => oldTown(c), times: ["sunset", "night", "noon", "sunset", "dawn"] },
  souk: { draw: (c) => oldTown(c, true), times: ["night", "sunset", "noon", "night", "sunset"] },
  "jet-ski": { draw: waterSports, times: ["noon", "sunset", "dawn", "noon", "noon"] },
  scuba: { draw: (c) => underwater(c, true), times: ["noon", "noon", "dawn", "noon", "sunset"] },
  "kayak-mangroves": { draw: kayaks, times: ["dawn", "noon", "sunset", "dawn", "noon"] },
  tower: { draw: tower, times: ["sunset", "night", "noon", "sunset", "dawn"] },
  aquarium: { draw: (c) => underwater(c, false), times: ["noon", "noon", "sunset", "noon", "dawn"] },
  museum: { draw: museum, times: ["noon", "sunset", "night", "noon", "dawn"] },
  mosque: { draw: culture, times: ["sunset", "noon", "night", "dawn", "sunset"] },
  calligraphy: { draw: calligraphy, times: ["noon", "sunset", "dawn", "noon", "night"] },
  falcon: { draw: falconScene, times: ["dawn", "noon", "sunset", "dawn", "noon"] },
  meal: { draw: food, times: ["noon", "sunset", "night", "noon", "dawn"] },
  coffee: { draw: food, times: ["sunset", "noon", "night", "dawn", "sunset"] },
  spa: { draw: hammam, times: ["sunset", "noon", "night", "dawn", "sunset"] },
  yoga: { draw: yoga, times: ["dawn", "dawn", "noon", "dawn", "sunset"] },
  mountains: { draw: dayTrip, times: ["noon", "dawn", "sunset", "noon", "sunset"] },
  car: { draw: cityCar, times: ["noon", "sunset", "night", "dawn", "noon"] },
  fort: { draw: fort, times: ["noon", "sunset", "dawn", "night", "noon"] },
  hegra: { draw: hegra, times: ["sunset", "dawn", "noon", "sunset", "night"] },
  flamingos: { draw: (c) => wildlife(c, "flamingos"), times: ["dawn", "noon", "sunset", "dawn", "noon"] },
  oryx: { draw: (c) => wildlife(c, "oryx"), times: ["dawn", "noon", "sunset", "dawn", "noon"] },
};

/**
 * Shots 0-2 are wide views at different times of day; 3 is a close-up and 4 a tighter view from one side, so an
 * activity's five photos differ in composition and light, not only in colour.
 */
function framing(shot: number, r: Rand): string {
  if (shot === 3) return `translate(800,560) scale(1.8) translate(${n(-r.range(620, 980))},${n(-r.range(560, 720))})`;
  if (shot === 4)
    return `translate(800,500) scale(1.35) translate(${n(-(r.chance(0.5) ? r.range(520, 700) : r.range(900, 1080)))},${n(-r.range(480, 620))})`;
  return "";
}

function buildSubjectSvg(
  subject: Subject,
  seed: number,
  shot: number,
  width: number,
  height: number,
  tile: string,
  backdrop?: Backdrop,
): string {
  const r = mulberry32(hashSeed(subject, seed * 31 + shot));
  const scene = SUBJECT_SCENES[subject];
  const c: Ctx = { r, p: makePalette(r, scene.times[shot % scene.times.length]), defs: [], out: [], id: 0, backdrop };
  scene.draw(c);
  const transform = framing(shot, r);
  return wrapSvg(c, width, height, tile, transform);
}

/**
 * An activity's photo: `shot` (0-4) picks the light and framing, `seed` makes it this activity's own picture, and
 * `backdrop` is its city's skyline behind waterfront and street scenes.
 */
export async function renderSubject(
  subject: Subject,
  seed: number,
  shot: number,
  width: number,
  height: number,
  backdrop?: Backdrop,
): Promise<Buffer> {
  const svg = buildSubjectSvg(subject, seed, shot, width, height, await grain(), backdrop);
  return sharp(Buffer.from(svg)).flatten({ background: "#000000" }).jpeg({ quality: 78 }).toBuffer();
}

const SCENES: Record<SceneKind, (c: Ctx) => void> = {
  "desert-safaris": desertSafari,
  "theme-parks": themePark,
  cruises: cruise,
  "city-tours": cityTour,
  "water-sports": waterSports,
  attractions: attraction,
  adventure,
  culture,
  "food-tours": food,
  wellness,
  "day-trips": dayTrip,
  wildlife,
  city: cityPanorama,
  blog,
};

// ---------------------------------------------------------------------------------------------
// Grain texture: a small noise tile embedded as a data-URI pattern (far cheaper than filters).
// ---------------------------------------------------------------------------------------------

const TILE = 128;
let grainTile: Promise<string> | undefined;

function grain(): Promise<string> {
  grainTile ??= (async () => {
    const r = mulberry32(0x9e3779b9);
    const px = Buffer.alloc(TILE * TILE * 4);
    for (let i = 0; i < TILE * TILE; i++) {
      const v = r() < 0.5 ? 0 : 255;
      px[i * 4] = v;
      px[i * 4 + 1] = v;
      px[i * 4 + 2] = v;
      px[i * 4 + 3] = Math.floor(r() * 34);
    }
    const png = await sharp(px, { raw: { width: TILE, height: TILE, channels: 4 } })
      .png()
      .toBuffer();
    return png.toString("base64");
  })();
  return grainTile;
}

function buildSvg(kind: SceneKind, seed: number, width: number, height: number, tile: string): string {
  const r = mulberry32(hashSeed(kind, seed));
  const c: Ctx = { r, p: makePalette(r), defs: [], out: [], id: 0 };
  SCENES[kind](c);
  return wrapSvg(c, width, height, tile, "");
}

function wrapSvg(c: Ctx, width: number, height: number, tile: string, transform: string): string {
  const vignette = vGrad(c, [
    [0, "#000000", 0.28],
    [0.3, "#000000", 0],
    [0.75, "#000000", 0],
    [1, "#000000", 0.3],
  ]);
  c.defs.push(
    `<pattern id="grain" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><image href="data:image/png;base64,${tile}" width="${TILE}" height="${TILE}"/></pattern>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join("")}</defs>${transform ? `<g transform="${transform}">${c.out.join("")}</g>` : c.out.join("")}` +
    `<rect width="${W}" height="${H}" fill="${vignette}"/><rect width="${W}" height="${H}" fill="url(#grain)"/></svg>`
  );
}

export async function renderScene(kind: SceneKind, seed: number, width = 1600, height = 1000): Promise<Buffer> {
  const svg = buildSvg(kind, seed, width, height, await grain());
  return sharp(Buffer.from(svg)).flatten({ background: "#000000" }).jpeg({ quality: 80, mozjpeg: false }).toBuffer();
}

export async function renderSceneSet(kind: SceneKind, seed: number, count: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) out.push(await renderScene(kind, seed * 7919 + i));
  return out;
}
