/**
 * The referee's state: plain immutable data (JSON-serializable), so it can be stored, sent
 * over the wire and replayed. A decision pending from a player is explicit state.
 */
import type { ByPlayer, GameId, ObjectBallId, PlayerIndex } from "../core/index.ts";
import { OBJECT_BALL_IDS } from "../core/index.ts";
import type { Group, OptionName } from "./actions.ts";
import type { RuleId } from "./catalogue/ids.ts";
import type { Settings } from "./settings.ts";
import { type TeamState, teamsAtRack } from "./teams.ts";

/** One option the referee offers, with the rule that grants it. */
export interface Offer {
  readonly option: OptionName;
  readonly rule: RuleId;
}

/** A decision the referee waits for before play goes on. */
export interface Pending {
  readonly for: PlayerIndex;
  readonly offers: readonly Offer[];
  /** With an "equalize" offer: how many balls may be removed (B8-EQUALIZE). */
  readonly equalizeUpTo: number | null;
}

/** How a Piña game ended, for encounter scoring (PC-MATCH). */
export type GameResult = { readonly kind: "win"; readonly winner: PlayerIndex } | { readonly kind: "tie" };

export type Phase =
  /** The next shot is the break of this rack/game. */
  | { readonly kind: "break" }
  | { readonly kind: "play" }
  /** The rack/game is decided; the next step starts a new one (or, with `lagDue`, a lag comes first). */
  | {
      readonly kind: "rack-over";
      readonly winner: PlayerIndex | "tie";
      /** The rule ID that lost it (G-RESIGN for a resignation), or null for a win by play (8 pocketed, 61 reached, a tie). */
      readonly loss: RuleId | null;
      readonly decidedBy: RuleId;
      readonly lagDue: boolean;
    };

export interface MatchState {
  readonly game: GameId;
  readonly settings: Settings;
  /** 1-based number of the rack (Bola 8) or game (Piña) in play, or just decided. */
  readonly rack: number;
  /** Who broke (or breaks) this rack. */
  readonly breaker: PlayerIndex;
  readonly phase: Phase;
  /** Whose shot is next. */
  readonly turn: PlayerIndex;
  /** The player on turn places the cue ball behind the head string (G-BIH). */
  readonly ballInHand: boolean;
  readonly pending: Pending | null;
  /** Ascending. */
  readonly onTable: readonly ObjectBallId[];
  /** Pocketed and out of play (including balls removed by B8-EQUALIZE). */
  readonly pocketed: readonly ObjectBallId[];
  /** Ended off the table and stay off (B8-OFFTABLE: an opponent-group ball). */
  readonly offTable: readonly ObjectBallId[];
  readonly consecutiveFouls: ByPlayer<number>;
  /** Extra turns owed to the player on turn (PC-14, PC-20). */
  readonly turnsOwed: number;
  /** Racks won (Bola 8) or encounter points (Piña, ½ steps). */
  readonly matchScore: ByPlayer<number>;
  readonly matchOver: boolean;
  /** Bola 8: groups by player once assigned; null while the table is open. */
  readonly groups: ByPlayer<Group> | null;
  /** Bola 8: the group declared for the next shot on an open table (B8-OPEN). */
  readonly declared: Group | null;
  /** Piña: points of the current game. */
  readonly score: ByPlayer<number>;
  /** Piña: the ball on that the previous shooter declined with a defence (PC-REFUSED). */
  readonly declinedBallOn: ObjectBallId | null;
  /** Piña: results of the games of this encounter so far. */
  readonly gameResults: readonly GameResult[];
  /** G-TEAM: present only in a match of sides (a script with `players` as two lists). */
  readonly teams?: TeamState;
}

export const fullRack = (): ObjectBallId[] => [...OBJECT_BALL_IDS];

/** A fresh rack: all 15 object balls on the table, the breaker with the cue ball behind the head string. */
export function freshRack(
  rack: number,
  breaker: PlayerIndex,
): Omit<MatchState, "game" | "settings" | "matchScore" | "matchOver" | "gameResults"> {
  return {
    rack,
    breaker,
    phase: { kind: "break" },
    turn: breaker,
    ballInHand: true,
    pending: null,
    onTable: fullRack(),
    pocketed: [],
    offTable: [],
    consecutiveFouls: [0, 0],
    turnsOwed: 0,
    groups: null,
    declared: null,
    score: [0, 0],
    declinedBallOn: null,
  };
}

/** The match as it was, at the start of a fresh rack. */
export function rackState(prev: MatchState, rack: number, breaker: PlayerIndex): MatchState {
  const fresh = { ...prev, ...freshRack(rack, breaker) };
  // G-TEAM-ORDER: partners take turns to open each rack or game.
  return prev.teams ? { ...fresh, teams: teamsAtRack(prev.teams.sizes, rack) } : fresh;
}

export const sortBalls = <T extends number>(balls: Iterable<T>): T[] => [...balls].sort((a, b) => a - b);
