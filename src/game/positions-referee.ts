/**
 * What only a person sees (G-HUMAN, B8-L10, PC-15, PC-CONDUCT): a double hit, a sleeve that
 * touches a ball, no foot on the floor, a warning. No simulation makes them happen, so each is
 * shown as a scorekeeper at a real table meets it: an ordinary stroke the engine plays, with what
 * the referee saw entered by hand (`seen`), and the referee's ruling of both. The stroke is the
 * same clean pot for every code, so what changes the ruling is only what was seen.
 */
import type { Vec2 } from "../core/index.ts";
import type { RulePosition } from "./position-spec.ts";
import { behind, FOOT_LEFT, place, straightIn } from "./positions-strokes.ts";

// Bola 8: the shooter has the solids; the 3 straight in front of the foot-left pocket.
const THREE_IN: Vec2 = [0.85, 0.32];
const THREE_CUE = behind(THREE_IN, FOOT_LEFT, 0.45);
const BOLA8_POT: Omit<RulePosition, "stroke"> = {
  game: "bola8",
  groups: ["solids", "stripes"],
  balls: [
    place(0, THREE_CUE),
    place(3, THREE_IN),
    place(6, [-0.4, -0.3]),
    place(8, [0, 0.35]),
    place(12, [0.5, -0.4]),
  ],
};
// Piña: the 2, the ball on, straight in front of the foot-left pocket, called there.
const TWO_IN: Vec2 = [0.85, 0.32];
const TWO_CUE = behind(TWO_IN, FOOT_LEFT, 0.45);
const PINA_POT: Omit<RulePosition, "stroke"> = {
  game: "pina",
  score: [12, 9],
  balls: [
    place(0, TWO_CUE),
    place(2, TWO_IN),
    place(5, [-0.4, -0.3]),
    place(9, [0, 0.35]),
    place(13, [0.5, -0.4]),
  ],
};

const seenOn =
  (base: Omit<RulePosition, "stroke">, cue: Vec2, ball: Vec2, call?: RulePosition["stroke"]["call"]) =>
  (code: string): RulePosition => ({
    ...base,
    stroke: { strike: straightIn(cue, ball), ...(call ? { call } : {}), seen: [code] },
  });
const bola8Seen = seenOn(BOLA8_POT, THREE_CUE, THREE_IN);
const pinaSeen = seenOn(PINA_POT, TWO_CUE, TWO_IN, { ball: 2, pocket: "foot-left" });

/** Rule ID → its demonstration: the code as a scorekeeper enters it (PC-13b: the table moved, the position kept). */
const ENTERED: Readonly<Record<string, readonly [RulePosition["game"], string]>> = {
  "B8-F3": ["bola8", "B8-F3"],
  "B8-F6": ["bola8", "B8-F6"],
  "B8-F7": ["bola8", "B8-F7"],
  "B8-F8": ["bola8", "B8-F8"],
  "B8-F9": ["bola8", "B8-F9"],
  "B8-F10": ["bola8", "B8-F10"],
  "B8-F13": ["bola8", "B8-F13"],
  "B8-L10": ["bola8", "B8-L10"],
  "PC-8": ["pina", "PC-8"],
  "PC-10": ["pina", "PC-10"],
  "PC-12": ["pina", "PC-12"],
  "PC-13": ["pina", "PC-13b"],
  "PC-25": ["pina", "PC-25"],
  "PC-15": ["pina", "PC-15"],
  "PC-7": ["pina", "PC-7"],
  "PC-22": ["pina", "PC-22"],
  "PC-23": ["pina", "PC-23"],
  "PC-CONDUCT": ["pina", "PC-CONDUCT"],
};

/** The referee-mode demonstrations, one per code a person enters. */
export const REFEREE_DEMONSTRATIONS: Readonly<Record<string, RulePosition>> = Object.fromEntries(
  Object.entries(ENTERED).map(([rule, [game, code]]) => [
    rule,
    game === "bola8" ? bola8Seen(code) : pinaSeen(code),
  ]),
);
