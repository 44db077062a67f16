/**
 * A match at a chosen position (the rules page's demonstrations, "try it" on the game table):
 * the balls where they are drawn, the shooter on turn, the groups and ball in hand as the
 * demonstration needs, everything else as after a break. Such a match is not a replay of
 * actions from a rack (its position was set by hand), so it is never saved or rated.
 *
 * RULE_POSITIONS holds one position per rule that has a demonstration, with the stroke that
 * shows the rule (and, for an option offered only after another, the choices that follow it):
 * played by the engine, the referee rules it as in any match (a test checks that each
 * demonstration's ruling cites its rule). The demonstrations themselves are in
 * positions-bola8.ts and positions-pina.ts; the lag's, which need no position, in positions-lag.ts.
 */

import { z } from "zod";
import {
  type BallId,
  type ByPlayer,
  err,
  GAME_IDS,
  type ObjectBallId,
  ok,
  type PlayerIndex,
  type Result,
  type Vec2,
} from "../core/index.ts";
import { encounterScore, type GameResult, GROUPS, type MatchState, newMatch } from "../rules/index.ts";
import { BALL_RADIUS, overlapsAny, restingBall } from "./geometry.ts";
import { playAction, startMatch } from "./match.ts";
import type { GameError, Match, MatchAfter } from "./match-types.ts";
import type { PositionSpec, RulePosition } from "./position-spec.ts";
import { BOLA8_DEMONSTRATIONS, BOLA8_LEGAL_PLAY, OFF_AND_BACK } from "./positions-bola8.ts";
import { PINA_DEMONSTRATIONS, PINA_LEGAL_PLAY, PINA_RACK_BREAK, RAIL_FIRST } from "./positions-pina.ts";
import { REFEREE_DEMONSTRATIONS } from "./positions-referee.ts";

export type { PositionSpec, RulePosition };

const PLAYERS: readonly [string, string] = ["A", "B"];

export function positionMatch(
  spec: PositionSpec,
  players: readonly [string, string] = PLAYERS,
): Result<Match, GameError> {
  const started = startMatch({
    seed: "position",
    game: spec.game,
    players: [players[0], players[1]],
    ...(spec.sides ? { sides: spec.sides } : {}),
    settings: spec.settings ?? {},
  });
  if (!started.ok) return started;
  const shooter = spec.shooter ?? 0;
  const sizes = spec.sides?.map((side) => side.length);
  const fresh = newMatch(spec.game, spec.settings ?? {}, shooter, sizes);
  if (!fresh.ok) return err({ code: "invalid-setup", message: fresh.error.message });
  const standing = matchStanding(fresh.value, spec.decided ?? []);
  if (!standing.ok) return err({ code: "invalid-setup", message: standing.error });
  const teams = partnersDue(fresh.value, spec.due);
  if (!teams.ok) return err({ code: "invalid-setup", message: teams.error });
  const rules = { ...fresh.value, ...standing.value, ...teams.value };
  const racks = { racks: standing.value.rack };
  // A break: the rack as every match racks it, the referee waiting for the break.
  if (spec.balls === "rack")
    return ok({ ...started.value, ...racks, phase: { kind: "play" }, firstBreaker: shooter, rules });
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
    ...racks,
    phase: { kind: "play" },
    firstBreaker: shooter,
    balls,
    rules: {
      ...rules,
      phase: { kind: "play" },
      turn: shooter,
      ballInHand: spec.ballInHand ?? false,
      onTable,
      pocketed,
      groups: spec.groups ?? null,
      ...(spec.fouls ? { consecutiveFouls: spec.fouls } : {}),
      ...(spec.score ? { score: spec.score } : {}),
      ...(spec.turnsOwed ? { turnsOwed: spec.turnsOwed } : {}),
      ...(spec.ballOnDeclined && onTable[0] !== undefined ? { declinedBallOn: onTable[0] } : {}),
    },
  });
}

/** The match score, rack number and Piña game results after the racks or games `decided`. */
function matchStanding(
  s: MatchState,
  decided: readonly (PlayerIndex | "tie")[],
): Result<Pick<MatchState, "matchScore" | "gameResults" | "rack">, string> {
  const rack = decided.length + 1;
  if (s.game === "bola8") {
    if (decided.includes("tie")) return err("a Bola 8 rack is never tied");
    const won: [number, number] = [0, 0];
    for (const w of decided) if (w !== "tie") won[w] += 1;
    if (Math.max(...won) >= s.settings.raceTo)
      return err(`the match is already over: a race to ${s.settings.raceTo} (B8-MATCH)`);
    return ok({ matchScore: won, gameResults: [], rack });
  }
  const gameResults: GameResult[] = decided.map((w) =>
    w === "tie" ? { kind: "tie" } : { kind: "win", winner: w },
  );
  const enc = encounterScore(gameResults);
  if (!enc.ok) return err(enc.error.message);
  if (enc.value.over) return err("the encounter is already over (PC-MATCH)");
  return ok({ matchScore: enc.value.points, gameResults, rack });
}

/** G-TEAM-ORDER: the partners due, each within its side. */
function partnersDue(
  s: MatchState,
  due: ByPlayer<number> | undefined,
): Result<Pick<MatchState, "teams">, string> {
  if (!s.teams) return due ? err("only a match of sides has partners due") : ok({});
  if (!due) return ok({ teams: s.teams });
  const sizes = s.teams.sizes;
  if (due.some((d, side) => !Number.isInteger(d) || d < 0 || d >= sizes[side as PlayerIndex]))
    return err(`the partners due must be within each side (${sizes[0]} and ${sizes[1]} players)`);
  return ok({ teams: { ...s.teams, due } });
}

export interface PlayedDemonstration {
  readonly before: Match;
  /** The stroke, simulated and ruled. */
  readonly after: MatchAfter;
  /**
   * What follows it, each ruled: the choices (`choices`), then a resignation (`resign`); the last
   * one's match is where it ends.
   */
  readonly following: readonly MatchAfter[];
}

/** A demonstration played by the engine: its position, then its stroke (and choices), ruled as in any match. */
export function playDemonstration(
  p: RulePosition,
  players: readonly [string, string] = PLAYERS,
): Result<PlayedDemonstration, GameError> {
  const m = positionMatch(p, players);
  if (!m.ok) return m;
  const after = playAction(m.value, { kind: "strike", by: p.shooter ?? 0, ...p.stroke });
  if (!after.ok) return after;
  const following: MatchAfter[] = [];
  let at = after.value.match;
  for (const choice of p.choices ?? []) {
    const by = at.rules?.pending?.for;
    if (by === undefined)
      return err({ code: "referee", message: `no option is on offer for "${choice.kind}"` });
    const chosen = playAction(at, { kind: "choose", by, choice });
    if (!chosen.ok) return chosen;
    following.push(chosen.value);
    at = chosen.value.match;
  }
  if (p.resign !== undefined) {
    const resigned = playAction(at, { kind: "resign", by: p.resign });
    if (!resigned.ok) return resigned;
    following.push(resigned.value);
  }
  return ok({ before: m.value, after: after.value, following });
}

/**
 * Rules a demonstration shows too (its ruling cites them, checked by the test): the same position
 * and stroke, said once.
 */
const SHOWN_BY: Readonly<Record<string, string>> = {
  "G-SPOT": "PC-DIRTY",
  "G-NOCALL": "B8-F2",
  // A scratch: the opponent has ball in hand behind the head string.
  "G-BIH": "B8-F4",
  "B8-GROUPS": "B8-8CALL",
  "B8-BREAK-OPTIONS": "B8-F1",
  "B8-BREAK-8": "B8-BREAK-8-WIN",
  // A sleeve that touches a ball: a foul only a person sees, entered by hand.
  "G-HUMAN": "B8-F8",
  "PC-5": "PC-SCRATCH",
  // A dirty ball drops: nobody may catch it at the pocket's mouth.
  "PC-6": "PC-DIRTY",
  // The seed's own numbered rules behind PC-45, PC-OFFTABLE, PC-SCRATCH and PC-FROZEN.
  "PC-9": "PC-45",
  "PC-11": "PC-OFFTABLE",
  "PC-16": "PC-CALL",
  "PC-18": "PC-SCRATCH",
  "PC-20": "PC-3FOULS",
  "PC-21": "PC-FROZEN",
};
const DEMONSTRATIONS: Readonly<Record<string, RulePosition>> = {
  ...BOLA8_LEGAL_PLAY,
  ...PINA_LEGAL_PLAY,
  ...BOLA8_DEMONSTRATIONS,
  ...PINA_DEMONSTRATIONS,
  ...REFEREE_DEMONSTRATIONS,
};
/**
 * One position per rule that has a demonstration (the rules page, "try it"), with the stroke that
 * shows the rule; legal play first (a legal break, a call, 61 reached), then fouls, losses, options.
 */
/** What a demonstration shown without a citation shows (SHOWN_AS). */
type Shows = "rack" | "table" | "foul" | "loss" | "back" | "rail-first";

/**
 * Rules a demonstration shows without its ruling naming them, and what the test checks instead:
 * the rack a break is played from (B8-RACK, PC-RACK: the position is the rack every match racks),
 * a heading shown by one of the rules under it (B8-FOULS by a foul, B8-LOSS by a loss), or a
 * ball that leaves the playing surface and comes back in play (G-OFFTABLE-BACK: nothing to rule),
 * a called ball near the cushion reached rail first, which counts (PC-17: nothing to rule), or the
 * table itself (G-TABLE: a break from behind its head string into the rack on its foot spot).
 */
export const SHOWN_AS: Readonly<Record<string, { readonly position: RulePosition; readonly shows: Shows }>> =
  {
    "B8-RACK": { position: DEMONSTRATIONS["B8-BREAK"]!, shows: "rack" },
    "PC-RACK": { position: PINA_RACK_BREAK, shows: "rack" },
    "B8-FOULS": { position: DEMONSTRATIONS["B8-F11"]!, shows: "foul" },
    "B8-LOSS": { position: DEMONSTRATIONS["B8-L6"]!, shows: "loss" },
    "G-OFFTABLE-BACK": { position: OFF_AND_BACK, shows: "back" },
    "PC-17": { position: RAIL_FIRST, shows: "rail-first" },
    "G-TABLE": { position: DEMONSTRATIONS["B8-BREAK"]!, shows: "table" },
  };
export const RULE_POSITIONS: Readonly<Record<string, RulePosition>> = {
  ...DEMONSTRATIONS,
  ...Object.fromEntries(Object.entries(SHOWN_BY).map(([rule, by]) => [rule, DEMONSTRATIONS[by]!])),
  ...Object.fromEntries(Object.entries(SHOWN_AS).map(([rule, { position }]) => [rule, position])),
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
    ...(s.turnsOwed > 0 ? { turnsOwed: s.turnsOwed } : {}),
    ...(s.declinedBallOn !== null && s.declinedBallOn === s.onTable[0] ? { ballOnDeclined: true } : {}),
    ...(s.rack > 1 ? { decided: decidedOf(s) } : {}),
    ...(m.setup.sides && s.teams ? { sides: m.setup.sides, due: s.teams.due } : {}),
    settings: m.setup.settings,
  };
}

/** The racks or games decided so far, by winner (a Bola 8 match keeps only its count of racks won). */
function decidedOf(s: MatchState): (PlayerIndex | "tie")[] {
  if (s.game === "pina") return s.gameResults.map((r) => (r.kind === "tie" ? "tie" : r.winner));
  return [...Array<PlayerIndex>(s.matchScore[0]).fill(0), ...Array<PlayerIndex>(s.matchScore[1]).fill(1)];
}

const vec2 = z.tuple([z.number().finite(), z.number().finite()]);
/** A side's partners by name, as a match of sides names them (G-TEAM: one to four). */
const side = z.array(z.string().trim().min(1).max(40)).min(1).max(4);
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
  turnsOwed: z.number().int().min(0).max(3).optional(),
  ballOnDeclined: z.boolean().optional(),
  decided: z
    .array(z.union([z.literal(0), z.literal(1), z.literal("tie")]))
    .max(40)
    .optional(),
  sides: z.tuple([side, side]).optional(),
  due: z.tuple([z.number().int().min(0).max(3), z.number().int().min(0).max(3)]).optional(),
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
export function decodePosition(text: string): Result<PositionSpec, PositionProblem> {
  let data: unknown;
  try {
    const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    data = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch {
    return err({ code: "link", message: "the position link is damaged: it is not a position" });
  }
  const parsed = positionSchema.safeParse(data);
  if (!parsed.success) {
    const why = parsed.error.issues[0]?.message ?? "?";
    return err({ code: "link", message: `the position link is not a position: ${why}` });
  }
  return checkedPosition(parsed.data as PositionSpec);
}

/**
 * Why a position, or a ball put somewhere by hand, is refused: a code and the ball it is about,
 * for a page to say in its own words, and the same in English for logs and the command line.
 */
export type PositionProblem =
  | { readonly code: "off-cloth" | "overlaps" | "not-there"; readonly ball: BallId; readonly message: string }
  | { readonly code: "rack" | "invalid" | "link"; readonly message: string };

/**
 * Practice (issue 27 item 3): the position with one ball put somewhere else by hand, checked as
 * a link's position is (on the cloth, touching no other ball). A rack is first set out as it lies.
 */
export function moveBall(spec: PositionSpec, id: BallId, at: Vec2): Result<PositionSpec, PositionProblem> {
  if (spec.balls === "rack")
    return err({ code: "rack", message: "a rack is moved ball by ball from a position, not from the rack" });
  if (!spec.balls.some((b) => b.id === id))
    return err({ code: "not-there", ball: id, message: `ball ${id} is not on the cloth` });
  // By hand a ball is put on the cloth itself, inside the cushions (not in a pocket's mouth).
  return checkedPosition({ ...spec, balls: spec.balls.map((b) => (b.id === id ? { id, at } : b)) }, id);
}

/** A position whose every ball is on the cloth and apart from the others, with one cue ball. */
function checkedPosition(spec: PositionSpec, byHand?: BallId): Result<PositionSpec, PositionProblem> {
  const m = positionMatch(spec);
  if (!m.ok) return err({ code: "invalid", message: m.error.message });
  const placed = spec.balls === "rack" ? [] : spec.balls;
  const t = m.value.table;
  const moved = placed.find((b) => b.id === byHand);
  if (
    moved &&
    (Math.abs(moved.at[0]) > t.length / 2 - BALL_RADIUS || Math.abs(moved.at[1]) > t.width / 2 - BALL_RADIUS)
  )
    return err({ code: "off-cloth", ball: moved.id, message: `ball ${moved.id} would be off the cloth` });
  // The ball moved by hand first: a refusal names the ball the person just put down.
  for (const b of moved ? [moved, ...placed.filter((x) => x !== moved)] : placed) {
    // Within the rails: a ball may rest in a pocket's mouth, past the cushions' line.
    if (
      Math.abs(b.at[0]) > t.length / 2 + 2 * BALL_RADIUS ||
      Math.abs(b.at[1]) > t.width / 2 + 2 * BALL_RADIUS
    )
      return err({ code: "off-cloth", ball: b.id, message: `ball ${b.id} is off the cloth` });
    const others = m.value.balls.filter((o) => o.id !== b.id);
    // A micrometre of give: balls left frozen by the physics touch to within its tolerance.
    if (overlapsAny(b.at, others, BALL_RADIUS - 1e-6))
      return err({ code: "overlaps", ball: b.id, message: `ball ${b.id} overlaps another ball` });
  }
  return ok(spec);
}
