/**
 * Online matches, orchestrated (lila-style): identity, creating and joining, and every intent —
 * seat, sequence and turn checked here, the strike simulated and ruled by src/game, the step
 * stored by a write conditional on the sequence number, then published on the bus so every node
 * with a socket on the match (rooms.ts) sends it on. A node keeps a replayed match in memory
 * only as a shortcut: it is used when its seq equals the database's, read in the same request.
 *
 * This class is the service's one face; each job is a file of plain functions over its state
 * (service-state.ts): identity.ts, joining.ts, match-cache.ts and match-views.ts (reading a
 * match), intents.ts, lag.ts, strikes.ts, off-thread.ts (in the strike workers or here), steps.ts
 * (storing what happened), clocks.ts (the shot clock, the grace time, a no-show) and
 * computer-seats.ts.
 */
import type { Result } from "../../core/index.ts";
import type { GameAction, Match, MatchSetup } from "../../game/index.ts";
import type {
  EndReason,
  IntentMessage,
  MatchOptions,
  MatchSummary,
  OnlineRefusal,
  ServerMessage,
} from "../../protocol/index.ts";
import type { OnlineStore, StoredMatch, StoredPlayer, StoredSides } from "../store/online-store.ts";
import type { OnlinePorts } from "./bus.ts";
import * as clocks from "./clocks.ts";
import { computerTurn } from "./computer-seats.ts";
import * as identity from "./identity.ts";
import { intent } from "./intents.ts";
import * as joining from "./joining.ts";
import { learnStep, matchAt, setupOf } from "./match-cache.ts";
import type { Seat } from "./match-logic.ts";
import * as views from "./match-views.ts";
import type { Place, SeatInvite } from "./seats.ts";
import { type BusEvent, idle, type OnlineConfig, type OnlineState, publish } from "./service-state.ts";

export type { CreateOptions } from "./joining.ts";
export {
  type BusEvent,
  isTournamentMatch,
  matchChannel,
  type OnlineConfig,
  placeIn,
  tournamentMatchId,
} from "./service-state.ts";

export class OnlineService {
  private readonly state: OnlineState;
  readonly store: OnlineStore;
  readonly ports: OnlinePorts;
  readonly config: OnlineConfig;
  /** Told the id of every match this node finishes (a tournament records its result). */
  readonly overListeners = new Set<(id: string) => void>();

  constructor(
    store: OnlineStore,
    ports: OnlinePorts,
    config: OnlineConfig,
    /** The organizer id of a signed-in club-mode account's token, or null. */
    account: (token: string) => Promise<string | null> = async () => null,
  ) {
    this.store = store;
    this.ports = ports;
    this.config = config;
    const state: OnlineState = {
      store,
      ports,
      config,
      account,
      cache: new Map(),
      locks: new Map(),
      overListeners: this.overListeners,
      computerTurn: (id) => computerTurn(state, id),
    };
    this.state = state;
  }

  // ---- identity -------------------------------------------------------------------------------

  createGuest(name: string): Promise<{ token: string; player: StoredPlayer }> {
    return identity.createGuest(this.state, name);
  }

  identify(token: string | undefined | null): Promise<StoredPlayer | null> {
    return identity.identify(this.state, token);
  }

  ratingOf(playerId: string, game: string) {
    return identity.ratingOf(this.state, playerId, game);
  }

  // ---- creating and joining -------------------------------------------------------------------

  createMatch(
    creator: StoredPlayer,
    options: MatchOptions,
    opponent?: StoredPlayer,
    /** G-TEAM: every seat already taken (the quick-match queue's 2 v 2). */
    seated?: StoredSides,
    how: joining.CreateOptions = {},
  ): Promise<Result<{ match: StoredMatch; invite: string; seatInvites: SeatInvite[] }, string>> {
    return joining.createMatch(this.state, creator, options, opponent, seated, how);
  }

  join(
    row: StoredMatch,
    player: StoredPlayer,
    want: Place | null = null,
  ): Promise<Result<StoredMatch, OnlineRefusal>> {
    return joining.join(this.state, row, player, want);
  }

  // ---- reading a match ------------------------------------------------------------------------

  setupOf(row: StoredMatch): MatchSetup {
    return setupOf(row);
  }

  /** The match at the row's seq: the cached replay when it is at that seq, else replayed from the steps. */
  matchAt(row: StoredMatch): Promise<Result<Match, string>> {
    return matchAt(this.state, row);
  }

  /** Another node's step, with the state after it: taken into this node's cache when it fits. */
  learnStep(id: string, seq: number, action: GameAction, played: string): void {
    learnStep(this.state, id, seq, action, played);
  }

  summary(row: StoredMatch): Promise<MatchSummary> {
    return views.summary(this.state, row);
  }

  welcome(row: StoredMatch, place: Place | null, ref?: string): Promise<Result<ServerMessage, string>> {
    return views.welcome(this.state, row, place, ref);
  }

  saved(id: string): Promise<Result<Record<string, unknown>, OnlineRefusal>> {
    return views.saved(this.state, id);
  }

  // ---- intents --------------------------------------------------------------------------------

  /** One intent from the player in `seat` (null for a spectator). Refused: nothing changed. */
  intent(
    msg: IntentMessage,
    player: StoredPlayer | null,
  ): Promise<Result<void, OnlineRefusal & { seq: number | null }>> {
    return intent(this.state, msg, player);
  }

  // ---- the computer in a seat -----------------------------------------------------------------

  computerTurn(id: string): Promise<void> {
    return this.state.computerTurn(id);
  }

  // ---- time: the shot clock and the grace time ---------------------------------------------------

  /** Applies a shot clock that has run out (any node may try; the seq-conditional write lets one win). */
  expireClock(id: string): Promise<void> {
    return clocks.expireClock(this.state, id);
  }

  /** A seat away past its grace time forfeits the match; null: both went at once, no winner (unrated). */
  forfeitAbsent(id: string, seat: Seat | null, reason: EndReason = "forfeit-grace"): Promise<void> {
    return clocks.forfeitAbsent(this.state, id, seat, reason);
  }

  /** PC-NOSHOW in an online tournament: the match ends before anyone played (clocks.ts). Unrated. */
  noShow(id: string, absent: readonly Seat[]): Promise<void> {
    return clocks.noShow(this.state, id, absent);
  }

  // ---- plumbing --------------------------------------------------------------------------------

  publish(id: string, e: BusEvent): Promise<void> {
    return publish(this.state, id, e);
  }

  /** Resolves when every intent being decided now has been stored and published (a drain's wait). */
  idle(): Promise<void> {
    return idle(this.state);
  }
}
