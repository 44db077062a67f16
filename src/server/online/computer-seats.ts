/** The computer in a seat (G-TEAM: a partner, a whole side, or a singles opponent). */

import { seatAction, seatLag } from "../../ai/index.ts";
import type { PlayerIndex } from "../../core/index.ts";
import { partnerDue } from "../../game/index.ts";
import { lag } from "./lag.ts";
import { matchAt } from "./match-cache.ts";
import { awaitingOf, lagInOf, parseLagPending } from "./match-logic.ts";
import { computerAt } from "./seats.ts";
import { type OnlineState, serial } from "./service-state.ts";
import { play } from "./strikes.ts";

/**
 * Plays one move for a computer seat when one is due: a lag stroke, the lag winner's break,
 * a decision or a strike, searched off this thread when there is a worker pool. Each stored
 * step calls this again, so the computer keeps playing until a person is due. Any node may
 * call it for any match: the move is a function of the match and the seat (src/ai/seat-move.ts)
 * and the store's seq-conditional write lets one of two nodes store it.
 */
export async function computerTurn(s: OnlineState, id: string): Promise<void> {
  await serial(s, id, async () => {
    const row = await s.store.match(id);
    if (row?.status !== "live" || !row.sides) return;
    const m = await matchAt(s, row);
    if (!m.ok) return;
    const pending = parseLagPending(row.lagPending);
    if (!pending.ok) return;
    const awaiting = awaitingOf(m.value, lagInOf(pending.value));
    const levelOf = (side: PlayerIndex) => computerAt(row.sides, side, partnerDue(m.value, side));
    if (awaiting.kind === "lag") {
      const side = awaiting.seats.find((seat) => levelOf(seat) !== null);
      if (side !== undefined)
        await lag(s, row, m.value, side, seatLag(m.value, side, levelOf(side)!), pending.value);
      return;
    }
    const side = awaiting.seats[0];
    const level = side === undefined ? null : levelOf(side);
    if (side === undefined || level === null) return;
    const action = s.config.strikes
      ? await s.config.strikes.think(m.value, side, level)
      : seatAction(m.value, side, level);
    if (!action) return;
    let r = await play(s, row, m.value, action);
    // A stroke the physics cannot finish (a cue ball pressed on a ball): a fraction of a
    // degree off, as the match runner does; the computer must never stall a match.
    for (const turn of [0.3, -0.3, 1, -1]) {
      if (r.ok || action.kind !== "strike") break;
      const strike = action.strike;
      r = await play(s, row, m.value, {
        ...action,
        strike: { ...strike, direction: (strike.direction + turn + 360) % 360 },
      });
    }
    if (!r.ok && action.kind === "strike") await play(s, row, m.value, { kind: "resign", by: side });
  });
}
