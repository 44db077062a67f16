/**
 * The shape of a position set by hand (positions.ts plays it): kept in a file of its own, below
 * positions.ts and the demonstrations' files that describe positions in it.
 */
import type { BallId, ByPlayer, GameId, PlayerIndex, Vec2 } from "../core/index.ts";
import type { Choice, Group } from "../rules/index.ts";
import type { GameAction } from "./match-types.ts";

export interface PositionSpec {
  readonly game: GameId;
  /**
   * The balls on the cloth (the cue ball, id 0, included); every other ball is already pocketed.
   * "rack": the full rack, a break to play with the cue ball in hand behind the head string.
   */
  readonly balls: readonly { readonly id: BallId; readonly at: Vec2 }[] | "rack";
  /** Who is on turn (default 0). */
  readonly shooter?: PlayerIndex;
  /** Bola 8: each player's group (absent: the table is open). */
  readonly groups?: ByPlayer<Group>;
  /** The shooter has ball in hand behind the head string (G-BIH). */
  readonly ballInHand?: boolean;
  /** Fouls in a row so far, each side's (B8-L9, PC-3FOULS). */
  readonly fouls?: ByPlayer<number>;
  /** Piña: each side's points in the game so far (a position near 61, PC-4b). */
  readonly score?: ByPlayer<number>;
  /** Piña: turns owed to the shooter beyond this one (after the opponent's third foul, PC-20). */
  readonly turnsOwed?: number;
  /** Piña: the opponent's last shot was a defence, declining the ball on (PC-14, PC-REFUSED). */
  readonly ballOnDeclined?: boolean;
  /**
   * The racks (Bola 8) or games (Piña) of this match already decided, in order, by winner; a
   * Piña game may have ended 60–60 ("tie"). The match score follows from them (B8-MATCH,
   * PC-MATCH); the match must still be open.
   */
  readonly decided?: readonly (PlayerIndex | "tie")[];
  /** G-TEAM: a match of sides, each one to four partners in shooting order; absent for singles. */
  readonly sides?: ByPlayer<readonly string[]>;
  /** G-TEAM-ORDER: with sides, the partner of each side due to strike its next stroke (default the first). */
  readonly due?: ByPlayer<number>;
  readonly settings?: Readonly<Record<string, unknown>>;
}

/** A rule's demonstration: the position and the stroke that shows the rule. */
export interface RulePosition extends PositionSpec {
  readonly stroke: Omit<Extract<GameAction, { kind: "strike" }>, "kind" | "by">;
  /**
   * Choices made after the stroke, each by the player it is offered to: an option that is only
   * offered once another is taken (B8-SPOT-OWN after ball in hand).
   */
  readonly choices?: readonly Choice[];
  /** After the stroke (and choices), this player concedes the rack or game (G-RESIGN). */
  readonly resign?: PlayerIndex;
}
