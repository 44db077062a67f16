/**
 * What ends a race or a game, per player: Bola 8's race (B8-MATCH) and Piña's 61 (PC-SCORE), or
 * each player's own under a handicap (issue 39: 5 against 3, 61 against 50). The referee ends
 * the race or the game at each player's own target; the pages say the targets from here too.
 */
import type { ByPlayer, GameId, PlayerIndex } from "../core/index.ts";
import type { Settings } from "./settings.ts";

/** PC-SCORE: the points that win a Piña game without a handicap. */
export const TARGET_POINTS = 61;

/** Each player's own race (Bola 8) or target (Piña): the handicap's, else the same for both. */
export function targetsOf(s: Pick<Settings, "raceTo" | "handicap">, game: GameId): ByPlayer<number> {
  const even = game === "bola8" ? s.raceTo : TARGET_POINTS;
  return s.handicap ?? [even, even];
}

export const targetOf = (
  s: Pick<Settings, "raceTo" | "handicap">,
  game: GameId,
  player: PlayerIndex,
): number => targetsOf(s, game)[player];
