/**
 * Reading a match: its setup, and the match at a row's seq. A node keeps a replayed match in
 * memory only as a shortcut: it is used when its seq equals the database's, read in the same
 * request; a node behind plays only the steps it missed.
 */
import { deserialize } from "node:v8";
import type { Result } from "../../core/index.ts";
import { err, ok } from "../../core/index.ts";
import { type GameAction, type Match, type MatchSetup, startMatch } from "../../game/index.ts";
import type { StepReport } from "../../rules/index.ts";
import type { StoredMatch } from "../store/online-store.ts";
import { playManyOffThread } from "./off-thread.ts";
import { setupNames } from "./seats.ts";
import type { CachedMatch, OnlineState } from "./service-state.ts";
import { type PlayedStep, withPlayedStep } from "./strike-job.ts";

export function setupOf(row: StoredMatch): MatchSetup {
  return {
    seed: row.seed,
    game: row.game as MatchSetup["game"],
    settings: row.settings,
    ...setupNames(row),
  };
}

/**
 * The match at the row's seq, without its step log (a CachedMatch: the state, the actions and
 * the last report): the cached one when it is at that seq, else the missing steps played (or
 * all of them, from the start), in a strike worker when there is a pool: a node that another
 * node's steps left behind must not simulate them on the sockets' thread.
 */
export async function cachedAt(s: OnlineState, row: StoredMatch): Promise<Result<CachedMatch, string>> {
  const c = s.cache.get(row.id);
  if (c && c.seq === row.seq && row.status !== "open") return ok(c);
  // Behind (another node stored the last steps): play only the missing ones, as replay would.
  if (c && c.seq < row.seq && row.status !== "open") {
    const more = (await s.store.actions(row.id, c.seq)).slice(0, row.seq - c.seq) as GameAction[];
    const m = more.length === row.seq - c.seq ? await playManyOffThread(s, c.match, more) : null;
    if (m?.ok) return ok(remember(s, row.id, row.seq, m.value));
  }
  const m = await fullMatch(s, row);
  if (!m.ok) return m;
  const entry = leanOf(row.seq, m.value, null);
  if (row.status !== "open") keep(s, row.id, entry);
  return ok(entry);
}

/** The match at the row's seq, without its step log: what deciding an intent reads. */
export async function matchAt(s: OnlineState, row: StoredMatch): Promise<Result<Match, string>> {
  const c = await cachedAt(s, row);
  return c.ok ? ok(c.value.match) : c;
}

/** The whole match with its step log, replayed from the stored actions (the saved file reads it). */
export async function fullMatch(s: OnlineState, row: StoredMatch): Promise<Result<Match, string>> {
  const actions = (await s.store.actions(row.id)).slice(0, row.seq) as GameAction[];
  const started = startMatch(setupOf(row));
  const m = started.ok
    ? await playManyOffThread(s, started.value, actions)
    : err({ ...started.error, index: -1 });
  return m.ok
    ? m
    : err(`stored match ${row.id} does not replay at step ${m.error.index + 1}: ${m.error.message}`);
}

/** The match kept without its step log and the referee's steps; the last report kept apart. */
function leanOf(seq: number, match: Match, before: StepReport | null): CachedMatch {
  const report = [...match.log].reverse().find((step) => step.report)?.report ?? before;
  return { seq, match: { ...match, log: [], ruleSteps: [] }, report };
}

/**
 * Another node stored step `seq` and says the state after it (a BusEvent "state"): a cache one
 * step behind takes it, so this node does not simulate the step again; otherwise it is dropped
 * (matchAt catches up from the store as before).
 */
export function learnStep(s: OnlineState, id: string, seq: number, action: GameAction, played: string): void {
  const c = s.cache.get(id);
  if (!c || c.seq !== seq - 1) return;
  let step: PlayedStep;
  try {
    step = deserialize(Buffer.from(played, "base64")) as PlayedStep;
  } catch {
    return;
  }
  remember(s, id, seq, withPlayedStep(c.match, action, step));
}

/** Keeps the match at `seq` (its log dropped, its last report kept): what the next intent reads. */
export function remember(s: OnlineState, id: string, seq: number, match: Match): CachedMatch {
  const entry = leanOf(seq, match, s.cache.get(id)?.report ?? null);
  keep(s, id, entry);
  return entry;
}

function keep(s: OnlineState, id: string, entry: CachedMatch): void {
  s.cache.delete(id);
  s.cache.set(id, entry);
  // Bounded: the oldest entries go first (a Map iterates in insertion order).
  if (s.cache.size > 5000) s.cache.delete(s.cache.keys().next().value as string);
}
