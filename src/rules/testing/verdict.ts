/**
 * The whole ruling of a step as one compact, comparable object, so each scenario asserts
 * everything (fouls with IDs and fouler, loss, winner, next player, ball in hand, options
 * with their rule IDs, spotted balls, score, counts) while naming only what differs from a
 * quiet step.
 */
import type { ObjectBallId, PlayerIndex } from "../../core/index.ts";
import type { Group } from "../actions.ts";
import type { Applied } from "../match.ts";

export interface Verdict {
  fouls: string[];
  loss: string | null;
  winner: PlayerIndex | "tie" | null;
  next: PlayerIndex;
  ballInHand: boolean;
  options: string[];
  optionsFor: PlayerIndex | null;
  equalizeUpTo: number | null;
  spotted: ObjectBallId[];
  continues: boolean;
  consecutiveFouls: [number, number];
  turnsOwed: number;
  groups: readonly [Group, Group] | null;
  score: readonly [number, number];
  points: number;
  foulCount: number | null;
  onTable: ObjectBallId[];
  matchScore: readonly [number, number];
  matchOver: boolean;
  newRackNext: boolean;
}

export function verdict(a: Applied): Verdict {
  const r = a.ruling;
  return {
    fouls: r.fouls.map((f) => `${f.rule} by ${f.by}`),
    loss: r.loss ? `${r.loss.rule} by ${r.loss.by}` : null,
    winner: r.result?.winner ?? null,
    next: r.next,
    ballInHand: r.ballInHand,
    options: r.options.map((o) => `${o.option} (${o.rule})`),
    optionsFor: r.optionsFor,
    equalizeUpTo: r.equalizeUpTo,
    spotted: [...r.spotted],
    continues: r.continues,
    consecutiveFouls: [a.state.consecutiveFouls[0], a.state.consecutiveFouls[1]],
    turnsOwed: r.turnsOwed,
    groups: a.state.groups,
    score: a.state.score,
    points: r.points,
    foulCount: r.foulCount,
    onTable: [...a.state.onTable],
    matchScore: a.state.matchScore,
    matchOver: r.matchOver,
    newRackNext: r.newRackNext,
  };
}

const ALL: ObjectBallId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
/** All balls but these. */
export const without = (...gone: number[]): ObjectBallId[] => ALL.filter((b) => !gone.includes(b));

/** A quiet step's verdict (no foul, nothing offered, 15 balls, nothing decided) with the given differences. */
export function expected(diff: Partial<Verdict> & { next: PlayerIndex }): Verdict {
  return {
    fouls: [],
    loss: null,
    winner: null,
    ballInHand: false,
    options: [],
    optionsFor: null,
    equalizeUpTo: null,
    spotted: [],
    continues: false,
    consecutiveFouls: [0, 0],
    turnsOwed: 0,
    groups: null,
    score: [0, 0],
    points: 0,
    foulCount: null,
    onTable: ALL,
    matchScore: [0, 0],
    matchOver: false,
    newRackNext: false,
    ...diff,
  };
}
