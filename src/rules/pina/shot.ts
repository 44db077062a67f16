/**
 * Judging one Piña cantado shot: the break (PC-BREAK), the ball on (PC-ORDER), calls
 * (PC-CALL), dirty balls (PC-DIRTY), defences (PC-DEFENSE), a declined ball on taken
 * (PC-REFUSED), scratches and balls off the table (PC-SCRATCH, PC-OFFTABLE), fouls
 * (PC-FOUL, PC-3FOULS), owed turns (PC-TWO-TURNS) and the score to 61 (PC-SCORE).
 */
import {
  err,
  isObjectBallId,
  isPocketId,
  type ObjectBallId,
  ok,
  other,
  type PlayerIndex,
  type Result,
} from "../../core/index.ts";
import type { PinaCall, RuleError, ShotRecord } from "../actions.ts";
import type { Judged } from "../bola8/shot.ts";
import type { RuleId } from "../catalogue/ids.ts";
import { endRack } from "../flow.ts";
import type { ManualFouls } from "../manual-fouls.ts";
import { type Foul, makeRuling } from "../ruling.ts";
import { pocketedBalls, type ShotFacts } from "../shot-facts.ts";
import { type MatchState, sortBalls } from "../state.ts";
import { targetsOf } from "../targets.ts";

/** PC-4c: the only tie without deductions, with the table cleared (120 points shared). */
export const TIE_POINTS = 60;

/** PC-ORDER: the ball on is the lowest-numbered ball on the table. */
export const ballOn = (s: MatchState): ObjectBallId | null => s.onTable[0] ?? null;

/**
 * A Piña call: a ball on the table and its pocket, or a defence; none on the break. A shot
 * with no call (null) is valid (G-NOCALL): it is ruled, nothing it pockets scores.
 */
export function readPinaCall(s: MatchState, shot: ShotRecord): Result<PinaCall | null, RuleError> {
  const c = shot.call as Record<string, unknown> | undefined;
  if (s.phase.kind === "break") {
    if (c !== undefined)
      return err({ code: "invalid-call", message: "balls on a Piña break are not called (PC-BREAK)" });
    return ok(null);
  }
  if (c === undefined) return ok(null);
  if (c.defense === true && !("ball" in c) && !("pocket" in c)) return ok({ defense: true });
  if ("group" in c) return err({ code: "invalid-call", message: "a Piña call names a ball, not a group" });
  if (!isObjectBallId(c.ball)) return err({ code: "invalid-call", message: "the call names no object ball" });
  if (!isPocketId(c.pocket))
    return err({ code: "invalid-call", message: `the call of ball ${c.ball} is missing its pocket` });
  if (!s.onTable.includes(c.ball))
    return err({ code: "ball-not-on-table", message: `ball ${c.ball} is called but is not on the table` });
  return ok({ ball: c.ball, pocket: c.pocket });
}

export function judgePinaShot(
  s: MatchState,
  shot: ShotRecord,
  call: PinaCall | null,
  f: ShotFacts,
  manual: ManualFouls,
): Judged {
  const j = judge(s, shot, call, f, manual);
  return manual.detail.length === 0 ? j : { ...j, ruling: { ...j.ruling, subRules: manual.detail } };
}

function judge(
  s: MatchState,
  shot: ShotRecord,
  call: PinaCall | null,
  f: ShotFacts,
  manual: ManualFouls,
): Judged {
  const by = shot.by;
  const isBreak = s.phase.kind === "break";
  const on = ballOn(s);
  const rules: RuleId[] = [];
  if (f.firstContact === null || f.firstContact !== (isBreak ? 1 : on))
    rules.push(isBreak ? "PC-BREAK" : "PC-ORDER");
  if (f.cuePocketed) rules.push("PC-SCRATCH");
  if (f.cueOff || f.objectOff.length > 0) rules.push("PC-OFFTABLE");
  rules.push(...manual.fouls);
  const fouls: Foul[] = [...new Set(rules)].map((rule) => ({ rule, by }));
  const logged: Foul[] = manual.logged.map((rule) => ({ rule, by }));
  const notes: RuleId[] = [];
  if (isBreak) notes.push("PC-BREAK");
  notes.push(...seedRulesOf(fouls, f, call));
  if (manual.loss) {
    // PC-15: breaking the cue loses the game at once.
    const state = endRack(s, other(by), manual.loss, manual.loss);
    return {
      state,
      ruling: makeRuling(state, { action: "shot", fouls, logged, loss: { rule: manual.loss, by }, notes }),
    };
  }
  const down = pocketedBalls(f);
  const cueGone = f.cuePocketed || f.cueOff;
  if (fouls.length > 0)
    return foul(s, by, fouls, logged, sortBalls([...down, ...f.objectOff]), cueGone, notes);

  const counts: [number, number] = [s.consecutiveFouls[0], s.consecutiveFouls[1]];
  counts[by] = 0;
  let scored: ObjectBallId | null = null;
  if (call && "ball" in call) {
    notes.push("PC-CALL", "PC-16");
    if (f.pocketed.some((p) => p.ball === call.ball && p.pocket === call.pocket)) scored = call.ball;
  }
  if (call && "defense" in call) notes.push("PC-DEFENSE", "PC-19");
  // G-NOCALL: an uncalled shot is ruled: whatever it pockets is dirty (PC-DIRTY, below).
  if (call === null && !isBreak) notes.push("G-NOCALL");
  // PC-DIRTY: uncalled balls, or the called ball in another pocket, go back up; no foul.
  const spotted = sortBalls(down.filter((b) => b !== scored));
  // PC-6: a dirty ball falling is not to be caught at the pocket's mouth.
  if (spotted.length > 0) notes.push("PC-DIRTY", "G-SPOT", "PC-6");
  const points = scored ?? 0;
  const score: [number, number] = [s.score[0], s.score[1]];
  score[by] += points;
  const onTable = s.onTable.filter((b) => b !== scored);
  const pocketed = scored === null ? s.pocketed : [...s.pocketed, scored];
  // PC-REFUSED: the ball on that the opponent declined with a defence, now taken on — called
  // (PC-14a, with the turn kept when it drops) or not (PC-14b, G-NOCALL): one more turn.
  let owed = s.turnsOwed;
  const defence = call !== null && "defense" in call;
  if (!isBreak && s.declinedBallOn !== null && s.declinedBallOn === on && !defence) {
    owed += 1;
    notes.push("PC-REFUSED", "PC-14");
  }
  const base: MatchState = {
    ...s,
    onTable,
    pocketed,
    score,
    consecutiveFouls: counts,
    phase: { kind: "play" },
    ballInHand: false,
    pending: null,
    declinedBallOn: null,
  };
  const winner = gameWinner(score, by, onTable.length === 0, targetsOf(s.settings, "pina"));
  if (winner !== null) {
    const state = endRack(base, winner, null, "PC-SCORE");
    return {
      state,
      ruling: makeRuling(state, { action: "shot", logged, spotted, points, notes: [...notes, "PC-SCORE"] }),
    };
  }
  const continues = scored !== null || (isBreak && s.settings.breakPocketContinues && down.length > 0);
  let state: MatchState;
  if (continues) state = { ...base, turn: by, turnsOwed: owed };
  else if (owed > 0) {
    notes.push("PC-TWO-TURNS");
    state = { ...base, turn: by, turnsOwed: owed - 1 };
  } else state = { ...base, turn: other(by), turnsOwed: 0 };
  if (call && "defense" in call && state.turn !== by) state = { ...state, declinedBallOn: ballOn(state) };
  return {
    state,
    ruling: makeRuling(state, { action: "shot", logged, spotted, points, continues: continues, notes }),
  };
}

/**
 * The seed's numbered rule that a foul's section restates (RULES.md names it there), cited beside
 * it: PC-9 is the whole 45° limit, never backwards included (PC-45); PC-21 the cue ball frozen to
 * the ball on (PC-FROZEN); PC-11 a ball that ends on the floor (PC-OFFTABLE).
 */
const SEED_RULE: Partial<Record<RuleId, RuleId>> = {
  "PC-45": "PC-9",
  "PC-FROZEN": "PC-21",
  "PC-OFFTABLE": "PC-11",
};

/**
 * The seed rules a foul shot breaks, cited as notes (the fouls keep their own rule): SEED_RULE,
 * and PC-18 when the cue ball is scratched on a called shot — pocketed, or on the floor, which
 * PC-11 calls a scratch too ("mingo bañado").
 */
function seedRulesOf(fouls: readonly Foul[], f: ShotFacts, call: PinaCall | null): RuleId[] {
  const out: RuleId[] = [];
  for (const { rule } of fouls) {
    const seed = SEED_RULE[rule];
    if (seed) out.push(seed);
  }
  const scratched = fouls.some((x) => x.rule === "PC-SCRATCH") || f.cueOff;
  if (scratched && call !== null && "ball" in call) out.push("PC-18");
  return out;
}

/**
 * PC-SCORE: the shooter reaching 61 (or their handicap's target) wins at once (PC-4b); a cleared
 * table at 60-60 is a tie (PC-4c). A cleared table below that (only with deductions) goes to the
 * higher score — with a handicap, to the one nearer their own target.
 */
function gameWinner(
  score: readonly [number, number],
  by: PlayerIndex,
  cleared: boolean,
  targets: readonly [number, number],
): PlayerIndex | "tie" | null {
  if (score[by] >= targets[by]) return by;
  if (!cleared) return null;
  // With a handicap, "level" is as far from each one's own target (60–60 at 61 each).
  const short0 = targets[0] - score[0];
  const short1 = targets[1] - score[1];
  if (short0 === short1) return "tie";
  return short0 < short1 ? 0 : 1;
}

/**
 * PC-FOUL: the turn ends, the balls pocketed or off the table on the foul are spotted
 * (G-SPOT, ascending), the fouler's count goes up (PC-3FOULS), points may be deducted.
 */
function foul(
  s: MatchState,
  by: PlayerIndex,
  fouls: Foul[],
  logged: Foul[],
  spotted: ObjectBallId[],
  cueGone: boolean,
  notes: RuleId[],
): Judged {
  notes.push("PC-FOUL");
  if (spotted.length > 0) notes.push("G-SPOT");
  // Ball in hand behind the head string (G-BIH), the line PC-5 names.
  if (cueGone) notes.push("PC-5", "G-BIH");
  const counts: [number, number] = [s.consecutiveFouls[0], s.consecutiveFouls[1]];
  const foulCount = counts[by] + 1;
  const third = foulCount >= 3;
  counts[by] = third ? 0 : foulCount;
  const deducted = s.settings.pointsDeductedPerFoul;
  const score: [number, number] = [s.score[0], s.score[1]];
  score[by] -= deducted;
  const base: MatchState = {
    ...s,
    score,
    consecutiveFouls: counts,
    phase: { kind: "play" },
    ballInHand: cueGone,
    pending: null,
    declinedBallOn: null,
  };
  let state: MatchState;
  if (third) {
    // PC-3FOULS / PC-20: the opponent gets two turns; the fouler's own owed turns are gone.
    notes.push("PC-3FOULS", "PC-20");
    state = { ...base, turn: other(by), turnsOwed: 1 };
  } else if (s.turnsOwed > 0 && s.settings.owedTurnAfterOwnFoul) {
    notes.push("PC-TWO-TURNS");
    state = { ...base, turn: by, turnsOwed: s.turnsOwed - 1 };
  } else state = { ...base, turn: other(by), turnsOwed: 0 };
  return {
    state,
    ruling: makeRuling(state, {
      action: "shot",
      fouls,
      logged,
      spotted,
      points: deducted === 0 ? 0 : -deducted,
      foulCount,
      notes,
    }),
  };
}
