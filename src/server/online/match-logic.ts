/**
 * Online play's bookkeeping around a match, pure: who acts now, an intent as the game module's
 * action, the shot clock after a step, and the result once the referee has ended the match. No
 * rule lives here: turns come from the game's nextUp, outcomes from the referee's state.
 */
import { z } from "zod";
import { err, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import { type GameAction, type Match, nextUp, partnerDue } from "../../game/index.ts";
import type {
  Awaiting,
  ClockSettings,
  ClockState,
  EndReason,
  IntentMessage,
  MatchResult,
} from "../../protocol/index.ts";
import { lagStrokeParams } from "../../protocol/index.ts";

export type Seat = PlayerIndex;
/** The lag strokes in so far, by seat, while the other's is awaited. */
export type LagPending = Partial<Record<"0" | "1", { speed: number; angleDeg?: number; tipY?: number }>>;

/** The pending lag strokes as stored: each seat's stroke in the wire's own lag-stroke shape. */
const storedLagPending = z.strictObject({ "0": lagStrokeParams.optional(), "1": lagStrokeParams.optional() });

/**
 * The match row's pending lag strokes (JSON text, kept raw in the store for its conditional
 * write), parsed and checked: null when none is in; a row that does not hold strokes is an
 * error to report, never a throw.
 */
export function parseLagPending(text: string | null): Result<LagPending | null, string> {
  if (!text) return ok(null);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`the stored lag strokes are not JSON: ${(e as Error).message}`);
  }
  const r = storedLagPending.safeParse(json);
  if (!r.success)
    return err(`the stored lag strokes are not valid: ${r.error.issues.map((i) => i.message).join("; ")}`);
  return ok(r.data as LagPending);
}

/** What the match waits for, and from whom (the lag: the seats whose stroke is not in yet). */
export function awaitingOf(m: Match, lagIn: readonly Seat[]): Awaiting {
  const a = awaitingNow(m, lagIn);
  // G-TEAM-ORDER: with sides, which partner of each side is due.
  return m.setup.sides ? { ...a, due: [partnerDue(m, 0), partnerDue(m, 1)] } : a;
}

function awaitingNow(m: Match, lagIn: readonly Seat[]): Awaiting {
  const next = nextUp(m);
  switch (next.kind) {
    case "lag":
      return { kind: "lag", seats: ([0, 1] as const).filter((s) => !lagIn.includes(s)), hints: [] };
    case "lag-choice":
      return { kind: "lag-choice", seats: [next.by], hints: [] };
    case "over":
      return { kind: "over", seats: [], hints: [] };
    case "play": {
      const seats = new Set<Seat>();
      for (const h of next.hints) if (h.kind !== "resign" && h.kind !== "lag") seats.add(h.by);
      return {
        kind: "play",
        seats: [...seats].sort(),
        hints: next.hints.map((h) => ({ ...h }) as Record<string, unknown>),
      };
    }
  }
}

export const lagInOf = (pending: LagPending | null): Seat[] =>
  pending ? (["0", "1"] as const).filter((k) => pending[k]).map((k) => Number(k) as Seat) : [];

type PlayIntent = Extract<IntentMessage, { kind: "strike" | "declare" | "choose" | "resign" }>;

/**
 * The game module's action for a seat's intent; `by` is the seat the socket holds (and `player`
 * its place in a side, G-TEAM), never a field sent.
 */
export function toGameAction(intent: PlayIntent, by: Seat, player?: number): GameAction {
  switch (intent.kind) {
    case "strike":
      return {
        kind: "strike",
        by,
        strike: intent.strike,
        ...(intent.cueBall ? { cueBall: intent.cueBall } : {}),
        ...(intent.call ? { call: intent.call as never } : {}),
        ...(player !== undefined ? { player } : {}),
      };
    case "declare":
      return { kind: "declare", by, group: intent.group };
    case "choose":
      return { kind: "choose", by, choice: intent.choice as never };
    case "resign":
      return { kind: "resign", by };
  }
}

/** The clock after a step: a fresh shot time for whoever acts next, extensions carried. */
export function clockAfter(
  settings: ClockSettings,
  prev: ClockState,
  awaiting: Awaiting,
  now: number,
): ClockState {
  const running = settings.shotSeconds > 0 && awaiting.seats.length > 0;
  return {
    on: running ? [...awaiting.seats] : [],
    deadline: running ? now + settings.shotSeconds * 1000 : null,
    extensionsLeft: prev.extensionsLeft,
  };
}

export const firstClock = (settings: ClockSettings): ClockState => ({
  on: [],
  deadline: null,
  extensionsLeft: [settings.extensions, settings.extensions],
});

/** The match's result once the referee says it is over: the higher match score wins; equal is a draw. */
export function resultOf(m: Match): MatchResult | null {
  const s = m.rules;
  if (!s?.matchOver) return null;
  const [a, b] = s.matchScore;
  return { winner: a > b ? 0 : b > a ? 1 : "tie", reason: "rules", matchScore: [a, b] };
}

/** A match ended by the server (forfeit, abandon, shot clock during a lag): the other seat wins. */
export function forfeitResult(m: Match, loser: Seat, reason: EndReason): MatchResult {
  const score = m.rules?.matchScore ?? [0, 0];
  return { winner: loser === 0 ? 1 : 0, reason, matchScore: [score[0], score[1]] };
}

/** Player a's score for the rating: 1, 0 or ½. */
export const scoreOf = (r: MatchResult): number => (r.winner === "tie" ? 0.5 : r.winner === 0 ? 1 : 0);
