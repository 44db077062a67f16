/**
 * Sides of several players (G-TEAM) and the order partners shoot in (G-TEAM-ORDER): the one
 * home of "which partner is due". A singles match carries no team state at all, so nothing a
 * singles match reports changes.
 */
import { type ByPlayer, err, ok, type PlayerIndex, type Result } from "../core/index.ts";
import type { RuleError } from "./actions.ts";

/** G-TEAM: a side is one to four players. */
export const MAX_SIDE_PLAYERS = 4;

export const TEAM_ROTATIONS = ["visit", "shot"] as const;
export type TeamRotation = (typeof TEAM_ROTATIONS)[number];

export interface TeamState {
  /** Players in each side, in shooting order. */
  readonly sizes: ByPlayer<number>;
  /** Index within each side of the partner who strikes that side's next stroke. */
  readonly due: ByPlayer<number>;
}

/** Who strikes (or decides for) a side: the side and the partner's index within it. */
export type Member = readonly [side: PlayerIndex, player: number];

/** Checks the side sizes of a match of sides: one to four players each. */
export function fromSideSizes(sizes: readonly number[]): Result<ByPlayer<number>, RuleError> {
  if (sizes.length !== 2)
    return err({ code: "invalid-setting", message: `a match has two sides, not ${sizes.length}` });
  for (const [i, n] of sizes.entries()) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_SIDE_PLAYERS)
      return err({
        code: "invalid-setting",
        message: `side ${i} must have 1 to ${MAX_SIDE_PLAYERS} players, not ${n}`,
      });
  }
  return ok([sizes[0]!, sizes[1]!]);
}

/** G-TEAM-ORDER: at the start of rack (or game) k each side's first player is its player (k − 1) mod n. */
export function teamsAtRack(sizes: ByPlayer<number>, rack: number): TeamState {
  return { sizes, due: [(rack - 1) % sizes[0], (rack - 1) % sizes[1]] };
}

/** The partner of `side` who is due to strike. */
export const duePlayer = (t: TeamState, side: PlayerIndex): number => t.due[side];

/**
 * The order after a stroke by `side` (G-TEAM-ORDER). `struck` is the partner who actually
 * struck; `visitEnded` says the side's visit to the table is over (the turn passed, or an owed
 * turn began). A stroke out of turn does not use up the due partner's turn: the order goes on
 * from the partner who was due. With "shot" every stroke moves the order on; with "visit"
 * only the end of a visit does.
 */
export function afterStroke(
  t: TeamState,
  rotation: TeamRotation,
  side: PlayerIndex,
  struck: number,
  visitEnded: boolean,
): TeamState {
  if (struck !== t.due[side]) return t;
  if (rotation === "visit" && !visitEnded) return t;
  const due: [number, number] = [t.due[0], t.due[1]];
  due[side] = (due[side] + 1) % t.sizes[side];
  return { ...t, due };
}

/** The partner named on a shot, checked against the side's size; absent means the due partner. */
export function readStriker(t: TeamState, side: PlayerIndex, player: unknown): Result<number, RuleError> {
  if (player === undefined) return ok(t.due[side]);
  if (typeof player !== "number" || !Number.isInteger(player) || player < 0 || player >= t.sizes[side])
    return err({
      code: "invalid-shot",
      message: `player ${JSON.stringify(player)} is not in side ${side}, which has ${t.sizes[side]} player${t.sizes[side] === 1 ? "" : "s"} (0 to ${t.sizes[side] - 1})`,
    });
  return ok(player);
}
