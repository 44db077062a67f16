/**
 * The geometry rules drawn on a small table seen from above (SVG), from the engine's own
 * geometry: the table and its head string (physics), the 45° limit and the frozen-ball gap
 * (game/judge/aim.ts), the defence's hand span (the referee's default setting). Nothing here
 * restates a rule's numbers: each comes from the module that rules with it.
 */
import { type ComponentChild, h } from "preact";
import type { GameId, Vec2 } from "../../core/index.ts";
import { BALL_RADIUS, PC45_LIMIT_DEG } from "../../game/index.ts";
import { makeTable } from "../../physics/index.ts";
import { defaultSettings } from "../../rules/index.ts";
import { t } from "../i18n/index.ts";

const TABLE = makeTable("9ft");
/** Pixels per metre: a 9 ft table's 2.54 m bed is 330 px long. */
const PX = 130;
const PAD = 14;
const W = TABLE.length * PX + 2 * PAD;
const H = TABLE.width * PX + 2 * PAD;
/** Table metres (origin at the centre, x along the length, head string at −L/4) to SVG pixels. */
export const sx = (x: number) => PAD + (x + TABLE.length / 2) * PX;
export const sy = (y: number) => PAD + (TABLE.width / 2 - y) * PX;

/** The table seen from above with `children` drawn on it (table metres through sx, sy). */
export function table(children: ComponentChild[], label: string): ComponentChild {
  return h(
    "svg",
    { viewBox: `0 0 ${W} ${H}`, class: "diagram", role: "img", "aria-label": label },
    h("rect", { x: 2, y: 2, width: W - 4, height: H - 4, rx: 8, class: "rail" }),
    h("rect", { x: PAD, y: PAD, width: TABLE.length * PX, height: TABLE.width * PX, class: "cloth" }),
    TABLE.pockets.map((p) =>
      h("circle", { cx: sx(p.centre[0]), cy: sy(p.centre[1]), r: p.radius * PX, class: "pocket" }),
    ),
    ...children,
  );
}

/** The drawn radius of a ball: a little larger than true scale, to be seen on a phone. */
export const BALL_PX = BALL_RADIUS * PX * 1.4;

const ball = (at: Vec2, cls: string, label?: string) => [
  h("circle", { cx: sx(at[0]), cy: sy(at[1]), r: BALL_PX, class: `ball ${cls}` }),
  label ? h("text", { x: sx(at[0]), y: sy(at[1]) - BALL_RADIUS * PX * 2.2, class: "label" }, label) : null,
];

/** A cone of directions from `from`, `halfDeg` either side of `aimDeg` (degrees, counter-clockwise from +x). */
function cone(from: Vec2, aimDeg: number, halfDeg: number, lengthM: number, cls: string): ComponentChild {
  const at = (deg: number): Vec2 => [
    from[0] + lengthM * Math.cos((deg * Math.PI) / 180),
    from[1] + lengthM * Math.sin((deg * Math.PI) / 180),
  ];
  const [a, b] = [at(aimDeg - halfDeg), at(aimDeg + halfDeg)];
  const large = halfDeg > 90 ? 1 : 0;
  return h("path", {
    class: cls,
    d: `M ${sx(from[0])} ${sy(from[1])} L ${sx(a[0])} ${sy(a[1])} A ${lengthM * PX} ${lengthM * PX} 0 ${large} 0 ${sx(b[0])} ${sy(b[1])} Z`,
  });
}

const line = (a: Vec2, b: Vec2, cls: string) =>
  h("line", { x1: sx(a[0]), y1: sy(a[1]), x2: sx(b[0]), y2: sy(b[1]), class: cls });

const degOf = (from: Vec2, to: Vec2) => (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;

function headString(): ComponentChild[] {
  const x = TABLE.headStringX;
  return [
    h("rect", {
      x: PAD,
      y: PAD,
      width: sx(x) - PAD,
      height: TABLE.width * PX,
      class: "kitchen",
    }),
    line([x, -TABLE.width / 2], [x, TABLE.width / 2], "string"),
    h("text", { x: sx(x) + 4, y: PAD + 12, class: "label start" }, t("diagramHeadString")),
  ];
}

function footSpot(): ComponentChild[] {
  const [x, y] = TABLE.footSpot;
  return [
    h("circle", { cx: sx(x), cy: sy(y), r: 3, class: "spot" }),
    h("text", { x: sx(x), y: sy(y) + 16, class: "label" }, t("diagramFootSpot")),
  ];
}

/** PC-45: every shot within the limit either side of the line from the cue ball to the ball on. */
function pc45(): ComponentChild {
  const cue: Vec2 = [-0.5, -0.2];
  const on: Vec2 = [0.35, 0.25];
  const aim = degOf(cue, on);
  return table(
    [
      cone(cue, aim, PC45_LIMIT_DEG, 0.55, "allowed"),
      line(cue, on, "centres"),
      ...ball(on, "on", t("diagramBallOn")),
      ...ball(cue, "cue", t("diagramCue")),
      h(
        "text",
        { x: sx(cue[0]) + 40, y: sy(cue[1]) + 30, class: "label start" },
        `±${PC45_LIMIT_DEG}° · ${t("diagramAllowed")}`,
      ),
    ],
    "PC-45",
  );
}

/** PC-FROZEN: touching (or nearly) the ball on, the straight cone is closed; beyond the limit is open. */
function pcFrozen(): ComponentChild {
  const on: Vec2 = [0.3, 0];
  const gap = defaultSettings("pina").frozenGapBallFraction * 2 * BALL_RADIUS * 0.5;
  const cue: Vec2 = [on[0] - 2 * BALL_RADIUS - gap, 0];
  return table(
    [
      cone(cue, 0, PC45_LIMIT_DEG, 0.5, "forbidden"),
      cone(cue, 90, 90 - PC45_LIMIT_DEG, 0.5, "allowed"),
      cone(cue, -90, 90 - PC45_LIMIT_DEG, 0.5, "allowed"),
      ...ball(on, "on", t("diagramBallOn")),
      ...ball(cue, "cue", t("diagramCue")),
    ],
    "PC-FROZEN",
  );
}

/** PC-DEFENSE: a defence's cue ball (plus one object ball) travels at least a hand span. */
function pcDefense(): ComponentChild {
  const cue: Vec2 = [-0.3, 0];
  const spanM = defaultSettings("pina").defenseSpanCm / 100;
  return table(
    [
      h("circle", { cx: sx(cue[0]), cy: sy(cue[1]), r: spanM * PX, class: "span" }),
      ...ball(cue, "cue", t("diagramCue")),
      h(
        "text",
        { x: sx(cue[0]) + spanM * PX + 6, y: sy(cue[1]) + 4, class: "label start" },
        `${t("diagramSpan")} · ${Math.round(spanM * 100)} cm`,
      ),
    ],
    "PC-DEFENSE",
  );
}

/** G-KITCHEN, G-BIH: ball in hand behind the head string; only balls beyond it may be played first. */
function kitchen(): ComponentChild {
  const cue: Vec2 = [TABLE.headStringX - 0.25, 0.1];
  const beyond: Vec2 = [0.2, -0.15];
  const behind: Vec2 = [TABLE.headStringX - 0.15, -0.3];
  return table(
    [
      ...headString(),
      line(cue, beyond, "centres"),
      line(cue, behind, "refused"),
      ...ball(beyond, "on"),
      ...ball(behind, "other"),
      ...ball(cue, "cue", t("diagramCue")),
    ],
    "G-KITCHEN",
  );
}

/** G-TABLE, G-SPOT: the head string at a quarter of the length, the foot spot at the other quarter. */
function tableMarks(): ComponentChild {
  return table([...headString(), ...footSpot()], "G-TABLE");
}

function spotted(): ComponentChild {
  const [x, y] = TABLE.footSpot;
  const d = 2 * BALL_RADIUS;
  return table(
    [...footSpot(), ...ball([x, y], "on"), ...ball([x + d, y], "other"), ...ball([x + 2 * d, y], "other")],
    "G-SPOT",
  );
}

const DIAGRAMS: Readonly<Record<string, () => ComponentChild>> = {
  "PC-45": pc45,
  "PC-9": pc45,
  "PC-FROZEN": pcFrozen,
  "PC-DEFENSE": pcDefense,
  "G-KITCHEN": kitchen,
  "G-BIH": kitchen,
  "G-TABLE": tableMarks,
  "G-SPOT": spotted,
};

/** The rule's drawing, or null when it has none. */
export function diagramOf(id: string, _game?: GameId): ComponentChild | null {
  return DIAGRAMS[id]?.() ?? null;
}
