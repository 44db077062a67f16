/**
 * The computer in a seat of a match it does not run itself (an online match: the server asks,
 * plays the answer through src/game like any intent, and stores it). Stateless: every random
 * draw comes from the match's seed, the seat and the step number, so any server node asked for
 * the same step gives the same move, and a replay never needs the computer again.
 */
import { makeRng, type PlayerIndex } from "../core/index.ts";
import { type GameAction, type LagStroke, type Match, nextUp, partnerDue } from "../game/index.ts";
import { lagStroke } from "./lag-stroke.ts";
import { type AiLevel, LEVEL_PROFILES } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { decide } from "./player.ts";

const key = (m: Match, side: PlayerIndex, what: string) =>
  `${m.setup.seed}:seat:${side}.${partnerDue(m, side)}:${m.actions.length}:${what}`;

/** The computer's lag stroke for `side` (its partner due lags). */
export function seatLag(m: Match, side: PlayerIndex, level: AiLevel): LagStroke {
  return lagStroke(m.table, level, makeRng(key(m, side, "lag")));
}

/**
 * The computer's action for `side` now: after winning the lag it breaks (the break is worth
 * more than the table it leaves); in play, the search's move with the level's hand on the
 * strike. Null when the side has nothing to do.
 */
export function seatAction(m: Match, side: PlayerIndex, level: AiLevel): GameAction | null {
  const next = nextUp(m);
  if (next.kind === "lag-choice")
    return next.by === side ? { kind: "choose", by: side, choice: { kind: "break" } } : null;
  if (next.kind !== "play") return null;
  const state = m.rules!;
  const move = decide(
    { table: m.table, balls: m.balls, me: side, state },
    level,
    makeRng(key(m, side, "think")),
  );
  if (!move) return null;
  if (move.kind === "choose") return { kind: "choose", by: side, choice: move.choice };
  const strike = perturbStrike(move.strike, LEVEL_PROFILES[level].noise, makeRng(key(m, side, "hand")));
  return {
    kind: "strike",
    by: side,
    strike,
    ...(move.place && next.placement ? { cueBall: move.place } : {}),
    ...(move.call ? { call: move.call } : {}),
    ...(m.setup.sides ? { player: partnerDue(m, side) } : {}),
  };
}
