/**
 * An intent from a socket, decided: seat, sequence and turn checked here, then handed to the
 * lag, the strikes, the clock or the end of the match. Refused: nothing changed.
 */
import type { Result } from "../../core/index.ts";
import { err } from "../../core/index.ts";
import { partnerDue } from "../../game/index.ts";
import type { IntentMessage, OnlineRefusal } from "../../protocol/index.ts";
import type { StoredMatch, StoredPlayer } from "../store/online-store.ts";
import { extend } from "./clocks.ts";
import { lag } from "./lag.ts";
import { matchAt } from "./match-cache.ts";
import { awaitingOf, forfeitResult, lagInOf, parseLagPending, toGameAction } from "./match-logic.ts";
import { isTeamMatch } from "./seats.ts";
import { type OnlineState, placeIn, refuse, serial } from "./service-state.ts";
import { finish } from "./steps.ts";
import { play } from "./strikes.ts";

/** One intent from the player in `seat` (null for a spectator). Refused: nothing changed. */
export function intent(
  s: OnlineState,
  msg: IntentMessage,
  player: StoredPlayer | null,
): Promise<Result<void, OnlineRefusal & { seq: number | null }>> {
  return serial(s, msg.match, async () => {
    // Twice at most: a write lost to another node at the same seq (both lag strokes at once)
    // is decided again on the fresh row; a truly stale intent is refused the second time.
    for (let attempt = 0; ; attempt++) {
      const row = await s.store.match(msg.match);
      if (!row) return err({ code: "not-found", message: `no match ${msg.match}`, seq: null });
      const r = await decide(s, row, msg, player);
      if (r.ok) return r;
      if (r.error.code !== "stale-seq" || attempt > 0 || msg.seq !== row.seq)
        return err({ ...r.error, seq: row.seq });
    }
  });
}

async function decide(
  s: OnlineState,
  row: StoredMatch,
  msg: IntentMessage,
  player: StoredPlayer | null,
): Promise<Result<void, OnlineRefusal>> {
  const place = placeIn(row, player);
  if (place === null) return refuse("not-a-player", "spectators watch: only the match's players act");
  const seat = place.side;
  if (row.status === "over") return refuse("match-over", "the match is over");
  if (row.status === "open") return refuse("not-started", "waiting for an opponent to join");
  if (msg.seq !== row.seq)
    return refuse("stale-seq", `the match is at seq ${row.seq}, the intent was for ${msg.seq}`);
  const m = await matchAt(s, row);
  if (!m.ok) return refuse("busy", m.error);
  const pending = parseLagPending(row.lagPending);
  if (!pending.ok) return refuse("busy", pending.error);
  const awaiting = awaitingOf(m.value, lagInOf(pending.value));
  // G-TEAM-ORDER: in a match of sides only the partner due lags, strikes and decides for the side.
  const due = isTeamMatch(row.sides) ? partnerDue(m.value, seat) : place.member;
  const outOfTurn = () => {
    const name = row.sides?.[seat]?.[due]?.name ?? `player ${due + 1}`;
    return refuse(
      "not-your-turn",
      `${name} (side ${seat}, player ${due}) is due, not player ${place.member}`,
    );
  };
  switch (msg.kind) {
    case "abandon":
      return finish(s, row, forfeitResult(m.value, seat, "abandon"), msg.ref);
    case "extend":
      return extend(s, row, seat, msg.ref);
    case "lag":
      if (place.member !== due) return outOfTurn();
      return lag(s, row, m.value, seat, msg.stroke, pending.value, msg.ref);
    default: {
      if (awaiting.kind === "lag") return refuse("illegal-action", "a lag is due: send a lag stroke");
      if (msg.kind !== "resign" && !awaiting.seats.includes(seat))
        return refuse("not-your-turn", `seat ${awaiting.seats.join(" and ")} acts now, not seat ${seat}`);
      // A side resigns by any of its partners; everything else is the partner due's.
      if (msg.kind !== "resign" && place.member !== due) return outOfTurn();
      const player = isTeamMatch(row.sides) ? place.member : undefined;
      return play(s, row, m.value, toGameAction(msg, seat, player), msg.ref);
    }
  }
}
