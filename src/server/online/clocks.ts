/**
 * Time: the shot clock (started when both players are in, extended on request, applied when it
 * runs out) and the grace time of a player whose connections dropped, and a tournament's
 * no-show. Any node may apply a clock: the seq-conditional write lets one win.
 */
import type { Result } from "../../core/index.ts";
import { ok } from "../../core/index.ts";
import { type GameAction, partnerDue } from "../../game/index.ts";
import type {
  ClockSettings,
  ClockState,
  EndReason,
  MatchResult,
  OnlineRefusal,
} from "../../protocol/index.ts";
import { ONLINE_PROTOCOL_VERSION } from "../../protocol/index.ts";
import type { StoredMatch } from "../store/online-store.ts";
import { matchAt } from "./match-cache.ts";
import { awaitingOf, firstClock, forfeitResult, lagInOf, parseLagPending, type Seat } from "./match-logic.ts";
import { computerAt } from "./seats.ts";
import { isTournamentMatch, type OnlineState, publish, refuse, serial } from "./service-state.ts";
import { finish } from "./steps.ts";
import { play } from "./strikes.ts";

/** The clock when both players are in: the lag is due from both. */
export function startClock(s: OnlineState, settings: ClockSettings): ClockState {
  const c = firstClock(settings);
  return settings.shotSeconds > 0
    ? { ...c, on: [0, 1], deadline: s.config.now() + settings.shotSeconds * 1000 }
    : c;
}

/** A seat's shot clock extended by one of its extensions. */
export async function extend(
  s: OnlineState,
  row: StoredMatch,
  seat: Seat,
  ref?: string,
): Promise<Result<void, OnlineRefusal>> {
  const clock = row.clock as ClockState;
  const settings = row.clockSettings as ClockSettings;
  if (clock.deadline === null || !clock.on.includes(seat))
    return refuse("no-extension", "your shot clock is not running");
  if (clock.extensionsLeft[seat] <= 0) return refuse("no-extension", "no extension left in this match");
  const left: [number, number] = [clock.extensionsLeft[0], clock.extensionsLeft[1]];
  left[seat] -= 1;
  const next: ClockState = {
    ...clock,
    deadline: clock.deadline + settings.extensionSeconds * 1000,
    extensionsLeft: left,
  };
  const stored = await s.store.commit({
    id: row.id,
    expectSeq: row.seq,
    clock: next,
    at: s.config.now(),
  });
  if (!stored) return refuse("stale-seq", "the match moved on: catch up and send again");
  await publish(s, row.id, {
    t: "msg",
    m: { v: ONLINE_PROTOCOL_VERSION, kind: "clock", match: row.id, clock: next, ...(ref ? { ref } : {}) },
  });
  return ok(undefined);
}

/** Applies a shot clock that has run out (any node may try; the seq-conditional write lets one win). */
export function expireClock(s: OnlineState, id: string): Promise<void> {
  return serial(s, id, async () => {
    const row = await s.store.match(id);
    if (row?.status !== "live") return;
    const clock = row.clock as ClockState;
    if (clock.deadline === null || s.config.now() < clock.deadline) return;
    const m = await matchAt(s, row);
    if (!m.ok) return;
    const pending = parseLagPending(row.lagPending);
    if (!pending.ok) return;
    const awaiting = awaitingOf(m.value, lagInOf(pending.value));
    const late = awaiting.seats;
    if (awaiting.kind === "lag") {
      const result: MatchResult =
        late.length === 1
          ? forfeitResult(m.value, late[0]!, "shot-clock")
          : { winner: "tie", reason: "shot-clock", matchScore: [0, 0] };
      await finish(s, row, result);
      return;
    }
    const seat = late[0];
    if (seat === undefined) return;
    // A computer seat is never out of time: its move was lost with a node; play it now.
    if (computerAt(row.sides, seat, partnerDue(m.value, seat)) !== null) {
      void s.computerTurn(id);
      return;
    }
    // The lag's winner who lets the clock run breaks (as the computer and the CLI do).
    const action: GameAction =
      awaiting.kind === "lag-choice"
        ? { kind: "choose", by: seat, choice: { kind: "break" } }
        : { kind: "resign", by: seat };
    const r = await play(s, row, m.value, action);
    if (!r.ok) await finish(s, row, forfeitResult(m.value, seat, "shot-clock"));
  });
}

/** A seat away past its grace time forfeits the match; null: both went at once, no winner (unrated). */
export function forfeitAbsent(
  s: OnlineState,
  id: string,
  seat: Seat | null,
  reason: EndReason = "forfeit-grace",
): Promise<void> {
  return serial(s, id, async () => {
    const row = await s.store.match(id);
    if (row?.status !== "live") return;
    // A tournament's match is live before its players come: until the lag, absence is the
    // tournament's no-show rule (tournament-bridge.ts), not the grace time.
    if (isTournamentMatch(id) && row.seq === 0) return;
    const m = await matchAt(s, row);
    if (!m.ok) return;
    const score = m.value.rules?.matchScore ?? [0, 0];
    await finish(
      s,
      row,
      seat === null
        ? { winner: "tie", reason, matchScore: [score[0], score[1]] }
        : forfeitResult(m.value, seat, reason),
    );
  });
}

/**
 * PC-NOSHOW in an online tournament: the match ends before anyone played, won by the seat
 * that came (lagged) against the one that did not; nobody wins when neither came. Unrated.
 */
export function noShow(s: OnlineState, id: string, absent: readonly Seat[]): Promise<void> {
  return serial(s, id, async () => {
    const row = await s.store.match(id);
    if (row?.status !== "live" || row.seq > 0) return;
    const winner: MatchResult["winner"] = absent.length === 1 ? (absent[0] === 0 ? 1 : 0) : "tie";
    await finish(s, row, { winner, reason: "no-show", matchScore: [0, 0] });
  });
}
