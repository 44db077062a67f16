/**
 * The first match that teaches (issue 27 item 2), one per game: a short run of situations
 * against a gentle computer, in the order a player meets them — the lag, the break, calling,
 * a foul and its options, the 8 (Bola 8); the lag, the ball on and its call, the 45° rule, a
 * defence, a foul ("cabeza"), reaching 61 (Piña). Each lesson opens a table (a new match for
 * the lag, else a position; a foul is the computer's stroke, played by the engine first) and is
 * learned when the learner's own stroke or choice does the thing, judged from the referee's
 * ruling as a drill is. Pure: the game screen, a test and the rules page judge it alike.
 */
import { err, type GameId, type ObjectBallId, ok, type PlayerIndex, type Result } from "../core/index.ts";
import type { RuleId } from "../rules/index.ts";
import { startMatch } from "./match.ts";
import type { GameAction, GameError, Match, StepLog } from "./match-types.ts";
import { type PositionSpec, playDemonstration, positionMatch, RULE_POSITIONS } from "./positions.ts";

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

/** A lesson played from a rule's demonstration position; its stroke is the sample that does it. */
function fromRule(rule: string): { start: LessonStart; sample: Extract<GameAction, { kind: "strike" }> } {
  const p = RULE_POSITIONS[rule]!;
  return {
    start: { kind: "position", spec: withoutStroke(p) },
    sample: { kind: "strike", by: 0, ...p.stroke },
  };
}

export const FIRST_MATCH: Readonly<Record<"bola8" | "pina", readonly Lesson[]>> = {
  bola8: [
    { id: "bola8-lag", rule: "B8-LAG", start: { kind: "new-match" }, goal: { kind: "lag" } },
    { id: "bola8-break", rule: "B8-BREAK", goal: { kind: "clean" }, ...fromRule("B8-BREAK") },
    { id: "bola8-call", rule: "B8-OPEN", goal: { kind: "group" }, ...fromRule("B8-OPEN") },
    {
      id: "bola8-foul",
      rule: "B8-SANCTION",
      start: { kind: "after-demo", rule: "B8-SANCTION" },
      goal: { kind: "choose" },
    },
    { id: "bola8-eight", rule: "B8-8CALL", goal: { kind: "win" }, ...fromRule("B8-8CALL") },
  ],
  pina: [
    { id: "pina-lag", rule: "PC-LAG", start: { kind: "new-match" }, goal: { kind: "lag" } },
    // The ball on (PC-ORDER), called and scored (PC-CALL's demonstration).
    { id: "pina-call", rule: "PC-ORDER", goal: { kind: "pot", ball: 1 }, ...fromRule("PC-CALL") },
    {
      id: "pina-45",
      rule: "PC-45",
      start: { kind: "position", spec: withoutStroke(RULE_POSITIONS["PC-45"]!) },
      goal: { kind: "clean" },
    },
    // The defence too soft (PC-DEFENSE's demonstration) is the table; PC-19's legal one the sample.
    {
      id: "pina-defense",
      rule: "PC-DEFENSE",
      goal: { kind: "defense" },
      start: fromRule("PC-DEFENSE").start,
      sample: fromRule("PC-19").sample,
    },
    {
      id: "pina-foul",
      rule: "PC-FOUL",
      start: { kind: "after-demo", rule: "PC-FOUL" },
      goal: { kind: "clean" },
    },
    { id: "pina-61", rule: "PC-SCORE", goal: { kind: "win" }, ...fromRule("PC-SCORE") },
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
