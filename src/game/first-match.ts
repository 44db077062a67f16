/**
 * The first match that teaches (issue 27 item 2), one per game: a short run of situations
 * against a gentle computer, in the order a player meets them — the lag, the break, calling,
 * a foul and its options, the 8 (Bola 8); the lag, the ball on and its call, the 45° rule, a
 * defence, a foul ("cabeza"), reaching 61 (Piña). Each lesson opens a table (a new match for
 * the lag, else a position; a foul is the computer's stroke, played by the engine first) and is
 * learned when the learner's own stroke or choice does the thing, judged from the referee's
 * ruling as a drill is. Pure: the game screen, a test and the rules page judge it alike.
 */
import {
  err,
  type GameId,
  type ObjectBallId,
  ok,
  type PlayerIndex,
  type Result,
  type Vec2,
} from "../core/index.ts";
import type { RuleId } from "../rules/catalogue.ts";
import { startMatch } from "./match.ts";
import type { GameAction, GameError, Match, StepLog } from "./match-types.ts";
import {
  behind,
  degTo,
  FOOT_LEFT,
  type PositionSpec,
  playDemonstration,
  positionMatch,
  RULE_POSITIONS,
  strike,
} from "./positions.ts";

export type LessonGoal =
  /** Any lag played: who wins it chooses who breaks. */
  | { readonly kind: "lag" }
  /** A stroke of the learner's the referee finds nothing wrong with. */
  | { readonly kind: "clean" }
  /** A called ball pocketed (scored) by the learner. */
  | { readonly kind: "pot"; readonly ball: ObjectBallId }
  /** Bola 8: the learner's group assigned by a legal pot on the open table. */
  | { readonly kind: "group" }
  /** The learner chose one of the options offered after the other's foul. */
  | { readonly kind: "choose" }
  /** A legal defence: called as one, and no foul. */
  | { readonly kind: "defense" }
  /** The learner wins the rack (Bola 8) or the game (Piña). */
  | { readonly kind: "win" };

export type LessonStart =
  | { readonly kind: "new-match" }
  | { readonly kind: "position"; readonly spec: PositionSpec }
  /** A rule's demonstration played first: its shooter is the computer, the learner the other. */
  | { readonly kind: "after-demo"; readonly rule: string };

export interface Lesson {
  readonly id: string;
  /** The rule met, for the link to its section of the rulebook page. */
  readonly rule: RuleId;
  readonly start: LessonStart;
  readonly goal: LessonGoal;
  /** A stroke that does it (for the tests and "show me"); none for a new match's lag. */
  readonly sample?: Extract<GameAction, { kind: "strike" }>;
}

export type LessonOutcome = "learned" | "again" | "going";

const R = 0.028575;
const at = (id: number, p: Vec2) => ({ id: id as ObjectBallId | 0, at: p });

// Bola 8: a solid straight in front of the foot-left pocket, the table open.
const OPEN_SOLID: Vec2 = [0.8, 0.35];
const OPEN_CUE = behind(OPEN_SOLID, FOOT_LEFT, 0.45);
// Bola 8: the solids cleared, the 8 straight in front of the foot-left pocket.
const EIGHT: Vec2 = [0.85, 0.3];
const EIGHT_CUE = behind(EIGHT, FOOT_LEFT, 0.45);
// Piña: the 1, the ball on, straight in front of the foot-left pocket.
const PINA_ONE: Vec2 = [0.8, 0.35];
const PINA_CUE = behind(PINA_ONE, FOOT_LEFT, 0.45);
// Piña near 61: the 6 straight in, 55 points to 50.
const SIX: Vec2 = [0.75, 0.3];
const SIX_CUE = behind(SIX, FOOT_LEFT, 0.5);

const straightIn = (cue: Vec2, ball: Vec2, speed: number) => strike(degTo(cue, ball), speed, -0.3);

export const FIRST_MATCH: Readonly<Record<"bola8" | "pina", readonly Lesson[]>> = {
  bola8: [
    { id: "bola8-lag", rule: "B8-LAG", start: { kind: "new-match" }, goal: { kind: "lag" } },
    {
      id: "bola8-break",
      rule: "B8-BREAK",
      start: { kind: "position", spec: { game: "bola8", balls: "rack", ballInHand: true } },
      goal: { kind: "clean" },
      sample: { kind: "strike", by: 0, strike: strike(0, 7), cueBall: [-0.85, 0] },
    },
    {
      id: "bola8-call",
      rule: "B8-OPEN",
      start: {
        kind: "position",
        spec: {
          game: "bola8",
          balls: [at(0, OPEN_CUE), at(3, OPEN_SOLID), at(8, [0, -0.3]), at(12, [-0.6, 0.4])],
        },
      },
      goal: { kind: "group" },
      sample: {
        kind: "strike",
        by: 0,
        strike: straightIn(OPEN_CUE, OPEN_SOLID, 1.6),
        call: { group: "solids" },
      },
    },
    {
      id: "bola8-foul",
      rule: "B8-SANCTION",
      start: { kind: "after-demo", rule: "B8-SANCTION" },
      goal: { kind: "choose" },
    },
    {
      id: "bola8-eight",
      rule: "B8-8CALL",
      start: {
        kind: "position",
        spec: {
          game: "bola8",
          groups: ["solids", "stripes"],
          balls: [at(0, EIGHT_CUE), at(8, EIGHT), at(9, [-0.5, 0.3]), at(12, [0.2, -0.4])],
        },
      },
      goal: { kind: "win" },
      sample: {
        kind: "strike",
        by: 0,
        strike: straightIn(EIGHT_CUE, EIGHT, 1.6),
        call: { pocket: "foot-left" },
      },
    },
  ],
  pina: [
    { id: "pina-lag", rule: "PC-LAG", start: { kind: "new-match" }, goal: { kind: "lag" } },
    {
      id: "pina-call",
      rule: "PC-ORDER",
      start: {
        kind: "position",
        spec: {
          game: "pina",
          balls: [at(0, PINA_CUE), at(1, PINA_ONE), at(4, [0, -0.35]), at(9, [-0.6, 0.4])],
        },
      },
      goal: { kind: "pot", ball: 1 },
      sample: {
        kind: "strike",
        by: 0,
        strike: straightIn(PINA_CUE, PINA_ONE, 1.6),
        call: { ball: 1, pocket: "foot-left" },
      },
    },
    {
      id: "pina-45",
      rule: "PC-45",
      start: { kind: "position", spec: withoutStroke(RULE_POSITIONS["PC-45"]!) },
      goal: { kind: "clean" },
    },
    {
      id: "pina-defense",
      rule: "PC-DEFENSE",
      start: { kind: "position", spec: withoutStroke(RULE_POSITIONS["PC-DEFENSE"]!) },
      goal: { kind: "defense" },
      sample: {
        kind: "strike",
        by: 0,
        strike: strike(degTo([-0.3, 0], [0.5, 0.2]), 1.2),
        call: { defense: true },
      },
    },
    {
      id: "pina-foul",
      rule: "PC-FOUL",
      start: { kind: "after-demo", rule: "PC-FOUL" },
      goal: { kind: "clean" },
    },
    {
      id: "pina-61",
      rule: "PC-SCORE",
      start: {
        kind: "position",
        spec: {
          game: "pina",
          score: [55, 50],
          balls: [at(0, SIX_CUE), at(6, SIX), at(9, [-0.5, -0.35])],
        },
      },
      goal: { kind: "win" },
      sample: {
        kind: "strike",
        by: 0,
        strike: straightIn(SIX_CUE, SIX, 1.6),
        call: { ball: 6, pocket: "foot-left" },
      },
    },
  ],
};

function withoutStroke(p: PositionSpec & { stroke?: unknown }): PositionSpec {
  const { stroke: _stroke, ...spec } = p;
  return spec;
}

/**
 * The table a lesson opens: a new match (its lag), a position, or a demonstration's position
 * with the computer's stroke already played and ruled. `names`: the learner's, then the computer's.
 */
export function lessonMatch(
  lesson: Lesson,
  game: GameId,
  names: readonly [string, string],
  seed: string,
): Result<Match, GameError> {
  const learner = learnerOf(lesson);
  const players: [string, string] = learner === 0 ? [names[0], names[1]] : [names[1], names[0]];
  const start = lesson.start;
  if (start.kind === "new-match") return startMatch({ seed, game, players, settings: {} });
  if (start.kind === "position") return positionMatch(start.spec, players);
  const demo = RULE_POSITIONS[start.rule];
  if (!demo) return err({ code: "invalid-setup", message: `no demonstration for ${start.rule}` });
  const played = playDemonstration(demo, players);
  return played.ok ? ok(played.value.after.match) : played;
}

/** Who learns at a lesson's table: player 0, or the other of a demonstration's shooter. */
export function learnerOf(lesson: Lesson): PlayerIndex {
  if (lesson.start.kind !== "after-demo") return 0;
  return (RULE_POSITIONS[lesson.start.rule]?.shooter ?? 0) === 0 ? 1 : 0;
}

/** Where a lesson stands after `step`, the last step played (from `after`'s state). */
export function judgeLesson(lesson: Lesson, after: Match, step: StepLog): LessonOutcome {
  const learner = learnerOf(lesson);
  if (lesson.goal.kind === "lag") return step.lag ? "learned" : "going";
  const ruling = step.ruling;
  if (!ruling) return "going";
  if (lesson.goal.kind === "choose")
    return step.action.kind === "choose" && step.action.by === learner ? "learned" : "going";
  const mine = step.action.kind === "strike" && step.action.by === learner;
  if (!mine) return "going";
  if (ruling.fouls.length > 0 || ruling.loss?.by === learner) return "again";
  switch (lesson.goal.kind) {
    case "clean":
      return "learned";
    case "pot":
      return (after.rules?.pocketed ?? []).includes(lesson.goal.ball) && ruling.points > 0
        ? "learned"
        : "again";
    case "group":
      return after.rules?.groups ? "learned" : "again";
    case "defense":
      return step.action.kind === "strike" && step.action.call && "defense" in step.action.call
        ? "learned"
        : "again";
    case "win": {
      const won = ruling.result?.winner === learner || lastGameWonBy(after, learner);
      return won ? "learned" : "again";
    }
  }
}

/** Piña: the game just finished was won by `who` (a game ends at 61, PC-4b; the encounter goes on). */
function lastGameWonBy(m: Match, who: PlayerIndex): boolean {
  const last = m.rules?.gameResults.at(-1);
  return last?.kind === "win" && last.winner === who;
}
