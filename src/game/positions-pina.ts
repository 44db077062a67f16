/**
 * Piña cantado's demonstrations (the rules page): for each rule, a position and the stroke that
 * shows it, found by playing it on the engine; the test (positions.test.ts) checks that the
 * referee's ruling of each cites its rule.
 */
import type { Vec2 } from "../core/index.ts";
import type { RulePosition } from "./position-spec.ts";
import {
  BREAK_SPOT,
  behind,
  degTo,
  FOOT_LEFT,
  JUMP_BALL,
  JUMP_CUE,
  JUMP_OFF,
  place,
  R,
  straightIn,
  strike,
} from "./positions-strokes.ts";

const SCRATCH_ON: Vec2 = [1.0, 0.4];
const SCRATCH_CUE = behind(SCRATCH_ON, FOOT_LEFT, 0.3);
const ORDER_CUE: Vec2 = [-0.4, -0.1];
const ORDER_THREE: Vec2 = [0.3, -0.3];
const PC45_CUE: Vec2 = [-0.5, -0.2];
const PC45_ON: Vec2 = [0.35, 0.25];
const FROZEN_ON: Vec2 = [0.3, 0];
const FROZEN_CUE: Vec2 = [FROZEN_ON[0] - 2 * R, 0];

/** The shot leaves 70° off the line to the 1: outside the 45° either side (PC-45). */
const PC45: RulePosition = {
  game: "pina",
  balls: [
    { id: 0, at: PC45_CUE },
    { id: 1, at: PC45_ON },
    { id: 3, at: [0.6, -0.3] },
    { id: 7, at: [0.1, 0.45] },
  ],
  stroke: { strike: strike(degTo(PC45_CUE, PC45_ON) + 70, 2.5), call: { defense: true } },
};

// The 1, the ball on, straight in front of the foot-left pocket.
const ONE_IN: Vec2 = [0.8, 0.35];
const ONE_CUE_IN = behind(ONE_IN, FOOT_LEFT, 0.45);
const ONE_ON_TABLE = [place(0, ONE_CUE_IN), place(1, ONE_IN), place(4, [0, -0.35]), place(9, [-0.6, 0.4])];
// Near 61: the 6 straight in, 55 points to 50.
const SIX_IN: Vec2 = [0.75, 0.3];
const SIX_CUE_IN = behind(SIX_IN, FOOT_LEFT, 0.5);

/** The 1 called in the foot-left pocket and pocketed (PC-CALL). */
const CALLED_ONE: RulePosition = {
  game: "pina",
  balls: ONE_ON_TABLE,
  stroke: { strike: straightIn(ONE_CUE_IN, ONE_IN), call: { ball: 1, pocket: "foot-left" } },
};

/** Legal play (also the first match's lessons, first-match.ts): the ball on called and scored, 61 reached. */
export const PINA_LEGAL_PLAY: Readonly<Record<string, RulePosition>> = {
  "PC-CALL": CALLED_ONE,
  "PC-SCORE": {
    game: "pina",
    score: [55, 50],
    balls: [place(0, SIX_CUE_IN), place(6, SIX_IN), place(9, [-0.5, -0.35])],
    stroke: { strike: straightIn(SIX_CUE_IN, SIX_IN), call: { ball: 6, pocket: "foot-left" } },
  },
};

/** A legal defence: the cue ball well past a hand span (PC-19), nothing called to drop. */
const DEFENSE_FROM: Vec2 = [-0.3, 0];
const DEFENSE_ON: Vec2 = [0.5, 0.2];
const LEGAL_DEFENSE: RulePosition = {
  game: "pina",
  balls: [place(0, DEFENSE_FROM), place(1, DEFENSE_ON), place(5, [0.9, -0.4])],
  stroke: { strike: strike(degTo(DEFENSE_FROM, DEFENSE_ON), 1.2), call: { defense: true } },
};

// Banda-bola (PC-17): the 1 half a centimetre off the foot cushion; the cue ball meets the
// cushion 6 cm short of it, then the 1, which runs along the cushion into the foot-left pocket.
const NEAR_CUSHION: Vec2 = [1.27 - R - 0.005, 0.3];
const NEAR_CUE: Vec2 = [1.0, 0];
/** A called ball near the cushion, reached rail first ("banda-bola"): legal, and it counts. */
export const RAIL_FIRST: RulePosition = {
  game: "pina",
  balls: [place(0, NEAR_CUE), place(1, NEAR_CUSHION), place(5, [-0.4, -0.3]), place(9, [-0.6, 0.2])],
  stroke: { strike: strike(degTo(NEAR_CUE, [1.27 - R, 0.24]), 2), call: { ball: 1, pocket: "foot-left" } },
};

/** A legal break into the rack, straight at the 1 on the foot spot (PC-RACK is shown by it). */
export const PINA_RACK_BREAK: RulePosition = {
  game: "pina",
  balls: "rack",
  stroke: { strike: strike(0, 7), cueBall: BREAK_SPOT },
};

/** Fouls, turns and points, each shown by a stroke the engine plays. */
export const PINA_DEMONSTRATIONS: Readonly<Record<string, RulePosition>> = {
  // One game each: the 6 reaches 61 and wins the third game, the encounter 2–1.
  "PC-MATCH": { ...PINA_LEGAL_PLAY["PC-SCORE"]!, decided: [0, 1] },
  "PC-19": LEGAL_DEFENSE,
  "PC-45": PC45,
  // Two fouls in a row already, and a third: the opponent gets two turns (PC-20).
  "PC-3FOULS": { ...PC45, fouls: [2, 0] },
  // A cabeza ends the turn; what dropped on it scores nothing.
  "PC-FOUL": PC45,
  // Frozen to the 1 and shot straight through it.
  "PC-FROZEN": {
    game: "pina",
    balls: [
      { id: 0, at: FROZEN_CUE },
      { id: 1, at: FROZEN_ON },
      { id: 4, at: [-0.6, 0.3] },
    ],
    stroke: { strike: strike(0, 2), call: { ball: 1, pocket: "foot-left" } },
  },
  // A defence so soft the cue ball does not travel a hand span.
  "PC-DEFENSE": {
    game: "pina",
    balls: [
      { id: 0, at: [-0.3, 0] },
      { id: 1, at: [0.5, 0.2] },
      { id: 5, at: [0.9, -0.4] },
    ],
    stroke: { strike: strike(degTo([-0.3, 0], [0.5, 0.2]), 0.15), call: { defense: true } },
  },
  // A defence, and the 1 drops anyway: a ball not called is "sucia", it scores nothing.
  "PC-DIRTY": {
    game: "pina",
    balls: [
      { id: 0, at: SCRATCH_CUE },
      { id: 1, at: SCRATCH_ON },
      { id: 6, at: [-0.6, -0.3] },
    ],
    stroke: { strike: strike(degTo(SCRATCH_CUE, SCRATCH_ON), 2, -0.5), call: { defense: true } },
  },
  // The 1 called and pocketed, and the cue ball follows it in.
  "PC-SCRATCH": {
    game: "pina",
    balls: [
      { id: 0, at: SCRATCH_CUE },
      { id: 1, at: SCRATCH_ON },
      { id: 6, at: [-0.6, -0.3] },
    ],
    stroke: {
      strike: strike(degTo(SCRATCH_CUE, SCRATCH_ON), 2.5, 0.6),
      call: { ball: 1, pocket: "foot-left" },
    },
  },
  // Piña's break must hit the 1 (at the apex): this one misses the rack.
  "PC-BREAK": {
    game: "pina",
    balls: "rack",
    stroke: { strike: strike(30, 3), cueBall: BREAK_SPOT },
  },
  // The 1 is the ball on, and the cue ball hits the 3 first.
  "PC-ORDER": {
    game: "pina",
    balls: [
      { id: 0, at: ORDER_CUE },
      { id: 1, at: [0.8, 0.4] },
      { id: 3, at: ORDER_THREE },
    ],
    stroke: { strike: strike(degTo(ORDER_CUE, ORDER_THREE), 2), call: { defense: true } },
  },
  // A jump at the 1 played too hard: the cue ball flies off the table, and the turn is lost.
  "PC-OFFTABLE": {
    game: "pina",
    balls: [place(0, JUMP_CUE), place(1, JUMP_BALL), place(4, [0.2, -0.4]), place(9, [-0.5, 0.3])],
    stroke: { strike: JUMP_OFF, call: { defense: true } },
  },
  // The opponent played safe on the 1; the shooter calls it and pockets it: two turns (PC-14a).
  "PC-REFUSED": { ...CALLED_ONE, ballOnDeclined: true },
  // The same 1, declined by the opponent, pocketed without a call: it goes back to the spot, and
  // the shooter has one more turn (PC-14b).
  "PC-14": { ...CALLED_ONE, ballOnDeclined: true, stroke: { strike: CALLED_ONE.stroke.strike } },
  // Owed a second turn (after the opponent's third foul), the shooter plays safe: the first turn
  // ends, and the shooter plays again.
  "PC-TWO-TURNS": { ...LEGAL_DEFENSE, turnsOwed: 1 },
};
