/**
 * The online service's state, one explicit object that every part of the service works on
 * (identity.ts, joining.ts, match-cache.ts, match-views.ts, intents.ts, lag.ts, strikes.ts,
 * off-thread.ts, steps.ts, clocks.ts, computer-seats.ts), and the plumbing they share: refusals, the bus,
 * the listeners told of a finished match, one request at a time per match.
 */
import type { Result } from "../../core/index.ts";
import { err } from "../../core/index.ts";
import type { GameAction, Match } from "../../game/index.ts";
import type { OnlineRefusal, ServerMessage } from "../../protocol/index.ts";
import type { StepReport } from "../../rules/index.ts";
import type { OnlineStore, StoredMatch, StoredPlayer } from "../store/online-store.ts";
import type { OnlinePorts } from "./bus.ts";
import { type Place, placeOf } from "./seats.ts";
import type { StrikePool } from "./strike-pool.ts";

export interface OnlineConfig {
  /** Where strikes are played: a worker pool (strike-pool.ts), or this thread when absent. */
  readonly strikes?: StrikePool;
  /** How long a player whose connections all dropped may take to come back before forfeiting. */
  readonly graceMs: number;
  readonly now: () => number;
}

/** What travels on a match's bus channel. */
export type BusEvent =
  | { readonly t: "msg"; readonly m: ServerMessage }
  /** Presence changed somewhere: every node recomputes and sends it. */
  | { readonly t: "presence" }
  /** The match changed outside a step (the second player joined): every socket gets a fresh welcome. */
  | { readonly t: "resync" }
  /**
   * The state after a step, for the other nodes' caches, sent before the step's message: a node
   * whose player acts next then need not simulate the step again. `played` is a PlayedStep in
   * V8's serialization (base64): JSON would turn a -0 into 0, and the next simulation could differ.
   */
  | {
      readonly t: "state";
      readonly node: string;
      readonly seq: number;
      readonly action: GameAction;
      readonly played: string;
    };

/**
 * A live match as a node keeps it: its state and actions, but not the step log nor the referee's
 * steps (nine tenths of a match's memory, about 1 kB a step, which only the saved file reads);
 * the last step's report, which a welcome shows, is kept apart.
 */
export interface CachedMatch {
  readonly seq: number;
  readonly match: Match;
  readonly report: StepReport | null;
}

export const matchChannel = (id: string) => `om:${id}`;

/** The online match that plays a tournament's encounter: one per encounter, whichever node makes it. */
export const tournamentMatchId = (encounterId: string) => `t-${encounterId}`;
export const isTournamentMatch = (matchId: string) => matchId.startsWith("t-");

export interface OnlineState {
  readonly store: OnlineStore;
  readonly ports: OnlinePorts;
  readonly config: OnlineConfig;
  /** The organizer id of a signed-in club-mode account's token, or null. */
  readonly account: (token: string) => Promise<string | null>;
  /** Replayed matches at the seq they were replayed to, without their step log (match-cache.ts). */
  readonly cache: Map<string, CachedMatch>;
  /** Each match's work in progress on this node, chained (serial). */
  readonly locks: Map<string, Promise<unknown>>;
  /** Told the id of every match this node finishes (a tournament records its result). */
  readonly overListeners: Set<(id: string) => void>;
  /**
   * Plays the computer's seats of a match when one is due (computer-seats.ts). A field rather
   * than an import: storing a step calls it, and it stores steps.
   */
  readonly computerTurn: (id: string) => Promise<void>;
}

export const refuse = (code: OnlineRefusal["code"], message: string): Result<never, OnlineRefusal> =>
  err({ code, message });

export function tellOver(s: OnlineState, id: string): void {
  for (const listener of s.overListeners) listener(id);
}

export async function publish(s: OnlineState, id: string, e: BusEvent): Promise<void> {
  await s.ports.bus.publish(matchChannel(id), JSON.stringify(e));
}

/** Resolves when every intent being decided now has been stored and published (a drain's wait). */
export async function idle(s: OnlineState): Promise<void> {
  while (s.locks.size > 0) await Promise.all([...s.locks.values()]);
}

/** One request at a time per match on this node (other nodes are held off by the conditional write). */
export function serial<T>(s: OnlineState, id: string, work: () => Promise<T>): Promise<T> {
  const prev = s.locks.get(id) ?? Promise.resolve();
  const next = prev.then(work, work);
  const tail = next.catch(() => undefined);
  s.locks.set(id, tail);
  void tail.then(() => {
    if (s.locks.get(id) === tail) s.locks.delete(id);
  });
  return next;
}

/** Where a player sits in a match: side and place in it (place 0 in singles), or null (a spectator). */
export function placeIn(row: StoredMatch, player: StoredPlayer | null): Place | null {
  if (!player) return null;
  if (row.sides) return placeOf(row.sides, player.id);
  if (row.players[0].id === player.id) return { side: 0, member: 0 };
  if (row.players[1]?.id === player.id) return { side: 1, member: 0 };
  return null;
}
