/**
 * The lag: each side's stroke is checked alone when it arrives and kept as pending (a write
 * conditional on the strokes already pending, two strokes racing); the second one plays both,
 * in a strike worker when there is a pool (a lag is a simulation like any strike: at the start
 * of thousands of matches at once it must not hold the sockets' thread).
 */
import type { Result } from "../../core/index.ts";
import { ok } from "../../core/index.ts";
import { type GameAction, lagStrokeProblem, type Match } from "../../game/index.ts";
import type { OnlineRefusal } from "../../protocol/index.ts";
import { ONLINE_PROTOCOL_VERSION } from "../../protocol/index.ts";
import type { StoredMatch } from "../store/online-store.ts";
import { awaitingOf, type LagPending, type Seat } from "./match-logic.ts";
import { playOffThread } from "./off-thread.ts";
import { type OnlineState, publish, refuse } from "./service-state.ts";
import { storeStep } from "./steps.ts";

export async function lag(
  s: OnlineState,
  row: StoredMatch,
  m: Match,
  seat: Seat,
  stroke: { speed: number; angleDeg?: number; tipY?: number },
  pending: LagPending | null,
  ref?: string,
): Promise<Result<void, OnlineRefusal>> {
  if (awaitingOf(m, []).kind !== "lag") return refuse("illegal-action", "no lag is due now");
  const mine = seat === 0 ? "0" : "1";
  const theirs = seat === 0 ? "1" : "0";
  if (pending?.[mine]) return refuse("already-sent", "your lag stroke is in: waiting for the other player");
  // The stroke alone: a bad stroke is refused now, not when the other's arrives.
  const problem = lagStrokeProblem(stroke);
  if (problem !== null) return refuse("illegal-action", `invalid-input: ${problem}`);
  const other = pending?.[theirs];
  if (!other) {
    const next = JSON.stringify({ ...(pending ?? {}), [mine]: stroke });
    const stored = await s.store.commit({
      id: row.id,
      expectSeq: row.seq,
      expectLagPending: row.lagPending,
      lagPending: next,
      at: s.config.now(),
    });
    if (!stored) return refuse("stale-seq", "the other stroke arrived at the same moment: send it again");
    if (row.sides) void s.computerTurn(row.id);
    await publish(s, row.id, {
      t: "msg",
      m: {
        v: ONLINE_PROTOCOL_VERSION,
        kind: "lag-in",
        match: row.id,
        seat,
        seq: row.seq,
        ...(ref ? { ref } : {}),
      },
    });
    return ok(undefined);
  }
  const strokes = (seat === 0 ? [stroke, other] : [other, stroke]) as [typeof stroke, typeof stroke];
  const action: GameAction = { kind: "lag", strokes };
  const r = await playOffThread(s, m, action);
  if (!r.ok) return refuse("illegal-action", `${r.error.code}: ${r.error.message}`);
  return storeStep(s, row, m, r.value, action, {
    lagPending: null,
    expectLagPending: row.lagPending,
    ...(ref ? { ref } : {}),
  });
}
