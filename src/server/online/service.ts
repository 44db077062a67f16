/**
 * Online matches, orchestrated (lila-style): identity, creating and joining, and every intent —
 * seat, sequence and turn checked here, the strike simulated and ruled by src/game, the step
 * stored by a write conditional on the sequence number, then published on the bus so every node
 * with a socket on the match (rooms.ts) sends it on. A node keeps a replayed match in memory
 * only as a shortcut: it is used when its seq equals the database's, read in the same request.
 */
import { seatAction, seatLag } from "../../ai/index.ts";
import { err, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import {
  engineFingerprint,
  finalTable,
  type GameAction,
  type GameError,
  type Match,
  type MatchSetup,
  partnerDue,
  playAction,
  replay,
  startMatch,
  toSavedMatch,
} from "../../game/index.ts";
import type {
  ClockSettings,
  ClockState,
  EndReason,
  IntentMessage,
  MatchOptions,
  MatchResult,
  MatchSummary,
  OnlineRefusal,
  ServerMessage,
  StepMessage,
} from "../../protocol/index.ts";
import { ONLINE_PROTOCOL_VERSION } from "../../protocol/index.ts";
import { digest, newId, newToken } from "../auth/tokens.ts";
import type {
  OnlineStore,
  RatingRequest,
  StoredMatch,
  StoredPlayer,
  StoredSides,
} from "../store/online-store.ts";
import type { OnlinePorts } from "./bus.ts";
import { NEW_PLAYER } from "./glicko2.ts";
import {
  awaitingOf,
  clockAfter,
  firstClock,
  forfeitResult,
  type LagPending,
  lagInOf,
  resultOf,
  type Seat,
  scoreOf,
  toGameAction,
} from "./match-logic.ts";
import {
  computerAt,
  initialSides,
  isTeamMatch,
  openSeats,
  type Place,
  placeOf,
  type SeatInvite,
  seatPlayer,
  setupNames,
} from "./seats.ts";
import type { StrikePool } from "./strike-pool.ts";
import { ratingRequest } from "./team-rating.ts";

export interface OnlineConfig {
  /** Where strikes are played: a worker pool (strike-pool.ts), or this thread when absent. */
  readonly strikes?: StrikePool;
  /** How long a player whose connections all dropped may take to come back before forfeiting. */
  readonly graceMs: number;
  readonly now: () => number;
}

/** What travels on a match's bus channel. */
export type BusEvent =
  | { readonly t: "msg"; readonly m: ServerMessage }
  /** Presence changed somewhere: every node recomputes and sends it. */
  | { readonly t: "presence" }
  /** The match changed outside a step (the second player joined): every socket gets a fresh welcome. */
  | { readonly t: "resync" };

export const matchChannel = (id: string) => `om:${id}`;

const refuse = (code: OnlineRefusal["code"], message: string): Result<never, OnlineRefusal> =>
  err({ code, message });

const GAME_ERROR_CODES: Partial<Record<GameError["code"], OnlineRefusal["code"]>> = {
  "not-your-turn": "not-your-turn",
};

/** The online match that plays a tournament's encounter: one per encounter, whichever node makes it. */
export const tournamentMatchId = (encounterId: string) => `t-${encounterId}`;
export const isTournamentMatch = (matchId: string) => matchId.startsWith("t-");

/** How a match is made besides its options (a tournament's call, issue 28). */
export interface CreateOptions {
  /** The match's id, fixed by the caller: a second try to create it fails on the key (idempotent). */
  readonly id?: string;
  /** The lag is not timed (a tournament's no-show wait decides who never came); later shots are. */
  readonly untimedLag?: boolean;
}

export class OnlineService {
  private readonly cache = new Map<string, { seq: number; match: Match }>();
  private readonly locks = new Map<string, Promise<unknown>>();
  /** Told the id of every match this node finishes (a tournament records its result). */
  readonly overListeners = new Set<(id: string) => void>();

  constructor(
    readonly store: OnlineStore,
    readonly ports: OnlinePorts,
    readonly config: OnlineConfig,
    /** The organizer id of a signed-in club-mode account's token, or null. */
    private readonly account: (token: string) => Promise<string | null> = async () => null,
  ) {}

  // ---- identity -------------------------------------------------------------------------------

  async createGuest(name: string): Promise<{ token: string; player: StoredPlayer }> {
    const id = newId();
    const token = newToken();
    await this.store.createGuest({ id, name, tokenHash: digest(token), at: this.config.now() });
    return { token, player: { id: `g:${id}`, name, guest: true } };
  }

  async identify(token: string | undefined | null): Promise<StoredPlayer | null> {
    if (!token || token.length > 100) return null;
    const guest = await this.store.guestByToken(digest(token));
    if (guest) return guest;
    const organizer = await this.account(token);
    if (!organizer) return null;
    const id = `a:${organizer}`;
    const name = await this.store.playerName(id);
    return name ? { id, name, guest: false } : null;
  }

  async ratingOf(playerId: string, game: string) {
    return (await this.store.rating(playerId, game)) ?? { ...NEW_PLAYER, games: 0 };
  }

  // ---- creating and joining -------------------------------------------------------------------

  async createMatch(
    creator: StoredPlayer,
    options: MatchOptions,
    opponent?: StoredPlayer,
    /** G-TEAM: every seat already taken (the quick-match queue's 2 v 2). */
    seated?: StoredSides,
    how: CreateOptions = {},
  ): Promise<Result<{ match: StoredMatch; invite: string; seatInvites: SeatInvite[] }, string>> {
    const seed = newId();
    const sides = seated ?? (options.sides ? initialSides(options.sides, creator) : undefined);
    const full = opponent !== undefined || (sides !== undefined && openSeats(sides).length === 0);
    const names = setupNames({ players: [creator, opponent ?? null], sides: sides ?? null });
    const check = startMatch({ seed, game: options.game, settings: options.settings, ...names });
    if (!check.ok) return err(check.error.message);
    const id = how.id ?? newId();
    const invite = newToken();
    // G-TEAM: every open person seat gets its own link, so each friend is sent to their seat.
    const seatInvites = sides ? openSeats(sides).map((p) => ({ ...p, invite: newToken() })) : [];
    const clock = full && !how.untimedLag ? this.startClock(options.clock) : firstClock(options.clock);
    await this.store.createMatch({
      id,
      game: options.game,
      settings: options.settings,
      clockSettings: options.clock,
      seed,
      listed: options.listed,
      inviteHash: digest(invite),
      creator,
      ...(opponent ? { opponent } : {}),
      ...(sides
        ? {
            sides,
            seatInvites: seatInvites.map((i) => ({ hash: digest(i.invite), side: i.side, member: i.member })),
            ...(full ? { opponent: sides[1][0]! } : {}),
          }
        : {}),
      clock,
      at: this.config.now(),
    });
    const match = await this.store.match(id);
    if (!match) return err("the match was not stored");
    if (full) void this.computerTurn(id);
    return ok({ match, invite, seatInvites });
  }

  /** The clock when both players are in: the lag is due from both. */
  private startClock(settings: ClockSettings): ClockState {
    const c = firstClock(settings);
    return settings.shotSeconds > 0
      ? { ...c, on: [0, 1], deadline: this.config.now() + settings.shotSeconds * 1000 }
      : c;
  }

  async join(
    row: StoredMatch,
    player: StoredPlayer,
    want: Place | null = null,
  ): Promise<Result<StoredMatch, OnlineRefusal>> {
    if (row.sides) return this.takeSeat(row, player, want);
    if (row.players[0].id === player.id)
      return refuse("illegal-action", "you created this match: share its link");
    if (row.status !== "open" || row.players[1]) {
      if (row.players[1]?.id === player.id) return ok(row);
      return refuse("match-over", "this match already has two players");
    }
    const joined = await this.store.join(
      row.id,
      player,
      this.startClock(row.clockSettings as ClockSettings),
      this.config.now(),
    );
    if (!joined) return refuse("match-over", "someone else took the seat first");
    const fresh = (await this.store.match(row.id))!;
    await this.publish(row.id, { t: "resync" });
    return ok(fresh);
  }

  /** G-TEAM: a seat of a match of sides (`want`: the seat's own link); live once every seat is held. */
  private async takeSeat(
    row: StoredMatch,
    player: StoredPlayer,
    want: Place | null,
  ): Promise<Result<StoredMatch, OnlineRefusal>> {
    // A few tries: four friends opening their links at once each write against the seats as read.
    for (let attempt = 0; attempt < 5; attempt++) {
      const sides = row.sides!;
      const mine = placeOf(sides, player.id);
      if (mine && (!want || (want.side === mine.side && want.member === mine.member))) return ok(row);
      if (row.status !== "open") return refuse("match-over", "every seat of this match is taken");
      const seated = seatPlayer(sides, player, want);
      if (!seated.ok) return refuse(want ? "match-over" : "illegal-action", seated.error);
      const full = openSeats(seated.value.next).length === 0;
      const took = await this.store.takeSeat({
        id: row.id,
        expect: sides,
        next: seated.value.next,
        ...(full
          ? {
              live: {
                clock: this.startClock(row.clockSettings as ClockSettings),
                second: seated.value.next[1][0]!,
              },
            }
          : {}),
        at: this.config.now(),
      });
      const fresh = await this.store.match(row.id);
      if (!fresh) return refuse("not-found", `no match ${row.id}`);
      if (took) {
        await this.publish(row.id, { t: "resync" });
        if (full) void this.computerTurn(row.id);
        return ok(fresh);
      }
      row = fresh;
    }
    return refuse("busy", "the seats kept changing: try again");
  }

  // ---- reading a match ------------------------------------------------------------------------

  setupOf(row: StoredMatch): MatchSetup {
    return {
      seed: row.seed,
      game: row.game as MatchSetup["game"],
      settings: row.settings,
      ...setupNames(row),
    };
  }

  /** The match at the row's seq: the cached replay when it is at that seq, else replayed from the steps. */
  async matchAt(row: StoredMatch): Promise<Result<Match, string>> {
    const c = this.cache.get(row.id);
    if (c && c.seq === row.seq && row.status !== "open") return ok(c.match);
    // Behind (another node stored the last steps): play only the missing ones, as replay would.
    if (c && c.seq < row.seq && row.status !== "open") {
      const more = (await this.store.actions(row.id, c.seq)).slice(0, row.seq - c.seq) as GameAction[];
      let m: Match | null = more.length === row.seq - c.seq ? c.match : null;
      for (const a of more) {
        if (!m) break;
        const r = playAction(m, a);
        m = r.ok ? r.value.match : null;
      }
      if (m) {
        this.remember(row.id, row.seq, m);
        return ok(m);
      }
    }
    const actions = (await this.store.actions(row.id)).slice(0, row.seq) as GameAction[];
    const m = replay(this.setupOf(row), actions);
    if (!m.ok)
      return err(`stored match ${row.id} does not replay at step ${m.error.index + 1}: ${m.error.message}`);
    if (row.status !== "open") this.remember(row.id, row.seq, m.value);
    return ok(m.value);
  }

  private remember(id: string, seq: number, match: Match): void {
    this.cache.delete(id);
    this.cache.set(id, { seq, match });
    // Bounded: the oldest entries go first (a Map iterates in insertion order).
    if (this.cache.size > 5000) this.cache.delete(this.cache.keys().next().value as string);
  }

  async summary(row: StoredMatch): Promise<MatchSummary> {
    const counts = await this.ports.presence.counts(row.id);
    // A tournament's encounter played online: its page links back to the tournament's wall.
    const tournament = isTournamentMatch(row.id) ? await this.store.tournamentOf(row.id) : null;
    return {
      id: row.id,
      game: row.game as MatchSummary["game"],
      settings: row.settings,
      clock: row.clockSettings as ClockSettings,
      listed: row.listed,
      status: row.status,
      players: [
        { id: row.players[0].id, name: row.players[0].name, guest: row.players[0].guest },
        row.players[1]
          ? { id: row.players[1].id, name: row.players[1].name, guest: row.players[1].guest }
          : null,
      ],
      ...(row.sides
        ? {
            sides: [
              row.sides[0].map((h) => (h ? { ...h } : null)),
              row.sides[1].map((h) => (h ? { ...h } : null)),
            ] as MatchSummary["sides"],
          }
        : {}),
      seq: row.seq,
      spectators: counts.spectators,
      result: (row.result as MatchResult | null) ?? null,
      createdAt: row.createdAt,
      ...(tournament ? { tournament: { id: tournament.id, name: tournament.name } } : {}),
    };
  }

  async welcome(row: StoredMatch, place: Place | null, ref?: string): Promise<Result<ServerMessage, string>> {
    const m = await this.matchAt(row);
    if (!m.ok) return m;
    const lagIn = lagInOf(row.lagPending ? (JSON.parse(row.lagPending) as LagPending) : null);
    const last = [...m.value.log].reverse().find((s) => s.report);
    return ok({
      v: ONLINE_PROTOCOL_VERSION,
      kind: "welcome",
      match: await this.summary(row),
      seat: place?.side ?? null,
      ...(place && isTeamMatch(row.sides) ? { member: place.member } : {}),
      setup: { ...this.setupOf(row) },
      actions: m.value.actions.map((a) => ({ ...a })),
      report: last?.report ? { ...last.report } : null,
      final: finalTable(m.value),
      // An open match awaits the lag once the second player is in; `match.status` says it is open.
      awaiting: row.status === "over" ? { kind: "over", seats: [], hints: [] } : awaitingOf(m.value, lagIn),
      clock: row.clock as ClockState,
      engine: engineFingerprint(),
      lagIn,
      ...(ref ? { ref } : {}),
    });
  }

  async saved(id: string): Promise<Result<Record<string, unknown>, OnlineRefusal>> {
    const row = await this.store.match(id);
    if (!row) return refuse("not-found", `no match ${id}`);
    const m = await this.matchAt(row);
    if (!m.ok) return refuse("busy", m.error);
    const s = toSavedMatch(m.value);
    return s.ok ? ok(s.value) : refuse("not-started", s.error);
  }

  // ---- intents --------------------------------------------------------------------------------

  /** One intent from the player in `seat` (null for a spectator). Refused: nothing changed. */
  intent(
    msg: IntentMessage,
    player: StoredPlayer | null,
  ): Promise<Result<void, OnlineRefusal & { seq: number | null }>> {
    return this.serial(msg.match, async () => {
      // Twice at most: a write lost to another node at the same seq (both lag strokes at once)
      // is decided again on the fresh row; a truly stale intent is refused the second time.
      for (let attempt = 0; ; attempt++) {
        const row = await this.store.match(msg.match);
        if (!row) return err({ code: "not-found", message: `no match ${msg.match}`, seq: null });
        const r = await this.decide(row, msg, player);
        if (r.ok) return r;
        if (r.error.code !== "stale-seq" || attempt > 0 || msg.seq !== row.seq)
          return err({ ...r.error, seq: row.seq });
      }
    });
  }

  private async decide(
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
    const m = await this.matchAt(row);
    if (!m.ok) return refuse("busy", m.error);
    const pending = row.lagPending ? (JSON.parse(row.lagPending) as LagPending) : null;
    const awaiting = awaitingOf(m.value, lagInOf(pending));
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
        return this.finish(row, forfeitResult(m.value, seat, "abandon"), msg.ref);
      case "extend":
        return this.extend(row, seat, msg.ref);
      case "lag":
        if (place.member !== due) return outOfTurn();
        return this.lag(row, m.value, seat, msg.stroke, pending, msg.ref);
      default: {
        if (awaiting.kind === "lag") return refuse("illegal-action", "a lag is due: send a lag stroke");
        if (msg.kind !== "resign" && !awaiting.seats.includes(seat))
          return refuse("not-your-turn", `seat ${awaiting.seats.join(" and ")} acts now, not seat ${seat}`);
        // A side resigns by any of its partners; everything else is the partner due's.
        if (msg.kind !== "resign" && place.member !== due) return outOfTurn();
        const player = isTeamMatch(row.sides) ? place.member : undefined;
        return this.play(row, m.value, toGameAction(msg, seat, player), msg.ref);
      }
    }
  }

  private async play(
    row: StoredMatch,
    m: Match,
    action: GameAction,
    ref?: string,
  ): Promise<Result<void, OnlineRefusal>> {
    // The simulation and the referee run in a worker when there is a pool: this thread only orchestrates.
    const r = this.config.strikes
      ? await this.config.strikes.play(m, action)
      : mapOk(playAction(m, action), (x) => x.match);
    if (!r.ok) {
      const code =
        r.error.message === "the match is over"
          ? "match-over"
          : (GAME_ERROR_CODES[r.error.code] ?? "illegal-action");
      return refuse(code, `${r.error.code}: ${r.error.message}`);
    }
    return this.storeStep(row, r.value, action, { lagPending: null, ...(ref ? { ref } : {}) });
  }

  private async lag(
    row: StoredMatch,
    m: Match,
    seat: Seat,
    stroke: { speed: number; angleDeg?: number; tipY?: number },
    pending: LagPending | null,
    ref?: string,
  ): Promise<Result<void, OnlineRefusal>> {
    if (awaitingOf(m, []).kind !== "lag") return refuse("illegal-action", "no lag is due now");
    const mine = seat === 0 ? "0" : "1";
    const theirs = seat === 0 ? "1" : "0";
    if (pending?.[mine]) return refuse("already-sent", "your lag stroke is in: waiting for the other player");
    // The stroke alone, mirrored: a bad stroke is refused now, not when the other's arrives.
    const alone = playAction(m, { kind: "lag", strokes: [stroke, stroke] });
    if (!alone.ok) return refuse("illegal-action", `${alone.error.code}: ${alone.error.message}`);
    const other = pending?.[theirs];
    if (!other) {
      const next = JSON.stringify({ ...(pending ?? {}), [mine]: stroke });
      const stored = await this.store.commit({
        id: row.id,
        expectSeq: row.seq,
        expectLagPending: row.lagPending,
        lagPending: next,
        at: this.config.now(),
      });
      if (!stored) return refuse("stale-seq", "the other stroke arrived at the same moment: send it again");
      if (row.sides) void this.computerTurn(row.id);
      await this.publish(row.id, {
        t: "msg",
        m: {
          v: ONLINE_PROTOCOL_VERSION,
          kind: "lag-in",
          match: row.id,
          seat,
          seq: row.seq,
          ...(ref ? { ref } : {}),
        },
      });
      return ok(undefined);
    }
    const strokes = (seat === 0 ? [stroke, other] : [other, stroke]) as [typeof stroke, typeof stroke];
    const action: GameAction = { kind: "lag", strokes };
    const r = playAction(m, action);
    if (!r.ok) return refuse("illegal-action", `${r.error.code}: ${r.error.message}`);
    return this.storeStep(row, r.value.match, action, {
      lagPending: null,
      expectLagPending: row.lagPending,
      ...(ref ? { ref } : {}),
    });
  }

  /** Stores one step conditionally on the seq, rates a finished match, publishes the step. */
  private async storeStep(
    row: StoredMatch,
    after: Match,
    action: GameAction,
    opts: { lagPending: null; expectLagPending?: string | null; ref?: string },
  ): Promise<Result<void, OnlineRefusal>> {
    const now = this.config.now();
    const result = resultOf(after);
    const awaiting = result ? { kind: "over" as const, seats: [], hints: [] } : awaitingOf(after, []);
    const clock = clockAfter(row.clockSettings as ClockSettings, row.clock as ClockState, awaiting, now);
    const rate = result ? this.rating(row, result) : undefined;
    const stored = await this.store.commit({
      id: row.id,
      expectSeq: row.seq,
      action,
      lagPending: opts.lagPending,
      ...(opts.expectLagPending !== undefined ? { expectLagPending: opts.expectLagPending } : {}),
      clock,
      ...(result ? { status: "over" as const, result } : {}),
      ...(rate ? { rate } : {}),
      at: now,
    });
    if (!stored) {
      this.cache.delete(row.id);
      return refuse("stale-seq", "another intent was stored first: catch up and send again");
    }
    this.remember(row.id, row.seq + 1, after);
    if (!result && row.sides) void this.computerTurn(row.id);
    if (result) this.tellOver(row.id);
    const step = after.log[after.log.length - 1]!;
    const msg: StepMessage = {
      v: ONLINE_PROTOCOL_VERSION,
      kind: "step",
      match: row.id,
      seq: row.seq + 1,
      action: { ...action },
      report: step.report ? { ...step.report } : null,
      ...(step.lag ? { lag: { ...step.lag } } : {}),
      final: finalTable(after),
      awaiting,
      clock,
      status: result ? "over" : "live",
      result,
      ...(opts.ref ? { ref: opts.ref } : {}),
    };
    await this.publish(row.id, { t: "msg", m: msg });
    return ok(undefined);
  }

  private async extend(row: StoredMatch, seat: Seat, ref?: string): Promise<Result<void, OnlineRefusal>> {
    const clock = row.clock as ClockState;
    const settings = row.clockSettings as ClockSettings;
    if (clock.deadline === null || !clock.on.includes(seat))
      return refuse("no-extension", "your shot clock is not running");
    if (clock.extensionsLeft[seat] <= 0) return refuse("no-extension", "no extension left in this match");
    const left: [number, number] = [clock.extensionsLeft[0], clock.extensionsLeft[1]];
    left[seat] -= 1;
    const next: ClockState = {
      ...clock,
      deadline: clock.deadline + settings.extensionSeconds * 1000,
      extensionsLeft: left,
    };
    const stored = await this.store.commit({
      id: row.id,
      expectSeq: row.seq,
      clock: next,
      at: this.config.now(),
    });
    if (!stored) return refuse("stale-seq", "the match moved on: catch up and send again");
    await this.publish(row.id, {
      t: "msg",
      m: { v: ONLINE_PROTOCOL_VERSION, kind: "clock", match: row.id, clock: next, ...(ref ? { ref } : {}) },
    });
    return ok(undefined);
  }

  /** Ends the match outside the referee (forfeit, abandon, shot clock in a lag), rated, published. */
  private async finish(
    row: StoredMatch,
    result: MatchResult,
    ref?: string,
  ): Promise<Result<void, OnlineRefusal>> {
    // A match that never had a step is not rated: nobody played.
    const rate = row.seq > 0 && result.winner !== "tie" ? this.rating(row, result) : undefined;
    const clock: ClockState = { ...(row.clock as ClockState), on: [], deadline: null };
    const stored = await this.store.commit({
      id: row.id,
      expectSeq: row.seq,
      status: "over",
      result,
      clock,
      ...(rate ? { rate } : {}),
      at: this.config.now(),
    });
    if (!stored) return refuse("stale-seq", "the match moved on: catch up and send again");
    this.cache.delete(row.id);
    this.tellOver(row.id);
    await this.publish(row.id, {
      t: "msg",
      m: {
        v: ONLINE_PROTOCOL_VERSION,
        kind: "over",
        match: row.id,
        seq: row.seq,
        result,
        ...(ref ? { ref } : {}),
      },
    });
    return ok(undefined);
  }

  /** The rating of a finished match, done by the store inside the write that finishes it. */
  private rating(row: StoredMatch, result: MatchResult): RatingRequest | undefined {
    const [a, b] = row.players;
    if (!b) return undefined;
    const sides = row.sides
      ? ([row.sides[0].filter((p) => p !== null), row.sides[1].filter((p) => p !== null)] as const)
      : ([[a], [b]] as const);
    return ratingRequest(row.game, sides, scoreOf(result));
  }

  // ---- the computer in a seat (G-TEAM: a partner, a whole side, or a singles opponent) ---------

  /**
   * Plays one move for a computer seat when one is due: a lag stroke, the lag winner's break,
   * a decision or a strike, searched off this thread when there is a worker pool. Each stored
   * step calls this again, so the computer keeps playing until a person is due. Any node may
   * call it for any match: the move is a function of the match and the seat (src/ai/seat-move.ts)
   * and the store's seq-conditional write lets one of two nodes store it.
   */
  async computerTurn(id: string): Promise<void> {
    await this.serial(id, async () => {
      const row = await this.store.match(id);
      if (row?.status !== "live" || !row.sides) return;
      const m = await this.matchAt(row);
      if (!m.ok) return;
      const pending = row.lagPending ? (JSON.parse(row.lagPending) as LagPending) : null;
      const awaiting = awaitingOf(m.value, lagInOf(pending));
      const levelOf = (side: PlayerIndex) => computerAt(row.sides, side, partnerDue(m.value, side));
      if (awaiting.kind === "lag") {
        const side = awaiting.seats.find((s) => levelOf(s) !== null);
        if (side !== undefined)
          await this.lag(row, m.value, side, seatLag(m.value, side, levelOf(side)!), pending);
        return;
      }
      const side = awaiting.seats[0];
      const level = side === undefined ? null : levelOf(side);
      if (side === undefined || level === null) return;
      const action = this.config.strikes
        ? await this.config.strikes.think(m.value, side, level)
        : seatAction(m.value, side, level);
      if (!action) return;
      let r = await this.play(row, m.value, action);
      // A stroke the physics cannot finish (a cue ball pressed on a ball): a fraction of a
      // degree off, as the match runner does; the computer must never stall a match.
      for (const turn of [0.3, -0.3, 1, -1]) {
        if (r.ok || action.kind !== "strike") break;
        const s = action.strike;
        r = await this.play(row, m.value, {
          ...action,
          strike: { ...s, direction: (s.direction + turn + 360) % 360 },
        });
      }
      if (!r.ok && action.kind === "strike") await this.play(row, m.value, { kind: "resign", by: side });
    });
  }

  // ---- time: the shot clock and the grace time ---------------------------------------------------

  /** Applies a shot clock that has run out (any node may try; the seq-conditional write lets one win). */
  expireClock(id: string): Promise<void> {
    return this.serial(id, async () => {
      const row = await this.store.match(id);
      if (row?.status !== "live") return;
      const clock = row.clock as ClockState;
      if (clock.deadline === null || this.config.now() < clock.deadline) return;
      const m = await this.matchAt(row);
      if (!m.ok) return;
      const pending = row.lagPending ? (JSON.parse(row.lagPending) as LagPending) : null;
      const awaiting = awaitingOf(m.value, lagInOf(pending));
      const late = awaiting.seats;
      if (awaiting.kind === "lag") {
        const result: MatchResult =
          late.length === 1
            ? forfeitResult(m.value, late[0]!, "shot-clock")
            : { winner: "tie", reason: "shot-clock", matchScore: [0, 0] };
        await this.finish(row, result);
        return;
      }
      const seat = late[0];
      if (seat === undefined) return;
      // A computer seat is never out of time: its move was lost with a node; play it now.
      if (computerAt(row.sides, seat, partnerDue(m.value, seat)) !== null) {
        void this.computerTurn(id);
        return;
      }
      // The lag's winner who lets the clock run breaks (as the computer and the CLI do).
      const action: GameAction =
        awaiting.kind === "lag-choice"
          ? { kind: "choose", by: seat, choice: { kind: "break" } }
          : { kind: "resign", by: seat };
      const r = await this.play(row, m.value, action);
      if (!r.ok) await this.finish(row, forfeitResult(m.value, seat, "shot-clock"));
    });
  }

  /** A seat away past its grace time forfeits the match; null: both went at once, no winner (unrated). */
  forfeitAbsent(id: string, seat: Seat | null, reason: EndReason = "forfeit-grace"): Promise<void> {
    return this.serial(id, async () => {
      const row = await this.store.match(id);
      if (row?.status !== "live") return;
      // A tournament's match is live before its players come: until the lag, absence is the
      // tournament's no-show rule (tournament-bridge.ts), not the grace time.
      if (isTournamentMatch(id) && row.seq === 0) return;
      const m = await this.matchAt(row);
      if (!m.ok) return;
      const score = m.value.rules?.matchScore ?? [0, 0];
      await this.finish(
        row,
        seat === null
          ? { winner: "tie", reason, matchScore: [score[0], score[1]] }
          : forfeitResult(m.value, seat, reason),
      );
    });
  }

  /**
   * PC-NOSHOW in an online tournament: the match ends before anyone played, won by the seat
   * that came (lagged) against the one that did not; nobody wins when neither came. Unrated.
   */
  noShow(id: string, absent: readonly Seat[]): Promise<void> {
    return this.serial(id, async () => {
      const row = await this.store.match(id);
      if (row?.status !== "live" || row.seq > 0) return;
      const winner: MatchResult["winner"] = absent.length === 1 ? (absent[0] === 0 ? 1 : 0) : "tie";
      await this.finish(row, { winner, reason: "no-show", matchScore: [0, 0] });
    });
  }

  // ---- plumbing --------------------------------------------------------------------------------

  private tellOver(id: string): void {
    for (const listener of this.overListeners) listener(id);
  }

  async publish(id: string, e: BusEvent): Promise<void> {
    await this.ports.bus.publish(matchChannel(id), JSON.stringify(e));
  }

  /** One request at a time per match on this node (other nodes are held off by the conditional write). */
  /** Resolves when every intent being decided now has been stored and published (a drain's wait). */
  async idle(): Promise<void> {
    while (this.locks.size > 0) await Promise.all([...this.locks.values()]);
  }

  private serial<T>(id: string, work: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const next = prev.then(work, work);
    const tail = next.catch(() => undefined);
    this.locks.set(id, tail);
    void tail.then(() => {
      if (this.locks.get(id) === tail) this.locks.delete(id);
    });
    return next;
  }
}

/** Where a player sits in a match: side and place in it (place 0 in singles), or null (a spectator). */
export function placeIn(row: StoredMatch, player: StoredPlayer | null): Place | null {
  if (!player) return null;
  if (row.sides) return placeOf(row.sides, player.id);
  if (row.players[0].id === player.id) return { side: 0, member: 0 };
  if (row.players[1]?.id === player.id) return { side: 1, member: 0 };
  return null;
}

function mapOk<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}
