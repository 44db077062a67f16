/**
 * Bola 8's demonstrations (the rules page): for each rule, a position and the stroke that shows
 * it, found by playing it on the engine; the test (positions.test.ts) checks that the referee's
 * ruling of each cites its rule.
 */
import type { Vec2 } from "../core/index.ts";
import type { PositionSpec, RulePosition } from "./position-spec.ts";
import {
  BREAK_SPOT,
  behind,
  degTo,
  FOOT_LEFT,
  FOOT_RIGHT,
  JUMP_BALL,
  JUMP_CUE,
  JUMP_OFF,
  LIFT_BALL,
  LIFT_CUE,
  LIFT_OFF,
  place,
  straightIn,
  strike,
} from "./positions-strokes.ts";

const L4_CUE: Vec2 = [1.0, -0.4];
const L1_EIGHT: Vec2 = [0.9, 0.35];
const L1_CUE = behind(L1_EIGHT, FOOT_LEFT, 0.5);
const F11_CUE: Vec2 = [-0.4, 0];
const F11_STRIPE: Vec2 = [0.2, 0.1];
const F12_CUE: Vec2 = [-0.2, 0.1];
const F12_SOLID: Vec2 = [0.1, 0.1];
const OPEN_CUE: Vec2 = [-0.4, 0.1];
const OPEN_SOLID: Vec2 = [0.3, 0.2];
const L6_EIGHT: Vec2 = [1.0, 0.4];
/** On the line from the foot-left pocket through the 8, half a metre behind the 8. */
const L6_CUE: Vec2 = [L6_EIGHT[0] - 0.5 * 0.749, L6_EIGHT[1] - 0.5 * 0.662];
const KITCHEN_CUE: Vec2 = [-0.95, 0];
const KITCHEN_BEHIND: Vec2 = [-0.75, 0.05];
const SOLIDS: PositionSpec["groups"] = ["solids", "stripes"];
/** Two sides of two, in shooting order (G-TEAM). */
const SIDES: PositionSpec["sides"] = [
  ["Ana", "Carla"],
  ["Beto", "Dani"],
];

/** The shooter on the 8 (solids cleared), the 8 half a metre in front of the cue ball, straight at the foot-left pocket. */
const ON_THE_8: PositionSpec = {
  game: "bola8",
  groups: SOLIDS,
  balls: [
    { id: 0, at: L6_CUE },
    { id: 8, at: L6_EIGHT },
    { id: 9, at: [-0.5, 0.3] },
    { id: 12, at: [0.2, -0.4] },
  ],
};
/** Drawn back a little, so the cue ball stays on the table (a scratch would be B8-L1 first). */
const L6_STROKE = strike(degTo(L6_CUE, L6_EIGHT), 2, -0.5);

/** The shooter has the solids and hits a stripe first (B8-F11). */
const STRIPE_FIRST: RulePosition = {
  game: "bola8",
  groups: SOLIDS,
  balls: [
    { id: 0, at: F11_CUE },
    { id: 11, at: F11_STRIPE },
    { id: 3, at: [0.7, -0.4] },
    { id: 8, at: [1.0, 0.3] },
  ],
  stroke: { strike: strike(degTo(F11_CUE, F11_STRIPE), 1.5) },
};

// The table open, a solid straight in front of the foot-left pocket.
const OPEN_SOLID_IN: Vec2 = [0.8, 0.35];
const OPEN_CUE_IN = behind(OPEN_SOLID_IN, FOOT_LEFT, 0.45);
/** The table open: calling "solids" and potting the 3 gives the shooter the solids (B8-OPEN). */
const OPEN_TABLE: RulePosition = {
  game: "bola8",
  balls: [place(0, OPEN_CUE_IN), place(3, OPEN_SOLID_IN), place(8, [0, -0.3]), place(12, [-0.6, 0.4])],
  stroke: { strike: straightIn(OPEN_CUE_IN, OPEN_SOLID_IN), call: { group: "solids" } },
};
// The solids cleared, the 8 straight in front of the foot-left pocket.
const EIGHT_IN: Vec2 = [0.85, 0.3];
const EIGHT_CUE_IN = behind(EIGHT_IN, FOOT_LEFT, 0.45);

/** Legal play (also the first match's lessons, first-match.ts): a legal break, the group on the open table, the 8 in its called pocket. */
export const BOLA8_LEGAL_PLAY: Readonly<Record<string, RulePosition>> = {
  "B8-BREAK": {
    game: "bola8",
    balls: "rack",
    ballInHand: true,
    stroke: { strike: strike(0, 7), cueBall: [-0.85, 0] },
  },
  "B8-OPEN": OPEN_TABLE,
  "B8-LEGAL": OPEN_TABLE,
  "B8-8CALL": {
    game: "bola8",
    groups: SOLIDS,
    balls: [place(0, EIGHT_CUE_IN), place(8, EIGHT_IN), place(9, [-0.5, 0.3]), place(12, [0.2, -0.4])],
    stroke: { strike: straightIn(EIGHT_CUE_IN, EIGHT_IN), call: { pocket: "foot-left" } },
  },
};

// A combination into the foot-left pocket, on its 45° line: the cue ball, a solid (the 3), then the
// ball 0.2 m from the pocket; a rolling stroke sends both down, the front one first.
const COMBO_FRONT: Vec2 = [1.1586, 0.5236];
const COMBO_BACK = behind(COMBO_FRONT, FOOT_LEFT, 0.1);
const COMBO_CUE = behind(COMBO_FRONT, FOOT_LEFT, 0.6);
const COMBO_ROLL = strike(degTo(COMBO_CUE, COMBO_BACK), 1.5, 0.5);
/** Stunned: the 3 stops where it meets the front ball. */
const COMBO_STUN = strike(degTo(COMBO_CUE, COMBO_BACK), 1.5);

/** The combination's three balls (the cue ball, the 3, then `front`), and the rest of the table. */
const combo = (front: number, rest: ReturnType<typeof place>[]) => [
  place(0, COMBO_CUE),
  place(3, COMBO_BACK),
  place(front, COMBO_FRONT),
  ...rest,
];

// The 3 straight in front of the foot-left pocket, and follow that sends the cue ball in after it.
const FOLLOW_IN: Vec2 = [1.0, 0.4];
const FOLLOW_CUE = behind(FOLLOW_IN, FOOT_LEFT, 0.3);
const FOLLOW_THROUGH = strike(degTo(FOLLOW_CUE, FOLLOW_IN), 2.5, 0.6);

// A jump with draw toward the foot rail: the cue ball strikes the 3, lands on the rail top, and
// its draw rolls it back onto the cloth (G-OFFTABLE-BACK: in play, not off the table).
const BACK_CUE: Vec2 = [1.0, 0.1];
/** The cue ball leaves the playing surface for the rail top and comes back: in play. */
export const OFF_AND_BACK: RulePosition = {
  game: "bola8",
  groups: SOLIDS,
  balls: [place(0, BACK_CUE), place(3, [1.12, 0.1]), place(8, [-0.5, -0.4]), place(12, [-0.6, 0.3])],
  stroke: { strike: strike(0, 5, -0.6, 25) },
};

/** Fouls, losses and options, each shown by a stroke the engine plays. */
export const BOLA8_DEMONSTRATIONS: Readonly<Record<string, RulePosition>> = {
  // The shooter on the 8 names the foot-right pocket and sends the 8 into the foot-left one.
  "B8-L6": { ...ON_THE_8, stroke: { strike: L6_STROKE, call: { pocket: "foot-right" } } },
  // Solids still on the table, the 8 hit first and pocketed: a foul that drops the 8 loses.
  "B8-L1": {
    game: "bola8",
    groups: SOLIDS,
    balls: [
      { id: 0, at: L1_CUE },
      { id: 8, at: L1_EIGHT },
      { id: 2, at: [-0.6, -0.3] },
      { id: 11, at: [0.3, -0.4] },
    ],
    stroke: { strike: strike(degTo(L1_CUE, L1_EIGHT), 2, -0.5), call: { pocket: "foot-left" } },
  },
  // On the 8, the cue ball runs into a corner pocket.
  "B8-L4": {
    game: "bola8",
    groups: SOLIDS,
    balls: [
      { id: 0, at: L4_CUE },
      { id: 8, at: [-0.7, 0.4] },
      { id: 13, at: [0.8, 0.3] },
    ],
    stroke: { strike: strike(degTo(L4_CUE, FOOT_RIGHT), 1.5), call: { pocket: "head-left" } },
  },
  // Solids still to play, and the cue ball rolls into a corner pocket: a foul, not a loss.
  "B8-F4": {
    game: "bola8",
    groups: SOLIDS,
    balls: [
      { id: 0, at: L4_CUE },
      { id: 2, at: [-0.7, 0.4] },
      { id: 8, at: [0.3, 0.45] },
      { id: 13, at: [0.8, 0.3] },
    ],
    stroke: { strike: strike(degTo(L4_CUE, FOOT_RIGHT), 1.5) },
  },
  // Two fouls in a row already, and a third: the rack is lost (B8-L9).
  "B8-L9": { ...STRIPE_FIRST, fouls: [2, 0] },
  "B8-F11": STRIPE_FIRST,
  // Sides (G-TEAM): the side's fouls count as one player's; two by Ana, then Carla's is the third.
  "G-TEAM": { ...STRIPE_FIRST, fouls: [2, 0], sides: SIDES, due: [1, 0] },
  // Scotch doubles (G-TEAM-ORDER, "shot"): Ana pots and her side goes on, but Carla strikes next.
  "G-TEAM-ORDER": { ...OPEN_TABLE, sides: SIDES, settings: { teamRotation: "shot" } },
  // Two racks to one up in a race to 3: the 8 in its called pocket wins the rack and the match.
  "B8-MATCH": { ...BOLA8_LEGAL_PLAY["B8-8CALL"]!, decided: [0, 1, 0] },
  // After hitting a stripe first the shooter, facing ball in hand on a table of stripes, concedes.
  "G-RESIGN": { ...STRIPE_FIRST, resign: 0 },
  // After the foul the opponent chooses: the balls as they lie, or ball in hand.
  "B8-SANCTION": STRIPE_FIRST,
  // The opponent is on the 8 when the shooter fouls: they may also put the 8 on the foot spot.
  "B8-SANCTION-8": {
    ...STRIPE_FIRST,
    balls: [
      { id: 0, at: F11_CUE },
      { id: 8, at: F11_STRIPE },
      { id: 3, at: [0.7, -0.4] },
      { id: 5, at: [-0.8, 0.35] },
    ],
    stroke: { strike: strike(degTo(F11_CUE, F11_STRIPE), 1.5) },
  },
  // A touch so soft that after the contact no ball reaches a cushion, and nothing drops.
  "B8-F12": {
    game: "bola8",
    groups: SOLIDS,
    balls: [
      { id: 0, at: F12_CUE },
      { id: 4, at: F12_SOLID },
      { id: 8, at: [0.9, -0.3] },
      { id: 14, at: [-0.8, -0.3] },
    ],
    stroke: { strike: strike(degTo(F12_CUE, F12_SOLID), 0.45) },
  },
  // After the shooter's foul, the opponent, whose stripes are all behind the head string, takes
  // ball in hand and may then put the stripe nearest the head string on the foot spot.
  "B8-SPOT-OWN": {
    game: "bola8",
    groups: SOLIDS,
    balls: [
      { id: 0, at: F12_CUE },
      { id: 4, at: F12_SOLID },
      { id: 8, at: [0.9, -0.3] },
      { id: 10, at: [-1.0, 0.35] },
      { id: 14, at: [-0.8, -0.3] },
    ],
    stroke: { strike: strike(degTo(F12_CUE, F12_SOLID), 0.45) },
    choices: [{ kind: "ball-in-hand" }, { kind: "spot-own" }],
  },
  // The 8 dropped with no pocket named.
  "B8-L7": { ...ON_THE_8, stroke: { strike: L6_STROKE } },
  // An open table and no group said before the shot.
  "B8-F2": {
    game: "bola8",
    balls: [
      { id: 0, at: OPEN_CUE },
      { id: 3, at: OPEN_SOLID },
      { id: 11, at: [0.8, -0.3] },
      { id: 8, at: [0.9, 0.35] },
    ],
    stroke: { strike: strike(degTo(OPEN_CUE, OPEN_SOLID), 2) },
  },
  // A break too soft: nothing drops and fewer than four balls reach a cushion.
  "B8-F1": {
    game: "bola8",
    balls: "rack",
    stroke: { strike: strike(0, 1.2), cueBall: BREAK_SPOT },
  },
  // Ball in hand behind the head string, and the first ball hit is behind it too.
  "G-KITCHEN": {
    game: "bola8",
    groups: SOLIDS,
    ballInHand: true,
    balls: [
      { id: 0, at: KITCHEN_CUE },
      { id: 2, at: KITCHEN_BEHIND },
      { id: 3, at: [0.5, 0] },
      { id: 8, at: [0.9, 0.2] },
      { id: 10, at: [0.3, -0.35] },
    ],
    stroke: { strike: strike(degTo(KITCHEN_CUE, KITCHEN_BEHIND), 1.5), cueBall: KITCHEN_CUE },
  },
  // The 3 into the 11 on the diagonal: the 11 drops, the 3 rolls in after it; the shooter goes on.
  "B8-BOTH": {
    game: "bola8",
    groups: SOLIDS,
    balls: combo(11, [place(6, [-0.6, 0.2]), place(8, [-0.3, -0.4]), place(14, [0.2, -0.2])]),
    stroke: { strike: COMBO_ROLL },
  },
  // Solids still to play: the 3 sends the 8 into the pocket, and the rack is lost.
  "B8-L2": {
    game: "bola8",
    groups: SOLIDS,
    balls: combo(8, [place(6, [-0.6, 0.2]), place(14, [0.2, -0.2])]),
    stroke: { strike: COMBO_STUN },
  },
  // The last solid sends the 8 in and follows it: the 8 went down with the last group ball.
  "B8-L3": {
    game: "bola8",
    groups: SOLIDS,
    balls: combo(8, [place(10, [-0.6, 0.2]), place(14, [0.2, -0.2])]),
    stroke: { strike: COMBO_ROLL },
  },
  // The 3 potted and the cue ball follows it in: a foul that pockets the fouler's own ball, so the
  // opponent may also take up one of their own stripes.
  "B8-EQUALIZE": {
    game: "bola8",
    groups: SOLIDS,
    balls: [
      place(0, FOLLOW_CUE),
      place(3, FOLLOW_IN),
      place(5, [-0.6, -0.3]),
      place(8, [0.2, 0.45]),
      place(10, [-0.3, 0.3]),
      place(13, [0.5, -0.4]),
    ],
    stroke: { strike: FOLLOW_THROUGH },
  },
  // A break from the long axis that drops the 8 (into a side pocket): the breaker wins the rack.
  "B8-BREAK-8-WIN": {
    game: "bola8",
    balls: "rack",
    ballInHand: true,
    stroke: { strike: strike(0.75, 9.3, 0.4), cueBall: [-1, 0] },
  },
  // A break with hard draw from the left: the cue ball follows the rack into a foot corner and the
  // 8 drops in a side pocket, so the breaker loses the rack.
  "B8-BREAK-8-LOSS": {
    game: "bola8",
    balls: "rack",
    ballInHand: true,
    stroke: { strike: strike(-11.57, 12.1, -0.82), cueBall: [-0.836, 0.243] },
  },
  // A jump played too hard: the cue ball lands on the 3 and flies on off the table.
  "B8-F5": {
    game: "bola8",
    groups: SOLIDS,
    balls: [place(0, JUMP_CUE), place(3, JUMP_BALL), place(8, [0.2, -0.4]), place(12, [-0.5, 0.3])],
    stroke: { strike: JUMP_OFF },
  },
  // The same jump on the 8: the cue ball off the table while on the 8 loses the rack.
  "B8-L8": {
    game: "bola8",
    groups: SOLIDS,
    balls: [place(0, JUMP_CUE), place(8, JUMP_BALL), place(12, [0.2, -0.4]), place(14, [-0.5, 0.3])],
    stroke: { strike: JUMP_OFF, call: { pocket: "foot-left" } },
  },
  // A jump that comes down on the 3 by the foot cushion: the 3 bounces off the slate, over the
  // rail and off the table. No foul: it is spotted, and the turn passes.
  "B8-OFFTABLE": {
    game: "bola8",
    groups: SOLIDS,
    balls: [place(0, LIFT_CUE), place(3, LIFT_BALL), place(8, [-0.5, -0.4]), place(12, [-0.6, 0.3])],
    stroke: { strike: LIFT_OFF },
  },
  // The same jump on the 8, the last ball to play: the 8 leaves the table and the rack is lost.
  "B8-L5": {
    game: "bola8",
    groups: SOLIDS,
    balls: [place(0, LIFT_CUE), place(8, LIFT_BALL), place(13, [-0.5, -0.4]), place(12, [-0.6, 0.3])],
    stroke: { strike: LIFT_OFF, call: { pocket: "foot-left" } },
  },
};
