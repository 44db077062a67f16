/**
 * What may come next, for the UI, the server's validation and the AI: who acts, and which
 * kinds of action (shot, declare, choose with its options, lag, resign).
 */
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import type { Group, OptionName } from "./actions.ts";
import { groupOnTable, isOnEight, legalObjectBalls } from "./bola8/groups.ts";
import { startNextRack } from "./flow.ts";
import { memberDue } from "./member-due.ts";
import { ballOn } from "./pina/shot.ts";
import type { MatchState } from "./state.ts";

export type CallNeeded =
  /** Bola 8, open table: declare a group (here or in call.group) or foul B8-F2. */
  | "group"
  /** Bola 8, on the 8: name its pocket (B8-8CALL). */
  | "pocket-8"
  /** Piña: a ball and its pocket, or a defence. */
  | "ball-or-defense"
  | "none";

export type ActionKindHint =
  | {
      readonly kind: "shot";
      readonly by: PlayerIndex;
      readonly isBreak: boolean;
      readonly ballInHand: boolean;
      readonly call: CallNeeded;
      /** Balls the cue ball may legally touch first (the 1 on a Piña break; any ball on a Bola 8 break). */
      readonly legalFirstContact: readonly ObjectBallId[];
      /** A shot here also takes the pending default ("accept" or "decline"). */
      readonly takesDefault: OptionName | null;
      /** G-TEAM, a match of sides only: the partner of side `by` who is due. */
      readonly player?: number;
    }
  | {
      readonly kind: "declare";
      readonly by: PlayerIndex;
      readonly groups: readonly Group[];
      readonly player?: number;
    }
  | {
      readonly kind: "choose";
      readonly by: PlayerIndex;
      /** G-TEAM: the partner who decides for the side (the one due to shoot). */
      readonly player?: number;
      readonly options: readonly OptionName[];
      readonly equalizeUpTo: number | null;
      /** With "equalize": the balls that may be removed. */
      readonly equalizeBalls: readonly ObjectBallId[];
    }
  | { readonly kind: "lag" }
  | { readonly kind: "resign"; readonly by: PlayerIndex };

/** G-TEAM: `{ player }` naming the side's due partner, in a match of sides only. */
function dueField(s: MatchState, side: PlayerIndex): { player?: number } {
  const m = memberDue(s, side);
  return m ? { player: m[1] } : {};
}

export function legalActions(s: MatchState): ActionKindHint[] {
  if (s.matchOver) return [];
  if (s.phase.kind === "rack-over" && s.phase.lagDue) return [{ kind: "lag" }];
  const resigns: ActionKindHint[] = [
    { kind: "resign", by: 0 },
    { kind: "resign", by: 1 },
  ];
  if (s.phase.kind === "rack-over") {
    // The next rack starts with the next breaker's break.
    return [shotHint(startNextRack(s, s.turn)), ...resigns];
  }
  const out: ActionKindHint[] = [];
  const p = s.pending;
  if (p) {
    const own = s.groups ? groupOnTable(s, s.groups[p.for]) : [];
    out.push({
      kind: "choose",
      by: p.for,
      ...dueField(s, p.for),
      options: p.offers.map((o) => o.option),
      equalizeUpTo: p.equalizeUpTo,
      equalizeBalls: p.equalizeUpTo ? own : [],
    });
  }
  const defaultTaken = p
    ? (p.offers.find((o) => o.option === "accept" || o.option === "decline")?.option ?? null)
    : null;
  if (!p || defaultTaken) {
    out.push(shotHint(s, defaultTaken));
    if (s.game === "bola8" && s.groups === null && s.phase.kind === "play")
      out.push({ kind: "declare", by: s.turn, groups: ["solids", "stripes"], ...dueField(s, s.turn) });
  }
  return [...out, ...resigns];
}

function shotHint(s: MatchState, takesDefault: OptionName | null = null): ActionKindHint {
  const isBreak = s.phase.kind === "break";
  let call: CallNeeded = "none";
  let legal: readonly ObjectBallId[];
  if (s.game === "pina") {
    call = isBreak ? "none" : "ball-or-defense";
    const on = isBreak ? 1 : ballOn(s);
    legal = on === null ? [] : [on];
  } else if (isBreak) legal = s.onTable;
  else {
    if (s.groups === null) call = "group";
    else if (isOnEight(s, s.turn)) call = "pocket-8";
    legal = legalObjectBalls(s, s.turn);
  }
  return {
    kind: "shot",
    by: s.turn,
    isBreak,
    ballInHand: s.ballInHand,
    call,
    legalFirstContact: legal,
    takesDefault,
    ...dueField(s, s.turn),
  };
}

/** The player who acts next: the one a decision is pending from, else the player on turn. */
export const nextActor = (s: MatchState): PlayerIndex => s.pending?.for ?? s.turn;
