/**
 * Rooms for the seed listings' galleries (living room, kitchen, bedroom, bath), drawn as SVG with
 * a small one-point perspective camera: walls, floor and ceiling of a box room, a window onto the
 * sky, and furniture as lit boxes. Deterministic for a given style and seed.
 */

type V3 = [number, number, number];
export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bath';

export interface RoomStyle {
  wall: string;
  accent: string;
  floor: 'oak' | 'walnut' | 'grey' | 'tile';
  cabinets: string;
  counter: string;
  sofa: string;
  bedding: string;
  tile: string;
  /** Window on the left wall (true) or the back wall (false). */
  sideWindow?: boolean;
  evening?: boolean;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, a = 0, b = 255) => Math.min(b, Math.max(a, n));

function shade(hex: string, k: number): string {
  const h = hex.replace('#', '');
  const c = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  const out = k >= 1 ? c.map((v) => v + (255 - v) * (k - 1)) : c.map((v) => v * k);
  return `#${out.map((v) => Math.round(clamp(v)).toString(16).padStart(2, '0')).join('')}`;
}

class Room {
  parts: { d: number; s: string }[] = [];
  back: string[] = [];
  defs: string[] = [];
  readonly f: number;
  readonly cx: number;
  readonly cy: number;
  readonly eye = 1.45;
  private n = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    /** Room width, depth (back wall z) and ceiling height in metres; camera at x=offset, z=0. */
    readonly W: number,
    readonly D: number,
    readonly H: number,
    readonly offset: number,
  ) {
    this.f = w * 0.5;
    this.cx = w / 2;
    this.cy = h * 0.5;
  }

  id(p: string) {
    return `${p}${this.n++}`;
  }

  P([x, y, z]: V3): [number, number] {
    const zz = Math.max(z, 0.3);
    return [this.cx + (this.f * (x - this.offset)) / zz, this.cy - (this.f * (y - this.eye)) / zz];
  }

  poly(pts: V3[], fill: string, extra = ''): string {
    return `<path d="M${pts.map((p) => this.P(p).map(r1).join(',')).join('L')}Z" fill="${fill}" ${extra}/>`;
  }

  lin(stops: [number, string][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('g');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A lit box: faces toward the camera only. Light comes from the upper left. */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: string, top?: string) {
    const cam = this.offset;
    let s = '';
    if (y1 < this.eye)
      s += this.poly(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        top ?? shade(color, 1.18),
      );
    if (y0 > this.eye)
      s += this.poly(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        shade(color, 0.6),
      );
    if (cam < x0)
      s += this.poly(
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        shade(color, 1.05),
      );
    if (cam > x1)
      s += this.poly(
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        shade(color, 0.72),
      );
    s += this.poly(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      shade(color, 0.88),
    );
    this.parts.push({ d: z0, s });
  }

  /** A soft contact shadow on the floor under a footprint. */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.22) {
    const [a, b] = [this.P([x0 - 0.1, 0, z0 - 0.05]), this.P([x1 + 0.1, 0, z1 + 0.05])];
    const cx = (a[0] + b[0]) / 2;
    const cy = (a[1] + b[1]) / 2;
    this.parts.push({
      d: z1 + 0.01,
      s: `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(Math.abs(b[0] - a[0]) * 0.6)}" ry="${r1(Math.abs(a[1] - b[1]) * 0.7 + 4)}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`,
    });
  }

  svg(): string {
    const items = [...this.parts].sort((a, b) => b.d - a.d).map((p) => p.s);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">`,
      `<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(this.w / 180)}"/></filter>${this.defs.join('')}</defs>`,
      ...this.back,
      ...items,
      `<rect width="${this.w}" height="${this.h}" fill="url(#vig)"/>`,
      '</svg>',
    ].join('\n');
  }
}

/** Shell: ceiling, walls, floor (with boards or tiles) and a window with sky and trees. */
function shell(rm: Room, st: RoomStyle, seed: number) {
  const { W, D, H } = rm;
  const L = -W / 2;
  const R = W / 2;
  const z0 = 0.3;
  const wall = st.wall;
  rm.defs.push(
    `<radialGradient id="vig" cx="0.5" cy="0.48" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  );
  rm.back.push(
    rm.poly(
      [
        [L, H, z0],
        [R, H, z0],
        [R, H, D],
        [L, H, D],
      ],
      rm.lin([
        [0, shade(wall, 0.9)],
        [1, shade(wall, 1.08)],
      ]),
    ),
  );
  rm.back.push(
    rm.poly(
      [
        [L, 0, D],
        [R, 0, D],
        [R, H, D],
        [L, H, D],
      ],
      rm.lin(
        [
          [0, shade(wall, 1.06)],
          [1, shade(wall, 0.94)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  rm.back.push(
    rm.poly(
      [
        [L, 0, z0],
        [L, 0, D],
        [L, H, D],
        [L, H, z0],
      ],
      rm.lin(
        [
          [0, shade(wall, 1.1)],
          [1, shade(wall, 0.98)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  rm.back.push(
    rm.poly(
      [
        [R, 0, z0],
        [R, 0, D],
        [R, H, D],
        [R, H, z0],
      ],
      rm.lin(
        [
          [0, shade(wall, 0.74)],
          [1, shade(wall, 0.86)],
        ],
        1,
        0,
        0,
        0,
      ),
    ),
  );
  const floorColor = { oak: '#b98b5a', walnut: '#6e4a30', grey: '#9a968f', tile: '#d8d4cc' }[st.floor];
  rm.back.push(
    rm.poly(
      [
        [L, 0, z0],
        [R, 0, z0],
        [R, 0, D],
        [L, 0, D],
      ],
      rm.lin(
        [
          [0, shade(floorColor, 0.82)],
          [1, shade(floorColor, 1.05)],
        ],
        0,
        1,
        0,
        0,
      ),
    ),
  );
  // Boards run away from the camera; tiles get cross joints too.
  let joints = '';
  const step = st.floor === 'tile' ? 0.6 : 0.16;
  for (let x = L + step; x < R; x += step) {
    const a = rm.P([x, 0, z0]);
    const b = rm.P([x, 0, D]);
    joints += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
  }
  if (st.floor === 'tile') {
    for (let z = 0.6; z < D; z += 0.6) {
      const a = rm.P([L, 0, z]);
      const b = rm.P([R, 0, z]);
      joints += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
    }
  }
  rm.back.push(`<path d="${joints}" stroke="${shade(floorColor, 0.7)}" stroke-width="1.2" opacity="0.5" fill="none"/>`);
  // Baseboards and crown.
  rm.back.push(
    rm.poly(
      [
        [L, 0, D],
        [R, 0, D],
        [R, 0.12, D],
        [L, 0.12, D],
      ],
      '#f4f1ea',
    ),
  );
  rm.back.push(
    rm.poly(
      [
        [L, 0, z0],
        [L, 0, D],
        [L, 0.12, D],
        [L, 0.12, z0],
      ],
      '#f4f1ea',
    ),
  );
  rm.back.push(
    rm.poly(
      [
        [R, 0, z0],
        [R, 0, D],
        [R, 0.12, D],
        [R, 0.12, z0],
      ],
      '#d9d5cc',
    ),
  );

  // Window: sky gradient, a line of trees, mullions, and a patch of daylight on the floor.
  const sky = st.evening
    ? rm.lin([
        [0, '#3b4f7a'],
        [0.6, '#c98a6a'],
        [1, '#f0b27a'],
      ])
    : rm.lin([
        [0, '#7fb2e0'],
        [1, '#dcebf5'],
      ]);
  const trees = st.evening ? '#2c3a2e' : '#5d7f4e';
  let rnd = seed;
  const next = () => (rnd = (rnd * 9301 + 49297) % 233280) / 233280;
  if (st.sideWindow) {
    const za = D * 0.32;
    const zb = D * 0.78;
    const ya = 0.85;
    const yb = H - 0.35;
    rm.back.push(
      rm.poly(
        [
          [L, ya, za],
          [L, ya, zb],
          [L, yb, zb],
          [L, yb, za],
        ],
        sky,
      ),
    );
    rm.back.push(
      rm.poly(
        [
          [L, ya, za],
          [L, ya, zb],
          [L, ya + 0.5 + next() * 0.3, zb],
          [L, ya + 0.7 + next() * 0.3, (za + zb) / 2],
          [L, ya + 0.6, za],
        ],
        trees,
      ),
    );
    for (const t of [0, 0.5, 1]) {
      const z = za + (zb - za) * t;
      rm.back.push(
        rm.poly(
          [
            [L, ya, z - 0.03],
            [L, ya, z + 0.03],
            [L, yb, z + 0.03],
            [L, yb, z - 0.03],
          ],
          '#f7f5ef',
        ),
      );
    }
    rm.back.push(
      rm.poly(
        [
          [L, ya - 0.05, za],
          [L, ya - 0.05, zb],
          [L, ya, zb],
          [L, ya, za],
        ],
        '#f7f5ef',
      ),
    );
    rm.back.push(
      rm.poly(
        [
          [L, yb, za],
          [L, yb, zb],
          [L, yb + 0.06, zb],
          [L, yb + 0.06, za],
        ],
        '#f7f5ef',
      ),
    );
    if (!st.evening)
      rm.back.push(
        rm.poly(
          [
            [L, 0, za],
            [L + 1.6, 0, za + 0.6],
            [L + 1.8, 0, zb + 0.6],
            [L, 0, zb],
          ],
          '#fff8e0',
          'opacity="0.18"',
        ),
      );
  } else {
    const xa = -W * 0.2;
    const xb = W * 0.2;
    const ya = 0.9;
    const yb = H - 0.35;
    rm.back.push(
      rm.poly(
        [
          [xa, ya, D],
          [xb, ya, D],
          [xb, yb, D],
          [xa, yb, D],
        ],
        sky,
      ),
    );
    let hill = `M${rm.P([xa, ya, D]).map(r1).join(',')}`;
    for (let i = 0; i <= 8; i++)
      hill += `L${rm
        .P([xa + ((xb - xa) * i) / 8, ya + 0.35 + next() * 0.35, D])
        .map(r1)
        .join(',')}`;
    hill += `L${rm.P([xb, ya, D]).map(r1).join(',')}Z`;
    rm.back.push(`<path d="${hill}" fill="${trees}"/>`);
    for (const t of [0, 0.5, 1]) {
      const x = xa + (xb - xa) * t;
      rm.back.push(
        rm.poly(
          [
            [x - 0.03, ya, D],
            [x + 0.03, ya, D],
            [x + 0.03, yb, D],
            [x - 0.03, yb, D],
          ],
          '#f7f5ef',
        ),
      );
    }
    rm.back.push(
      rm.poly(
        [
          [xa - 0.05, ya - 0.06, D],
          [xb + 0.05, ya - 0.06, D],
          [xb + 0.05, ya, D],
          [xa - 0.05, ya, D],
        ],
        '#f7f5ef',
      ),
    );
    if (!st.evening)
      rm.back.push(
        rm.poly(
          [
            [xa, 0, D],
            [xb, 0, D],
            [xb + 0.6, 0, D - 2.2],
            [xa - 0.6, 0, D - 2.2],
          ],
          '#fff8e0',
          'opacity="0.14"',
        ),
      );
  }
  // Ceiling light glow.
  const glow = rm.P([rm.offset * 0.3, H, D * 0.55]);
  rm.back.push(`<ellipse cx="${r1(glow[0])}" cy="${r1(glow[1])}" rx="${r1(rm.w * 0.035)}" ry="${r1(rm.w * 0.008)}" fill="#fffbe8"/>`);
}

function artwork(rm: Room, x: number, y: number, w: number, h: number, z: number, colors: string[]) {
  let s = rm.poly(
    [
      [x - 0.04, y - 0.04, z],
      [x + w + 0.04, y - 0.04, z],
      [x + w + 0.04, y + h + 0.04, z],
      [x - 0.04, y + h + 0.04, z],
    ],
    '#2d2a26',
  );
  s += rm.poly(
    [
      [x, y, z],
      [x + w, y, z],
      [x + w, y + h, z],
      [x, y + h, z],
    ],
    colors[0]!,
  );
  s += rm.poly(
    [
      [x, y, z],
      [x + w, y, z],
      [x + w * 0.6, y + h * 0.55, z],
      [x, y + h * 0.3, z],
    ],
    colors[1]!,
  );
  s += rm.poly(
    [
      [x + w * 0.55, y + h * 0.6, z],
      [x + w * 0.8, y + h * 0.6, z],
      [x + w * 0.8, y + h * 0.85, z],
      [x + w * 0.55, y + h * 0.85, z],
    ],
    colors[2]!,
  );
  rm.back.push(s);
}

function plant(rm: Room, x: number, z: number, h = 1.1) {
  rm.box(x - 0.18, x + 0.18, 0, 0.4, z - 0.18, z + 0.18, '#c9b79c');
  const c = rm.P([x, 0.4 + h * 0.45, z]);
  const s = rm.f / z;
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    leaves += `<ellipse cx="${r1(c[0] + Math.cos(a) * s * 0.22)}" cy="${r1(c[1] + Math.sin(a) * s * 0.28)}" rx="${r1(s * 0.2)}" ry="${r1(s * 0.11)}" transform="rotate(${Math.round((a * 180) / Math.PI)} ${r1(c[0] + Math.cos(a) * s * 0.22)} ${r1(c[1] + Math.sin(a) * s * 0.28)})" fill="${i % 2 ? '#3f6b3a' : '#5a8a4a'}"/>`;
  }
  rm.parts.push({ d: z - 0.2, s: leaves });
}

function pendant(rm: Room, x: number, z: number, y = 1.9, lit = true) {
  const top = rm.P([x, rm.H, z]);
  const p = rm.P([x, y, z]);
  const s = rm.f / z;
  let out = `<line x1="${r1(top[0])}" y1="${r1(top[1])}" x2="${r1(p[0])}" y2="${r1(p[1])}" stroke="#2a2a2a" stroke-width="${r1(Math.max(1, s * 0.01))}"/>`;
  out += `<path d="M${r1(p[0] - s * 0.14)},${r1(p[1] + s * 0.16)} L${r1(p[0] + s * 0.14)},${r1(p[1] + s * 0.16)} L${r1(p[0] + s * 0.05)},${r1(p[1])} L${r1(p[0] - s * 0.05)},${r1(p[1])} Z" fill="#23252a"/>`;
  if (lit) out += `<ellipse cx="${r1(p[0])}" cy="${r1(p[1] + s * 0.17)}" rx="${r1(s * 0.12)}" ry="${r1(s * 0.03)}" fill="#ffe7a8"/>`;
  rm.parts.push({ d: z - 0.5, s: out });
}

function living(rm: Room, st: RoomStyle) {
  const { W, D } = rm;
  const R = W / 2;
  artwork(rm, -0.9, 1.3, 1.5, 0.9, D - 0.01, [shade(st.accent, 1.3), st.accent, '#e8dcc0']);
  // Rug, sofa against the back wall, armchair, coffee table, lamp and a plant.
  rm.back.push(
    rm.poly(
      [
        [-1.5, 0.005, D - 3.2],
        [1.3, 0.005, D - 3.2],
        [1.3, 0.005, D - 0.9],
        [-1.5, 0.005, D - 0.9],
      ],
      shade(st.accent, 1.45),
    ),
  );
  rm.shadow(-1.4, 1.0, D - 1.0, D - 0.1);
  rm.box(-1.4, 1.0, 0.1, 0.45, D - 1.0, D - 0.1, st.sofa);
  rm.box(-1.4, 1.0, 0.45, 0.85, D - 0.3, D - 0.1, shade(st.sofa, 0.95));
  rm.box(-1.55, -1.4, 0.1, 0.62, D - 1.0, D - 0.1, shade(st.sofa, 0.9));
  rm.box(1.0, 1.15, 0.1, 0.62, D - 1.0, D - 0.1, shade(st.sofa, 0.9));
  for (const x of [-1.1, 0.4]) rm.box(x, x + 0.45, 0.45, 0.85, D - 0.42, D - 0.3, shade(st.accent, 1.2));
  rm.shadow(-0.7, 0.4, D - 2.4, D - 1.7, 0.18);
  rm.box(-0.7, 0.4, 0.36, 0.42, D - 2.4, D - 1.7, '#5a3d28');
  rm.box(-0.65, -0.6, 0, 0.36, D - 2.35, D - 2.3, '#2a2a2a');
  rm.box(0.3, 0.35, 0, 0.36, D - 2.35, D - 2.3, '#2a2a2a');
  rm.box(R - 1.1, R - 0.2, 0.1, 0.45, D - 3.4, D - 2.5, shade(st.accent, 0.9));
  rm.box(R - 1.1, R - 0.2, 0.45, 0.9, D - 2.65, D - 2.5, shade(st.accent, 0.85));
  rm.box(1.35, 1.7, 0, 0.55, D - 0.6, D - 0.2, '#6b4a32');
  rm.box(1.49, 1.55, 0.55, 1.2, D - 0.43, D - 0.37, '#333');
  rm.box(1.35, 1.7, 1.2, 1.45, D - 0.58, D - 0.22, '#f3ead6');
  plant(rm, -R + 0.5, D - 0.5);
}

function kitchen(rm: Room, st: RoomStyle) {
  const { W, D } = rm;
  const L = -W / 2;
  const R = W / 2;
  // Base cabinets along the back wall, counter, backsplash, uppers either side of the window, range and hood.
  rm.box(L, R, 0, 0.88, D - 0.62, D, st.cabinets);
  rm.box(L, R, 0.88, 0.93, D - 0.65, D, st.counter, shade(st.counter, 1.1));
  rm.back.push(
    rm.poly(
      [
        [L, 0.93, D],
        [R, 0.93, D],
        [R, 1.45, D],
        [L, 1.45, D],
      ],
      st.tile,
    ),
  );
  let tiles = '';
  for (let y = 1.0; y < 1.45; y += 0.08) {
    const a = rm.P([L, y, D]);
    const b = rm.P([R, y, D]);
    tiles += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
  }
  rm.back.push(`<path d="${tiles}" stroke="${shade(st.tile, 0.8)}" stroke-width="1" fill="none"/>`);
  for (const [x0, x1] of [
    [L, -W * 0.22],
    [W * 0.22, R],
  ] as const) {
    rm.box(x0, x1, 1.5, 2.35, D - 0.35, D, st.cabinets);
  }
  for (let x = L + 0.6; x < R; x += 0.6) {
    const a = rm.P([x, 0.05, D - 0.62]);
    const b = rm.P([x, 0.83, D - 0.62]);
    rm.parts.push({
      d: D - 0.63,
      s: `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${shade(st.cabinets, 0.7)}" stroke-width="1.5"/>`,
    });
    const k = rm.P([x - 0.08, 0.7, D - 0.62]);
    rm.parts.push({ d: D - 0.64, s: `<rect x="${r1(k[0])}" y="${r1(k[1])}" width="3" height="${r1((rm.f / D) * 0.12)}" fill="#3a3a3a"/>` });
  }
  rm.box(R - 1.6, R - 0.8, 0.93, 0.97, D - 0.6, D - 0.05, '#2b2d31');
  rm.box(R - 1.55, R - 0.85, 1.8, 2.3, D - 0.5, D, '#b9bcc0');
  // Island with stools and pendants.
  rm.shadow(-1.3, 1.1, D - 2.9, D - 1.9);
  rm.box(-1.3, 1.1, 0, 0.88, D - 2.8, D - 1.95, shade(st.accent, 0.95));
  rm.box(-1.4, 1.2, 0.88, 0.94, D - 2.9, D - 1.85, st.counter, shade(st.counter, 1.12));
  for (const x of [-0.9, -0.1, 0.7]) {
    rm.box(x - 0.2, x + 0.2, 0.62, 0.68, D - 3.35, D - 3.0, '#3b3027');
    rm.box(x - 0.03, x + 0.03, 0, 0.62, D - 3.2, D - 3.14, '#2a2a2a');
  }
  for (const x of [-0.8, 0.6]) pendant(rm, x, D - 2.4, 1.75);
  rm.box(-0.2, 0.15, 0.94, 1.05, D - 2.5, D - 2.25, '#e9e4d8');
}

function bedroom(rm: Room, st: RoomStyle) {
  const { W, D } = rm;
  const R = W / 2;
  artwork(rm, -0.55, 1.55, 1.1, 0.6, D - 0.01, ['#e6dfd2', shade(st.accent, 1.2), st.accent]);
  rm.shadow(-1.0, 1.0, D - 2.2, D - 0.1);
  rm.box(-1.05, 1.05, 0, 1.25, D - 0.12, D - 0.02, shade(st.accent, 0.8));
  rm.box(-1.0, 1.0, 0.15, 0.5, D - 2.2, D - 0.12, '#d9d2c4');
  rm.box(-1.02, 1.02, 0.5, 0.62, D - 2.22, D - 0.12, st.bedding);
  rm.box(-1.02, 1.02, 0.5, 0.64, D - 2.23, D - 1.6, shade(st.accent, 1.25));
  for (const x of [-0.85, 0.1]) rm.box(x, x + 0.75, 0.62, 0.85, D - 0.55, D - 0.2, '#f7f4ee');
  for (const x of [-1.6, 1.15]) {
    rm.box(x, x + 0.45, 0, 0.55, D - 0.5, D - 0.05, '#7a5a40');
    rm.box(x + 0.17, x + 0.28, 0.55, 0.85, D - 0.33, D - 0.22, '#444');
    rm.box(x + 0.07, x + 0.38, 0.85, 1.1, D - 0.43, D - 0.12, '#f4ead2');
  }
  rm.box(R - 0.65, R - 0.05, 0, 1.1, D - 3.4, D - 2.2, '#8a6a4c');
  rm.back.push(
    rm.poly(
      [
        [-1.4, 0.004, D - 3.0],
        [1.4, 0.004, D - 3.0],
        [1.4, 0.004, D - 1.6],
        [-1.4, 0.004, D - 1.6],
      ],
      shade(st.accent, 1.5),
    ),
  );
}

function bath(rm: Room, st: RoomStyle) {
  const { W, D } = rm;
  const L = -W / 2;
  const R = W / 2;
  // Tiled wainscot on every wall, tub along the back, vanity with mirror on the right.
  rm.back.push(
    rm.poly(
      [
        [L, 0, D],
        [R, 0, D],
        [R, 1.3, D],
        [L, 1.3, D],
      ],
      st.tile,
    ),
  );
  rm.back.push(
    rm.poly(
      [
        [R, 0, 0.3],
        [R, 0, D],
        [R, 1.3, D],
        [R, 1.3, 0.3],
      ],
      shade(st.tile, 0.85),
    ),
  );
  let grout = '';
  for (let y = 0.15; y < 1.3; y += 0.15) {
    for (const [a, b] of [
      [
        [L, y, D],
        [R, y, D],
      ],
      [
        [R, y, 0.3],
        [R, y, D],
      ],
    ] as [V3, V3][]) {
      const p = rm.P(a);
      const q = rm.P(b);
      grout += `M${r1(p[0])},${r1(p[1])}L${r1(q[0])},${r1(q[1])}`;
    }
  }
  rm.back.push(`<path d="${grout}" stroke="${shade(st.tile, 0.78)}" stroke-width="1" fill="none"/>`);
  rm.shadow(L + 0.1, 0.6, D - 0.85, D - 0.05);
  rm.box(L + 0.05, 0.6, 0, 0.58, D - 0.85, D - 0.02, '#f6f6f3', '#e9ecee');
  rm.box(L + 0.15, 0.5, 0.45, 0.57, D - 0.75, D - 0.12, '#cfe0e8');
  rm.box(0.1, 0.16, 0.58, 0.95, D - 0.1, D - 0.04, '#b7bcc2');
  rm.box(R - 0.6, R - 0.02, 0, 0.85, D - 2.4, D - 1.1, st.cabinets);
  rm.box(R - 0.62, R - 0.02, 0.85, 0.9, D - 2.45, D - 1.05, st.counter);
  rm.box(R - 0.45, R - 0.2, 0.9, 0.96, D - 1.9, D - 1.6, '#f6f6f3');
  rm.box(R - 0.03, R - 0.01, 1.2, 2.0, D - 2.3, D - 1.2, '#b9d0dc');
  rm.box(R - 0.3, R - 0.02, 1.25, 1.28, D - 0.6, D - 0.15, '#b7bcc2');
  rm.box(R - 0.28, R - 0.04, 0.7, 1.25, D - 0.58, D - 0.52, shade(st.accent, 1.3));
  rm.box(L + 0.02, L + 0.05, 0.9, 1.6, D - 1.6, D - 1.0, shade(st.accent, 1.1));
}

export function roomSvg(kind: RoomKind, st: RoomStyle, w: number, h: number, seed: number): string {
  const dims: Record<RoomKind, [number, number, number, number]> = {
    living: [5.2, 6.2, 2.75, 0.35],
    kitchen: [4.8, 5.6, 2.7, 0.25],
    bedroom: [4.4, 5.6, 2.6, -0.3],
    bath: [3.0, 3.8, 2.6, 0.1],
  };
  const [W, D, H, offset] = dims[kind];
  const rm = new Room(w, h, W, D, H, offset);
  shell(rm, kind === 'bedroom' || kind === 'living' ? { ...st, sideWindow: true } : kind === 'bath' ? { ...st, floor: 'tile' } : st, seed);
  ({ living, kitchen, bedroom, bath })[kind](rm, st);
  return rm.svg();
}
