/**
 * A match at a chosen position (the rules page's demonstrations, "try it" on the game table):
 * the balls where they are drawn, the shooter on turn, the groups and ball in hand as the
 * demonstration needs, everything else as after a break. Such a match is not a replay of
 * actions from a rack (its position was set by hand), so it is never saved or rated.
 *
 * RULE_POSITIONS holds one position per rule that has a demonstration, with the stroke that
 * shows the rule: played by the engine, the referee rules it as in any match (a test checks
 * that each demonstration's ruling cites its rule).
 */

import { z } from "zod";
import { detAtan2 } from "../core/detmath.ts";
import {
  type BallId,
  type ByPlayer,
  err,
  GAME_IDS,
  type GameId,
  type ObjectBallId,
  ok,
  type PlayerIndex,
  type Result,
  type Vec2,
} from "../core/index.ts";
import type { Strike } from "../physics/types.ts";
import { GROUPS, type Group, newMatch } from "../rules/index.ts";
import { BALL_RADIUS, overlapsAny, restingBall } from "./geometry.ts";
import { playAction, startMatch } from "./match.ts";
import type { GameAction, GameError, Match, MatchAfter } from "./match-types.ts";

export interface PositionSpec {
  readonly game: GameId;
  /**
   * The balls on the cloth (the cue ball, id 0, included); every other ball is already pocketed.
   * "rack": the full rack, a break to play with the cue ball in hand behind the head string.
   */
  readonly balls: readonly { readonly id: BallId; readonly at: Vec2 }[] | "rack";
  /** Who is on turn (default 0). */
  readonly shooter?: PlayerIndex;
  /** Bola 8: each player's group (absent: the table is open). */
  readonly groups?: ByPlayer<Group>;
  /** The shooter has ball in hand behind the head string (G-BIH). */
  readonly ballInHand?: boolean;
  /** Fouls in a row so far, each side's (B8-L9, PC-3FOULS). */
  readonly fouls?: ByPlayer<number>;
  /** Piña: each side's points in the game so far (a position near 61, PC-4b). */
  readonly score?: ByPlayer<number>;
  readonly settings?: Readonly<Record<string, unknown>>;
}

/** A rule's demonstration: the position and the stroke that shows the rule. */
export interface RulePosition extends PositionSpec {
  readonly stroke: Omit<Extract<GameAction, { kind: "strike" }>, "kind" | "by">;
}

const PLAYERS: readonly [string, string] = ["A", "B"];

export function positionMatch(
  spec: PositionSpec,
  players: readonly [string, string] = PLAYERS,
): Result<Match, GameError> {
  const started = startMatch({
    seed: "position",
    game: spec.game,
    players: [players[0], players[1]],
    settings: spec.settings ?? {},
  });
  if (!started.ok) return started;
  const shooter = spec.shooter ?? 0;
  const rules = newMatch(spec.game, spec.settings ?? {}, shooter);
  if (!rules.ok) return err({ code: "invalid-setup", message: rules.error.message });
  // A break: the rack as every match racks it, the referee waiting for the break.
  if (spec.balls === "rack")
    return ok({ ...started.value, phase: { kind: "play" }, firstBreaker: shooter, rules: rules.value });
  const placed = spec.balls;
  if (!placed.some((b) => b.id === 0))
    return err({ code: "invalid-setup", message: "a position needs the cue ball" });
  const ids = new Set(placed.map((b) => b.id));
  const object = (id: number): id is ObjectBallId => id >= 1 && id <= 15;
  const onTable = [...ids].filter(object).sort((a, b) => a - b);
  const pocketed = [...Array(15).keys()].map((i) => (i + 1) as ObjectBallId).filter((id) => !ids.has(id));
  const m = started.value;
  const balls = m.balls.map((b) => {
    const at = placed.find((p) => p.id === b.id)?.at;
    return at ? restingBall(b.id, at[0], at[1]) : { ...b, motion: "pocketed" as const };
  });
  return ok({
    ...m,
    phase: { kind: "play" },
    firstBreaker: shooter,
    balls,
    rules: {
      ...rules.value,
      phase: { kind: "play" },
      turn: shooter,
      ballInHand: spec.ballInHand ?? false,
      onTable,
      pocketed,
      groups: spec.groups ?? null,
      ...(spec.fouls ? { consecutiveFouls: spec.fouls } : {}),
      ...(spec.score ? { score: spec.score } : {}),
    },
  });
}

/** A demonstration played by the engine: its position, then its stroke, ruled as in any match. */
export function playDemonstration(
  p: RulePosition,
  players: readonly [string, string] = PLAYERS,
): Result<{ readonly before: Match; readonly after: MatchAfter }, GameError> {
  const m = positionMatch(p, players);
  if (!m.ok) return m;
  const after = playAction(m.value, { kind: "strike", by: p.shooter ?? 0, ...p.stroke });
  return after.ok ? ok({ before: m.value, after: after.value }) : after;
}

const R = 0.028575;
// detAtan2: a demonstration must come out the same on the server and in every browser.
const degTo = (from: Vec2, to: Vec2) => (detAtan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
const strike = (direction: number, speed: number, tipY = 0): Strike => ({
  speed,
  direction,
  tipX: 0,
  tipY,
  elevation: 0,
});

/** Where the cue ball stands to send `ball` straight into the pocket at `pocket`: `back` m behind it. */
function behind(ball: Vec2, pocket: Vec2, back: number): Vec2 {
  const d = Math.hypot(pocket[0] - ball[0], pocket[1] - ball[1]);
  return [ball[0] - (back * (pocket[0] - ball[0])) / d, ball[1] - (back * (pocket[1] - ball[1])) / d];
}
/** The foot pockets' centres on a 9 ft table (physics/table.ts). */
const FOOT_LEFT: Vec2 = [1.3, 0.665];
const FOOT_RIGHT: Vec2 = [1.3, -0.665];

const L4_CUE: Vec2 = [1.0, -0.4];
const SCRATCH_ON: Vec2 = [1.0, 0.4];
const L1_EIGHT: Vec2 = [0.9, 0.35];
const L1_CUE = behind(L1_EIGHT, FOOT_LEFT, 0.5);
const SCRATCH_CUE = behind(SCRATCH_ON, FOOT_LEFT, 0.3);
const F11_CUE: Vec2 = [-0.4, 0];
const F11_STRIPE: Vec2 = [0.2, 0.1];
const F12_CUE: Vec2 = [-0.2, 0.1];
const F12_SOLID: Vec2 = [0.1, 0.1];

const ORDER_CUE: Vec2 = [-0.4, -0.1];
const ORDER_THREE: Vec2 = [0.3, -0.3];
const OPEN_CUE: Vec2 = [-0.4, 0.1];
const OPEN_SOLID: Vec2 = [0.3, 0.2];
/** Behind the head string on the long axis: where a break is often played from. */
const BREAK_SPOT: Vec2 = [-0.85, 0];

const PC45_CUE: Vec2 = [-0.5, -0.2];
const PC45_ON: Vec2 = [0.35, 0.25];
const L6_EIGHT: Vec2 = [1.0, 0.4];
/** On the line from the foot-left pocket through the 8, half a metre behind the 8. */
const L6_CUE: Vec2 = [L6_EIGHT[0] - 0.5 * 0.749, L6_EIGHT[1] - 0.5 * 0.662];
const FROZEN_ON: Vec2 = [0.3, 0];
const FROZEN_CUE: Vec2 = [FROZEN_ON[0] - 2 * R, 0];
const KITCHEN_CUE: Vec2 = [-0.95, 0];
const KITCHEN_BEHIND: Vec2 = [-0.75, 0.05];

/** The shooter on the 8 (solids cleared), the 8 half a metre in front of the cue ball, straight at the foot-left pocket. */
const ON_THE_8: PositionSpec = {
  game: "bola8",
  groups: ["solids", "stripes"],
  balls: [
    { id: 0, at: L6_CUE },
    { id: 8, at: L6_EIGHT },
    { id: 9, at: [-0.5, 0.3] },
    { id: 12, at: [0.2, -0.4] },
  ],
};
/** Drawn back a little, so the cue ball stays on the table (a scratch would be B8-L1 first). */
const L6_STROKE = strike(degTo(L6_CUE, L6_EIGHT), 2, -0.5);

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

/** The shooter has the solids and hits a stripe first (B8-F11). */
const STRIPE_FIRST: RulePosition = {
  game: "bola8",
  groups: ["solids", "stripes"],
  balls: [
    { id: 0, at: F11_CUE },
    { id: 11, at: F11_STRIPE },
    { id: 3, at: [0.7, -0.4] },
    { id: 8, at: [1.0, 0.3] },
  ],
  stroke: { strike: strike(degTo(F11_CUE, F11_STRIPE), 1.5) },
};

/** Drawn back a little: a straight pot that leaves the cue ball on the table. */
const straightIn = (cue: Vec2, ball: Vec2) => strike(degTo(cue, ball), 1.6, -0.3);
const place = (id: number, p: Vec2) => ({ id: id as BallId, at: p });

// Bola 8: the table open, a solid straight in front of the foot-left pocket.
const OPEN_SOLID_IN: Vec2 = [0.8, 0.35];
const OPEN_CUE_IN = behind(OPEN_SOLID_IN, FOOT_LEFT, 0.45);
/** The table open: calling "solids" and potting the 3 gives the shooter the solids (B8-OPEN). */
const OPEN_TABLE: RulePosition = {
  game: "bola8",
  balls: [place(0, OPEN_CUE_IN), place(3, OPEN_SOLID_IN), place(8, [0, -0.3]), place(12, [-0.6, 0.4])],
  stroke: { strike: straightIn(OPEN_CUE_IN, OPEN_SOLID_IN), call: { group: "solids" } },
};
// Bola 8: the solids cleared, the 8 straight in front of the foot-left pocket.
const EIGHT_IN: Vec2 = [0.85, 0.3];
const EIGHT_CUE_IN = behind(EIGHT_IN, FOOT_LEFT, 0.45);
// Piña: the 1, the ball on, straight in front of the foot-left pocket.
const ONE_IN: Vec2 = [0.8, 0.35];
const ONE_CUE_IN = behind(ONE_IN, FOOT_LEFT, 0.45);
// Piña near 61: the 6 straight in, 55 points to 50.
const SIX_IN: Vec2 = [0.75, 0.3];
const SIX_CUE_IN = behind(SIX_IN, FOOT_LEFT, 0.5);

/**
 * Legal play (also the first match's lessons, first-match.ts): a legal break, the group on the
 * open table, the 8 in its called pocket; the ball on called and scored, 61 reached.
 */
const LEGAL_PLAY: Readonly<Record<string, RulePosition>> = {
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
    groups: ["solids", "stripes"],
    balls: [place(0, EIGHT_CUE_IN), place(8, EIGHT_IN), place(9, [-0.5, 0.3]), place(12, [0.2, -0.4])],
    stroke: { strike: straightIn(EIGHT_CUE_IN, EIGHT_IN), call: { pocket: "foot-left" } },
  },
  "PC-CALL": {
    game: "pina",
    balls: [place(0, ONE_CUE_IN), place(1, ONE_IN), place(4, [0, -0.35]), place(9, [-0.6, 0.4])],
    stroke: { strike: straightIn(ONE_CUE_IN, ONE_IN), call: { ball: 1, pocket: "foot-left" } },
  },
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

const DEMONSTRATIONS: Readonly<Record<string, RulePosition>> = {
  ...LEGAL_PLAY,
  "PC-19": {
    game: "pina",
    balls: [place(0, DEFENSE_FROM), place(1, DEFENSE_ON), place(5, [0.9, -0.4])],
    stroke: { strike: strike(degTo(DEFENSE_FROM, DEFENSE_ON), 1.2), call: { defense: true } },
  },
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
  // The shooter on the 8 names the foot-right pocket and sends the 8 into the foot-left one.
  "B8-L6": { ...ON_THE_8, stroke: { strike: L6_STROKE, call: { pocket: "foot-right" } } },
  // Solids still on the table, the 8 hit first and pocketed: a foul that drops the 8 loses.
  "B8-L1": {
    game: "bola8",
    groups: ["solids", "stripes"],
    balls: [
      { id: 0, at: L1_CUE },
      { id: 8, at: L1_EIGHT },
      { id: 2, at: [-0.6, -0.3] },
      { id: 11, at: [0.3, -0.4] },
    ],
    stroke: { strike: strike(degTo(L1_CUE, L1_EIGHT), 2, -0.5), call: { pocket: "foot-left" } },
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
  // On the 8, the cue ball runs into a corner pocket.
  "B8-L4": {
    game: "bola8",
    groups: ["solids", "stripes"],
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
    groups: ["solids", "stripes"],
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
    groups: ["solids", "stripes"],
    balls: [
      { id: 0, at: F12_CUE },
      { id: 4, at: F12_SOLID },
      { id: 8, at: [0.9, -0.3] },
      { id: 14, at: [-0.8, -0.3] },
    ],
    stroke: { strike: strike(degTo(F12_CUE, F12_SOLID), 0.45) },
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
  // Ball in hand behind the head string, and the first ball hit is behind it too.
  "G-KITCHEN": {
    game: "bola8",
    groups: ["solids", "stripes"],
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
};

/**
 * Rules a demonstration above shows too (its ruling cites them, checked by the test): the same
 * position and stroke, said once.
 */
const SHOWN_BY: Readonly<Record<string, string>> = {
  "G-SPOT": "PC-DIRTY",
  "G-NOCALL": "B8-F2",
  "B8-GROUPS": "B8-8CALL",
  "B8-BREAK-OPTIONS": "B8-F1",
  "PC-5": "PC-SCRATCH",
  "PC-16": "PC-CALL",
  "PC-20": "PC-3FOULS",
};
export const RULE_POSITIONS: Readonly<Record<string, RulePosition>> = {
  ...DEMONSTRATIONS,
  ...Object.fromEntries(Object.entries(SHOWN_BY).map(([rule, by]) => [rule, DEMONSTRATIONS[by]!])),
};

/**
 * The position a match stands at, to practise from it (a replay's step) or share it: the balls on
 * the cloth, who is on turn, the groups, ball in hand. Null while nobody is on turn (before the
 * lag, or with the match over).
 */
export function positionOf(m: Match): PositionSpec | null {
  const s = m.rules;
  if (!s || s.matchOver || s.phase.kind !== "play") return null;
  const onCloth = m.balls.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
  // Exact: rounding could push two frozen balls into each other (a link's position is checked).
  const balls = onCloth.map((b) => ({ id: b.id, at: [b.r[0], b.r[1]] as Vec2 }));
  // The cue ball in hand (after a scratch): behind the head string, where nothing stands.
  if (!balls.some((b) => b.id === 0)) {
    const x = m.table.headStringX - 0.25;
    const y = [0, 0.15, -0.15, 0.3, -0.3].find((y) => !overlapsAny([x, y], onCloth)) ?? 0;
    balls.unshift({ id: 0, at: [x, y] });
  }
  return {
    game: m.setup.game,
    balls,
    shooter: s.turn,
    ...(s.groups ? { groups: s.groups } : {}),
    ...(s.ballInHand ? { ballInHand: true } : {}),
    ...(s.consecutiveFouls.some((n) => n > 0) ? { fouls: s.consecutiveFouls } : {}),
    ...(m.setup.game === "pina" && s.score.some((n) => n > 0) ? { score: s.score } : {}),
    settings: m.setup.settings,
  };
}

const vec2 = z.tuple([z.number().finite(), z.number().finite()]);
const positionSchema = z.strictObject({
  game: z.enum(GAME_IDS),
  balls: z
    .array(z.strictObject({ id: z.number().int().min(0).max(15), at: vec2 }))
    .min(1)
    .max(16)
    .refine((b) => new Set(b.map((x) => x.id)).size === b.length, { error: "a ball appears twice" })
    .refine((b) => b.some((x) => x.id === 0), { error: "the cue ball is missing" }),
  shooter: z.union([z.literal(0), z.literal(1)]).optional(),
  groups: z.tuple([z.enum(GROUPS), z.enum(GROUPS)]).optional(),
  ballInHand: z.boolean().optional(),
  fouls: z.tuple([z.number().int().min(0).max(2), z.number().int().min(0).max(2)]).optional(),
  score: z.tuple([z.number().int().min(0).max(120), z.number().int().min(0).max(120)]).optional(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** A position as a link's text (base64url of its JSON). */
export function encodePosition(p: PositionSpec): string {
  const bytes = new TextEncoder().encode(JSON.stringify(p));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A link's position, checked: every ball on the cloth and apart from the others, one cue ball. */
export function decodePosition(text: string): Result<PositionSpec, string> {
  let data: unknown;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    data = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch {
    return err("the position link is damaged: it is not a position");
  }
  const parsed = positionSchema.safeParse(data);
  if (!parsed.success)
    return err(`the position link is not a position: ${parsed.error.issues[0]?.message ?? "?"}`);
  return checkedPosition(parsed.data as PositionSpec);
}

/**
 * Practice (issue 27 item 3): the position with one ball put somewhere else by hand, checked as
 * a link's position is (on the cloth, touching no other ball). A rack is first set out as it lies.
 */
export function moveBall(spec: PositionSpec, id: BallId, at: Vec2): Result<PositionSpec, string> {
  if (spec.balls === "rack") return err("a rack is moved ball by ball from a position, not from the rack");
  if (!spec.balls.some((b) => b.id === id)) return err(`ball ${id} is not on the cloth`);
  // By hand a ball is put on the cloth itself, inside the cushions (not in a pocket's mouth).
  return checkedPosition({ ...spec, balls: spec.balls.map((b) => (b.id === id ? { id, at } : b)) }, id);
}

/** A position whose every ball is on the cloth and apart from the others, with one cue ball. */
function checkedPosition(spec: PositionSpec, byHand?: BallId): Result<PositionSpec, string> {
  const m = positionMatch(spec);
  if (!m.ok) return err(m.error.message);
  const placed = spec.balls === "rack" ? [] : spec.balls;
  const t = m.value.table;
  const moved = placed.find((b) => b.id === byHand);
  if (
    moved &&
    (Math.abs(moved.at[0]) > t.length / 2 - BALL_RADIUS || Math.abs(moved.at[1]) > t.width / 2 - BALL_RADIUS)
  )
    return err(`ball ${moved.id} would be off the cloth`);
  for (const b of placed) {
    // Within the rails: a ball may rest in a pocket's mouth, past the cushions' line.
    if (
      Math.abs(b.at[0]) > t.length / 2 + 2 * BALL_RADIUS ||
      Math.abs(b.at[1]) > t.width / 2 + 2 * BALL_RADIUS
    )
      return err(`ball ${b.id} is off the cloth`);
    const others = m.value.balls.filter((o) => o.id !== b.id);
    // A micrometre of give: balls left frozen by the physics touch to within its tolerance.
    if (overlapsAny(b.at, others, BALL_RADIUS - 1e-6)) return err(`ball ${b.id} overlaps another ball`);
  }
  return ok(spec);
}
