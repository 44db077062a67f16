/**
 * What an intent leaves in the store: one step, or the match's end outside the referee, each
 * written conditionally on the seq, the finished match rated inside that write, then published.
 */
import { serialize } from "node:v8";
import type { Result } from "../../core/index.ts";
import { ok } from "../../core/index.ts";
import { finalTable, type GameAction, type Match } from "../../game/index.ts";
import type {
  ClockSettings,
  ClockState,
  MatchResult,
  OnlineRefusal,
  StepMessage,
} from "../../protocol/index.ts";
import { ONLINE_PROTOCOL_VERSION } from "../../protocol/index.ts";
import type { RatingRequest, StoredMatch } from "../store/online-store.ts";
import { remember } from "./match-cache.ts";
import { awaitingOf, clockAfter, resultOf, scoreOf } from "./match-logic.ts";
import { type OnlineState, publish, refuse, tellOver } from "./service-state.ts";
import { playedStepOf } from "./strike-job.ts";
import { ratingRequest } from "./team-rating.ts";

/** Stores one step conditionally on the seq, rates a finished match, publishes the step. */
export async function storeStep(
  s: OnlineState,
  row: StoredMatch,
  before: Match,
  after: Match,
  action: GameAction,
  opts: { lagPending: null; expectLagPending?: string | null; ref?: string },
): Promise<Result<void, OnlineRefusal>> {
  const now = s.config.now();
  const result = resultOf(after);
  const awaiting = result ? { kind: "over" as const, seats: [], hints: [] } : awaitingOf(after, []);
  const clock = clockAfter(row.clockSettings as ClockSettings, row.clock as ClockState, awaiting, now);
  const rate = result ? rating(row, result) : undefined;
  const stored = await s.store.commit({
    id: row.id,
    expectSeq: row.seq,
    action,
    lagPending: opts.lagPending,
    ...(opts.expectLagPending !== undefined ? { expectLagPending: opts.expectLagPending } : {}),
    clock,
    ...(result ? { status: "over" as const, result } : {}),
    ...(rate ? { rate } : {}),
    at: now,
  });
  if (!stored) {
    s.cache.delete(row.id);
    return refuse("stale-seq", "another intent was stored first: catch up and send again");
  }
  remember(s, row.id, row.seq + 1, after);
  if (!result && row.sides) void s.computerTurn(row.id);
  if (result) tellOver(s, row.id);
  if (s.ports.shared) {
    // The other nodes learn the state first, so the step's message finds their caches current.
    const played = serialize(playedStepOf(before, after)).toString("base64");
    await publish(s, row.id, { t: "state", node: s.ports.nodeId, seq: row.seq + 1, action, played });
  }
  const step = after.log[after.log.length - 1]!;
  const msg: StepMessage = {
    v: ONLINE_PROTOCOL_VERSION,
    kind: "step",
    match: row.id,
    seq: row.seq + 1,
    action: { ...action },
    report: step.report ? { ...step.report } : null,
    ...(step.lag ? { lag: { ...step.lag } } : {}),
    final: finalTable(after),
    awaiting,
    clock,
    status: result ? "over" : "live",
    result,
    ...(opts.ref ? { ref: opts.ref } : {}),
  };
  await publish(s, row.id, { t: "msg", m: msg });
  return ok(undefined);
}

/** Ends the match outside the referee (forfeit, abandon, shot clock in a lag), rated, published. */
export async function finish(
  s: OnlineState,
  row: StoredMatch,
  result: MatchResult,
  ref?: string,
): Promise<Result<void, OnlineRefusal>> {
  // A match that never had a step is not rated: nobody played.
  const rate = row.seq > 0 && result.winner !== "tie" ? rating(row, result) : undefined;
  const clock: ClockState = { ...(row.clock as ClockState), on: [], deadline: null };
  const stored = await s.store.commit({
    id: row.id,
    expectSeq: row.seq,
    status: "over",
    result,
    clock,
    ...(rate ? { rate } : {}),
    at: s.config.now(),
  });
  if (!stored) return refuse("stale-seq", "the match moved on: catch up and send again");
  s.cache.delete(row.id);
  tellOver(s, row.id);
  await publish(s, row.id, {
    t: "msg",
    m: {
      v: ONLINE_PROTOCOL_VERSION,
      kind: "over",
      match: row.id,
      seq: row.seq,
      result,
      ...(ref ? { ref } : {}),
    },
  });
  return ok(undefined);
}

/** The rating of a finished match, done by the store inside the write that finishes it. */
function rating(row: StoredMatch, result: MatchResult): RatingRequest | undefined {
  const [a, b] = row.players;
  if (!b) return undefined;
  const sides = row.sides
    ? ([row.sides[0].filter((p) => p !== null), row.sides[1].filter((p) => p !== null)] as const)
    : ([[a], [b]] as const);
  return ratingRequest(row.game, sides, scoreOf(result));
}
