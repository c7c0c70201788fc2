/**
 * Renders the images shipped in public/images: listing photos, page hero banners, the agent's
 * logo, the social share image and the listing placeholder. The build machines have no internet,
 * so every picture is a procedurally drawn SVG scene (a tiny perspective camera, lit faces, cast
 * shadows, layered foliage) converted with sharp.
 *
 *   npx tsx scripts/generate-images.ts            write everything
 *   npx tsx scripts/generate-images.ts --png DIR  also write PNG copies for review
 *   npx tsx scripts/generate-images.ts --only home,navy-yard-condo
 *
 * Output is deterministic (seeded random numbers), so re-running it gives the same files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { roomSvg, type RoomKind, type RoomStyle } from './interior-scenes';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public', 'images');

// ---------------------------------------------------------------------------------------------
// Small maths and colour helpers
// ---------------------------------------------------------------------------------------------

type V2 = [number, number];
type V3 = [number, number, number];
type RGB = [number, number, number];

const r1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, a = 0, b = 1) => Math.min(b, Math.max(a, n));
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

function rgb(hex: string): RGB {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function hex(c: RGB): string {
  return `#${c
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
function mul(a: string, k: number): string {
  const x = rgb(a);
  return hex([x[0] * k, x[1] * k, x[2] * k]);
}
function tint(a: string, m: RGB): string {
  const x = rgb(a);
  return hex([x[0] * m[0], x[1] * m[1], x[2] * m[2]]);
}

/** mulberry32: small, seedable, good enough for scattering leaves. */
class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }
}

// ---------------------------------------------------------------------------------------------
// Scene: camera, light, layers
// ---------------------------------------------------------------------------------------------

type Mood = 'day' | 'golden' | 'dusk' | 'night' | 'dawn';

interface Light {
  mood: Mood;
  sun: V3; // direction towards the sun
  ambient: RGB; // multiplier for faces facing away from the sun
  sunColor: RGB; // extra multiplier added for faces towards the sun
  lit: number; // share of windows with warm interior light (0..1)
}

const LIGHTS: Record<Mood, Light> = {
  day: { mood: 'day', sun: norm([-0.55, 0.75, -0.45]), ambient: [0.62, 0.66, 0.74], sunColor: [0.5, 0.46, 0.4], lit: 0 },
  golden: { mood: 'golden', sun: norm([-0.75, 0.35, -0.4]), ambient: [0.55, 0.55, 0.64], sunColor: [0.62, 0.46, 0.3], lit: 0.15 },
  dawn: { mood: 'dawn', sun: norm([0.7, 0.25, -0.3]), ambient: [0.42, 0.46, 0.58], sunColor: [0.38, 0.3, 0.26], lit: 0.45 },
  dusk: { mood: 'dusk', sun: norm([-0.7, 0.15, 0.5]), ambient: [0.3, 0.32, 0.46], sunColor: [0.16, 0.1, 0.08], lit: 0.7 },
  night: { mood: 'night', sun: norm([0.2, 0.6, 0.5]), ambient: [0.2, 0.22, 0.34], sunColor: [0.02, 0.02, 0.03], lit: 0.75 },
};

interface Camera {
  f: number; // focal length in pixels
  horizon: number; // screen y of the horizon
  eyeH: number; // camera height in metres
  cx?: number; // screen x of the optical axis
}

class Scene {
  defs: string[] = [];
  sky: string[] = [];
  far: string[] = [];
  ground: string[] = [];
  shadows: string[] = [];
  objects: { d: number; s: string }[] = [];
  reflections: string[] = [];
  overlay: string[] = [];
  /** When set, geometry is projected upside down about the ground plane (water reflections). */
  mirror = false;
  private n = 0;
  private blurCache = new Map<number, string>();
  readonly cx: number;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly cam: Camera,
    readonly light: Light,
    readonly rng: Rng,
  ) {
    this.cx = cam.cx ?? w / 2;
    this.commonDefs();
  }

  id(prefix: string) {
    return `${prefix}${(this.n++).toString(36)}`;
  }

  /** World (metres; X right, Y up, Z away from the camera) to screen pixels. */
  P(p: V3): V2 {
    const z = Math.max(p[2], 0.05);
    const y = this.mirror ? -p[1] : p[1];
    return [this.cx + (this.cam.f * p[0]) / z, this.cam.horizon - (this.cam.f * (y - this.cam.eyeH)) / z];
  }
  pts(ps: V3[]): string {
    return ps.map((p) => this.P(p).map(r1).join(',')).join(' ');
  }
  scale(z: number) {
    return this.cam.f / Math.max(z, 0.05);
  }
  visible(n: V3, p: V3): boolean {
    if (this.mirror) return dot([n[0], -n[1], n[2]], [-p[0], this.cam.eyeH + p[1], -p[2]]) > 0;
    return dot(n, [-p[0], this.cam.eyeH - p[1], -p[2]]) > 0;
  }

  /**
   * Draws whatever `draw` adds a second time, mirrored in the water plane, and keeps it as a
   * soft reflection visible only below screen line `fromY` (the near edge of the water).
   */
  reflect(area: number | string, draw: () => void, opacity = 0.45) {
    const objects = this.objects.length;
    const shadows = this.shadows.length;
    this.mirror = true;
    try {
      draw();
    } finally {
      this.mirror = false;
    }
    const added = this.objects.splice(objects).sort((a, b) => b.d - a.d);
    this.shadows.splice(shadows);
    const clip = this.id('c');
    const shape =
      typeof area === 'number' ? `<rect x="0" y="${r1(area)}" width="${this.w}" height="${r1(this.h - area)}"/>` : `<polygon points="${area}"/>`;
    this.defs.push(`<clipPath id="${clip}">${shape}</clipPath>`);
    this.reflections.push(`<g clip-path="url(#${clip})"><g opacity="${opacity}" ${this.blur(1.6)}>${added.map((o) => o.s).join('')}</g></g>`);
  }
  /** Lambert shading with a coloured ambient term. */
  shade(base: string, n: V3, extra = 0): string {
    const d = Math.max(0, dot(n, this.light.sun));
    const a = this.light.ambient;
    const s = this.light.sunColor;
    const m: RGB = [a[0] + s[0] * d * 1.6 + extra, a[1] + s[1] * d * 1.6 + extra, a[2] + s[2] * d * 1.6 + extra];
    return tint(base, m);
  }

  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"${units}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false): string {
    const id = this.id('r');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${r1(cx * 100) / 100}" cy="${r1(cy * 100) / 100}" r="${r1(r * 100) / 100}" fx="${r1(fx * 100) / 100}" fy="${r1(fy * 100) / 100}"${units}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std: number): string {
    const key = Math.round(std * 10) / 10;
    let id = this.blurCache.get(key);
    if (!id) {
      id = this.id('b');
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${key}"/></filter>`);
      this.blurCache.set(key, id);
    }
    return `filter="url(#${id})"`;
  }
  add(depth: number, svg: string) {
    this.objects.push({ d: depth, s: svg });
  }

  glass!: { day: string; lit: string; dark: string; curtain: string };
  private commonDefs() {
    const mood = this.light.mood;
    const dayGlass: [number, string][] =
      mood === 'golden'
        ? [
            [0, '#f4dcc0'],
            [0.4, '#9a8c88'],
            [0.46, '#3a3f4b'],
            [1, '#262b36'],
          ]
        : mood === 'day'
          ? [
              [0, '#dce8f2'],
              [0.42, '#8aa3ba'],
              [0.48, '#39485a'],
              [1, '#2a3440'],
            ]
          : [
              [0, '#6a7390'],
              [0.45, '#3a4260'],
              [0.5, '#1c2236'],
              [1, '#141a2a'],
            ];
    this.glass = {
      day: this.lin(dayGlass, 0, 0, 0.35, 1),
      lit: this.lin([
        [0, '#ffe2a8'],
        [0.6, '#f7b85c'],
        [1, '#d98b3a'],
      ]),
      dark: this.lin([
        [0, '#39405a'],
        [1, '#161b29'],
      ]),
      curtain: this.lin([
        [0, '#c98a4a'],
        [1, '#8a5a30'],
      ]),
    };
  }

  svg(): string {
    const objs = [...this.objects].sort((a, b) => b.d - a.d).map((o) => o.s);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">`,
      `<defs>${this.defs.join('')}</defs>`,
      ...this.sky,
      ...this.far,
      ...this.ground,
      ...this.reflections,
      `<g opacity="1">${this.shadows.join('')}</g>`,
      ...objs,
      ...this.overlay,
      '</svg>',
    ].join('\n');
  }
}

// ---------------------------------------------------------------------------------------------
// Sky, horizon and ground
// ---------------------------------------------------------------------------------------------

function sky(sc: Scene, opts: { clouds?: number; sunAt?: V2; stars?: number } = {}) {
  const { w, h } = sc;
  const hz = sc.cam.horizon;
  const mood = sc.light.mood;
  const stops: Record<Mood, [number, string][]> = {
    day: [
      [0, '#3f7fc4'],
      [0.55, '#86b6e2'],
      [1, '#d9e8f2'],
    ],
    golden: [
      [0, '#5d86b8'],
      [0.5, '#b7bfd0'],
      [0.8, '#f1cf9f'],
      [1, '#f6b879'],
    ],
    dawn: [
      [0, '#1f3358'],
      [0.45, '#4f6690'],
      [0.8, '#b59bb0'],
      [1, '#f0b994'],
    ],
    dusk: [
      [0, '#0b1630'],
      [0.45, '#26335e'],
      [0.75, '#6a4d78'],
      [0.92, '#c56f62'],
      [1, '#eb9b5e'],
    ],
    night: [
      [0, '#060b1a'],
      [0.6, '#142244'],
      [1, '#2d3b63'],
    ],
  };
  const grad = sc.lin(stops[mood], 0, 0, 0, hz + 20, true);
  sc.sky.push(`<rect width="${w}" height="${h}" fill="${grad}"/>`);
  if (opts.sunAt) {
    const [x, y] = opts.sunAt;
    const warm = mood === 'day' ? '#fffbe8' : '#ffd9a0';
    const g = sc.rad([
      [0, warm, mood === 'day' ? 0.9 : 0.85],
      [0.25, warm, 0.35],
      [1, warm, 0],
    ]);
    const rr = mood === 'day' ? w * 0.35 : w * 0.5;
    sc.sky.push(`<ellipse cx="${x}" cy="${y}" rx="${rr}" ry="${rr * 0.6}" fill="${g}"/>`);
  }
  if (opts.stars) {
    let d = '';
    for (let i = 0; i < opts.stars; i++) {
      const x = sc.rng.range(0, w);
      const y = sc.rng.range(0, hz * 0.5);
      const r = sc.rng.range(0.5, 1.4);
      d += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#fff" opacity="${r1(sc.rng.range(0.3, 0.9))}"/>`;
    }
    sc.sky.push(d);
  }
  const count = opts.clouds ?? 0;
  for (let i = 0; i < count; i++) {
    const cx = sc.rng.range(-0.05, 1.05) * w;
    const cy = sc.rng.range(0.06, 0.42) * hz;
    const size = sc.rng.range(0.6, 1.3) * (w / 12) * (1 - cy / hz / 2);
    cloud(sc, cx, cy, size);
  }
}

function cloud(sc: Scene, x: number, y: number, size: number) {
  const mood = sc.light.mood;
  const top = mood === 'day' ? '#ffffff' : mood === 'golden' ? '#ffe6c7' : mood === 'dawn' ? '#e8b9a8' : '#8a6a86';
  const base = mood === 'day' ? '#c7d3df' : mood === 'golden' ? '#c9a9a0' : mood === 'dawn' ? '#8a7a98' : '#3d3a5e';
  const n = 6 + Math.floor(sc.rng.next() * 5);
  let under = '';
  let over = '';
  for (let i = 0; i < n; i++) {
    const dx = sc.rng.range(-1.6, 1.6) * size;
    const dy = sc.rng.range(-0.35, 0.2) * size;
    const rx = sc.rng.range(0.45, 0.9) * size;
    const ry = rx * sc.rng.range(0.45, 0.7);
    under += `<ellipse cx="${r1(x + dx)}" cy="${r1(y + dy + ry * 0.25)}" rx="${r1(rx)}" ry="${r1(ry)}"/>`;
    over += `<ellipse cx="${r1(x + dx - rx * 0.1)}" cy="${r1(y + dy - ry * 0.15)}" rx="${r1(rx * 0.85)}" ry="${r1(ry * 0.8)}"/>`;
  }
  const op = mood === 'day' ? 0.85 : 0.7;
  sc.sky.push(
    `<g opacity="${op}"><g fill="${base}" ${sc.blur(size * 0.12)}>${under}</g><g fill="${top}" ${sc.blur(size * 0.1)} opacity="0.9">${over}</g></g>`,
  );
}

/** A band of distant foliage along the horizon. */
function treeline(sc: Scene, opts: { y: number; color: string; height: number; blur?: number; density?: number; from?: number; to?: number }) {
  const { w } = sc;
  const from = opts.from ?? -40;
  const to = opts.to ?? w + 40;
  const n = Math.round(((to - from) / opts.height) * (opts.density ?? 1.6));
  let d = `<rect x="${from}" y="${r1(opts.y - opts.height * 0.25)}" width="${to - from}" height="${r1(opts.height * 0.6)}"/>`;
  for (let i = 0; i < n; i++) {
    const x = sc.rng.range(from, to);
    const r = opts.height * sc.rng.range(0.25, 0.6);
    const y = opts.y - opts.height * sc.rng.range(0.05, 0.55);
    d += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`;
  }
  sc.far.push(`<g fill="${opts.color}" ${opts.blur ? sc.blur(opts.blur) : ''}>${d}</g>`);
}

/** Lawn or paved ground from the horizon to the bottom of the frame. */
function groundPlane(sc: Scene, kind: 'lawn' | 'paved' | 'water', from = sc.cam.horizon) {
  const { w, h } = sc;
  const mood = sc.light.mood;
  let fill: string;
  if (kind === 'lawn') {
    const base = mood === 'day' ? '#4f7d32' : mood === 'golden' ? '#5d7a2e' : mood === 'dawn' ? '#34503a' : '#1c2b26';
    fill = sc.lin(
      [
        [0, mul(base, 0.75)],
        [1, mul(base, 1.15)],
      ],
      0,
      from,
      0,
      h,
      true,
    );
  } else if (kind === 'paved') {
    const base = mood === 'day' ? '#8b8a86' : mood === 'golden' ? '#8e7f70' : '#2e3140';
    fill = sc.lin(
      [
        [0, mul(base, 0.9)],
        [1, mul(base, 1.05)],
      ],
      0,
      from,
      0,
      h,
      true,
    );
  } else {
    fill = waterFill(sc, from);
  }
  sc.ground.push(`<rect x="0" y="${r1(from)}" width="${w}" height="${r1(h - from)}" fill="${fill}"/>`);
  if (kind === 'lawn') lawnStripes(sc, from);
}

function waterFill(sc: Scene, from: number) {
  const mood = sc.light.mood;
  const stops: Record<Mood, [number, string][]> = {
    day: [
      [0, '#9fbfd6'],
      [0.3, '#5f87a6'],
      [1, '#2f4c66'],
    ],
    golden: [
      [0, '#f0c596'],
      [0.3, '#8c8f9e'],
      [1, '#34445a'],
    ],
    dawn: [
      [0, '#d9a58e'],
      [0.4, '#5c6a8e'],
      [1, '#1f2a44'],
    ],
    dusk: [
      [0, '#d9855c'],
      [0.25, '#6a4d78'],
      [0.6, '#1f2a4e'],
      [1, '#0b1228'],
    ],
    night: [
      [0, '#2d3b63'],
      [1, '#070c1c'],
    ],
  };
  return sc.lin(stops[mood], 0, from, 0, sc.h, true);
}

function lawnStripes(sc: Scene, from: number) {
  // Mowing stripes: alternating bands across the lawn, narrowing with distance.
  let d = '';
  for (let z = 3; z < 90; z += 4) {
    const y0 = Math.max(from, sc.P([0, 0, z])[1]);
    const y1 = Math.max(from, sc.P([0, 0, z + 2])[1]);
    if (y0 - y1 < 0.5) continue;
    d += `<rect x="0" y="${r1(y1)}" width="${sc.w}" height="${r1(y0 - y1)}"/>`;
  }
  sc.ground.push(`<g fill="#ffffff" opacity="${sc.light.mood === 'day' ? 0.045 : 0.025}">${d}</g>`);
  // blades of grass in the foreground
  const rng = new Rng(77);
  const g = GREENS[sc.light.mood];
  let blades = '';
  const top = Math.max(from, sc.h * 0.82);
  for (let i = 0; i < 260; i++) {
    const x = rng.range(0, sc.w);
    const y = rng.range(top, sc.h + 4);
    const len = 3 + ((y - top) / (sc.h - top + 1)) * 9;
    blades += `M${r1(x)},${r1(y)}l${r1(rng.range(-2, 2))},${r1(-len)}`;
  }
  sc.ground.push(`<path d="${blades}" stroke="${g.dark}" stroke-opacity="0.35" stroke-width="1.2" fill="none"/>`);
}

/** Keeps the part of a world-space polygon in front of the camera (z >= near). */
function clipNear(poly: V3[], near = 0.6): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const ain = a[2] >= near;
    const bin = b[2] >= near;
    if (ain) out.push(a);
    if (ain !== bin) {
      const t = (near - a[2]) / (b[2] - a[2]);
      out.push(lerp3(a, b, t));
    }
  }
  return out;
}

function clipSeg(a: V3, b: V3, near = 0.6): [V3, V3] | null {
  if (a[2] < near && b[2] < near) return null;
  if (a[2] >= near && b[2] >= near) return [a, b];
  const t = (near - a[2]) / (b[2] - a[2]);
  const m = lerp3(a, b, t);
  return a[2] >= near ? [a, m] : [m, b];
}

/** A ground polygon given in a building frame's local x/z (so streets follow the facades). */
function groundLocal(
  sc: Scene,
  fr: Frame,
  corners: [number, number][],
  color: string,
  opts: { y?: number; texture?: 'brick' | 'joints'; fill?: string } = {},
) {
  const y = opts.y ?? 0.01;
  const world = clipNear(corners.map(([x, z]) => fr.w([x, y, z])));
  if (world.length < 3) return;
  const zs = world.map((p) => p[2]);
  const near = sc.P([0, y, Math.min(...zs)]);
  const far = sc.P([0, y, Math.min(Math.max(...zs), 200)]);
  const g = sc.lin(
    [
      [0, mul(color, 0.86)],
      [1, mul(color, 1.06)],
    ],
    0,
    far[1],
    0,
    near[1],
    true,
  );
  sc.ground.push(`<polygon points="${sc.pts(world)}" fill="${opts.fill ?? g}"/>`);
  if (opts.texture) {
    // joints across the paving
    const step = opts.texture === 'brick' ? 0.45 : 1.5;
    const xs = corners.map((c) => c[0]);
    const zl = corners.map((c) => c[1]);
    let d = '';
    for (let x = Math.min(...xs); x <= Math.max(...xs); x += step) {
      const seg = clipSeg(fr.w([x, y, Math.min(...zl)]), fr.w([x, y, Math.max(...zl)]));
      if (!seg) continue;
      const p = sc.P(seg[0]);
      const q = sc.P(seg[1]);
      d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
    }
    sc.ground.push(`<path d="${d}" stroke="#000" stroke-opacity="${opts.texture === 'brick' ? 0.08 : 0.12}" stroke-width="1" fill="none"/>`);
  }
}

/** Where a building's origin must go so the middle of its front wall sits at (cx, cz). */
function front(cx: number, cz: number, W: number, rot: number): [number, number] {
  const a = (rot * Math.PI) / 180;
  return [cx - (W / 2) * Math.cos(a), cz + (W / 2) * Math.sin(a)];
}

/** A flat quad on the ground (street, drive, walk). x/z pairs in world metres. */
function groundQuad(sc: Scene, corners: [number, number][], color: string, opts: { y?: number; stroke?: string } = {}) {
  const y = opts.y ?? 0;
  const pts = sc.pts(clipNear(corners.map(([x, z]) => [x, y, z] as V3)));
  const zs = corners.map((c) => c[1]);
  const near = sc.P([0, y, Math.min(...zs)]);
  const far = sc.P([0, y, Math.max(...zs)]);
  const g = sc.lin(
    [
      [0, mul(color, 0.88)],
      [1, mul(color, 1.06)],
    ],
    0,
    far[1],
    0,
    near[1],
    true,
  );
  sc.ground.push(`<polygon points="${pts}" fill="${g}"${opts.stroke ? ` stroke="${opts.stroke}" stroke-width="1"` : ''}/>`);
}

function vignette(sc: Scene, strength = 0.28) {
  const g = sc.rad([
    [0.55, '#000', 0],
    [1, '#000', strength],
  ]);
  sc.overlay.push(`<rect width="${sc.w}" height="${sc.h}" fill="${g}"/>`);
}

/** A soft warm or cool wash over the whole frame, the way a photo is graded. */
function grade(sc: Scene, color: string, opacity: number) {
  sc.overlay.push(`<rect width="${sc.w}" height="${sc.h}" fill="${color}" opacity="${opacity}"/>`);
}

// ---------------------------------------------------------------------------------------------
// Foliage
// ---------------------------------------------------------------------------------------------

interface Foliage {
  dark: string;
  mid: string;
  light: string;
}
const GREENS: Record<Mood, Foliage> = {
  day: { dark: '#1f3d1c', mid: '#3f6a2a', light: '#8fb55a' },
  golden: { dark: '#26351a', mid: '#55662a', light: '#c9b45a' },
  dawn: { dark: '#16261f', mid: '#2d4536', light: '#6d8a6a' },
  dusk: { dark: '#0b1410', mid: '#1a2a24', light: '#3b4a44' },
  night: { dark: '#070d0c', mid: '#101a18', light: '#1f2b2a' },
};

/**
 * A leafy crown: a few lobes, each built from many small leaf clusters in four tones, lit from
 * the upper left. x,y is the crown centre in pixels.
 */
function crown(sc: Scene, x: number, y: number, rx: number, ry: number, rng: Rng, leaves = sc.light.mood): string {
  const g = GREENS[leaves];
  const tones = [g.dark, mix(g.dark, g.mid, 0.6), mix(g.mid, g.light, 0.2), mix(g.mid, g.light, 0.5)];
  const layers: string[][] = [[], [], [], []];
  const m = Math.min(rx, ry);
  const lobes = 4 + Math.floor(rng.next() * 4);
  const circle = (cx: number, cy: number, r: number) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(Math.max(0.6, r))}"/>`;
  const lobeList: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + rng.range(-0.4, 0.4);
    const d = rng.range(0.25, 0.5);
    lobeList.push({ x: x + Math.cos(a) * rx * d, y: y + Math.sin(a) * ry * d, r: m * rng.range(0.42, 0.58) });
  }
  lobeList.push({ x, y: y - ry * 0.1, r: m * 0.6 });
  const density = clamp(m / 40, 0.35, 1.6);
  for (const l of lobeList) {
    const lit = clamp(0.55 - (l.y - y) / ry / 1.4 - (l.x - x) / rx / 5);
    const n0 = Math.round(22 * density);
    for (let k = 0; k < n0; k++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * l.r * 0.85;
      layers[0]!.push(circle(l.x + Math.cos(a) * d, l.y + Math.sin(a) * d, l.r * rng.range(0.18, 0.34)));
    }
    const tiers: [number, number, number, number][] = [
      [1, 26, -0.14, 0.2],
      [2, 22, -0.26, 0.13],
      [3, 14, -0.36, 0.08],
    ];
    for (const [layer, count, off, size] of tiers) {
      const c = Math.round(count * density * (0.35 + lit));
      for (let k = 0; k < c; k++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * l.r * (0.75 - layer * 0.1);
        layers[layer]!.push(circle(l.x + l.r * off + Math.cos(a) * d, l.y + l.r * off * 1.1 + Math.sin(a) * d, l.r * size * rng.range(0.6, 1.2)));
      }
    }
  }
  const soft = sc.blur(Math.max(0.4, m * 0.012));
  return layers.map((c, i) => `<g fill="${tones[i]}"${i >= 2 ? ` ${soft}` : ''}${i === 3 ? ' opacity="0.85"' : ''}>${c.join('')}</g>`).join('');
}

function tree(sc: Scene, x: number, z: number, height: number, opts: { spread?: number; seed?: number; shadow?: boolean } = {}) {
  const rng = new Rng(opts.seed ?? Math.floor(x * 1000 + z * 37));
  const s = sc.scale(z);
  const [bx, by] = sc.P([x, 0, z]);
  const crownH = height * 0.62;
  const rx = ((opts.spread ?? 0.42) * height * s) / 1;
  const ry = (crownH * s) / 2;
  const cy = sc.P([x, height - crownH / 2, z])[1];
  const trunkW = Math.max(1.5, height * 0.035 * s);
  const bark = sc.light.mood === 'day' ? '#4a3b2c' : sc.light.mood === 'golden' ? '#4d3a2a' : '#1c1a1c';
  const up = sc.mirror ? -1 : 1;
  const trunk = `<path d="M${r1(bx - trunkW)},${r1(by)} L${r1(bx - trunkW * 0.45)},${r1(cy + up * ry * 0.2)} L${r1(bx + trunkW * 0.45)},${r1(cy + up * ry * 0.2)} L${r1(bx + trunkW)},${r1(by)} Z" fill="${bark}"/><path d="M${r1(bx)},${r1(cy + up * ry * 0.3)} L${r1(bx - rx * 0.45)},${r1(cy - up * ry * 0.15)} M${r1(bx)},${r1(cy + up * ry * 0.15)} L${r1(bx + rx * 0.4)},${r1(cy - up * ry * 0.25)}" stroke="${bark}" stroke-width="${r1(trunkW * 0.5)}" stroke-linecap="round" fill="none"/>`;
  let shadow = '';
  if (opts.shadow !== false && sc.light.mood !== 'night' && !sc.mirror) {
    const sun = sc.light.sun;
    const off = height * 0.6;
    const [sx, sy] = sc.P([x - (sun[0] / sun[1]) * off * 0.5, 0, z - (sun[2] / sun[1]) * off * 0.5]);
    shadow = `<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="${r1(rx * 1.1)}" ry="${r1(Math.max(3, rx * 0.22))}" fill="#0b1a08" opacity="0.28" ${sc.blur(Math.max(2, rx * 0.08))}/>`;
    sc.shadows.push(shadow);
  }
  sc.add(z, `<g>${trunk}${crown(sc, bx, cy, rx, ry, rng)}</g>`);
}

function conifer(sc: Scene, x: number, z: number, height: number, seed = 1) {
  const rng = new Rng(seed);
  const s = sc.scale(z);
  const [bx, by] = sc.P([x, 0, z]);
  const g = GREENS[sc.light.mood];
  const tiers = 7;
  let d = '';
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const up = sc.mirror ? -1 : 1;
    const top = by - up * height * s * (1 - t * 0.85);
    const bottom = by - up * height * s * (0.72 - t * 0.78);
    const half = height * s * (0.08 + t * 0.2) * rng.range(0.9, 1.1);
    const fill = mix(g.dark, g.mid, 0.3 + (1 - t) * 0.4);
    d += `<path d="M${r1(bx)},${r1(top)} L${r1(bx + half)},${r1(bottom)} Q${r1(bx)},${r1(bottom - up * half * 0.25)} ${r1(bx - half)},${r1(bottom)} Z" fill="${fill}"/>`;
  }
  sc.add(z, `<g>${d}</g>`);
}

/** A row of foundation shrubs along a line on the ground. */
function shrubs(
  sc: Scene,
  from: [number, number],
  to: [number, number],
  opts: { height?: number; count?: number; flowers?: string[]; seed?: number } = {},
) {
  const rng = new Rng(opts.seed ?? 7);
  const count = opts.count ?? 5;
  const h = opts.height ?? 1;
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const x = from[0] + (to[0] - from[0]) * t + rng.range(-0.2, 0.2);
    const z = from[1] + (to[1] - from[1]) * t;
    const s = sc.scale(z);
    const [bx, by] = sc.P([x, 0, z]);
    const hh = h * rng.range(0.75, 1.15);
    const rx = hh * 0.75 * s;
    const ry = (hh * s) / 2;
    let svg = crown(sc, bx, by - ry * 0.85, rx, ry, rng);
    if (opts.flowers && sc.light.mood !== 'night' && sc.light.mood !== 'dusk') {
      for (let k = 0; k < 14; k++) {
        const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
        const rr = rng.range(0.3, 0.95);
        svg += `<circle cx="${r1(bx + Math.cos(a) * rx * rr)}" cy="${r1(by - ry * 0.85 + Math.sin(a) * ry * rr)}" r="${r1(Math.max(0.8, s * 0.05))}" fill="${rng.pick(opts.flowers)}"/>`;
      }
    }
    sc.add(z - 0.01, `<g>${svg}</g>`);
  }
}

// ---------------------------------------------------------------------------------------------
// Buildings: a local frame, faces with back-face culling and lighting, wall features
// ---------------------------------------------------------------------------------------------

class Frame {
  readonly c: number;
  readonly s: number;
  constructor(
    readonly o: V3,
    rotDeg: number,
  ) {
    const a = (rotDeg * Math.PI) / 180;
    this.c = Math.cos(a);
    this.s = Math.sin(a);
  }
  w(p: V3): V3 {
    return [this.o[0] + p[0] * this.c + p[2] * this.s, this.o[1] + p[1], this.o[2] - p[0] * this.s + p[2] * this.c];
  }
  n(v: V3): V3 {
    return norm([v[0] * this.c + v[2] * this.s, v[1], -v[0] * this.s + v[2] * this.c]);
  }
}

/** A flat polygon in a frame: drawn only when it faces the camera, shaded by the light. */
function face(sc: Scene, fr: Frame, pts: V3[], normal: V3, color: string, extra = ''): string {
  const wp = pts.map((p) => fr.w(p));
  const n = fr.n(normal);
  if (!sc.visible(n, wp[0]!)) return '';
  return `<polygon points="${sc.pts(wp)}" fill="${sc.shade(color, n)}"${extra}/>`;
}

function box(sc: Scene, fr: Frame, a: V3, b: V3, color: string, top?: string, bottom = true): string {
  const [x0, y0, z0] = a;
  const [x1, y1, z1] = b;
  return [
    face(
      sc,
      fr,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
      color,
    ),
    face(
      sc,
      fr,
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      [1, 0, 0],
      color,
    ),
    face(
      sc,
      fr,
      [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ],
      [-1, 0, 0],
      color,
    ),
    face(
      sc,
      fr,
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
      top ?? color,
    ),
    bottom
      ? face(
          sc,
          fr,
          [
            [x0, y0, z0],
            [x1, y0, z0],
            [x1, y0, z1],
            [x0, y0, z1],
          ],
          [0, -1, 0],
          mul(color, 0.85),
        )
      : '',
  ].join('');
}

/** A wall plane with its own 2D (u along the wall, v up) coordinates. */
class Wall {
  constructor(
    readonly sc: Scene,
    readonly fr: Frame,
    readonly o: V3,
    readonly u: V3,
    readonly n: V3,
  ) {}
  at(u: number, v: number, out = 0): V3 {
    return this.fr.w([this.o[0] + this.u[0] * u + this.n[0] * out, this.o[1] + v, this.o[2] + this.u[2] * u + this.n[2] * out]);
  }
  get visible() {
    return this.sc.visible(this.fr.n(this.n), this.at(0.5, 1));
  }
  get normal() {
    return this.fr.n(this.n);
  }
  rect(u0: number, v0: number, u1: number, v1: number, out = 0): string {
    return this.sc.pts([this.at(u0, v0, out), this.at(u1, v0, out), this.at(u1, v1, out), this.at(u0, v1, out)]);
  }
  poly(uv: [number, number][], out = 0): string {
    return this.sc.pts(uv.map(([u, v]) => this.at(u, v, out)));
  }
  px(u: number, v: number) {
    return this.sc.scale(this.at(u, v)[2]);
  }
}

function walls(sc: Scene, fr: Frame, W: number, D: number) {
  return {
    front: new Wall(sc, fr, [0, 0, 0], [1, 0, 0], [0, 0, -1]),
    right: new Wall(sc, fr, [W, 0, 0], [0, 0, 1], [1, 0, 0]),
    left: new Wall(sc, fr, [0, 0, D], [0, 0, -1], [-1, 0, 0]),
  };
}

type Cladding = 'siding' | 'brick' | 'stone' | 'stucco' | 'board' | 'panel';

/** Paints a wall area with its material and soft shading towards the eaves and ground. */
function wallArea(
  wl: Wall,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  color: string,
  cladding: Cladding,
  seed = 3,
  gable?: [number, number],
): string {
  const sc = wl.sc;
  const n = wl.normal;
  const base = sc.shade(color, n);
  const outline: [number, number][] = gable
    ? [
        [u0, v0],
        [u1, v0],
        [u1, v1],
        [gable[0], gable[1]],
        [u0, v1],
      ]
    : [
        [u0, v0],
        [u1, v0],
        [u1, v1],
        [u0, v1],
      ];
  const pts = wl.poly(outline);
  const top = sc.P(wl.at((u0 + u1) / 2, gable ? gable[1] : v1));
  const bottom = sc.P(wl.at((u0 + u1) / 2, v0));
  const g = sc.lin(
    [
      [0, mul(base, 0.82)],
      [0.18, base],
      [0.9, mul(base, 0.96)],
      [1, mul(base, 0.8)],
    ],
    top[0],
    top[1],
    bottom[0],
    bottom[1],
    true,
  );
  let out = `<polygon points="${pts}" fill="${g}"/>`;
  const rng = new Rng(seed);
  const vTop = gable ? gable[1] : v1;
  if (cladding === 'siding' || cladding === 'board') {
    const step = cladding === 'siding' ? 0.2 : 0.32;
    let d = '';
    if (cladding === 'siding') {
      for (let v = v0 + step; v < vTop; v += step) {
        let a = u0;
        let b = u1;
        if (gable && v > v1) {
          const t = (v - v1) / (gable[1] - v1);
          a = u0 + (gable[0] - u0) * t;
          b = u1 + (gable[0] - u1) * t;
        }
        const p = sc.P(wl.at(a, v));
        const q = sc.P(wl.at(b, v));
        d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
      }
    } else {
      for (let u = u0 + step; u < u1; u += step) {
        const vv = gable
          ? u < gable[0]
            ? v1 + ((gable[1] - v1) * (u - u0)) / (gable[0] - u0)
            : v1 + ((gable[1] - v1) * (u1 - u)) / (u1 - gable[0])
          : v1;
        const p = sc.P(wl.at(u, v0));
        const q = sc.P(wl.at(u, vv));
        d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
      }
    }
    out += `<path d="${d}" stroke="#000" stroke-opacity="0.13" stroke-width="${r1(Math.max(0.6, wl.px(u0, v0) * 0.018))}" fill="none"/>`;
  } else if (cladding === 'brick' || cladding === 'stone') {
    let d = '';
    const light: string[] = [];
    const dark: string[] = [];
    if (cladding === 'brick') {
      const course = 0.16;
      for (let v = v0 + course; v < vTop; v += course) {
        const p = sc.P(wl.at(u0, v));
        const q = sc.P(wl.at(u1, v));
        d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
      }
      const bricks = Math.round(((u1 - u0) * (vTop - v0)) / 0.35);
      for (let i = 0; i < bricks; i++) {
        const u = rng.range(u0, u1 - 0.22);
        const v = v0 + Math.floor(rng.range(0, (vTop - v0) / course)) * course;
        if (gable && v > v1) continue;
        (rng.next() < 0.5 ? light : dark).push(wl.rect(u, v + 0.015, u + 0.22, v + course - 0.015));
      }
      out += `<path d="${d}" stroke="#f3e6d8" stroke-opacity="0.16" stroke-width="${r1(Math.max(0.5, wl.px(u0, v0) * 0.012))}" fill="none"/>`;
    } else {
      const stones = Math.round(((u1 - u0) * (vTop - v0)) / 0.12);
      for (let i = 0; i < stones; i++) {
        const u = rng.range(u0, u1 - 0.3);
        const v = rng.range(v0, vTop - 0.18);
        (rng.next() < 0.5 ? light : dark).push(wl.rect(u, v, u + rng.range(0.22, 0.45), v + rng.range(0.14, 0.24)));
      }
    }
    out += `<g fill="#fff" opacity="${cladding === 'stone' ? 0.12 : 0.07}">${light.map((p) => `<polygon points="${p}"/>`).join('')}</g>`;
    out += `<g fill="#000" opacity="${cladding === 'stone' ? 0.14 : 0.08}">${dark.map((p) => `<polygon points="${p}"/>`).join('')}</g>`;
  } else if (cladding === 'panel') {
    let d = '';
    for (let v = v0 + 3; v < vTop; v += 3) {
      const p = sc.P(wl.at(u0, v));
      const q = sc.P(wl.at(u1, v));
      d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
    }
    out += `<path d="${d}" stroke="#000" stroke-opacity="0.12" stroke-width="1" fill="none"/>`;
  }
  return out;
}

interface WindowOpts {
  trim?: string;
  panes?: [number, number]; // columns, rows of muntins for each sash
  shutters?: string;
  lit?: boolean;
  sill?: boolean;
  head?: 'flat' | 'cap' | 'arch' | 'lintel';
  frame?: number; // trim width in metres
  glassOnly?: boolean;
}

function windowOn(wl: Wall, u: number, v: number, w: number, h: number, o: WindowOpts = {}): string {
  if (!wl.visible) return '';
  const sc = wl.sc;
  const trim = sc.shade(o.trim ?? '#f4f1ea', wl.normal);
  const t = o.frame ?? 0.1;
  let out = '';
  if (o.shutters) {
    const sh = sc.shade(o.shutters, wl.normal);
    out += `<polygon points="${wl.rect(u - t - w * 0.48, v - t * 0.2, u - t - 0.03, v + h + t * 0.2)}" fill="${sh}"/>`;
    out += `<polygon points="${wl.rect(u + w + t + 0.03, v - t * 0.2, u + w + t + w * 0.48, v + h + t * 0.2)}" fill="${sh}"/>`;
    // louvres
    let d = '';
    for (let k = v + 0.08; k < v + h; k += 0.09) {
      for (const [a, b] of [
        [u - t - w * 0.45, u - t - 0.06],
        [u + w + t + 0.06, u + w + t + w * 0.45],
      ] as [number, number][]) {
        const p = sc.P(wl.at(a, k));
        const q = sc.P(wl.at(b, k));
        d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
      }
    }
    out += `<path d="${d}" stroke="#000" stroke-opacity="0.18" stroke-width="0.7"/>`;
  }
  if (!o.glassOnly) {
    if (o.head === 'arch') {
      const arc: [number, number][] = [];
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI - (i / 10) * Math.PI;
        arc.push([u + w / 2 + Math.cos(a) * (w / 2 + t), v + h + Math.sin(a) * (w / 2 + t) * 0.7]);
      }
      out += `<polygon points="${wl.poly([[u - t, v - t], [u + w + t, v - t], ...arc.reverse().reverse()])}" fill="${trim}"/>`;
    } else {
      out += `<polygon points="${wl.rect(u - t, v - t, u + w + t, v + h + t)}" fill="${trim}"/>`;
    }
    if (o.head === 'cap')
      out += `<polygon points="${wl.rect(u - t * 2, v + h + t, u + w + t * 2, v + h + t * 2.6, 0.05)}" fill="${mul(trim, 1.02)}"/>`;
    if (o.head === 'lintel')
      out += `<polygon points="${wl.rect(u - t * 1.6, v + h + t, u + w + t * 1.6, v + h + t * 3.2)}" fill="${sc.shade('#d8d2c4', wl.normal)}"/>`;
  }
  const lit = o.lit ?? false;
  const glassPts = o.head === 'arch' ? archPts(wl, u, v, w, h) : wl.rect(u, v, u + w, v + h);
  out += `<polygon points="${glassPts}" fill="${lit ? sc.glass.lit : sc.light.mood === 'day' || sc.light.mood === 'golden' ? sc.glass.day : sc.glass.dark}"/>`;
  if (lit) {
    out += `<polygon points="${wl.rect(u, v, u + w * 0.22, v + h)}" fill="${sc.glass.curtain}" opacity="0.55"/>`;
    out += `<polygon points="${wl.rect(u + w * 0.78, v, u + w, v + h)}" fill="${sc.glass.curtain}" opacity="0.55"/>`;
  }
  // inner shadow along the head of the opening
  out += `<polygon points="${wl.rect(u, v + h - Math.min(0.08, h * 0.1), u + w, v + h)}" fill="#000" opacity="0.3"/>`;
  const [cols, rows] = o.panes ?? [2, 2];
  let d = '';
  const bar = Math.max(0.6, wl.px(u, v) * 0.03);
  const meet = v + h / 2;
  for (const [s0, s1] of [
    [v, meet],
    [meet, v + h],
  ] as [number, number][]) {
    for (let i = 1; i < cols; i++) {
      const uu = u + (w * i) / cols;
      const p = sc.P(wl.at(uu, s0));
      const q = sc.P(wl.at(uu, s1));
      d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
    }
    for (let j = 1; j < rows; j++) {
      const vv = s0 + ((s1 - s0) * j) / rows;
      const p = sc.P(wl.at(u, vv));
      const q = sc.P(wl.at(u + w, vv));
      d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
    }
  }
  if (!o.glassOnly) {
    const p = sc.P(wl.at(u, meet));
    const q = sc.P(wl.at(u + w, meet));
    d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
  }
  out += `<path d="${d}" stroke="${trim}" stroke-width="${r1(bar)}" fill="none"/>`;
  if (o.sill !== false && !o.glassOnly)
    out += `<polygon points="${wl.rect(u - t * 1.4, v - t * 1.6, u + w + t * 1.4, v - t * 0.7, 0.04)}" fill="${mul(trim, 0.92)}"/>`;
  if (lit && sc.light.mood !== 'day') {
    const [cx, cy] = sc.P(wl.at(u + w / 2, v + h / 2));
    const r = w * wl.px(u, v) * 0.9;
    out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r)}" ry="${r1(r * 1.1)}" fill="#ffb85a" opacity="0.16" ${sc.blur(Math.max(2, r * 0.35))}/>`;
  }
  return out;
}

function archPts(wl: Wall, u: number, v: number, w: number, h: number) {
  const pts: [number, number][] = [
    [u, v],
    [u + w, v],
  ];
  for (let i = 0; i <= 10; i++) {
    const a = (i / 10) * Math.PI;
    pts.push([u + w / 2 + Math.cos(a) * (w / 2), v + h + Math.sin(a) * (w / 2) * 0.7]);
  }
  return wl.poly(pts);
}

interface DoorOpts {
  color: string;
  trim?: string;
  transom?: boolean;
  fanlight?: boolean;
  sidelights?: boolean;
  pediment?: boolean;
  lamp?: boolean;
}

function doorOn(wl: Wall, u: number, w: number, h: number, o: DoorOpts, v = 0): string {
  if (!wl.visible) return '';
  const sc = wl.sc;
  const trim = sc.shade(o.trim ?? '#f4f1ea', wl.normal);
  const t = 0.12;
  const side = o.sidelights ? 0.38 : 0;
  const topGlass = o.transom || o.fanlight ? 0.45 : 0;
  let out = `<polygon points="${wl.rect(u - side - t, v, u + w + side + t, v + h + topGlass + t)}" fill="${trim}"/>`;
  if (o.pediment) {
    out += `<polygon points="${wl.poly(
      [
        [u - side - t * 2.2, v + h + topGlass + t],
        [u + w + side + t * 2.2, v + h + topGlass + t],
        [u + w / 2, v + h + topGlass + t + 0.55],
      ],
      0.06,
    )}" fill="${mul(trim, 1.03)}"/>`;
  }
  const glass = sc.light.lit > 0.3 ? sc.glass.lit : sc.glass.day;
  if (o.sidelights) {
    out += `<polygon points="${wl.rect(u - side, v + 0.25, u - 0.06, v + h - 0.05)}" fill="${glass}"/>`;
    out += `<polygon points="${wl.rect(u + w + 0.06, v + 0.25, u + w + side, v + h - 0.05)}" fill="${glass}"/>`;
  }
  if (o.fanlight) {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 12; i++) {
      const a = (i / 12) * Math.PI;
      pts.push([u + w / 2 + Math.cos(a) * (w / 2 + side), v + h + 0.04 + Math.sin(a) * (topGlass - 0.08)]);
    }
    out += `<polygon points="${wl.poly(pts)}" fill="${glass}"/>`;
  } else if (o.transom) {
    out += `<polygon points="${wl.rect(u - side, v + h + 0.06, u + w + side, v + h + topGlass - 0.04)}" fill="${glass}"/>`;
  }
  const door = sc.shade(o.color, wl.normal);
  const p0 = sc.P(wl.at(u, v + h));
  const p1 = sc.P(wl.at(u + w, v));
  const g = sc.lin(
    [
      [0, mul(door, 1.08)],
      [1, mul(door, 0.85)],
    ],
    p0[0],
    p0[1],
    p1[0],
    p1[1],
    true,
  );
  out += `<polygon points="${wl.rect(u, v, u + w, v + h)}" fill="${g}"/>`;
  // raised panels
  let panels = '';
  const pw = w * 0.32;
  for (const pu of [u + w * 0.12, u + w * 0.56]) {
    panels += `<polygon points="${wl.rect(pu, v + 0.15, pu + pw, v + h * 0.42)}"/>`;
    panels += `<polygon points="${wl.rect(pu, v + h * 0.5, pu + pw, v + h * 0.9)}"/>`;
  }
  out += `<g fill="#000" opacity="0.16">${panels}</g>`;
  const [kx, ky] = sc.P(wl.at(u + w * 0.86, v + h * 0.47));
  out += `<circle cx="${r1(kx)}" cy="${r1(ky)}" r="${r1(Math.max(1, wl.px(u, v) * 0.035))}" fill="#c9a24a"/>`;
  out += `<polygon points="${wl.rect(u, v + h - 0.06, u + w, v + h)}" fill="#000" opacity="0.35"/>`;
  if (o.lamp) {
    for (const lu of [u - side - t - 0.25, u + w + side + t + 0.25]) {
      const [lx, ly] = sc.P(wl.at(lu, v + h * 0.78));
      const s = wl.px(lu, v);
      out += `<rect x="${r1(lx - s * 0.08)}" y="${r1(ly - s * 0.18)}" width="${r1(s * 0.16)}" height="${r1(s * 0.3)}" rx="${r1(s * 0.03)}" fill="${sc.light.lit > 0.3 ? '#ffd58a' : '#2a2a2a'}" stroke="#1c1c1c" stroke-width="${r1(Math.max(0.6, s * 0.02))}"/>`;
      if (sc.light.lit > 0.3) out += `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="${r1(s * 0.8)}" fill="#ffc470" opacity="0.35" ${sc.blur(s * 0.3)}/>`;
    }
  }
  return out;
}

function garageOn(wl: Wall, u: number, w: number, h: number, color: string): string {
  if (!wl.visible) return '';
  const sc = wl.sc;
  const c = sc.shade(color, wl.normal);
  let out = `<polygon points="${wl.rect(u - 0.12, 0, u + w + 0.12, h + 0.12)}" fill="${sc.shade('#f4f1ea', wl.normal)}"/>`;
  out += `<polygon points="${wl.rect(u, 0, u + w, h)}" fill="${c}"/>`;
  let d = '';
  for (let k = 1; k < 4; k++) {
    const p = sc.P(wl.at(u, (h * k) / 4));
    const q = sc.P(wl.at(u + w, (h * k) / 4));
    d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
  }
  out += `<path d="${d}" stroke="#000" stroke-opacity="0.22" stroke-width="1.2"/>`;
  const panes = 4;
  for (let k = 0; k < panes; k++) {
    out += `<polygon points="${wl.rect(u + w * (0.06 + k * 0.235), h * 0.78, u + w * (0.06 + k * 0.235) + w * 0.18, h * 0.93)}" fill="${sc.glass.dark}" opacity="0.9"/>`;
  }
  out += `<polygon points="${wl.rect(u, h - 0.1, u + w, h)}" fill="#000" opacity="0.3"/>`;
  return out;
}

// Roofs ---------------------------------------------------------------------------------------

interface RoofOpts {
  color: string;
  trim?: string;
  pitch?: number; // rise per run
  overhang?: number;
  texture?: 'shingle' | 'metal' | 'slate';
}

function roofTexture(sc: Scene, fr: Frame, lines: [V3, V3][], kind: RoofOpts['texture'], scaleAt: number): string {
  if (!lines.length) return '';
  let d = '';
  for (const [a, b] of lines) {
    const p = sc.P(fr.w(a));
    const q = sc.P(fr.w(b));
    d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
  }
  const sw = Math.max(0.5, scaleAt * (kind === 'metal' ? 0.02 : 0.016));
  return `<path d="${d}" stroke="${kind === 'metal' ? '#fff' : '#000'}" stroke-opacity="${kind === 'metal' ? 0.12 : 0.22}" stroke-width="${r1(sw)}" fill="none"/>`;
}

/** Ridge parallel to the front wall. Returns the svg for soffit, gables and both roof planes. */
function gableRoof(sc: Scene, fr: Frame, W: number, D: number, H: number, o: RoofOpts & { gableWall?: { color: string; cladding: Cladding } }) {
  const p = o.pitch ?? 0.6;
  const oh = o.overhang ?? 0.45;
  const rise = (D / 2) * p;
  const ridge = H + rise;
  const eaveY = H - oh * p;
  const trim = o.trim ?? '#f2efe8';
  let out = '';
  // soffits
  out += face(
    sc,
    fr,
    [
      [-oh, eaveY, -oh],
      [W + oh, eaveY, -oh],
      [W + oh, H, 0],
      [-oh, H, 0],
    ],
    [0, -1, 0],
    mul(trim, 0.8),
  );
  // gable ends (walls)
  const w = walls(sc, fr, W, D);
  if (o.gableWall) {
    for (const side of ['right', 'left'] as const) {
      const wl = w[side];
      if (!wl.visible) continue;
      out += wallArea(wl, 0, H - 0.001, D, H, o.gableWall.color, o.gableWall.cladding, 11, [D / 2, ridge]);
    }
  }
  const planes: { pts: V3[]; n: V3; lines: [V3, V3][] }[] = [];
  const lf: [V3, V3][] = [];
  const lb: [V3, V3][] = [];
  const slope = Math.hypot(D / 2 + oh, rise + oh * p);
  const step = 0.3;
  for (let s = step; s < slope; s += step) {
    const t = s / slope;
    const y = eaveY + (ridge - eaveY) * t;
    const zf = -oh + (D / 2 + oh) * t;
    lf.push([
      [-oh, y, zf],
      [W + oh, y, zf],
    ]);
    lb.push([
      [-oh, y, D + oh - (D / 2 + oh) * t],
      [W + oh, y, D + oh - (D / 2 + oh) * t],
    ]);
  }
  planes.push({
    pts: [
      [-oh, eaveY, -oh],
      [W + oh, eaveY, -oh],
      [W + oh, ridge, D / 2],
      [-oh, ridge, D / 2],
    ],
    n: [0, 1, -p],
    lines: lf,
  });
  planes.push({
    pts: [
      [W + oh, eaveY, D + oh],
      [-oh, eaveY, D + oh],
      [-oh, ridge, D / 2],
      [W + oh, ridge, D / 2],
    ],
    n: [0, 1, p],
    lines: lb,
  });
  for (const pl of planes) {
    const f = face(sc, fr, pl.pts, pl.n, o.color);
    if (!f) continue;
    out += f;
    out += roofTexture(sc, fr, pl.lines, o.texture ?? 'shingle', sc.scale(fr.w([W / 2, H, 0])[2]));
  }
  // rakes and fascia as trim strokes
  const sw = r1(Math.max(1, sc.scale(fr.w([W / 2, H, 0])[2]) * 0.09));
  const tr = sc.shade(trim, fr.n([0, 0, -1]));
  const edges: [V3, V3][] = [
    [
      [-oh, eaveY, -oh],
      [W + oh, eaveY, -oh],
    ],
  ];
  for (const [x, wl] of [
    [-oh, w.left],
    [W + oh, w.right],
  ] as const) {
    edges.push([
      [x, eaveY, -oh],
      [x, ridge, D / 2],
    ]);
    if (wl.visible)
      edges.push([
        [x, ridge, D / 2],
        [x, eaveY, D + oh],
      ]);
  }
  out += `<path d="${edges.map(([a, b]) => `M${sc.P(fr.w(a)).map(r1).join(',')}L${sc.P(fr.w(b)).map(r1).join(',')}`).join('')}" stroke="${tr}" stroke-width="${sw}" stroke-linecap="round" fill="none"/>`;
  return out;
}

function hipRoof(sc: Scene, fr: Frame, W: number, D: number, H: number, o: RoofOpts) {
  const p = o.pitch ?? 0.5;
  const oh = o.overhang ?? 0.45;
  const rise = (D / 2 + oh) * p;
  const eaveY = H - oh * p;
  const ridge = eaveY + rise;
  const inset = D / 2 + oh;
  const x0 = -oh;
  const x1 = W + oh;
  const z0 = -oh;
  const z1 = D + oh;
  const rx0 = Math.min(x0 + inset, (x0 + x1) / 2);
  const rx1 = Math.max(x1 - inset, (x0 + x1) / 2);
  const trim = o.trim ?? '#f2efe8';
  const w = walls(sc, fr, W, D);
  let out = face(
    sc,
    fr,
    [
      [x0, eaveY, z0],
      [x1, eaveY, z0],
      [W, H, 0],
      [0, H, 0],
    ],
    [0, -1, 0],
    mul(trim, 0.8),
  );
  if (w.right.visible)
    out += face(
      sc,
      fr,
      [
        [x1, eaveY, z0],
        [x1, eaveY, z1],
        [W, H, D],
        [W, H, 0],
      ],
      [0, -1, 0],
      mul(trim, 0.8),
    );
  if (w.left.visible)
    out += face(
      sc,
      fr,
      [
        [x0, eaveY, z1],
        [x0, eaveY, z0],
        [0, H, 0],
        [0, H, D],
      ],
      [0, -1, 0],
      mul(trim, 0.8),
    );
  const midZ = (z0 + z1) / 2;
  const front: V3[] = [
    [x0, eaveY, z0],
    [x1, eaveY, z0],
    [rx1, ridge, midZ],
    [rx0, ridge, midZ],
  ];
  const right: V3[] = [
    [x1, eaveY, z0],
    [x1, eaveY, z1],
    [rx1, ridge, midZ],
  ];
  const left: V3[] = [
    [x0, eaveY, z1],
    [x0, eaveY, z0],
    [rx0, ridge, midZ],
  ];
  const back: V3[] = [
    [x1, eaveY, z1],
    [x0, eaveY, z1],
    [rx0, ridge, midZ],
    [rx1, ridge, midZ],
  ];
  const scaleAt = sc.scale(fr.w([W / 2, H, 0])[2]);
  const planes: [V3[], V3][] = [
    [front, [0, 1, -p]],
    [right, [p, 1, 0]],
    [left, [-p, 1, 0]],
    [back, [0, 1, p]],
  ];
  for (const [pts, n] of planes) {
    const f = face(sc, fr, pts, n, o.color);
    if (!f) continue;
    out += f;
    // courses: clip roughly by drawing lines between the plane's sloped edges
    const lines: [V3, V3][] = [];
    for (let t = 0.08; t < 1; t += 0.08) {
      if (pts.length === 4) {
        lines.push([lerp3(pts[0]!, pts[3]!, t), lerp3(pts[1]!, pts[2]!, t)]);
      } else {
        lines.push([lerp3(pts[0]!, pts[2]!, t), lerp3(pts[1]!, pts[2]!, t)]);
      }
    }
    out += roofTexture(sc, fr, lines, o.texture ?? 'shingle', scaleAt);
  }
  // hip lines
  const hips: [V3, V3][] = [
    [front[0]!, front[3]!],
    [front[1]!, front[2]!],
    [front[2]!, front[3]!],
  ];
  out += `<path d="${hips.map(([a, b]) => `M${sc.P(fr.w(a)).map(r1).join(',')}L${sc.P(fr.w(b)).map(r1).join(',')}`).join('')}" stroke="#000" stroke-opacity="0.25" stroke-width="${r1(Math.max(0.8, scaleAt * 0.05))}" fill="none"/>`;
  const fascia = `M${sc
    .P(fr.w([x0, eaveY, z0]))
    .map(r1)
    .join(',')}L${sc
    .P(fr.w([x1, eaveY, z0]))
    .map(r1)
    .join(',')}L${sc
    .P(fr.w([x1, eaveY, z1]))
    .map(r1)
    .join(',')}`;
  out += `<path d="${fascia}" stroke="${sc.shade(trim, fr.n([0, 0, -1]))}" stroke-width="${r1(Math.max(1, scaleAt * 0.1))}" fill="none"/>`;
  return out;
}

function lerp3(a: V3, b: V3, t: number): V3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Ridge running front to back: the gable faces the street. */
function frontGableRoof(
  sc: Scene,
  fr: Frame,
  W: number,
  D: number,
  H: number,
  o: RoofOpts & { gableWall?: { color: string; cladding: Cladding }; x0?: number },
) {
  const p = o.pitch ?? 0.7;
  const oh = o.overhang ?? 0.4;
  const x0 = o.x0 ?? 0;
  const rise = (W / 2) * p;
  const ridge = H + rise;
  const eaveY = H - oh * p;
  const trim = o.trim ?? '#f2efe8';
  const mid = x0 + W / 2;
  let out = '';
  const scaleAt = sc.scale(fr.w([mid, H, 0])[2]);
  if (o.gableWall) {
    const wl = new Wall(sc, fr, [x0, 0, 0], [1, 0, 0], [0, 0, -1]);
    if (wl.visible) out += wallArea(wl, 0, H - 0.001, W, H, o.gableWall.color, o.gableWall.cladding, 5, [W / 2, ridge]);
  }
  const leftWall = new Wall(sc, fr, [x0, 0, D], [0, 0, -1], [-1, 0, 0]);
  const rightWall = new Wall(sc, fr, [x0 + W, 0, 0], [0, 0, 1], [1, 0, 0]);
  if (leftWall.visible)
    out += face(
      sc,
      fr,
      [
        [x0 - oh, eaveY, -oh],
        [x0 - oh, eaveY, D + oh],
        [x0, H, D + oh],
        [x0, H, -oh],
      ],
      [0, -1, 0],
      mul(trim, 0.8),
    );
  if (rightWall.visible)
    out += face(
      sc,
      fr,
      [
        [x0 + W + oh, eaveY, D + oh],
        [x0 + W + oh, eaveY, -oh],
        [x0 + W, H, -oh],
        [x0 + W, H, D + oh],
      ],
      [0, -1, 0],
      mul(trim, 0.8),
    );
  const planes: [V3[], V3][] = [
    [
      [
        [x0 - oh, eaveY, -oh],
        [mid, ridge, -oh],
        [mid, ridge, D + oh],
        [x0 - oh, eaveY, D + oh],
      ],
      [-p, 1, 0],
    ],
    [
      [
        [x0 + W + oh, eaveY, D + oh],
        [mid, ridge, D + oh],
        [mid, ridge, -oh],
        [x0 + W + oh, eaveY, -oh],
      ],
      [p, 1, 0],
    ],
  ];
  for (const [pts, n] of planes) {
    const f = face(sc, fr, pts, n, o.color);
    if (!f) continue;
    out += f;
    const lines: [V3, V3][] = [];
    for (let t = 0.1; t < 1; t += 0.1) lines.push([lerp3(pts[0]!, pts[1]!, t), lerp3(pts[3]!, pts[2]!, t)]);
    out += roofTexture(sc, fr, lines, o.texture ?? 'shingle', scaleAt);
  }
  const tr = sc.shade(trim, fr.n([0, 0, -1]));
  const a = sc.P(fr.w([x0 - oh, eaveY, -oh]));
  const b = sc.P(fr.w([mid, ridge, -oh]));
  const c = sc.P(fr.w([x0 + W + oh, eaveY, -oh]));
  out += `<path d="M${a.map(r1).join(',')}L${b.map(r1).join(',')}L${c.map(r1).join(',')}" stroke="${tr}" stroke-width="${r1(Math.max(1, scaleAt * 0.1))}" stroke-linejoin="round" fill="none"/>`;
  return out;
}

/** Flat roof with a projecting cornice (rowhouses, mid-rise blocks). */
function cornice(sc: Scene, fr: Frame, x0: number, x1: number, D: number, H: number, color: string, depth = 0.35, height = 0.55, brackets = true) {
  let out = box(sc, fr, [x0 - depth * 0.3, H, 0], [x1 + depth * 0.3, H + height, D], color, mul(color, 0.8), false);
  out += box(sc, fr, [x0 - depth * 0.3, H, -depth], [x1 + depth * 0.3, H + height, 0], color, mul(color, 0.8));
  if (brackets) {
    const n = Math.max(2, Math.round((x1 - x0) / 0.9));
    for (let i = 0; i <= n; i++) {
      const x = x0 + ((x1 - x0) * i) / n;
      out += box(sc, fr, [x - 0.07, H - 0.3, -depth * 0.8], [x + 0.07, H, 0], mul(color, 0.9));
    }
  }
  return out;
}

function castShadow(sc: Scene, fr: Frame, W: number, D: number, H: number, opacity = 0.32) {
  const sun = sc.light.sun;
  if (sun[1] <= 0.05 || sc.light.mood === 'night') return;
  const pts: V2[] = [];
  for (const x of [0, W]) {
    for (const z of [0, D]) {
      const b = fr.w([x, 0, z]);
      pts.push([b[0], b[2]]);
      for (const y of [H]) {
        const t = fr.w([x, y, z]);
        pts.push([t[0] - (sun[0] / sun[1]) * y, t[2] - (sun[2] / sun[1]) * y]);
      }
    }
  }
  const hull = convexHull(pts);
  const screen = hull.map(([x, z]) => sc.P([x, 0, Math.max(z, 0.5)]));
  sc.shadows.push(
    `<polygon points="${screen.map((p) => p.map(r1).join(',')).join(' ')}" fill="#08140a" opacity="${opacity}" ${sc.blur(Math.max(2, sc.scale(fr.o[2]) * 0.12))}/>`,
  );
}

function convexHull(points: V2[]): V2[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: V2, a: V2, b: V2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: V2[] = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper: V2[] = [];
  for (const pt of p.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, pt) <= 0) upper.pop();
    upper.push(pt);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Ambient occlusion: a soft dark band where a wall meets the ground. */
function groundContact(sc: Scene, fr: Frame, W: number, D: number) {
  const pts = [fr.w([0, 0, 0]), fr.w([W, 0, 0]), fr.w([W, 0, D]), fr.w([0, 0, D])];
  sc.shadows.push(
    `<polygon points="${sc.pts(pts)}" fill="#000" opacity="0.35" stroke="#000" stroke-width="${r1(sc.scale(fr.o[2]) * 0.25)}" stroke-opacity="0.25" ${sc.blur(sc.scale(fr.o[2]) * 0.1)}/>`,
  );
}

function steps(sc: Scene, fr: Frame, x: number, w: number, n: number, rise = 0.18, run = 0.3, color = '#b9b2a6') {
  let out = '';
  for (let i = 0; i < n; i++) {
    const z0 = -run * (n - i);
    out += box(sc, fr, [x, 0, z0], [x + w, rise * (i + 1), 0], color);
  }
  return out;
}

/** Columns and a shed roof across part of the front wall. */
function porch(
  sc: Scene,
  fr: Frame,
  x0: number,
  x1: number,
  depth: number,
  height: number,
  o: { columns: number; color?: string; roof: string; floor?: string; floorH?: number; railing?: boolean; column?: 'square' | 'tapered' },
) {
  const col = o.color ?? '#f4f1ea';
  const fh = o.floorH ?? 0.5;
  let out = box(sc, fr, [x0, 0, -depth], [x1, fh, 0], o.floor ?? '#9a8f80', mul(o.floor ?? '#a89a88', 1.1));
  const colW = o.column === 'tapered' ? 0.34 : 0.2;
  for (let i = 0; i < o.columns; i++) {
    const x = x0 + 0.15 + ((x1 - x0 - 0.3 - colW) * i) / Math.max(1, o.columns - 1);
    if (o.column === 'tapered') out += box(sc, fr, [x - 0.05, fh, -depth + 0.1], [x + colW + 0.05, fh + 0.9, -depth + 0.1 + colW + 0.1], '#8a7d6e');
    out += box(sc, fr, [x, fh + (o.column === 'tapered' ? 0.9 : 0), -depth + 0.15], [x + colW, height, -depth + 0.15 + colW], col);
  }
  if (o.railing) {
    out += box(sc, fr, [x0, fh + 0.85, -depth + 0.2], [x1, fh + 0.93, -depth + 0.28], col);
    let d = '';
    for (let x = x0 + 0.2; x < x1 - 0.1; x += 0.16) {
      const a = sc.P(fr.w([x, fh, -depth + 0.24]));
      const b = sc.P(fr.w([x, fh + 0.86, -depth + 0.24]));
      d += `M${a.map(r1).join(',')}L${b.map(r1).join(',')}`;
    }
    out += `<path d="${d}" stroke="${sc.shade(col, fr.n([0, 0, -1]))}" stroke-width="${r1(Math.max(0.8, sc.scale(fr.o[2]) * 0.04))}"/>`;
  }
  // beam and roof
  out += box(sc, fr, [x0, height, -depth], [x1, height + 0.3, 0], col);
  const roofY0 = height + 0.3;
  out += face(
    sc,
    fr,
    [
      [x0 - 0.2, roofY0, -depth - 0.2],
      [x1 + 0.2, roofY0, -depth - 0.2],
      [x1 + 0.2, roofY0 + depth * 0.35, 0],
      [x0 - 0.2, roofY0 + depth * 0.35, 0],
    ],
    [0, 1, -0.35],
    o.roof,
  );
  out += face(
    sc,
    fr,
    [
      [x0 - 0.2, roofY0, -depth - 0.2],
      [x1 + 0.2, roofY0, -depth - 0.2],
      [x1 + 0.2, roofY0, 0],
      [x0 - 0.2, roofY0, 0],
    ],
    [0, -1, 0],
    mul(col, 0.75),
  );
  return out;
}

function dormer(
  sc: Scene,
  fr: Frame,
  x: number,
  w: number,
  zFront: number,
  yBase: number,
  h: number,
  o: { wall: string; roof: string; trim?: string; lit?: boolean },
) {
  let out = box(sc, fr, [x, yBase, zFront], [x + w, yBase + h, zFront + 1.6], o.wall);
  // small gable roof on the dormer, built in the dormer's own frame
  const dfr = new Frame(fr.w([x, 0, zFront]), Math.atan2(fr.s, fr.c) * (180 / Math.PI));
  out += frontGableRoof(sc, dfr, w, 1.6, yBase + h, {
    color: o.roof,
    pitch: 0.9,
    overhang: 0.15,
    trim: o.trim,
    gableWall: { color: o.wall, cladding: 'siding' },
  });
  const wl = new Wall(sc, dfr, [0, 0, 0], [1, 0, 0], [0, 0, -1]);
  out += windowOn(wl, w * 0.22, yBase + 0.25, w * 0.56, h - 0.45, { trim: o.trim, panes: [2, 2], lit: o.lit, frame: 0.08 });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Street furniture and extras
// ---------------------------------------------------------------------------------------------

function lampPost(sc: Scene, x: number, z: number, height = 3.6) {
  const [bx, by] = sc.P([x, 0, z]);
  const s = sc.scale(z);
  const top = by - height * s;
  const on = sc.light.lit > 0.3;
  let out = `<rect x="${r1(bx - 0.05 * s)}" y="${r1(top)}" width="${r1(0.1 * s)}" height="${r1(height * s)}" fill="#1b1d22"/>`;
  out += `<path d="M${r1(bx - 0.2 * s)},${r1(top)} L${r1(bx + 0.2 * s)},${r1(top)} L${r1(bx + 0.14 * s)},${r1(top - 0.45 * s)} L${r1(bx - 0.14 * s)},${r1(top - 0.45 * s)} Z" fill="${on ? '#ffe0a0' : '#cfd6dd'}" stroke="#1b1d22" stroke-width="${r1(Math.max(0.8, 0.04 * s))}"/>`;
  out += `<path d="M${r1(bx - 0.24 * s)},${r1(top - 0.45 * s)} L${r1(bx)},${r1(top - 0.62 * s)} L${r1(bx + 0.24 * s)},${r1(top - 0.45 * s)} Z" fill="#1b1d22"/>`;
  if (on) {
    out += `<circle cx="${r1(bx)}" cy="${r1(top - 0.22 * s)}" r="${r1(1.6 * s)}" fill="#ffc66e" opacity="0.28" ${sc.blur(0.5 * s)}/>`;
    sc.shadows.push(
      `<ellipse cx="${r1(bx)}" cy="${r1(by)}" rx="${r1(2.4 * s)}" ry="${r1(0.5 * s)}" fill="#ffcc80" opacity="0.12" ${sc.blur(0.4 * s)}/>`,
    );
  }
  sc.add(z, out);
}

function yardSign(sc: Scene, x: number, z: number, text: string, color = '#1e3a5f') {
  const s = sc.scale(z);
  const [bx, by] = sc.P([x, 0, z]);
  const w = 0.9 * s;
  const h = 0.6 * s;
  const top = by - 1.35 * s;
  let out = `<rect x="${r1(bx - 0.04 * s)}" y="${r1(top - 0.1 * s)}" width="${r1(0.08 * s)}" height="${r1(1.45 * s)}" fill="#f1efe9"/>`;
  out += `<rect x="${r1(bx - 0.04 * s)}" y="${r1(top)}" width="${r1(0.75 * s)}" height="${r1(0.07 * s)}" fill="#f1efe9"/>`;
  out += `<rect x="${r1(bx + 0.06 * s)}" y="${r1(top + 0.1 * s)}" width="${r1(w * 0.7)}" height="${r1(h)}" fill="${color}" stroke="#b8860b" stroke-width="${r1(0.03 * s)}"/>`;
  out += `<text x="${r1(bx + 0.06 * s + w * 0.35)}" y="${r1(top + 0.1 * s + h * 0.62)}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="${r1(h * 0.34)}" fill="#ffffff" text-anchor="middle">${text}</text>`;
  sc.add(z, out);
}

/** A flat-fronted city block of windows seen far away, used behind townhouses. */
function distantBuildings(sc: Scene, opts: { y: number; color: string; count: number; minH: number; maxH: number; lit?: number }) {
  let d = '';
  let wins = '';
  let x = -20;
  while (x < sc.w + 20) {
    const bw = sc.rng.range(40, 120);
    const bh = sc.rng.range(opts.minH, opts.maxH);
    d += `<rect x="${r1(x)}" y="${r1(opts.y - bh)}" width="${r1(bw)}" height="${r1(bh + 4)}"/>`;
    if (opts.lit) {
      for (let wy = opts.y - bh + 8; wy < opts.y - 6; wy += 9) {
        for (let wx = x + 5; wx < x + bw - 6; wx += 9) {
          if (sc.rng.next() < opts.lit) wins += `<rect x="${r1(wx)}" y="${r1(wy)}" width="4" height="5"/>`;
        }
      }
    }
    x += bw + sc.rng.range(-10, 6);
  }
  sc.far.push(`<g fill="${opts.color}">${d}</g>`);
  if (wins) sc.far.push(`<g fill="#ffcf7a" opacity="0.7">${wins}</g>`);
}

// ---------------------------------------------------------------------------------------------
// House types
// ---------------------------------------------------------------------------------------------

interface HouseBase {
  x: number;
  z: number;
  rot: number;
}

function lit(sc: Scene, rng: Rng) {
  return rng.next() < sc.light.lit;
}

function colonial(
  sc: Scene,
  o: HouseBase & {
    W?: number;
    D?: number;
    wall: string;
    cladding: Cladding;
    lower?: { color: string; cladding: Cladding };
    roof: string;
    shutters?: string;
    door: string;
    garage?: boolean;
    chimney?: boolean;
    porch?: boolean;
    bays?: number;
    hip?: boolean;
    seed?: number;
  },
) {
  const W = o.W ?? 13;
  const D = o.D ?? 9;
  const H = 5.9;
  const fr = new Frame([o.x, 0, o.z], o.rot);
  const rng = new Rng(o.seed ?? 11);
  const w = walls(sc, fr, W, D);
  castShadow(sc, fr, W, D, H + 2.4);
  groundContact(sc, fr, W, D);
  let out = box(sc, fr, [-0.1, 0, -0.1], [W + 0.1, 0.35, D + 0.1], '#8d877c');
  for (const side of ['right', 'left'] as const) {
    if (w[side].visible) out += wallArea(w[side], 0, 0.35, D, H, o.wall, o.cladding === 'stone' ? 'siding' : o.cladding, 21);
  }
  if (o.lower) {
    out += wallArea(w.front, 0, 0.35, W, 3, o.lower.color, o.lower.cladding, 4);
    out += wallArea(w.front, 0, 3, W, H, o.wall, o.cladding, 5);
    out += `<polygon points="${w.front.rect(0, 2.96, W, 3.08, 0.03)}" fill="${sc.shade('#f4f1ea', w.front.normal)}"/>`;
  } else {
    out += wallArea(w.front, 0, 0.35, W, H, o.wall, o.cladding, 4);
  }
  // corner boards
  for (const u of [0, W - 0.16]) out += `<polygon points="${w.front.rect(u, 0.35, u + 0.16, H)}" fill="${sc.shade('#f4f1ea', w.front.normal)}"/>`;
  const bays = o.bays ?? 5;
  const doorBay = Math.floor(bays / 2);
  const bw = W / bays;
  for (let i = 0; i < bays; i++) {
    const cx = bw * (i + 0.5);
    out += windowOn(w.front, cx - 0.55, 3.55, 1.1, 1.65, { shutters: o.shutters, panes: [3, 2], lit: lit(sc, rng), head: 'flat' });
    if (i !== doorBay) out += windowOn(w.front, cx - 0.6, 0.95, 1.2, 1.8, { shutters: o.shutters, panes: [3, 2], lit: lit(sc, rng), head: 'cap' });
  }
  if (w.right.visible) {
    out += windowOn(w.right, D * 0.3 - 0.5, 3.55, 1, 1.55, { panes: [3, 2], lit: lit(sc, rng) });
    out += windowOn(w.right, D * 0.7 - 0.5, 3.55, 1, 1.55, { panes: [3, 2], lit: lit(sc, rng) });
    out += windowOn(w.right, D * 0.5 - 0.55, 0.95, 1.1, 1.8, { panes: [3, 2], lit: lit(sc, rng) });
  }
  const dx = bw * (doorBay + 0.5);
  const roofOpts = {
    color: o.roof,
    pitch: 0.62,
    overhang: 0.4,
    gableWall: { color: o.wall, cladding: o.cladding === 'stone' ? ('siding' as Cladding) : o.cladding },
  };
  const chim = () =>
    box(sc, fr, [W - 0.2, 0, D * 0.42], [W + 0.6, H + 3.7, D * 0.58], '#8c4f3c', '#6b3a2c') +
    box(sc, fr, [W - 0.28, H + 3.7, D * 0.41], [W + 0.68, H + 3.85, D * 0.59], '#6f6a62');
  if (o.chimney && !w.right.visible) out = chim() + out;
  out += o.hip ? hipRoof(sc, fr, W, D, H, { color: o.roof, pitch: 0.55 }) : gableRoof(sc, fr, W, D, H, roofOpts);
  if (o.chimney && w.right.visible) out += chim();
  if (o.porch) {
    out += porch(sc, fr, dx - 1.6, dx + 1.6, 1.8, 3.05, { columns: 2, roof: o.roof, floor: '#a79d90' });
  }
  out += doorOn(w.front, dx - 0.5, 1, 2.15, { color: o.door, transom: true, sidelights: true, pediment: !o.porch, lamp: true }, 0.5);
  out += steps(sc, fr, dx - 1.1, 2.2, 3, 0.17, 0.32, '#b3aca0');
  sc.add(fr.w([W / 2, 0, D / 2])[2], `<g>${out}</g>`);
  if (o.garage) {
    // attached two-car garage wing on the left, set back a little
    const gf = new Frame(fr.w([-7, 0, 1.2]), o.rot);
    const gw = walls(sc, gf, 7, 7);
    castShadow(sc, gf, 7, 7, 4.8);
    let g = wallArea(gw.front, 0, 0, 7, 3.1, o.wall, o.cladding === 'stone' ? 'siding' : o.cladding, 9);
    if (gw.left.visible) g += wallArea(gw.left, 0, 0, 7, 3.1, o.wall, 'siding', 9);
    g += garageOn(gw.front, 0.6, 5.8, 2.3, '#f1eee7');
    g += gableRoof(sc, gf, 7, 7, 3.1, { color: o.roof, pitch: 0.5, overhang: 0.35, gableWall: { color: o.wall, cladding: 'siding' } });
    sc.add(gf.w([3.5, 0, 3.5])[2] + 1, `<g>${g}</g>`);
  }
  return { fr, W, D, door: dx };
}

/** A row of attached townhouses or rowhouses sharing party walls. */
function rowhouses(
  sc: Scene,
  o: HouseBase & {
    units: { w: number; wall: string; cladding: Cladding; door: string; trim?: string; bay?: boolean; stories?: number; shutters?: string }[];
    D?: number;
    roof: 'cornice' | 'gable' | 'mansard';
    roofColor?: string;
    stoop?: number;
    seed?: number;
  },
) {
  const D = o.D ?? 11;
  const fr = new Frame([o.x, 0, o.z], o.rot);
  const rng = new Rng(o.seed ?? 5);
  const total = o.units.reduce((a, u) => a + u.w, 0);
  const stories = Math.max(...o.units.map((u) => u.stories ?? 3));
  castShadow(sc, fr, total, D, stories * 3.05 + 0.8);
  groundContact(sc, fr, total, D);
  let out = '';
  let x = 0;
  // end wall on whichever side shows
  const w0 = walls(sc, fr, total, D);
  for (const side of ['right', 'left'] as const) {
    if (!w0[side].visible) continue;
    const unit = side === 'right' ? o.units.at(-1) : o.units[0];
    if (!unit) continue;
    const H = (unit.stories ?? 3) * 3.05 + 0.3;
    out += wallArea(w0[side], 0, 0, D, H, unit.wall, unit.cladding === 'stone' ? 'brick' : unit.cladding, 3);
    if (side === 'right') {
      for (let s = 0; s < (unit.stories ?? 3); s++)
        out += windowOn(w0.right, D * 0.25, 1 + s * 3.05, 1, 1.6, { panes: [2, 2], lit: lit(sc, rng), trim: unit.trim });
    }
  }
  for (const u of o.units) {
    const st = u.stories ?? 3;
    const H = st * 3.05 + 0.3;
    const wl = new Wall(sc, fr, [x, 0, 0], [1, 0, 0], [0, 0, -1]);
    out += wallArea(wl, 0, 0, u.w, H, u.wall, u.cladding, Math.floor(x * 10) + 2);
    // party line
    out += `<polygon points="${wl.rect(u.w - 0.04, 0, u.w + 0.04, H)}" fill="#000" opacity="0.25"/>`;
    const stoop = o.stoop ?? 0.9;
    const doorU = u.bay ? u.w - 1.35 : u.w * 0.62;
    for (let s = 0; s < st; s++) {
      const v = stoop + 0.5 + s * 3.05;
      if (u.bay) {
        continue;
      }
      const cols = u.w > 6 ? 3 : 2;
      for (let c = 0; c < cols; c++) {
        const cu = (u.w / cols) * (c + 0.5);
        if (s === 0 && Math.abs(cu - (doorU + 0.5)) < 1.1) continue;
        out += windowOn(wl, cu - 0.5, v, 1, 1.75, {
          panes: [2, 2],
          lit: lit(sc, rng),
          head: u.cladding === 'brick' ? 'lintel' : 'cap',
          trim: u.trim,
          shutters: u.shutters,
        });
      }
    }
    out += doorOn(wl, doorU, 1, 2.2, { color: u.door, transom: true, trim: u.trim, lamp: sc.light.lit > 0.3 }, stoop);
    out += steps(
      sc,
      new Frame(fr.w([x, 0, 0]), o.rot),
      doorU - 0.3,
      1.6,
      Math.max(1, Math.round(stoop / 0.18)),
      0.18,
      0.3,
      u.cladding === 'brick' ? '#9e978c' : '#b3aca0',
    );
    if (o.roof === 'cornice') out += cornice(sc, new Frame(fr.w([x, 0, 0]), o.rot), 0, u.w, D, H, u.trim ?? '#efe9dc', 0.4, 0.6);
    x += u.w;
  }
  if (o.roof === 'gable') {
    const end = o.units[o.units.length - 1]!;
    out += gableRoof(sc, fr, total, D, stories * 3.05 + 0.3, {
      color: o.roofColor ?? '#3b3a3a',
      pitch: 0.45,
      overhang: 0.3,
      gableWall: { color: end.wall, cladding: end.cladding },
    });
  }
  // bays are drawn last because they project forward
  x = 0;
  for (const u of o.units) {
    if (u.bay) {
      const st = u.stories ?? 3;
      out += bayWindow(sc, new Frame(fr.w([x + 0.3, 0, 0]), o.rot), u.w - 2.4, st, u.wall, u.trim ?? '#efe9dc', rng, o.stoop ?? 0.9);
    }
    x += u.w;
  }
  sc.add(fr.w([total / 2, 0, D / 2])[2], `<g>${out}</g>`);
  return { fr, total, D };
}

/** A three-sided projecting bay the full height of a Victorian rowhouse. */
function bayWindow(sc: Scene, fr: Frame, width: number, stories: number, wall: string, trim: string, rng: Rng, base: number) {
  const dep = 0.9;
  const H = stories * 3.05 + 0.3;
  const a = width * 0.25;
  // three faces: left angled, front, right angled
  const pts: [V3, V3][] = [
    [
      [0, 0, 0],
      [a, 0, -dep],
    ],
    [
      [a, 0, -dep],
      [width - a, 0, -dep],
    ],
    [
      [width - a, 0, -dep],
      [width, 0, 0],
    ],
  ];
  let out = '';
  for (const [p, q] of pts) {
    const dir: V3 = [q[0] - p[0], 0, q[2] - p[2]];
    const len = Math.hypot(dir[0], dir[2]);
    const u: V3 = [dir[0] / len, 0, dir[2] / len];
    const n: V3 = [u[2], 0, -u[0]];
    const wl = new Wall(sc, fr, p, u, n);
    if (!wl.visible) continue;
    out += wallArea(wl, 0, 0, len, H, wall, 'brick', Math.floor(p[0] * 13));
    for (let s = 0; s < stories; s++) {
      out += windowOn(wl, len * 0.18, base + 0.45 + s * 3.05, len * 0.64, 1.85, { panes: [1, 2], lit: lit(sc, rng), head: 'lintel', trim });
    }
  }
  // cap
  out += face(
    sc,
    fr,
    [
      [0, H, 0],
      [a, H, -dep],
      [width - a, H, -dep],
      [width, H, 0],
    ],
    [0, 1, 0],
    trim,
  );
  return out;
}

/** A mid-rise or tower block with a regular grid of windows and optional balconies. */
function apartmentBlock(
  sc: Scene,
  o: HouseBase & {
    W: number;
    D: number;
    floors: number;
    floorH?: number;
    wall: string;
    cladding: Cladding;
    glass?: 'punched' | 'curtain';
    balconies?: boolean;
    bayW?: number;
    base?: string;
    seed?: number;
  },
) {
  const fh = o.floorH ?? 3.2;
  const H = o.floors * fh + 1.5;
  const fr = new Frame([o.x, 0, o.z], o.rot);
  const rng = new Rng(o.seed ?? 3);
  castShadow(sc, fr, o.W, o.D, H, 0.25);
  const w = walls(sc, fr, o.W, o.D);
  let out = '';
  const bayW = o.bayW ?? 3;
  for (const side of ['front', 'right', 'left'] as const) {
    const wl = w[side];
    if (!wl.visible) continue;
    const len = side === 'front' ? o.W : o.D;
    out += wallArea(wl, 0, 0, len, H, o.wall, o.cladding, 17);
    if (o.base) out += wallArea(wl, 0, 0, len, fh * 1.3, o.base, 'panel', 2);
    const bays = Math.floor(len / bayW);
    const margin = (len - bays * bayW) / 2;
    for (let f = 1; f < o.floors; f++) {
      for (let b = 0; b < bays; b++) {
        const u = margin + b * bayW;
        if (o.glass === 'curtain') {
          out += windowOn(wl, u + 0.12, f * fh + 0.2, bayW - 0.24, fh - 0.5, {
            panes: [2, 1],
            glassOnly: true,
            lit: rng.next() < sc.light.lit * 0.45,
            trim: '#2b2f36',
          });
        } else {
          out += windowOn(wl, u + bayW * 0.18, f * fh + 0.7, bayW * 0.64, fh * 0.58, {
            panes: [2, 1],
            lit: lit(sc, rng),
            trim: '#e8e4dc',
            head: 'flat',
            sill: true,
            frame: 0.08,
          });
        }
      }
      if (o.glass === 'curtain') {
        // spandrel band between floors
        out += `<polygon points="${wl.rect(0, f * fh - 0.3, len, f * fh + 0.2)}" fill="${sc.shade(o.wall, wl.normal)}"/>`;
      }
    }
    if (o.base) {
      // storefront glazing on the ground floor
      for (let b = 0; b < bays; b++) {
        const u = margin + b * bayW;
        out += windowOn(wl, u + 0.25, 0.3, bayW - 0.5, fh * 0.9, {
          panes: [2, 1],
          glassOnly: true,
          lit: sc.light.lit > 0.2 || rng.next() < 0.3,
          trim: '#2b2f36',
        });
      }
    }
  }
  if (o.balconies) {
    const bays = Math.floor(o.W / bayW);
    const margin = (o.W - bays * bayW) / 2;
    for (let f = 2; f < o.floors; f++) {
      for (let b = 0; b < bays; b += 2) {
        const u = margin + b * bayW + 0.2;
        const sfr = new Frame(fr.w([u, f * fh + 0.1, 0]), o.rot);
        out += box(sc, sfr, [0, 0, -1.4], [bayW * 2 - 0.4, 0.18, 0], '#d8d4cc');
        // glass balustrade
        out += face(
          sc,
          sfr,
          [
            [0, 0.18, -1.4],
            [bayW * 2 - 0.4, 0.18, -1.4],
            [bayW * 2 - 0.4, 1.1, -1.4],
            [0, 1.1, -1.4],
          ],
          [0, 0, -1],
          '#9fb4c4',
          ' fill-opacity="0.45"',
        );
        out += box(sc, sfr, [0, 1.05, -1.42], [bayW * 2 - 0.4, 1.12, -1.34], '#cfd3d6');
      }
    }
  }
  out += box(sc, fr, [-0.2, H, -0.2], [o.W + 0.2, H + 0.5, o.D + 0.2], mul(o.wall, 0.9), mul(o.wall, 0.7), false);
  sc.add(fr.w([o.W / 2, 0, o.D / 2])[2], `<g>${out}</g>`);
  return { fr, H };
}

// ---------------------------------------------------------------------------------------------
// Scenes: one function per shipped picture
// ---------------------------------------------------------------------------------------------

type SceneFn = (w: number, h: number) => Scene;

function mk(w: number, h: number, mood: Mood, cam: Partial<Camera>, seed: number) {
  return new Scene(w, h, { f: cam.f ?? w * 0.92, horizon: cam.horizon ?? h * 0.6, eyeH: cam.eyeH ?? 1.6, cx: cam.cx }, LIGHTS[mood], new Rng(seed));
}

/** World x/z of a point given in a building frame. */
const L = (fr: Frame, x: number, z: number): [number, number] => {
  const p = fr.w([x, 0, z]);
  return [p[0], p[2]];
};

/** Wrought-iron fence along local x at depth z. */
function fence(sc: Scene, fr: Frame, x0: number, x1: number, z: number, h = 0.95) {
  let d = '';
  for (let x = x0; x <= x1 + 1e-6; x += 0.15) {
    const seg = clipSeg(fr.w([x, 0, z]), fr.w([x, h, z]));
    if (!seg) continue;
    const p = sc.P(seg[0]);
    const q = sc.P(seg[1]);
    d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
  }
  for (const y of [0.12, h - 0.05]) {
    const seg = clipSeg(fr.w([x0, y, z]), fr.w([x1, y, z]));
    if (!seg) continue;
    const p = sc.P(seg[0]);
    const q = sc.P(seg[1]);
    d += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
  }
  const depth = fr.w([(x0 + x1) / 2, 0, z])[2];
  sc.add(depth, `<path d="${d}" stroke="#15171a" stroke-width="${r1(Math.max(0.8, sc.scale(depth) * 0.03))}" fill="none"/>`);
}

/** Sidewalk, curb and street in front of a row of buildings, in the row's frame. */
function streetfront(
  sc: Scene,
  fr: Frame,
  o: { walk: [number, number]; street: number; walkColor: string; brick?: boolean; x0?: number; x1?: number },
) {
  const x0 = o.x0 ?? -120;
  const x1 = o.x1 ?? 160;
  const [wz0, wz1] = o.walk;
  groundLocal(
    sc,
    fr,
    [
      [x0, wz0],
      [x1, wz0],
      [x1, wz1],
      [x0, wz1],
    ],
    o.walkColor,
    { texture: o.brick ? 'brick' : 'joints' },
  );
  groundLocal(
    sc,
    fr,
    [
      [x0, wz1],
      [x1, wz1],
      [x1, wz1 - 0.2],
      [x0, wz1 - 0.2],
    ],
    '#c9c4ba',
  );
  const asphalt = sc.light.mood === 'day' ? '#5b5d62' : sc.light.mood === 'golden' ? '#5e5754' : '#23252e';
  groundLocal(
    sc,
    fr,
    [
      [x0, wz1 - 0.2],
      [x1, wz1 - 0.2],
      [x1, wz1 - 0.2 - o.street],
      [x0, wz1 - 0.2 - o.street],
    ],
    asphalt,
  );
  // centre line
  groundLocal(
    sc,
    fr,
    [
      [x0, wz1 - 0.2 - o.street / 2 + 0.06],
      [x1, wz1 - 0.2 - o.street / 2 + 0.06],
      [x1, wz1 - 0.2 - o.street / 2 - 0.06],
      [x0, wz1 - 0.2 - o.street / 2 - 0.06],
    ],
    '#d8b24a',
  );
}

function craftsman(sc: Scene, x: number, z: number, rot: number) {
  const fr = new Frame([x, 0, z], rot);
  const W = 9.5;
  const D = 12;
  const H = 3.6;
  castShadow(sc, fr, W, D, 7.5);
  groundContact(sc, fr, W, D);
  const wl = walls(sc, fr, W, D);
  const rng = new Rng(5);
  let out = box(sc, fr, [-0.1, 0, -0.1], [W + 0.1, 0.7, D + 0.1], '#7d6f61');
  if (wl.right.visible) {
    out += wallArea(wl.right, 0, 0.7, D, H + 0.7, '#5f7161', 'siding', 3);
    out += windowOn(wl.right, 2.6, 1.4, 1.2, 1.7, { panes: [3, 1], trim: '#efe6d2', lit: lit(sc, rng) });
    out += windowOn(wl.right, 6.4, 1.4, 1.2, 1.7, { panes: [3, 1], trim: '#efe6d2', lit: lit(sc, rng) });
    out += windowOn(wl.right, 9.4, 1.4, 1.2, 1.7, { panes: [3, 1], trim: '#efe6d2', lit: lit(sc, rng) });
  }
  out += wallArea(wl.front, 0, 0.7, W, H + 0.7, '#5f7161', 'siding', 2);
  out += windowOn(wl.front, 1.0, 1.4, 1.9, 1.8, { panes: [3, 1], trim: '#efe6d2', lit: lit(sc, rng) });
  out += windowOn(wl.front, 6.5, 1.4, 1.9, 1.8, { panes: [3, 1], trim: '#efe6d2', lit: lit(sc, rng) });
  out += doorOn(wl.front, 4.2, 1.05, 2.2, { color: '#8a4b2a', trim: '#efe6d2', lamp: sc.light.lit > 0.3 }, 0.7);
  out += frontGableRoof(sc, fr, W, D, H + 0.7, {
    color: '#4a3f3a',
    pitch: 0.62,
    overhang: 0.7,
    trim: '#efe6d2',
    gableWall: { color: '#c9a96b', cladding: 'board' },
  });
  const gw = new Wall(sc, fr, [0, 0, 0], [1, 0, 0], [0, 0, -1]);
  out += windowOn(gw, W / 2 - 0.9, H + 1.5, 1.8, 1.1, { panes: [3, 1], trim: '#efe6d2', lit: lit(sc, rng) });
  out += porch(sc, fr, -0.2, W + 0.2, 2.6, 3.5, {
    columns: 3,
    roof: '#4a3f3a',
    floor: '#8a7a6a',
    floorH: 0.7,
    column: 'tapered',
    railing: true,
    color: '#efe6d2',
  });
  out += steps(sc, new Frame(fr.w([0, 0, -2.6]), rot), 3.6, 2.2, 4, 0.175, 0.3, '#9d9182');
  sc.add(fr.w([W / 2, 0, D / 2])[2], `<g>${out}</g>`);
  return { fr, W, D, door: 4.7 };
}

function foursquare(sc: Scene, x: number, z: number, rot: number) {
  const fr = new Frame([x, 0, z], rot);
  const W = 9.4;
  const D = 9.4;
  const H = 6.6;
  castShadow(sc, fr, W, D, 10);
  groundContact(sc, fr, W, D);
  const wl = walls(sc, fr, W, D);
  const rng = new Rng(9);
  const body = '#e3d7b3';
  let out = box(sc, fr, [-0.1, 0, -0.1], [W + 0.1, 0.8, D + 0.1], '#9b8e7e');
  if (wl.right.visible) {
    out += wallArea(wl.right, 0, 0.8, D, H, body, 'siding', 4);
    out += windowOn(wl.right, 2, 4.1, 1.1, 1.6, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
    out += windowOn(wl.right, 6.3, 4.1, 1.1, 1.6, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
    out += windowOn(wl.right, 4, 1.5, 1.2, 1.7, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
  }
  out += wallArea(wl.front, 0, 0.8, W, H, body, 'siding', 4);
  for (const u of [0, W - 0.18]) out += `<polygon points="${wl.front.rect(u, 0.8, u + 0.18, H)}" fill="${sc.shade('#ffffff', wl.front.normal)}"/>`;
  out += windowOn(wl.front, 1.3, 4.1, 1.2, 1.7, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
  out += windowOn(wl.front, 6.9, 4.1, 1.2, 1.7, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
  out += windowOn(wl.front, 1.2, 1.5, 1.6, 1.8, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
  out += windowOn(wl.front, 6.6, 1.5, 1.6, 1.8, { panes: [1, 2], shutters: '#2e4a3a', lit: lit(sc, rng) });
  out += doorOn(wl.front, 4.2, 1.05, 2.2, { color: '#7a2b26', transom: true }, 0.8);
  out += hipRoof(sc, fr, W, D, H, { color: '#4b4d55', pitch: 0.55, overhang: 0.75 });
  out += dormer(sc, fr, W / 2 - 1.2, 2.4, 0.55, H + 0.2, 1.8, { wall: body, roof: '#4b4d55', lit: lit(sc, rng) });
  out += box(sc, fr, [W - 2.2, H + 1.5, D * 0.55], [W - 1.4, H + 4.6, D * 0.55 + 0.8], '#8c4536', '#5a2e24');
  out += porch(sc, fr, -0.3, W + 0.3, 2.6, 3.3, { columns: 4, roof: '#4b4d55', floor: '#8d8172', floorH: 0.8, railing: true, color: '#ffffff' });
  out += steps(sc, new Frame(fr.w([0, 0, -2.6]), rot), 3.8, 2, 4, 0.2, 0.3, '#b3aca0');
  sc.add(fr.w([W / 2, 0, D / 2])[2], `<g>${out}</g>`);
  return { fr, W, D, door: 4.7 };
}

function capeCod(sc: Scene, x: number, z: number, rot: number) {
  const fr = new Frame([x, 0, z], rot);
  const W = 11;
  const D = 8.5;
  const H = 3.3;
  castShadow(sc, fr, W, D, 7.2);
  groundContact(sc, fr, W, D);
  const wl = walls(sc, fr, W, D);
  const rng = new Rng(3);
  const brick = '#9e4b36';
  let out = box(sc, fr, [-0.1, 0, -0.1], [W + 0.1, 0.4, D + 0.1], '#8b847a');
  if (wl.right.visible) {
    out += wallArea(wl.right, 0, 0.4, D, H, brick, 'brick', 4);
    out += windowOn(wl.right, 2, 1.1, 1.3, 1.6, { panes: [3, 2], head: 'lintel', lit: lit(sc, rng) });
    out += windowOn(wl.right, 5.4, 1.1, 1.3, 1.6, { panes: [3, 2], head: 'lintel', lit: lit(sc, rng) });
  }
  out += wallArea(wl.front, 0, 0.4, W, H, brick, 'brick', 6);
  out += windowOn(wl.front, 1.2, 1.1, 1.5, 1.65, { panes: [3, 2], shutters: '#1f2a36', head: 'lintel', lit: lit(sc, rng) });
  out += windowOn(wl.front, 3.4, 1.1, 1.5, 1.65, { panes: [3, 2], shutters: '#1f2a36', head: 'lintel', lit: lit(sc, rng) });
  out += windowOn(wl.front, 8.2, 1.1, 1.5, 1.65, { panes: [3, 2], shutters: '#1f2a36', head: 'lintel', lit: lit(sc, rng) });
  out += doorOn(wl.front, 5.7, 1, 2.1, { color: '#1f2a36', pediment: true, lamp: true }, 0.4);
  out += gableRoof(sc, fr, W, D, H, { color: '#3f4147', pitch: 1.0, overhang: 0.35, gableWall: { color: brick, cladding: 'brick' } });
  if (wl.right.visible) out += windowOn(wl.right, D / 2 - 0.5, H + 0.7, 1, 1.3, { panes: [2, 2], lit: lit(sc, rng) });
  out += dormer(sc, fr, 1.6, 2, 0.9, H + 0.9, 1.75, { wall: '#f0ede6', roof: '#3f4147', lit: lit(sc, rng) });
  out += dormer(sc, fr, W - 3.6, 2, 0.9, H + 0.9, 1.75, { wall: '#f0ede6', roof: '#3f4147', lit: lit(sc, rng) });
  out += box(sc, fr, [W - 2.6, H + 2.6, D * 0.5], [W - 1.8, H + 5.2, D * 0.5 + 0.8], '#8c4536', '#5a2e24');
  out += steps(sc, fr, 5.4, 1.6, 2, 0.2, 0.32, '#b3aca0');
  sc.add(fr.w([W / 2, 0, D / 2])[2], `<g>${out}</g>`);
  // screened porch wing on the left
  const pf = new Frame(fr.w([-4, 0, 2]), rot);
  const pw = walls(sc, pf, 4, 5);
  let p = box(sc, pf, [0, 0, 0], [4, 0.4, 5], '#8b847a');
  p += wallArea(pw.front, 0, 0.4, 4, 1.2, '#f0ede6', 'siding', 3);
  p += `<polygon points="${pw.front.rect(0.15, 1.2, 3.85, 2.8)}" fill="#2b3038" opacity="0.85"/>`;
  for (const u of [0, 1.95, 3.85]) p += `<polygon points="${pw.front.rect(u, 1.2, u + 0.15, 2.8)}" fill="${sc.shade('#f4f1ea', pw.front.normal)}"/>`;
  p += gableRoof(sc, pf, 4, 5, 2.8, { color: '#3f4147', pitch: 0.6, overhang: 0.25, gableWall: { color: '#f0ede6', cladding: 'siding' } });
  sc.add(pf.w([2, 0, 2.5])[2] + 0.5, `<g>${p}</g>`);
  return { fr, W, D, door: 6.2 };
}

/** Flat roof with a deep fascia band and a visible soffit on the sides that face the camera. */
function flatRoof(sc: Scene, fr: Frame, W: number, D: number, H: number, oh: number, band: number, fascia: string, soffit: string) {
  const w = walls(sc, fr, W, D);
  let out = box(sc, fr, [-oh, H, 0], [W + oh, H + band, D], fascia, undefined, false);
  out += box(sc, fr, [-oh, H, -oh], [W + oh, H + band, 0], fascia, undefined, false);
  out += face(
    sc,
    fr,
    [
      [-oh, H, -oh],
      [W + oh, H, -oh],
      [W, H, 0],
      [0, H, 0],
    ],
    [0, -1, 0],
    soffit,
  );
  if (w.right.visible)
    out += face(
      sc,
      fr,
      [
        [W, H, 0],
        [W + oh, H, -oh],
        [W + oh, H, D],
        [W, H, D],
      ],
      [0, -1, 0],
      soffit,
    );
  if (w.left.visible)
    out += face(
      sc,
      fr,
      [
        [-oh, H, -oh],
        [0, H, 0],
        [0, H, D],
        [-oh, H, D],
      ],
      [0, -1, 0],
      soffit,
    );
  return out;
}

function contemporary(sc: Scene, x: number, z: number, rot: number) {
  const fr = new Frame([x, 0, z], rot);
  const W = 12;
  const D = 9;
  const H = 6.4;
  const cedar = '#9a6a45';
  castShadow(sc, fr, W, D, 8.5);
  groundContact(sc, fr, W, D);
  const wl = walls(sc, fr, W, D);
  const rng = new Rng(4);
  let out = '';
  for (const side of ['right', 'left'] as const) {
    if (!wl[side].visible) continue;
    out += wallArea(wl[side], 0, 0, D, H, cedar, 'board', 3);
    out += windowOn(wl[side], 1.2, 3.6, 2.4, 1.4, { panes: [3, 1], glassOnly: true, trim: '#2b2520', lit: lit(sc, rng) });
  }
  out += wallArea(wl.front, 0, 0, W, H, cedar, 'board', 2);
  // two-storey wall of glass
  for (let i = 0; i < 4; i++) {
    out += windowOn(wl.front, 4.3 + i * 1.8, 0.3, 1.65, 2.6, {
      panes: [1, 1],
      glassOnly: true,
      lit: sc.light.lit > 0 ? true : lit(sc, rng),
      trim: '#2b2520',
    });
    out += windowOn(wl.front, 4.3 + i * 1.8, 3.25, 1.65, 2.9, {
      panes: [1, 1],
      glassOnly: true,
      lit: i % 2 === 0 && sc.light.lit > 0,
      trim: '#2b2520',
    });
  }
  for (let i = 0; i <= 4; i++) out += `<polygon points="${wl.front.rect(4.18 + i * 1.8, 0.2, 4.3 + i * 1.8, 6.2)}" fill="#2b2520"/>`;
  out += `<polygon points="${wl.front.rect(4.18, 2.95, 11.5, 3.2)}" fill="#2b2520"/>`;
  out += windowOn(wl.front, 0.9, 3.7, 2.2, 1.1, { panes: [2, 1], glassOnly: true, trim: '#2b2520' });
  out += doorOn(wl.front, 1.4, 1.1, 2.3, { color: '#2b2520', trim: '#2b2520' }, 0.05);
  out += flatRoof(sc, fr, W, D, H, 0.9, 0.5, '#2d2723', '#d1a77a');
  // deck with glass rail
  const dfr = new Frame(fr.w([3.6, 0, -3.4]), rot);
  out += box(sc, dfr, [0, 0, 0], [8.6, 0.55, 3.4], '#7c5a3e', '#a47e5a');
  out += face(
    sc,
    dfr,
    [
      [0, 0.55, 0],
      [8.6, 0.55, 0],
      [8.6, 1.5, 0],
      [0, 1.5, 0],
    ],
    [0, 0, -1],
    '#a9c1cf',
    ' fill-opacity="0.35"',
  );
  out += box(sc, dfr, [0, 1.46, -0.04], [8.6, 1.54, 0.04], '#2b2520');
  sc.add(fr.w([W / 2, 0, D / 2])[2], `<g>${out}</g>`);
  // lower wing to the left, set back
  const lf = new Frame(fr.w([-7, 0, 2]), rot);
  const lw = walls(sc, lf, 7, 7);
  let l = wallArea(lw.front, 0, 0, 7, 3.4, cedar, 'board', 5);
  l += windowOn(lw.front, 0.8, 0.3, 5.4, 2.5, { panes: [3, 1], glassOnly: true, trim: '#2b2520', lit: sc.light.lit > 0.1 });
  l += flatRoof(sc, lf, 7, 7, 3.4, 0.6, 0.35, '#2d2723', '#d1a77a');
  sc.add(lf.w([3.5, 0, 3.5])[2] + 1, `<g>${l}</g>`);
  return { fr, W, D };
}

const listings: Record<string, SceneFn> = {
  'ellicott-city-colonial': (w, h) => {
    const sc = mk(w, h, 'day', { horizon: h * 0.6 }, 101);
    sky(sc, { clouds: 5, sunAt: [w * 0.08, h * 0.02] });
    treeline(sc, { y: h * 0.6, color: '#6a8468', height: h * 0.2, blur: 2.5 });
    treeline(sc, { y: h * 0.6, color: '#35522e', height: h * 0.11, blur: 1.2, density: 1.2 });
    groundPlane(sc, 'lawn');
    const rot = 32;
    const W = 13;
    const [x, z] = front(0, 20, W, rot);
    const c = colonial(sc, {
      x,
      z,
      rot,
      W,
      wall: '#ebe6da',
      cladding: 'siding',
      lower: { color: '#b5a48c', cladding: 'stone' },
      roof: '#3c3d42',
      shutters: '#1f2d3d',
      door: '#5b1f23',
      garage: true,
      chimney: true,
      bays: 5,
      seed: 3,
    });
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.7, -1],
        [c.door + 0.7, -1],
        [c.door + 0.7, -40],
        [c.door - 0.7, -40],
      ],
      '#bdb5a6',
      { texture: 'joints' },
    );
    groundLocal(
      sc,
      c.fr,
      [
        [-6.7, 1.2],
        [-0.3, 1.2],
        [-0.3, -40],
        [-6.7, -40],
      ],
      '#aaa59b',
    );
    shrubs(sc, L(c.fr, 0.6, -0.9), L(c.fr, c.door - 1.6, -0.9), { count: 4, height: 1.1, flowers: ['#e2708a', '#f6eef3'], seed: 4 });
    shrubs(sc, L(c.fr, c.door + 1.6, -0.9), L(c.fr, W - 0.5, -0.9), { count: 4, height: 1.1, seed: 5 });
    tree(sc, 12.5, 27, 15, { spread: 0.42, seed: 8 });
    tree(sc, -14, 30, 16, { spread: 0.38, seed: 9 });
    tree(sc, 10.5, 11, 8, { spread: 0.45, seed: 12 });
    conifer(sc, 15.5, 32, 13, 2);
    vignette(sc, 0.22);
    return sc;
  },
  'columbia-end-townhome': (w, h) => {
    const sc = mk(w, h, 'day', { horizon: h * 0.66 }, 202);
    sky(sc, { clouds: 4, sunAt: [w * 0.15, 0] });
    treeline(sc, { y: h * 0.66, color: '#637f62', height: h * 0.22, blur: 2.5 });
    groundPlane(sc, 'lawn');
    const rot = 26;
    const total = 18.4;
    const [x, z] = front(-0.5, 27, total, rot);
    const r = rowhouses(sc, {
      x,
      z,
      rot,
      roof: 'gable',
      roofColor: '#3d3b3a',
      stoop: 0.5,
      D: 10,
      units: [
        { w: 6, wall: '#a0543e', cladding: 'brick', door: '#2d3a4f', shutters: '#232a33', stories: 3 },
        { w: 6, wall: '#d9d2c2', cladding: 'siding', door: '#7c2a2a', shutters: '#3d4a3b', stories: 3 },
        { w: 6.4, wall: '#9c5a44', cladding: 'brick', door: '#1f3a5f', shutters: '#1f2d3d', stories: 3 },
      ],
      seed: 4,
    });
    streetfront(sc, r.fr, { walk: [-4.5, -6], street: 8, walkColor: '#c6c0b4' });
    for (const [u, dx] of [
      [0, 3.72],
      [6, 3.72],
      [12, 3.97],
    ] as const)
      groundLocal(
        sc,
        r.fr,
        [
          [u + dx - 0.2, -0.9],
          [u + dx + 1.2, -0.9],
          [u + dx + 1.2, -4.5],
          [u + dx - 0.2, -4.5],
        ],
        '#bdb5a6',
      );
    shrubs(sc, L(r.fr, 0.6, -1), L(r.fr, 3, -1), { count: 3, height: 0.9, flowers: ['#f2f2f2', '#d9667a'], seed: 21 });
    shrubs(sc, L(r.fr, 6.6, -1), L(r.fr, 9, -1), { count: 3, height: 0.9, seed: 22 });
    shrubs(sc, L(r.fr, 12.6, -1), L(r.fr, 15.6, -1), { count: 3, height: 0.9, flowers: ['#f7d154', '#ffffff'], seed: 23 });
    tree(sc, ...L(r.fr, 21.5, 2), 11, { seed: 31 });
    tree(sc, ...L(r.fr, -4, 3), 12, { seed: 32 });
    tree(sc, ...L(r.fr, -3.5, -5.3), 8.5, { seed: 33, spread: 0.4 });
    lampPost(sc, ...L(r.fr, 17, -5.6));
    vignette(sc, 0.2);
    return sc;
  },
  'capitol-hill-rowhouse': (w, h) => {
    const sc = mk(w, h, 'golden', { horizon: h * 0.64, eyeH: 1.7 }, 303);
    sky(sc, { clouds: 3, sunAt: [w * 0.04, h * 0.38] });
    distantBuildings(sc, { y: h * 0.64, color: '#9a909a', count: 20, minH: 30, maxH: 90 });
    treeline(sc, { y: h * 0.64, color: '#5d5f4a', height: h * 0.12, blur: 2 });
    groundPlane(sc, 'paved');
    const rot = 27;
    const total = 22.8;
    const [x, z] = front(-1.5, 24, total, rot);
    const r = rowhouses(sc, {
      x,
      z,
      rot,
      roof: 'cornice',
      stoop: 1.2,
      D: 12,
      units: [
        { w: 5.6, wall: '#8e3f30', cladding: 'brick', door: '#1f2d3d', trim: '#efe6d6', bay: true },
        { w: 5.8, wall: '#6d7a7e', cladding: 'brick', door: '#7a1f1f', trim: '#f2ede2', bay: true },
        { w: 5.6, wall: '#b06a3e', cladding: 'brick', door: '#273b2c', trim: '#efe6d6', bay: true },
        { w: 5.8, wall: '#9b4a38', cladding: 'brick', door: '#111820', trim: '#f2ede2', bay: true },
      ],
      seed: 8,
    });
    groundLocal(
      sc,
      r.fr,
      [
        [-40, 0],
        [60, 0],
        [60, -3.6],
        [-40, -3.6],
      ],
      '#5b6b3a',
    );
    streetfront(sc, r.fr, { walk: [-3.6, -6.6], street: 10, walkColor: '#a8644e', brick: true });
    fence(sc, r.fr, -6, total + 6, -3.5);
    for (const u of [0, 5.6, 11.4, 17])
      shrubs(sc, L(r.fr, u + 0.8, -1.3), L(r.fr, u + 2.4, -1.3), { count: 2, height: 0.8, flowers: ['#f0e0a0', '#e38aa0'], seed: Math.round(u * 7) });
    tree(sc, ...L(r.fr, 8, -5.6), 11, { seed: 41, spread: 0.42 });
    tree(sc, ...L(r.fr, 24, -5.6), 11, { seed: 42, spread: 0.4 });
    tree(sc, ...L(r.fr, -8, -5.6), 11, { seed: 43, spread: 0.4 });
    lampPost(sc, ...L(r.fr, 15, -6.2), 4);
    grade(sc, '#ffb070', 0.05);
    vignette(sc, 0.25);
    return sc;
  },
  'logan-circle-condo': (w, h) => {
    const sc = mk(w, h, 'day', { horizon: h * 0.8, eyeH: 1.6, f: w * 0.7 }, 404);
    sky(sc, { clouds: 4, sunAt: [w * 0.05, 0] });
    distantBuildings(sc, { y: h * 0.8, color: '#a9b8c6', count: 20, minH: 60, maxH: 180 });
    groundPlane(sc, 'paved');
    const rot = 24;
    const W = 30;
    const [x, z] = front(3, 41, W, rot);
    const a = apartmentBlock(sc, {
      x,
      z,
      rot,
      W,
      D: 18,
      floors: 8,
      wall: '#cdbb9e',
      cladding: 'stone',
      balconies: true,
      base: '#3b3f46',
      bayW: 3,
      seed: 7,
    });
    const [nx, nz] = L(a.fr, -15, 0);
    apartmentBlock(sc, { x: nx, z: nz, rot, W: 15, D: 16, floors: 5, floorH: 3.4, wall: '#8f4a36', cladding: 'brick', bayW: 2.5, seed: 8 });
    streetfront(sc, a.fr, { walk: [0, -5], street: 12, walkColor: '#bdb7ac', x0: -60, x1: 120 });
    for (const u of [-10, 2, 14, 26, 38]) tree(sc, ...L(a.fr, u, -4), 9, { seed: 50 + u, spread: 0.38 });
    lampPost(sc, ...L(a.fr, 8, -4.6), 4.4);
    lampPost(sc, ...L(a.fr, 32, -4.6), 4.4);
    vignette(sc, 0.2);
    return sc;
  },
  'arlington-craftsman': (w, h) => {
    const sc = mk(w, h, 'golden', { horizon: h * 0.6 }, 505);
    sky(sc, { clouds: 3, sunAt: [w * 0.02, h * 0.3] });
    treeline(sc, { y: h * 0.6, color: '#6b7350', height: h * 0.26, blur: 2.5 });
    groundPlane(sc, 'lawn');
    const rot = 24;
    const [x, z] = front(1.2, 16.5, 9.5, rot);
    const c = craftsman(sc, x, z, rot);
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.6, -3.6],
        [c.door + 0.6, -3.6],
        [c.door + 0.6, -40],
        [c.door - 0.6, -40],
      ],
      '#b5a994',
      { texture: 'joints' },
    );
    shrubs(sc, L(c.fr, 0.4, -3.1), L(c.fr, 3, -3.1), { count: 3, height: 1, flowers: ['#f0c64a', '#e4874a'], seed: 61 });
    shrubs(sc, L(c.fr, 6.4, -3.1), L(c.fr, 9.2, -3.1), { count: 3, height: 1, flowers: ['#f0c64a', '#ffffff'], seed: 62 });
    tree(sc, -12, 25, 14, { seed: 63 });
    tree(sc, 12.5, 17, 12, { seed: 64 });
    tree(sc, 4, 42, 15, { seed: 65 });
    grade(sc, '#ffa860', 0.05);
    vignette(sc, 0.24);
    return sc;
  },
  'old-town-federal': (w, h) => {
    const sc = mk(w, h, 'day', { horizon: h * 0.68, eyeH: 1.7 }, 606);
    sky(sc, { clouds: 3, sunAt: [w * 0.1, 0] });
    distantBuildings(sc, { y: h * 0.68, color: '#b1bcc7', count: 12, minH: 30, maxH: 70 });
    groundPlane(sc, 'paved');
    const rot = 26;
    const total = 18.4;
    const [x, z] = front(0, 26, total, rot);
    const r = rowhouses(sc, {
      x,
      z,
      rot,
      roof: 'gable',
      roofColor: '#3a3b40',
      stoop: 0.75,
      D: 11,
      units: [
        { w: 6, wall: '#a5503a', cladding: 'brick', door: '#1d1d1d', shutters: '#1f2b22', trim: '#f3efe6', stories: 3 },
        { w: 6.4, wall: '#ece2cc', cladding: 'stucco', door: '#1f3a5f', shutters: '#22303e', trim: '#ffffff', stories: 3 },
        { w: 6, wall: '#8d3e2e', cladding: 'brick', door: '#5b1f23', shutters: '#1b1b1b', trim: '#f3efe6', stories: 3 },
      ],
      seed: 12,
    });
    streetfront(sc, r.fr, { walk: [0, -4], street: 9, walkColor: '#a8644e', brick: true });
    tree(sc, ...L(r.fr, -3, -3.2), 9, { seed: 71, spread: 0.4 });
    tree(sc, ...L(r.fr, 21.5, -3.2), 9, { seed: 73, spread: 0.4 });
    lampPost(sc, ...L(r.fr, 3, -3.5), 3.8);
    lampPost(sc, ...L(r.fr, 17, -3.5), 3.8);
    vignette(sc, 0.22);
    return sc;
  },
  'catonsville-foursquare': (w, h) => {
    const sc = mk(w, h, 'day', { horizon: h * 0.6 }, 707);
    sky(sc, { clouds: 5, sunAt: [w * 0.15, 0] });
    treeline(sc, { y: h * 0.6, color: '#6a8668', height: h * 0.24, blur: 2.4 });
    groundPlane(sc, 'lawn');
    const rot = 24;
    const [x, z] = front(-0.5, 19, 9.4, rot);
    const c = foursquare(sc, x, z, rot);
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.6, -3.8],
        [c.door + 0.6, -3.8],
        [c.door + 0.6, -40],
        [c.door - 0.6, -40],
      ],
      '#b9b1a3',
      { texture: 'joints' },
    );
    shrubs(sc, L(c.fr, 0, -3.2), L(c.fr, 3.2, -3.2), { count: 3, height: 1.1, flowers: ['#d7c3f0', '#ffffff'], seed: 81 });
    shrubs(sc, L(c.fr, 6.2, -3.2), L(c.fr, 9.4, -3.2), { count: 3, height: 1.1, flowers: ['#f08aa0'], seed: 82 });
    tree(sc, -12, 24, 15, { seed: 83 });
    tree(sc, 11.5, 15, 13, { seed: 84 });
    tree(sc, 15, 36, 14, { seed: 85 });
    vignette(sc, 0.22);
    return sc;
  },
  'towson-cape-cod': (w, h) => {
    const sc = mk(w, h, 'day', { horizon: h * 0.6 }, 808);
    sky(sc, { clouds: 4, sunAt: [w * 0.2, 0] });
    treeline(sc, { y: h * 0.6, color: '#678366', height: h * 0.26, blur: 2.4 });
    treeline(sc, { y: h * 0.6, color: '#3b5834', height: h * 0.13, blur: 1, density: 1.1 });
    groundPlane(sc, 'lawn');
    const rot = 22;
    const [x, z] = front(1.5, 16.5, 11, rot);
    const c = capeCod(sc, x, z, rot);
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.6, -0.6],
        [c.door + 0.6, -0.6],
        [c.door + 0.6, -40],
        [c.door - 0.6, -40],
      ],
      '#b6ada0',
      { texture: 'joints' },
    );
    groundLocal(
      sc,
      c.fr,
      [
        [11.8, 4],
        [15, 4],
        [15, -40],
        [11.8, -40],
      ],
      '#aaa59c',
    );
    shrubs(sc, L(c.fr, 0.4, -0.9), L(c.fr, 5, -0.9), { count: 4, height: 1, flowers: ['#ffffff', '#f0a0b6'], seed: 91 });
    shrubs(sc, L(c.fr, 7.4, -0.9), L(c.fr, 10.6, -0.9), { count: 3, height: 1, seed: 92 });
    tree(sc, -13, 27, 15, { seed: 93 });
    tree(sc, 13.5, 30, 13, { seed: 94 });
    yardSign(sc, ...L(c.fr, 3, -9), 'SOLD', '#1e3a5f');
    vignette(sc, 0.22);
    return sc;
  },
  'reston-lakeside-contemporary': (w, h) => {
    const sc = mk(w, h, 'golden', { horizon: h * 0.56 }, 909);
    sky(sc, { clouds: 4, sunAt: [w * 0.92, h * 0.3] });
    treeline(sc, { y: h * 0.56, color: '#5d6a50', height: h * 0.3, blur: 2.4 });
    groundPlane(sc, 'lawn');
    const lakeZ = 11;
    const lakeTop = sc.P([0, 0, lakeZ])[1];
    sc.ground.push(`<rect x="0" y="${r1(lakeTop)}" width="${w}" height="${r1(h - lakeTop)}" fill="${waterFill(sc, sc.cam.horizon)}"/>`);
    const rot = -20;
    const [x, z] = front(0.5, 21, 12, rot);
    const draw = () => {
      contemporary(sc, x, z, rot);
      tree(sc, -13, 24, 17, { seed: 101, spread: 0.36 });
      tree(sc, 10, 27, 18, { seed: 102, spread: 0.38 });
      conifer(sc, 14, 21, 12, 4);
      conifer(sc, -17, 28, 15, 5);
    };
    draw();
    sc.reflect(lakeTop, draw, 0.5);
    sc.ground.push(`<rect x="0" y="${r1(lakeTop - 3)}" width="${w}" height="7" fill="#4a5a32" opacity="0.8" ${sc.blur(2)}/>`);
    let ripples = '';
    for (let i = 0; i < 60; i++) {
      const y = sc.rng.range(lakeTop + 6, h);
      ripples += `<rect x="${r1(sc.rng.range(0, w))}" y="${r1(y)}" width="${r1(sc.rng.range(30, 160) * (y / h))}" height="${r1(1 + (y - lakeTop) / 150)}"/>`;
    }
    sc.overlay.push(`<g fill="#ffe2b8" opacity="0.16">${ripples}</g>`);
    shrubs(sc, [-9, 17], [-5, 16.5], { count: 3, height: 1, seed: 103 });
    grade(sc, '#ff9d55', 0.06);
    vignette(sc, 0.26);
    return sc;
  },
  'navy-yard-condo': (w, h) => {
    const sc = mk(w, h, 'golden', { horizon: h * 0.64, eyeH: 1.5, f: w * 0.62 }, 1010);
    sky(sc, { clouds: 3, sunAt: [w * 0.95, h * 0.42] });
    distantBuildings(sc, { y: h * 0.64, color: '#958c98', count: 20, minH: 30, maxH: 90 });
    groundPlane(sc, 'paved');
    const rot = 24;
    const W = 28;
    const [x, z] = front(-6, 70, W, rot);
    const fr = new Frame([x, 0, z], rot);
    groundLocal(
      sc,
      fr,
      [
        [-200, 0],
        [200, 0],
        [200, -9],
        [-200, -9],
      ],
      '#9b8a78',
      { texture: 'joints' },
    );
    const waterPts: [number, number][] = [
      [-400, -9],
      [400, -9],
      [400, -400],
      [-400, -400],
    ];
    groundLocal(sc, fr, waterPts, '#3a4a60', { fill: waterFill(sc, sc.cam.horizon) });
    const clip = sc.pts(clipNear(waterPts.map(([a, b]) => fr.w([a, 0, b]))));
    const draw = () => {
      apartmentBlock(sc, {
        x,
        z,
        rot,
        W,
        D: 20,
        floors: 12,
        floorH: 3.3,
        wall: '#4a5560',
        cladding: 'panel',
        glass: 'curtain',
        balconies: true,
        bayW: 3.2,
        seed: 9,
      });
      const [bx, bz] = L(fr, W + 6, 4);
      apartmentBlock(sc, { x: bx, z: bz, rot, W: 24, D: 18, floors: 10, wall: '#bcae9a', cladding: 'stone', bayW: 3, seed: 10 });
      const [cx2, cz2] = L(fr, -26, 6);
      apartmentBlock(sc, { x: cx2, z: cz2, rot, W: 20, D: 18, floors: 7, wall: '#7d4a3a', cladding: 'brick', bayW: 2.8, seed: 11 });
      for (const u of [-18, -6, 6, 18, 30, 42]) tree(sc, ...L(fr, u, -5), 7.5, { seed: 111 + u, spread: 0.4 });
    };
    draw();
    sc.reflect(clip, draw, 0.5);
    let shimmer = '';
    const edge = sc.P(fr.w([0, 0, -9]))[1];
    for (let i = 0; i < 80; i++) {
      const y = sc.rng.range(edge, h);
      shimmer += `<rect x="${r1(sc.rng.range(0, w))}" y="${r1(y)}" width="${r1(sc.rng.range(20, 120) * (y / h))}" height="${r1(1 + (y - edge) / 120)}"/>`;
    }
    sc.overlay.push(`<g fill="#ffd9a8" opacity="0.2">${shimmer}</g>`);
    grade(sc, '#ff9a5a', 0.05);
    vignette(sc, 0.25);
    return sc;
  },
};

// Hero banners (darker, so white text reads over them)
const heroes: Record<string, SceneFn> = {
  home: (w, h) => {
    const sc = mk(w, h, 'dusk', { horizon: h * 0.62, f: w * 0.7 }, 1);
    sky(sc, { stars: 40, sunAt: [w * 0.8, h * 0.64] });
    treeline(sc, { y: h * 0.62, color: '#121c22', height: h * 0.18, blur: 1.5 });
    groundPlane(sc, 'lawn');
    const rot = -30;
    const st = new Frame([-12.5, 0, 18.5], rot);
    streetfront(sc, st, { walk: [-9, -10.6], street: 9, walkColor: '#3a3c48' });
    const spots: [number, string, Cladding, string, number, boolean][] = [
      [0, '#9c5a44', 'brick', '#1b1b1b', 12, true],
      [18, '#d9d3c7', 'siding', '#1f2d3d', 12, false],
      [36, '#c8c4b4', 'siding', '#2e4a3a', 10, false],
    ];
    spots.forEach(([u, wall, cl, sh, W, porchy], i) => {
      const [x, z] = L(st, u, 0);
      const c = colonial(sc, {
        x,
        z,
        rot,
        W,
        wall,
        cladding: cl,
        roof: '#2a2c33',
        shutters: sh,
        door: i === 0 ? '#1f3a5f' : '#5b1f23',
        bays: W > 11 ? 5 : 3,
        seed: 2 + i * 3,
        porch: porchy,
        hip: i === 2,
      });
      groundLocal(
        sc,
        c.fr,
        [
          [c.door - 0.6, -1],
          [c.door + 0.6, -1],
          [c.door + 0.6, -9],
          [c.door - 0.6, -9],
        ],
        '#4a4a54',
      );
      shrubs(sc, L(c.fr, 0.5, -0.9), L(c.fr, c.door - 1.5, -0.9), { count: 3, height: 1, seed: 30 + i });
    });
    for (const u of [-2, 15, 32, 49]) lampPost(sc, ...L(st, u, -10), 4);
    tree(sc, ...L(st, 15, 5), 14, { seed: 1 });
    tree(sc, ...L(st, 33, 4), 13, { seed: 2 });
    tree(sc, ...L(st, 50, 6), 15, { seed: 3 });
    tree(sc, ...L(st, -6, 4), 15, { seed: 4 });
    vignette(sc, 0.35);
    return sc;
  },
  buyer: (w, h) => {
    const sc = mk(w, h, 'dusk', { horizon: h * 0.62, f: w * 0.8 }, 2);
    sky(sc, { stars: 30, sunAt: [w * 0.15, h * 0.64] });
    treeline(sc, { y: h * 0.62, color: '#141e22', height: h * 0.22, blur: 1.5 });
    groundPlane(sc, 'lawn');
    const rot = -20;
    const [x, z] = front(-0.5, 22, 13, rot);
    const c = colonial(sc, {
      x,
      z,
      rot,
      wall: '#e6e0d4',
      cladding: 'siding',
      roof: '#2b2c31',
      shutters: '#1e2c3a',
      door: '#1f3a5f',
      bays: 5,
      porch: true,
      chimney: true,
      seed: 4,
      W: 13,
    });
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.7, -1.8],
        [c.door + 0.7, -1.8],
        [c.door + 0.7, -30],
        [c.door - 0.7, -30],
      ],
      '#4a4a54',
    );
    shrubs(sc, L(c.fr, 0.6, -0.9), L(c.fr, c.door - 2, -0.9), { count: 4, height: 1.1, seed: 5 });
    shrubs(sc, L(c.fr, c.door + 2, -0.9), L(c.fr, 12.4, -0.9), { count: 4, height: 1.1, seed: 6 });
    for (const side of [-1.1, 1.1]) {
      for (const d of [-5, -9, -13]) {
        const [px, pz] = L(c.fr, c.door + side, d);
        const [lx, ly] = sc.P([px, 0, pz]);
        const s = sc.scale(pz);
        sc.add(
          pz,
          `<rect x="${r1(lx - 0.05 * s)}" y="${r1(ly - 0.45 * s)}" width="${r1(0.1 * s)}" height="${r1(0.45 * s)}" fill="#222"/><circle cx="${r1(lx)}" cy="${r1(ly - 0.45 * s)}" r="${r1(0.1 * s)}" fill="#ffe0a0"/><circle cx="${r1(lx)}" cy="${r1(ly - 0.3 * s)}" r="${r1(0.8 * s)}" fill="#ffc66e" opacity="0.25" ${sc.blur(0.3 * s)}/>`,
        );
      }
    }
    tree(sc, -15, 28, 16, { seed: 7 });
    tree(sc, 14, 25, 15, { seed: 8 });
    vignette(sc, 0.35);
    return sc;
  },
  seller: (w, h) => {
    const sc = mk(w, h, 'dusk', { horizon: h * 0.6, f: w * 0.8 }, 3);
    sky(sc, { stars: 20, sunAt: [w * 0.1, h * 0.62] });
    treeline(sc, { y: h * 0.6, color: '#161f24', height: h * 0.24, blur: 1.6 });
    groundPlane(sc, 'lawn');
    const rot = 24;
    const [x, z] = front(1, 22, 13, rot);
    const c = colonial(sc, {
      x,
      z,
      rot,
      wall: '#a2553f',
      cladding: 'brick',
      roof: '#2a2b30',
      shutters: '#1b1b1b',
      door: '#1f3a5f',
      bays: 5,
      chimney: true,
      seed: 5,
      W: 13,
    });
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.7, -1],
        [c.door + 0.7, -1],
        [c.door + 0.7, -30],
        [c.door - 0.7, -30],
      ],
      '#4a4a54',
    );
    shrubs(sc, L(c.fr, 0.6, -0.9), L(c.fr, c.door - 1.6, -0.9), { count: 4, height: 1, seed: 9 });
    shrubs(sc, L(c.fr, c.door + 1.6, -0.9), L(c.fr, 12.4, -0.9), { count: 4, height: 1, seed: 10 });
    yardSign(sc, ...L(c.fr, 2.5, -10), 'SOLD');
    tree(sc, -15, 27, 16, { seed: 11 });
    tree(sc, 14, 20, 14, { seed: 12 });
    vignette(sc, 0.38);
    return sc;
  },
  investment: (w, h) => {
    const sc = mk(w, h, 'dusk', { horizon: h * 0.66, eyeH: 1.7, f: w * 0.62 }, 4);
    sky(sc, { stars: 20, sunAt: [w * 0.5, h * 0.7] });
    distantBuildings(sc, { y: h * 0.66, color: '#1b2236', count: 30, minH: 60, maxH: 220, lit: 0.25 });
    groundPlane(sc, 'paved');
    const rot = 26;
    const st = new Frame([-34, 0, 54], rot);
    streetfront(sc, st, { walk: [0, -5], street: 11, walkColor: '#2e303b' });
    const [rx, rz] = L(st, 28, 0);
    rowhouses(sc, {
      x: rx,
      z: rz,
      rot,
      roof: 'cornice',
      stoop: 1,
      D: 11,
      units: [
        { w: 5.6, wall: '#7e3c2e', cladding: 'brick', door: '#1f2d3d', bay: true },
        { w: 5.8, wall: '#5a6066', cladding: 'brick', door: '#6e1f1f', bay: true },
        { w: 5.6, wall: '#9a5a3a', cladding: 'brick', door: '#1e2f22', bay: true },
        { w: 5.8, wall: '#6a3a30', cladding: 'brick', door: '#1f2d3d', bay: true },
      ],
      seed: 4,
    });
    const [ax, az] = L(st, 0, 0);
    apartmentBlock(sc, {
      x: ax,
      z: az,
      rot,
      W: 27,
      D: 18,
      floors: 9,
      wall: '#3a4452',
      cladding: 'panel',
      glass: 'curtain',
      base: '#20242c',
      bayW: 3.2,
      seed: 5,
    });
    for (const u of [4, 18, 32, 46]) lampPost(sc, ...L(st, u, -4.5), 4.4);
    for (const u of [11, 39]) tree(sc, ...L(st, u, -4), 8, { seed: 13 + u, spread: 0.38 });
    vignette(sc, 0.38);
    return sc;
  },
  relocation: (w, h) => {
    const sc = mk(w, h, 'dusk', { horizon: h * 0.64 }, 5);
    sky(sc, { stars: 50, sunAt: [w * 0.3, h * 0.66], clouds: 2 });
    const hz = h * 0.64;
    const c = '#0f1628';
    // far shore with the Washington Monument and the Capitol dome
    let d = `<rect x="0" y="${r1(hz - 14)}" width="${w}" height="18"/>`;
    const mx = w * 0.4;
    d += `<path d="M${mx - 11},${hz - 12} L${mx - 8},${hz - 300} L${mx},${hz - 315} L${mx + 8},${hz - 300} L${mx + 11},${hz - 12} Z"/>`;
    const cx = w * 0.68;
    d += `<rect x="${cx - 190}" y="${hz - 62}" width="380" height="52"/>`;
    d += `<rect x="${cx - 70}" y="${hz - 94}" width="140" height="34"/>`;
    d += `<rect x="${cx - 52}" y="${hz - 122}" width="104" height="30"/>`;
    d += `<path d="M${cx - 50},${hz - 122} Q${cx - 48},${hz - 198} ${cx},${hz - 203} Q${cx + 48},${hz - 198} ${cx + 50},${hz - 122} Z"/>`;
    d += `<rect x="${cx - 9}" y="${hz - 232}" width="18" height="32"/><circle cx="${cx}" cy="${hz - 236}" r="7"/>`;
    for (let i = 0; i < 24; i++) {
      const bx = sc.rng.range(0, w);
      if (Math.abs(bx - mx) < 40 || Math.abs(bx - cx) < 210) continue;
      const bh = sc.rng.range(14, 48);
      d += `<rect x="${r1(bx)}" y="${r1(hz - 12 - bh)}" width="${r1(sc.rng.range(30, 90))}" height="${r1(bh)}"/>`;
    }
    for (let i = 0; i < 36; i++) {
      const tx = sc.rng.range(0, w);
      d += `<circle cx="${r1(tx)}" cy="${r1(hz - 14)}" r="${r1(sc.rng.range(8, 20))}"/>`;
    }
    sc.far.push(`<g fill="${c}">${d}</g>`);
    let lights = '';
    for (let i = 0; i < 90; i++)
      lights += `<circle cx="${r1(sc.rng.range(0, w))}" cy="${r1(hz - sc.rng.range(4, 24))}" r="${r1(sc.rng.range(0.8, 1.8))}"/>`;
    sc.far.push(`<g fill="#ffd28a" opacity="0.8">${lights}</g>`);
    sc.far.push(`<rect x="${cx - 54}" y="${hz - 206}" width="108" height="86" fill="#ffe7b8" opacity="0.1" ${sc.blur(12)}/>`);
    sc.far.push(`<rect x="${mx - 12}" y="${hz - 315}" width="24" height="300" fill="#ffe7b8" opacity="0.06" ${sc.blur(6)}/>`);
    groundPlane(sc, 'water');
    let refl = '';
    for (let i = 0; i < 140; i++) {
      const x = sc.rng.range(0, w);
      const y = sc.rng.range(hz + 2, h);
      refl += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(sc.rng.range(8, 60) * (y / h))}" height="${r1(1 + (y - hz) / 160)}"/>`;
    }
    sc.ground.push(`<g fill="#f0b37a" opacity="0.2">${refl}</g>`);
    sc.ground.push(
      `<path d="M${mx - 8},${hz + 2} L${mx + 8},${hz + 2} L${mx + 3},${hz + 220} L${mx - 3},${hz + 220} Z" fill="#e9dcc5" opacity="0.12" ${sc.blur(3)}/>`,
    );
    sc.ground.push(
      `<path d="M${cx - 50},${hz + 2} L${cx + 50},${hz + 2} L${cx + 30},${hz + 150} L${cx - 30},${hz + 150} Z" fill="#e9dcc5" opacity="0.07" ${sc.blur(6)}/>`,
    );
    vignette(sc, 0.4);
    return sc;
  },
  foreclosures: (w, h) => {
    const sc = mk(w, h, 'dawn', { horizon: h * 0.62, f: w * 0.8 }, 6);
    sky(sc, { clouds: 3, sunAt: [w * 0.88, h * 0.62] });
    treeline(sc, { y: h * 0.62, color: '#2e3a46', height: h * 0.22, blur: 3 });
    groundPlane(sc, 'lawn');
    const rot = -22;
    const [x, z] = front(-0.5, 20, 10, rot);
    const c = colonial(sc, {
      x,
      z,
      rot,
      wall: '#cfd2d4',
      cladding: 'siding',
      roof: '#2c2f38',
      shutters: '#25303c',
      door: '#5b1f23',
      bays: 3,
      seed: 2,
      W: 10,
      porch: true,
    });
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.6, -1.8],
        [c.door + 0.6, -1.8],
        [c.door + 0.6, -30],
        [c.door - 0.6, -30],
      ],
      '#6f6c70',
    );
    tree(sc, -11, 24, 14, { seed: 21 });
    tree(sc, 11, 21, 12, { seed: 22 });
    shrubs(sc, L(c.fr, 0.5, -0.9), L(c.fr, 3, -0.9), { count: 3, height: 1, seed: 23 });
    sc.overlay.push(`<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.18}" fill="#c9d3e0" opacity="0.18" ${sc.blur(24)}/>`);
    grade(sc, '#0f1a30', 0.3);
    vignette(sc, 0.38);
    return sc;
  },
  valuation: (w, h) => {
    const sc = mk(w, h, 'dusk', { horizon: h * 0.6, f: w * 0.85 }, 7);
    sky(sc, { stars: 30, sunAt: [w * 0.85, h * 0.62] });
    treeline(sc, { y: h * 0.6, color: '#121c22', height: h * 0.22, blur: 1.5 });
    groundPlane(sc, 'lawn');
    const rot = 26;
    const [x, z] = front(1.5, 22.5, 13, rot);
    const c = colonial(sc, {
      x,
      z,
      rot,
      wall: '#e7e1d2',
      cladding: 'siding',
      lower: { color: '#a89a84', cladding: 'stone' },
      roof: '#2a2b31',
      shutters: '#1e2c3a',
      door: '#5b1f23',
      bays: 5,
      chimney: true,
      garage: true,
      seed: 8,
      W: 13,
    });
    groundLocal(
      sc,
      c.fr,
      [
        [c.door - 0.7, -1],
        [c.door + 0.7, -1],
        [c.door + 0.7, -30],
        [c.door - 0.7, -30],
      ],
      '#4a4a54',
    );
    groundLocal(
      sc,
      c.fr,
      [
        [-6.7, 1.2],
        [-0.3, 1.2],
        [-0.3, -30],
        [-6.7, -30],
      ],
      '#3b3c46',
    );
    shrubs(sc, L(c.fr, 0.6, -0.9), L(c.fr, c.door - 1.6, -0.9), { count: 4, height: 1, seed: 9 });
    shrubs(sc, L(c.fr, c.door + 1.6, -0.9), L(c.fr, 12.4, -0.9), { count: 4, height: 1, seed: 10 });
    tree(sc, -16, 30, 16, { seed: 10 });
    tree(sc, 14, 26, 15, { seed: 11 });
    lampPost(sc, ...L(c.fr, c.door - 3, -12), 3.6);
    vignette(sc, 0.38);
    return sc;
  },
};

// ---------------------------------------------------------------------------------------------
// Listing galleries: the exterior above, four rooms (scripts/interior-scenes.ts) and the yard or,
// for condos, the view. Rendered by scripts/seed-photos.ts through the upload pipeline.
// ---------------------------------------------------------------------------------------------

function yardScene(seed: number, mood: Mood, patio: string, flowers: string[]): SceneFn {
  return (w, h) => {
    const sc = mk(w, h, mood, { horizon: h * 0.52, f: w * 0.8 }, seed);
    sky(sc, { clouds: 4, sunAt: [w * 0.82, h * 0.04] });
    treeline(sc, { y: h * 0.52, color: '#6a8468', height: h * 0.2, blur: 2.5 });
    treeline(sc, { y: h * 0.52, color: '#35522e', height: h * 0.1, blur: 1.2, density: 1.2 });
    groundPlane(sc, 'lawn');
    groundQuad(
      sc,
      [
        [-3.8, 1.5],
        [3.2, 1.5],
        [3.2, 6.5],
        [-3.8, 6.5],
      ],
      patio,
      { stroke: mul(patio, 0.8) },
    );
    const fr = new Frame([0, 0, 0], 0);
    const wood = '#7a5a3e';
    // Table and four chairs on the patio.
    sc.add(4.2, box(sc, fr, [-0.8, 0.7, 3.6], [0.8, 0.76, 4.6], wood, mul(wood, 1.2)));
    sc.add(4.3, box(sc, fr, [-0.05, 0, 4.05], [0.05, 0.7, 4.15], '#2b2b2b'));
    for (const [x, z] of [
      [-1.3, 4.1],
      [1.3, 4.1],
      [0, 3.1],
      [0, 5.1],
    ] as [number, number][]) {
      sc.add(z, box(sc, fr, [x - 0.25, 0.42, z - 0.25], [x + 0.25, 0.47, z + 0.25], '#3b3f46'));
      sc.add(z + 0.01, box(sc, fr, [x - 0.22, 0, z - 0.22], [x + 0.22, 0.42, z + 0.22], '#2e3238'));
    }
    sc.add(4.0, box(sc, fr, [-0.06, 0.76, 4.04], [0.06, 2.2, 4.16], '#ded8cc'));
    shrubs(sc, [-9, 14], [-4, 15], { count: 5, height: 1.2, flowers, seed: seed + 3 });
    shrubs(sc, [5, 13], [10, 12], { count: 4, height: 1.1, seed: seed + 4 });
    tree(sc, -10, 24, 13, { seed: seed + 1 });
    tree(sc, 11, 30, 15, { seed: seed + 2 });
    conifer(sc, 4, 38, 12, seed + 5);
    vignette(sc, 0.24);
    return sc;
  };
}

function cityView(seed: number, mood: Mood, water: boolean): SceneFn {
  return (w, h) => {
    const sc = mk(w, h, mood, { horizon: h * 0.62, f: w * 0.9 }, seed);
    sky(sc, { clouds: mood === 'day' ? 3 : 0, sunAt: [w * 0.15, h * 0.3], stars: mood === 'dusk' ? 20 : 0 });
    distantBuildings(sc, {
      y: h * 0.62,
      color: mood === 'dusk' ? '#2c3345' : '#8d98a8',
      count: 20,
      minH: h * 0.08,
      maxH: h * 0.3,
      lit: mood === 'dusk' ? 0.35 : 0,
    });
    distantBuildings(sc, {
      y: h * 0.64,
      color: mood === 'dusk' ? '#1c2130' : '#6c7686',
      count: 14,
      minH: h * 0.05,
      maxH: h * 0.18,
      lit: mood === 'dusk' ? 0.45 : 0,
    });
    if (water) groundPlane(sc, 'water');
    else groundPlane(sc, 'paved');
    // Balcony: floor and glass rail in the foreground.
    sc.overlay.push(`<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#8c8478"/>`);
    sc.overlay.push(`<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.012}" fill="#5d574f"/>`);
    sc.overlay.push(`<rect x="0" y="${h * 0.52}" width="${w}" height="${h * 0.28}" fill="#cfe3ea" opacity="0.22"/>`);
    sc.overlay.push(`<rect x="0" y="${h * 0.5}" width="${w}" height="${h * 0.025}" fill="#2a2c30"/>`);
    for (let x = w * 0.12; x < w; x += w * 0.25)
      sc.overlay.push(`<rect x="${x}" y="${h * 0.5}" width="${w * 0.012}" height="${h * 0.3}" fill="#2a2c30"/>`);
    sc.overlay.push(`<rect x="${w * 0.62}" y="${h * 0.7}" width="${w * 0.2}" height="${h * 0.025}" fill="#6b4f38"/>`);
    sc.overlay.push(
      `<rect x="${w * 0.64}" y="${h * 0.725}" width="${w * 0.012}" height="${h * 0.12}" fill="#2a2c30"/><rect x="${w * 0.79}" y="${h * 0.725}" width="${w * 0.012}" height="${h * 0.12}" fill="#2a2c30"/>`,
    );
    vignette(sc, 0.3);
    return sc;
  };
}

export type GalleryRoom = 'exterior' | RoomKind | 'yard' | 'view';
export type GalleryPhoto = { room: GalleryRoom; alt: string; svg: (w: number, h: number) => string };

const STYLES: Record<string, RoomStyle & { yard: 'yard' | 'view'; alt: Record<string, string> }> = {
  'ellicott-city-colonial': {
    wall: '#ece6da',
    accent: '#55708f',
    floor: 'oak',
    cabinets: '#f3f0e8',
    counter: '#e2ded6',
    sofa: '#9a948a',
    bedding: '#f3efe6',
    tile: '#e6eaec',
    yard: 'yard',
    alt: {
      exterior: 'Stone-front colonial with a two-car garage and wooded lot',
      living: 'Family room with oak floors and a wall of windows',
      kitchen: 'Open kitchen with quartz island and pendant lights',
      bedroom: 'Primary bedroom with a sitting area',
      bath: 'Spa bath with soaking tub and tiled walls',
      yard: 'Flagstone patio backing to mature hardwoods',
    },
  },
  'columbia-end-townhome': {
    wall: '#eef0ee',
    accent: '#3f6f6a',
    floor: 'grey',
    cabinets: '#ffffff',
    counter: '#cfd3d6',
    sofa: '#7f8b8f',
    bedding: '#f4f4f2',
    tile: '#f1f1ee',
    yard: 'yard',
    alt: {
      exterior: 'Brick end-unit townhome with extra side windows',
      living: 'Sunny living room with luxury vinyl plank floors',
      kitchen: 'Refreshed kitchen with stainless appliances',
      bedroom: 'Bedroom with side windows and morning light',
      bath: 'Updated hall bath with white tile',
      yard: 'Fenced rear yard with a paver patio',
    },
  },
  'capitol-hill-rowhouse': {
    wall: '#efe7dc',
    accent: '#7a3b32',
    floor: 'walnut',
    cabinets: '#2f3b4a',
    counter: '#eeeae2',
    sofa: '#6c4e3f',
    bedding: '#efe8dc',
    tile: '#f3efe8',
    yard: 'yard',
    alt: {
      exterior: 'Victorian rowhouse with a bay front on a tree-lined street',
      living: 'Front parlor with original heart-pine floors',
      kitchen: 'Kitchen with navy cabinets and marble counters',
      bedroom: 'Bedroom with tall windows and a reading chair',
      bath: 'Bath with subway tile and a deep tub',
      yard: 'Brick-walled garden patio for dining outside',
    },
  },
  'logan-circle-condo': {
    wall: '#f2f1ee',
    accent: '#2f4858',
    floor: 'oak',
    cabinets: '#3a3d42',
    counter: '#f0efeb',
    sofa: '#5d6670',
    bedding: '#f5f4f0',
    tile: '#e9e9e6',
    yard: 'view',
    evening: true,
    alt: {
      exterior: 'Condominium building facade on Logan Circle',
      living: 'Open living area with floor-to-ceiling windows',
      kitchen: 'Modern kitchen with an island for four',
      bedroom: 'Bedroom with city light in the evening',
      bath: 'Frameless-glass bath with stone vanity',
      view: 'Balcony view over the city at dusk',
    },
  },
  'arlington-craftsman': {
    wall: '#e8e1d3',
    accent: '#5a6b3f',
    floor: 'oak',
    cabinets: '#dcd3bd',
    counter: '#4a4a48',
    sofa: '#8a7a62',
    bedding: '#efe9dc',
    tile: '#e7e2d6',
    yard: 'yard',
    alt: {
      exterior: 'Craftsman bungalow with a deep front porch',
      living: 'Living room with built-ins and oak floors',
      kitchen: 'Craftsman kitchen with soapstone counters',
      bedroom: 'Bedroom under the eaves with a garden view',
      bath: 'Bath with pedestal-style vanity and tile wainscot',
      yard: 'Deep back yard with a dining patio',
    },
  },
  'old-town-federal': {
    wall: '#ebe3d4',
    accent: '#6d2e35',
    floor: 'walnut',
    cabinets: '#efe9dd',
    counter: '#d6d0c4',
    sofa: '#70584a',
    bedding: '#f1ebdf',
    tile: '#efeae0',
    yard: 'yard',
    alt: {
      exterior: 'Federal-style brick townhouse on a brick sidewalk',
      living: 'Formal front room with wide-plank floors',
      kitchen: 'Kitchen with a large island under pendant lights',
      bedroom: 'Bedroom with period proportions',
      bath: 'Marble bath with a soaking tub',
      yard: 'Walled garden with a brick patio',
    },
  },
  'catonsville-foursquare': {
    wall: '#ede5d6',
    accent: '#486a85',
    floor: 'oak',
    cabinets: '#f2efe6',
    counter: '#b8ab94',
    sofa: '#8f8575',
    bedding: '#f4efe5',
    tile: '#e3e7e9',
    yard: 'yard',
    alt: {
      exterior: 'American foursquare with a wraparound porch',
      living: 'Living room with restored oak floors',
      kitchen: 'Kitchen with butcher-block island',
      bedroom: 'Corner bedroom with two windows',
      bath: 'Full bath with tub and tiled walls',
      yard: 'Level back yard with room to play',
    },
  },
  'towson-cape-cod': {
    wall: '#eeeae0',
    accent: '#4d7a74',
    floor: 'oak',
    cabinets: '#ffffff',
    counter: '#d9d6cf',
    sofa: '#a09888',
    bedding: '#f5f2ea',
    tile: '#edf0ef',
    yard: 'yard',
    alt: {
      exterior: 'Cape Cod with dormers and a landscaped front yard',
      living: 'Cozy living room with hardwood floors',
      kitchen: 'Bright kitchen with white cabinets',
      bedroom: 'Main-level bedroom with a window seat view',
      bath: 'Renovated bath with a tub and shower',
      yard: 'Private patio and garden beds',
    },
  },
  'reston-lakeside-contemporary': {
    wall: '#f1f0ec',
    accent: '#2e5e6e',
    floor: 'grey',
    cabinets: '#2c2f33',
    counter: '#eeede8',
    sofa: '#6f7a80',
    bedding: '#f6f5f1',
    tile: '#dedfdc',
    yard: 'view',
    alt: {
      exterior: 'Contemporary home with walls of glass by the lake',
      living: 'Great room with walls of glass',
      kitchen: 'Contemporary kitchen with a waterfall island',
      bedroom: 'Primary suite with a wooded outlook',
      bath: 'Modern bath with a freestanding tub',
      view: 'Deck view across Lake Anne',
    },
  },
  'navy-yard-condo': {
    wall: '#f0efec',
    accent: '#35506b',
    floor: 'grey',
    cabinets: '#f4f4f2',
    counter: '#2f3134',
    sofa: '#5f6368',
    bedding: '#f3f3f0',
    tile: '#e4e5e3',
    yard: 'view',
    alt: {
      exterior: 'Modern condominium tower near the Navy Yard waterfront',
      living: 'Living room with floor-to-ceiling windows',
      kitchen: 'Kitchen with quartz counters and a breakfast bar',
      bedroom: 'Bedroom with a city outlook',
      bath: 'Bath with a glass shower and floating vanity',
      view: 'Balcony view of the Anacostia riverfront',
    },
  },
};

const VIEW_SCENES: Record<string, SceneFn> = {
  'logan-circle-condo': cityView(61, 'dusk', false),
  'reston-lakeside-contemporary': cityView(62, 'golden', true),
  'navy-yard-condo': cityView(63, 'day', true),
};

/** Every seed listing's gallery, cover (the exterior) first. */
export function listingGalleries(): Record<string, GalleryPhoto[]> {
  const out: Record<string, GalleryPhoto[]> = {};
  let seed = 300;
  for (const [slug, exterior] of Object.entries(listings)) {
    const st = STYLES[slug];
    if (!st) continue;
    const roomSeed = (seed += 7);
    const photos: GalleryPhoto[] = [{ room: 'exterior', alt: st.alt.exterior!, svg: (w, h) => exterior(w, h).svg() }];
    for (const kind of ['living', 'kitchen', 'bedroom', 'bath'] as const)
      photos.push({ room: kind, alt: st.alt[kind]!, svg: (w, h) => roomSvg(kind, st, w, h, roomSeed) });
    const outdoor = st.yard === 'view' ? VIEW_SCENES[slug]! : yardScene(roomSeed, 'day', '#b9ad9a', ['#e2708a', '#f6eef3']);
    photos.push({ room: st.yard, alt: st.alt[st.yard]!, svg: (w, h) => outdoor(w, h).svg() });
    out[slug] = photos;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Brand pieces: logo, share image, placeholder
// ---------------------------------------------------------------------------------------------

const NAVY = '#1e3a5f';
const GOLD = '#b8860b';

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>
  <radialGradient id="bg" cx="0.5" cy="0.38" r="0.62"><stop offset="0" stop-color="#2a4d7a"/><stop offset="1" stop-color="${NAVY}"/></radialGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0b24a"/><stop offset="0.55" stop-color="${GOLD}"/><stop offset="1" stop-color="#8f6808"/></linearGradient>
</defs>
<circle cx="300" cy="300" r="292" fill="url(#bg)"/>
<circle cx="300" cy="300" r="270" fill="none" stroke="url(#gold)" stroke-width="6"/>
<circle cx="300" cy="300" r="256" fill="none" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="2"/>
<path d="M132 262 L300 128 L468 262" fill="none" stroke="url(#gold)" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="392" y="150" width="30" height="66" fill="url(#gold)"/>
<rect x="386" y="142" width="42" height="12" rx="2" fill="url(#gold)"/>
<text x="300" y="392" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-weight="700" font-size="176" letter-spacing="-6" fill="#ffffff">AW</text>
<line x1="170" y1="430" x2="430" y2="430" stroke="url(#gold)" stroke-width="4"/>
<text x="300" y="474" text-anchor="middle" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="30" letter-spacing="9" fill="#e0b24a">WHITFIELD</text>
</svg>`;
}

function ogSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#24476f"/><stop offset="1" stop-color="#132842"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0b24a"/><stop offset="1" stop-color="${GOLD}"/></linearGradient>
  <radialGradient id="glow" cx="0.85" cy="0.2" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#glow)"/>
<g opacity="0.07" fill="#ffffff">
  <path d="M760 630 L760 360 L900 250 L1040 360 L1040 630 Z"/>
  <path d="M980 630 L980 420 L1080 340 L1180 420 L1180 630 Z"/>
  <path d="M640 630 L640 450 L720 390 L800 450 L800 630 Z"/>
</g>
<rect x="0" y="0" width="14" height="630" fill="url(#gold)"/>
<g transform="translate(90 150)">
  <path d="M0 70 L70 14 L140 70" fill="none" stroke="url(#gold)" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="100" y="24" width="14" height="30" fill="url(#gold)"/>
</g>
<text x="90" y="318" font-family="Liberation Serif, DejaVu Serif, serif" font-weight="700" font-size="92" fill="#ffffff">Angela Whitfield</text>
<rect x="92" y="350" width="220" height="5" fill="url(#gold)"/>
<text x="90" y="418" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="36" fill="#f1d18a">Associate Broker | Maryland, DC &amp; Northern Virginia</text>
<text x="90" y="540" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="26" letter-spacing="3" fill="#c9d6e6">CHESAPEAKE CROWN REALTY</text>
</svg>`;
}

function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="Photo coming soon">
<rect width="1200" height="800" fill="#eef1f4"/>
<g fill="none" stroke="#9aa5b1" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
<path d="M430 380 L600 250 L770 380"/>
<path d="M470 352 V520 H730 V352"/>
<path d="M570 520 V440 H630 V520"/>
<path d="M690 300 V250 H724 V326"/>
</g>
<text x="600" y="610" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="44" fill="#5f6b78">Photo coming soon</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

interface Written {
  file: string;
  bytes: number;
}

async function writeWebp(svg: string, file: string, width: number, height: number, quality: number, pngDir?: string): Promise<Written> {
  const full = path.join(OUT, file);
  await mkdir(path.dirname(full), { recursive: true });
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'cover' });
  const buf = await img.clone().webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(full, buf);
  if (pngDir) {
    const pngFull = path.join(pngDir, file.replace(/\.webp$/, '.png'));
    await mkdir(path.dirname(pngFull), { recursive: true });
    await img.clone().png().toFile(pngFull);
  }
  return { file, bytes: buf.length };
}

/** Encodes at the given quality, stepping down until the file fits its size budget. */
async function fitWebp(svg: string, file: string, width: number, height: number, budget: number, pngDir?: string): Promise<Written> {
  let q = 80;
  let out = await writeWebp(svg, file, width, height, q, pngDir);
  while (out.bytes > budget && q > 40) {
    q -= 8;
    out = await writeWebp(svg, file, width, height, q);
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const pngIdx = args.indexOf('--png');
  const pngDir = pngIdx >= 0 ? path.resolve(args[pngIdx + 1] ?? '.') : undefined;
  const onlyIdx = args.indexOf('--only');
  const only = onlyIdx >= 0 ? new Set((args[onlyIdx + 1] ?? '').split(',')) : undefined;
  const want = (name: string) => !only || only.has(name);
  const written: Written[] = [];

  for (const [slug, make] of Object.entries(listings)) {
    if (!want(slug)) continue;
    const big = make(1200, 800).svg();
    if (pngDir) await writeFile(path.join(pngDir, `${slug}.svg`), big);
    written.push(await fitWebp(big, `listings/${slug}.webp`, 1200, 800, 60_000, pngDir));
    written.push(await fitWebp(big, `listings/${slug}-600.webp`, 600, 400, 25_000));
  }
  for (const [name, make] of Object.entries(heroes)) {
    if (!want(name)) continue;
    const big = make(1600, 900).svg();
    written.push(await fitWebp(big, `hero/${name}.webp`, 1600, 900, 70_000, pngDir));
    written.push(await fitWebp(big, `hero/${name}-800.webp`, 800, 450, 30_000));
  }
  if (want('logo')) written.push(await fitWebp(logoSvg(), 'agent/logo.webp', 600, 600, 30_000, pngDir));
  if (want('og')) {
    const buf = await sharp(Buffer.from(ogSvg())).resize(1200, 630).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
    await writeFile(path.join(OUT, 'og-default.jpg'), buf);
    written.push({ file: 'og-default.jpg', bytes: buf.length });
  }
  if (want('placeholder')) {
    const svg = placeholderSvg();
    await writeFile(path.join(OUT, 'placeholder-property.svg'), svg);
    written.push({ file: 'placeholder-property.svg', bytes: Buffer.byteLength(svg) });
  }
  for (const wr of written) console.log(`${(wr.bytes / 1024).toFixed(1).padStart(7)} KB  images/${wr.file}`);
}

// Run as a script (not when scripts/seed-photos.ts imports the scenes).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
