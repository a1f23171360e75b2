/**
 * How each kind of thing is drawn: small canvas routines, each filling a box of `w` x `h` pixels
 * whose top-left corner is at the origin. The board, the legend, the PNG export and the print view
 * all call these, so a kind looks the same everywhere. Shapes, not letters: a letter on the board is
 * a chute's landing square, a number a teleporter's, a geyser vent's or a station's.
 */
export type Painter = (c: CanvasRenderingContext2D, w: number, h: number) => void;

type Points = readonly (readonly [number, number])[];

/** A closed polygon through points given as fractions of the box. */
function polygon(c: CanvasRenderingContext2D, w: number, h: number, points: Points) {
  c.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? c.moveTo(x * w, y * h) : c.lineTo(x * w, y * h)));
  c.closePath();
}

/** An open line through points given as fractions of the box. */
function polyline(c: CanvasRenderingContext2D, w: number, h: number, points: Points) {
  c.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? c.moveTo(x * w, y * h) : c.lineTo(x * w, y * h)));
}

const unit = (w: number, h: number) => Math.min(w, h);

function paintStroke(c: CanvasRenderingContext2D, colour: string, width: number) {
  c.strokeStyle = colour;
  c.lineWidth = Math.max(1, width);
  c.lineCap = 'round';
  c.lineJoin = 'round';
  c.stroke();
}

function paintFill(c: CanvasRenderingContext2D, colour: string) {
  c.fillStyle = colour;
  c.fill();
}

function circle(c: CanvasRenderingContext2D, x: number, y: number, r: number) {
  c.beginPath();
  c.arc(x, y, Math.max(0.5, r), 0, Math.PI * 2);
}

/** A rounded plate under a symbol, so it reads on any terrain. */
function plate(c: CanvasRenderingContext2D, w: number, h: number, fill: string, stroke: string) {
  const inset = Math.max(1, unit(w, h) * 0.06);
  c.beginPath();
  c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, unit(w, h) * 0.18);
  paintFill(c, fill);
  paintStroke(c, stroke, unit(w, h) * 0.05);
}

/** Small text, e.g. the number of a geyser vent, in a corner or the middle of its box. */
export function paintText(
  c: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  px: number,
  colour: string,
  halo = 'rgba(255, 255, 255, 0.85)',
) {
  if (text === '') return;
  c.font = `bold ${Math.max(7, Math.round(px))}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.lineWidth = Math.max(2, px * 0.22);
  c.lineJoin = 'round';
  c.strokeStyle = halo;
  c.strokeText(text, x, y);
  c.fillStyle = colour;
  c.fillText(text, x, y);
}

// --- Terrain marks: drawn over a terrain's colour in a square, repeated as a pattern. -------------

export const terrainMarks = {
  wall: (c, w, h) => {
    polyline(c, w, h, [
      [0, 0.5],
      [1, 0.5],
    ]);
    c.moveTo(w * 0.5, 0);
    c.lineTo(w * 0.5, h * 0.5);
    c.moveTo(w * 0.15, h * 0.5);
    c.lineTo(w * 0.15, h);
    c.moveTo(w * 0.85, h * 0.5);
    c.lineTo(w * 0.85, h);
    paintStroke(c, 'rgba(20, 16, 12, 0.55)', unit(w, h) * 0.07);
  },
  hole: (c, w, h) => {
    circle(c, w / 2, h / 2, unit(w, h) * 0.36);
    paintFill(c, '#050407');
    paintStroke(c, 'rgba(255, 255, 255, 0.25)', unit(w, h) * 0.05);
  },
  spikes: (c, w, h) => {
    for (const x of [0.1, 0.4, 0.7]) {
      polygon(c, w, h, [
        [x, 0.8],
        [x + 0.1, 0.25],
        [x + 0.2, 0.8],
      ]);
      paintFill(c, '#e5d4c0');
    }
  },
  waves: (c, w, h) => {
    for (const y of [0.35, 0.7]) {
      c.beginPath();
      c.moveTo(w * 0.1, h * y);
      c.quadraticCurveTo(w * 0.3, h * (y - 0.15), w * 0.5, h * y);
      c.quadraticCurveTo(w * 0.7, h * (y + 0.15), w * 0.9, h * y);
      paintStroke(c, 'rgba(235, 245, 255, 0.8)', unit(w, h) * 0.07);
    }
  },
  mud: (c, w, h) => {
    c.beginPath();
    c.moveTo(w * 0.1, h * 0.5);
    c.quadraticCurveTo(w * 0.3, h * 0.3, w * 0.5, h * 0.5);
    c.quadraticCurveTo(w * 0.7, h * 0.7, w * 0.9, h * 0.5);
    paintStroke(c, 'rgba(45, 28, 10, 0.75)', unit(w, h) * 0.1);
    for (const [x, y] of [
      [0.25, 0.2],
      [0.75, 0.8],
    ] as const) {
      circle(c, w * x, h * y, unit(w, h) * 0.07);
      paintFill(c, 'rgba(45, 28, 10, 0.75)');
    }
  },
  lava: (c, w, h) => {
    polyline(c, w, h, [
      [0.15, 0.2],
      [0.4, 0.45],
      [0.3, 0.65],
      [0.6, 0.85],
    ]);
    paintStroke(c, '#ffd23f', unit(w, h) * 0.08);
    polyline(c, w, h, [
      [0.4, 0.45],
      [0.8, 0.3],
    ]);
    paintStroke(c, '#ffd23f', unit(w, h) * 0.06);
  },
  bubbles: (c, w, h) => {
    for (const [x, y, r] of [
      [0.3, 0.35, 0.14],
      [0.65, 0.6, 0.17],
      [0.35, 0.75, 0.08],
    ] as const) {
      circle(c, w * x, h * y, unit(w, h) * r);
      paintStroke(c, 'rgba(255, 255, 255, 0.9)', unit(w, h) * 0.06);
    }
  },
  moss: (c, w, h) => {
    for (const x of [0.3, 0.7]) {
      const y = x < 0.5 ? 0.45 : 0.8;
      c.beginPath();
      c.moveTo(w * (x - 0.12), h * (y - 0.2));
      c.quadraticCurveTo(w * x, h * y, w * x, h * y);
      c.moveTo(w * x, h * (y - 0.25));
      c.lineTo(w * x, h * y);
      c.moveTo(w * (x + 0.12), h * (y - 0.2));
      c.quadraticCurveTo(w * x, h * y, w * x, h * y);
      paintStroke(c, '#3f5a22', unit(w, h) * 0.07);
    }
  },
  sand: (c, w, h) => {
    for (const [x, y] of [
      [0.2, 0.25],
      [0.6, 0.2],
      [0.4, 0.55],
      [0.8, 0.6],
      [0.25, 0.85],
      [0.65, 0.9],
    ] as const) {
      circle(c, w * x, h * y, unit(w, h) * 0.05);
      paintFill(c, '#a8884a');
    }
  },
  rubble: (c, w, h) => {
    polygon(c, w, h, [
      [0.15, 0.55],
      [0.3, 0.3],
      [0.5, 0.4],
      [0.45, 0.6],
    ]);
    paintFill(c, '#5f5548');
    polygon(c, w, h, [
      [0.55, 0.85],
      [0.6, 0.6],
      [0.85, 0.55],
      [0.9, 0.8],
    ]);
    paintFill(c, '#5f5548');
  },
  rail: (c, w, h) => {
    for (const x of [0.2, 0.5, 0.8]) {
      polyline(c, w, h, [
        [x, 0.12],
        [x, 0.88],
      ]);
      paintStroke(c, '#5a3b1e', unit(w, h) * 0.1);
    }
    for (const y of [0.3, 0.7]) {
      polyline(c, w, h, [
        [0, y],
        [1, y],
      ]);
      paintStroke(c, '#2a2a2e', unit(w, h) * 0.08);
    }
  },
  planks: (c, w, h) => {
    for (const y of [0.33, 0.66]) {
      polyline(c, w, h, [
        [0, y],
        [1, y],
      ]);
      paintStroke(c, 'rgba(60, 36, 14, 0.7)', unit(w, h) * 0.05);
    }
  },
} satisfies Record<string, Painter>;

// --- Features: the mechanisms of the map format. ---------------------------------------------------

const steam = (c: CanvasRenderingContext2D, w: number, h: number, colour: string) => {
  for (const x of [0.3, 0.5, 0.7]) {
    c.beginPath();
    c.moveTo(w * x, h * 0.62);
    c.quadraticCurveTo(w * (x - 0.12), h * 0.42, w * x, h * 0.3);
    c.quadraticCurveTo(w * (x + 0.12), h * 0.2, w * x, h * 0.08);
    paintStroke(c, colour, unit(w, h) * 0.07);
  }
};

const eyes = (c: CanvasRenderingContext2D, w: number, h: number) => {
  for (const x of [0.36, 0.64]) {
    c.beginPath();
    c.ellipse(w * x, h * 0.52, unit(w, h) * 0.09, unit(w, h) * 0.05, x < 0.5 ? 0.4 : -0.4, 0, 7);
    paintFill(c, '#ff3b30');
  }
};

const flask = (c: CanvasRenderingContext2D, x: number, y: number, s: number, colour: string) => {
  circle(c, x, y + s * 0.2, s * 0.28);
  paintFill(c, colour);
  c.fillRect(x - s * 0.08, y - s * 0.3, s * 0.16, s * 0.3);
  circle(c, x, y + s * 0.2, s * 0.28);
  paintStroke(c, '#1f1f1f', s * 0.07);
};

const bars = (c: CanvasRenderingContext2D, w: number, h: number, colour: string) => {
  for (const x of [0.28, 0.5, 0.72]) {
    polyline(c, w, h, [
      [x, 0.15],
      [x, 0.85],
    ]);
    paintStroke(c, colour, unit(w, h) * 0.08);
  }
  polyline(c, w, h, [
    [0.15, 0.3],
    [0.85, 0.3],
  ]);
  paintStroke(c, colour, unit(w, h) * 0.08);
};

const boatHull = (c: CanvasRenderingContext2D, w: number, h: number) => {
  const across = w >= h;
  const points: Points = across
    ? [
        [0.04, 0.35],
        [0.96, 0.35],
        [0.8, 0.75],
        [0.2, 0.75],
      ]
    : [
        [0.35, 0.04],
        [0.75, 0.2],
        [0.75, 0.8],
        [0.35, 0.96],
      ];
  polygon(c, w, h, points);
  paintFill(c, '#8a5a2b');
  paintStroke(c, '#3b220c', unit(w, h) * 0.07);
  polyline(
    c,
    w,
    h,
    across
      ? [
          [0.5, 0.35],
          [0.5, 0.05],
        ]
      : [
          [0.35, 0.5],
          [0.08, 0.5],
        ],
  );
  paintStroke(c, '#3b220c', unit(w, h) * 0.06);
};

export const featurePainters = {
  door: (c, w, h) => {
    c.beginPath();
    c.roundRect(w * 0.22, h * 0.1, w * 0.56, h * 0.82, [
      unit(w, h) * 0.25,
      unit(w, h) * 0.25,
      0,
      0,
    ]);
    paintFill(c, '#8b5a2b');
    paintStroke(c, '#3b220c', unit(w, h) * 0.07);
    circle(c, w * 0.66, h * 0.55, unit(w, h) * 0.06);
    paintFill(c, '#f2c94c');
  },
  portcullis: (c, w, h) => {
    c.fillStyle = 'rgba(30, 30, 34, 0.35)';
    c.fillRect(w * 0.12, h * 0.1, w * 0.76, h * 0.8);
    for (const x of [0.22, 0.41, 0.59, 0.78]) {
      polyline(c, w, h, [
        [x, 0.1],
        [x, 0.9],
      ]);
      paintStroke(c, '#2b2b30', unit(w, h) * 0.08);
    }
    for (const y of [0.35, 0.65]) {
      polyline(c, w, h, [
        [0.12, y],
        [0.88, y],
      ]);
      paintStroke(c, '#2b2b30', unit(w, h) * 0.06);
    }
  },
  portal: (c, w, h) => {
    c.beginPath();
    c.ellipse(w / 2, h / 2, w * 0.26, h * 0.4, 0, 0, Math.PI * 2);
    paintFill(c, 'rgba(20, 184, 166, 0.35)');
    paintStroke(c, '#0f766e', unit(w, h) * 0.1);
    c.beginPath();
    c.ellipse(w / 2, h / 2, w * 0.12, h * 0.24, 0, 0, Math.PI * 2);
    paintStroke(c, '#5eead4', unit(w, h) * 0.06);
  },
  statue: (c, w, h) => {
    c.fillStyle = '#6b6b73';
    c.fillRect(w * 0.22, h * 0.78, w * 0.56, h * 0.14);
    polygon(c, w, h, [
      [0.34, 0.78],
      [0.4, 0.4],
      [0.6, 0.4],
      [0.66, 0.78],
    ]);
    paintFill(c, '#a3a3ad');
    circle(c, w / 2, h * 0.28, unit(w, h) * 0.12);
    paintFill(c, '#a3a3ad');
    polygon(c, w, h, [
      [0.34, 0.78],
      [0.4, 0.4],
      [0.6, 0.4],
      [0.66, 0.78],
    ]);
    paintStroke(c, '#3a3a40', unit(w, h) * 0.05);
  },
  'geyser-vent': (c, w, h) => {
    c.beginPath();
    c.ellipse(w / 2, h * 0.74, w * 0.34, h * 0.15, 0, 0, Math.PI * 2);
    paintFill(c, '#3a2f28');
    paintStroke(c, '#c2b8a8', unit(w, h) * 0.05);
    steam(c, w, h, '#f8fafc');
  },
  'tilting-corridor': (c, w, h) => {
    polygon(c, w, h, [
      [0.5, 0.45],
      [0.4, 0.75],
      [0.6, 0.75],
    ]);
    paintFill(c, '#374151');
    const across = w >= h;
    polyline(
      c,
      w,
      h,
      across
        ? [
            [0.06, 0.6],
            [0.94, 0.3],
          ]
        : [
            [0.3, 0.06],
            [0.7, 0.94],
          ],
    );
    paintStroke(c, '#92400e', unit(w, h) * 0.16);
  },
  'rotating-corridor': (c, w, h) => {
    const r = unit(w, h) * 0.32;
    c.beginPath();
    c.arc(w / 2, h / 2, r, -Math.PI * 0.9, Math.PI * 0.6);
    paintStroke(c, '#1e3a8a', unit(w, h) * 0.09);
    const end = Math.PI * 0.6;
    const tip = { x: w / 2 + r * Math.cos(end), y: h / 2 + r * Math.sin(end) };
    c.beginPath();
    c.moveTo(tip.x - r * 0.45, tip.y - r * 0.05);
    c.lineTo(tip.x, tip.y);
    c.lineTo(tip.x + r * 0.1, tip.y - r * 0.5);
    paintStroke(c, '#1e3a8a', unit(w, h) * 0.09);
  },
  'prison-trapdoor': (c, w, h) => {
    c.fillStyle = '#7a5a34';
    c.fillRect(w * 0.12, h * 0.12, w * 0.76, h * 0.76);
    c.strokeStyle = '#2b1a08';
    c.lineWidth = Math.max(1, unit(w, h) * 0.07);
    c.strokeRect(w * 0.12, h * 0.12, w * 0.76, h * 0.76);
    polyline(c, w, h, [
      [0.12, 0.12],
      [0.88, 0.88],
    ]);
    c.moveTo(w * 0.88, h * 0.12);
    c.lineTo(w * 0.12, h * 0.88);
    paintStroke(c, '#2b1a08', unit(w, h) * 0.07);
  },
  'prison-lever': (c, w, h) => {
    c.beginPath();
    c.arc(w / 2, h * 0.8, unit(w, h) * 0.24, Math.PI, 0);
    c.closePath();
    paintFill(c, '#4b5563');
    polyline(c, w, h, [
      [0.5, 0.75],
      [0.72, 0.2],
    ]);
    paintStroke(c, '#1f2937', unit(w, h) * 0.09);
    circle(c, w * 0.72, h * 0.2, unit(w, h) * 0.1);
    paintFill(c, '#dc2626');
  },
  'cart-station': (c, w, h) => {
    polyline(c, w, h, [
      [0.3, 0.9],
      [0.3, 0.12],
    ]);
    paintStroke(c, '#374151', unit(w, h) * 0.08);
    polygon(c, w, h, [
      [0.3, 0.12],
      [0.8, 0.24],
      [0.3, 0.38],
    ]);
    paintFill(c, '#16a34a');
    c.fillStyle = '#57534e';
    c.fillRect(w * 0.1, h * 0.82, w * 0.8, h * 0.1);
  },
  'mine-cart': (c, w, h) => {
    polygon(c, w, h, [
      [0.12, 0.3],
      [0.88, 0.3],
      [0.76, 0.68],
      [0.24, 0.68],
    ]);
    paintFill(c, '#6b7280');
    paintStroke(c, '#1f2937', unit(w, h) * 0.06);
    for (const x of [0.33, 0.67]) {
      circle(c, w * x, h * 0.76, unit(w, h) * 0.1);
      paintFill(c, '#111827');
    }
  },
  boat: boatHull,
  jetty: (c, w, h) => {
    c.fillStyle = 'rgba(161, 98, 7, 0.55)';
    c.fillRect(0, 0, w, h);
    const across = w >= h;
    const step = unit(w, h) / 3;
    c.beginPath();
    for (let at = step; at < (across ? w : h); at += step) {
      if (across) {
        c.moveTo(at, h * 0.05);
        c.lineTo(at, h * 0.95);
      } else {
        c.moveTo(w * 0.05, at);
        c.lineTo(w * 0.95, at);
      }
    }
    paintStroke(c, '#4a2a08', Math.max(1, step * 0.15));
  },
  'potion-table': (c, w, h) => {
    c.beginPath();
    c.roundRect(w * 0.06, h * 0.1, w * 0.88, h * 0.8, unit(w, h) * 0.1);
    paintFill(c, '#a0703c');
    paintStroke(c, '#4a2a08', unit(w, h) * 0.05);
    const s = unit(w, h) * 0.6;
    const across = Math.max(1, Math.round(w / s));
    const colours = ['#a855f7', '#22c55e', '#ef4444', '#3b82f6'];
    for (let i = 0; i < across; i++)
      flask(c, (w * (i + 0.5)) / across, h / 2, s * 0.8, colours[i % colours.length]!);
  },
  'monster-lair': (c, w, h) => {
    c.beginPath();
    c.moveTo(w * 0.12, h * 0.88);
    c.lineTo(w * 0.12, h * 0.5);
    c.arc(w / 2, h * 0.5, w * 0.38, Math.PI, 0);
    c.lineTo(w * 0.88, h * 0.88);
    c.closePath();
    paintFill(c, '#111111');
    paintStroke(c, '#7f1d1d', unit(w, h) * 0.06);
    eyes(c, w, h);
  },
} satisfies Record<string, Painter>;

// --- Rooms: a small sign in the corner of a room, beside its name. ---------------------------------

export const roomPainters = {
  spikes: (c, w, h) => {
    for (const x of [0.08, 0.38, 0.68]) {
      polygon(c, w, h, [
        [x, 0.85],
        [x + 0.12, 0.15],
        [x + 0.24, 0.85],
      ]);
      paintFill(c, '#7f1d1d');
    }
  },
  geysers: (c, w, h) => {
    c.beginPath();
    c.ellipse(w / 2, h * 0.78, w * 0.36, h * 0.14, 0, 0, Math.PI * 2);
    paintFill(c, '#3a2f28');
    steam(c, w, h, '#0369a1');
  },
  moss: (c, w, h) => terrainMarks.moss(c, w, h),
  monster: (c, w, h) => {
    circle(c, w / 2, h / 2, unit(w, h) * 0.42);
    paintFill(c, '#111111');
    eyes(c, w, h);
  },
  'magic-statue': (c, w, h) => {
    const points: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? 0.45 : 0.2;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push([0.5 + r * Math.cos(a), 0.52 + r * Math.sin(a)]);
    }
    polygon(c, w, h, points);
    paintFill(c, '#eab308');
    paintStroke(c, '#713f12', unit(w, h) * 0.05);
  },
  potions: (c, w, h) => flask(c, w / 2, h / 2, unit(w, h) * 0.9, '#a855f7'),
  prison: (c, w, h) => bars(c, w, h, '#1f2937'),
  collapsed: (c, w, h) => {
    for (const [x, y, r] of [
      [0.3, 0.65, 0.2],
      [0.68, 0.7, 0.16],
      [0.5, 0.35, 0.15],
    ] as const) {
      circle(c, w * x, h * y, unit(w, h) * r);
      paintFill(c, '#78716c');
      paintStroke(c, '#292524', unit(w, h) * 0.05);
    }
  },
  boats: (c, w, h) => boatHull(c, w, h * 0.9),
  'cursed-pool': (c, w, h) => {
    c.beginPath();
    c.ellipse(w / 2, h * 0.6, w * 0.42, h * 0.26, 0, 0, Math.PI * 2);
    paintFill(c, '#4c1d95');
    circle(c, w * 0.5, h * 0.3, unit(w, h) * 0.14);
    paintFill(c, '#f5f5f4');
    for (const x of [0.45, 0.55]) {
      circle(c, w * x, h * 0.29, unit(w, h) * 0.035);
      paintFill(c, '#111111');
    }
  },
  labyrinth: (c, w, h) => {
    polyline(c, w, h, [
      [0.5, 0.5],
      [0.62, 0.5],
      [0.62, 0.35],
      [0.35, 0.35],
      [0.35, 0.68],
      [0.78, 0.68],
      [0.78, 0.18],
      [0.18, 0.18],
      [0.18, 0.85],
      [0.9, 0.85],
    ]);
    paintStroke(c, '#1e3a8a', unit(w, h) * 0.08);
  },
  central: (c, w, h) => {
    polygon(c, w, h, [
      [0.5, 0.05],
      [0.62, 0.38],
      [0.95, 0.5],
      [0.62, 0.62],
      [0.5, 0.95],
      [0.38, 0.62],
      [0.05, 0.5],
      [0.38, 0.38],
    ]);
    paintFill(c, '#0f766e');
    circle(c, w / 2, h / 2, unit(w, h) * 0.08);
    paintFill(c, '#ffffff');
  },
} satisfies Record<string, Painter>;

// --- The other placed things: end zones, chests, teleporters, links, chutes, elevators. ------------

export const piecePainters = {
  'end-zone': (c, w, h) => {
    c.fillStyle = 'rgba(190, 40, 40, 0.22)';
    c.fillRect(1, 1, w - 2, h - 2);
    c.strokeStyle = '#9b1c1c';
    c.lineWidth = 2;
    c.strokeRect(1, 1, w - 2, h - 2);
  },
  chest: (c, w, h) => {
    c.beginPath();
    c.roundRect(w * 0.15, h * 0.25, w * 0.7, h * 0.55, 2);
    paintFill(c, '#8b5a2b');
    paintStroke(c, '#3d2410', 1.5);
    polyline(c, w, h, [
      [0.15, 0.45],
      [0.85, 0.45],
    ]);
    paintStroke(c, '#3d2410', 1.5);
    c.fillStyle = '#e8c34a';
    c.fillRect(w * 0.45, h * 0.4, w * 0.1, h * 0.12);
  },
  // A portal: a diamond, edge on edge with a smaller one inside, so that it is never taken for a
  // player's disc; its number stands large in the middle.
  teleporter: (c, w, h) => {
    polygon(c, w, h, [
      [0.5, 0.02],
      [0.98, 0.5],
      [0.5, 0.98],
      [0.02, 0.5],
    ]);
    paintFill(c, '#5b2a86');
    paintStroke(c, '#e0c6ff', Math.max(1.5, unit(w, h) * 0.06));
    polygon(c, w, h, [
      [0.5, 0.16],
      [0.84, 0.5],
      [0.5, 0.84],
      [0.16, 0.5],
    ]);
    paintStroke(c, '#b48be0', Math.max(1, unit(w, h) * 0.035));
  },
  ladder: (c, w, h) => {
    polyline(c, w, h, [
      [0.3, 0.1],
      [0.3, 0.9],
    ]);
    c.moveTo(w * 0.7, h * 0.1);
    c.lineTo(w * 0.7, h * 0.9);
    for (const y of [0.3, 0.5, 0.7]) {
      c.moveTo(w * 0.3, h * y);
      c.lineTo(w * 0.7, h * y);
    }
    paintStroke(c, '#5a3a1a', Math.max(1.5, unit(w, h) * 0.08));
  },
  rope: (c, w, h) => {
    c.beginPath();
    c.moveTo(w * 0.5, h * 0.1);
    c.bezierCurveTo(w * 0.2, h * 0.35, w * 0.8, h * 0.6, w * 0.5, h * 0.9);
    paintStroke(c, '#a16207', Math.max(2, unit(w, h) * 0.1));
  },
  chute: (c, w, h) => chuteEntry(c, w, h, chuteColour(0)),
  elevator: (c, w, h) => {
    c.fillStyle = 'rgba(30, 64, 175, 0.25)';
    c.fillRect(2, 2, w - 4, h - 4);
    c.strokeStyle = '#1e40af';
    c.lineWidth = 2;
    c.strokeRect(2, 2, w - 4, h - 4);
    polyline(c, w, h, [
      [0.35, 0.8],
      [0.35, 0.2],
      [0.22, 0.35],
    ]);
    paintStroke(c, '#1e3a8a', unit(w, h) * 0.08);
    polyline(c, w, h, [
      [0.65, 0.2],
      [0.65, 0.8],
      [0.78, 0.65],
    ]);
    paintStroke(c, '#1e3a8a', unit(w, h) * 0.08);
  },
} satisfies Record<string, Painter>;

const chuteColours = ['#ea8a1a', '#0e9f8e', '#d6336c', '#6e9f1a', '#2f6fde', '#9a4fd6'] as const;

/** The n-th chute's colour (from 0, in the map's order): its entries, exit and landing squares share it. */
export const chuteColour = (n: number): string =>
  chuteColours[n % chuteColours.length] ?? '#ea8a1a';

/** A chute's entry: a funnel pointing down, in the chute's colour. */
export function chuteEntry(c: CanvasRenderingContext2D, w: number, h: number, colour: string) {
  polygon(c, w, h, [
    [0.12, 0.18],
    [0.88, 0.18],
    [0.5, 0.88],
  ]);
  paintFill(c, colour);
  paintStroke(c, '#2b1400', unit(w, h) * 0.05);
}

/** A chute's exit: a ring in the chute's colour. */
export function chuteExit(c: CanvasRenderingContext2D, w: number, h: number, colour: string) {
  circle(c, w / 2, h / 2, unit(w, h) * 0.36);
  paintFill(c, 'rgba(255, 255, 255, 0.55)');
  paintStroke(c, colour, Math.max(2, unit(w, h) * 0.13));
}

/** A chute's landing square: a frame in the chute's colour. */
export function chuteLanding(c: CanvasRenderingContext2D, w: number, h: number, colour: string) {
  plate(c, w, h, 'rgba(255, 255, 255, 0.5)', colour);
}
