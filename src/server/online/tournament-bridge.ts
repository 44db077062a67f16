/**
 * Online tournaments (issue 28): the club's draw meets online play. Each encounter called to be
 * played online (tournament/advance.ts) becomes an online match between its two players; when
 * that match ends its result is written on the encounter, and the tournament moves on (the next
 * calls, the knockout filled). PC-NOSHOW: a player who has not lagged when the tournament's wait
 * since the call has passed is absent, and the encounter is forfeited as at a real table.
 *
 * Every step is idempotent and any node may take it: the match's id is fixed by the encounter's,
 * the link and the result are writes conditional on the row as read. A sweep finds what is due;
 * a match ending on this node kicks one at once.
 */

import type { GameId } from "../../core/index.ts";
import type { MatchOptions, MatchResult } from "../../protocol/index.ts";
import { isEliminationStage } from "../../protocol/index.ts";
import type { ClubStore, OnlineCall, OnlineEntryStore } from "../store/index.ts";
import type { StoredPlayer } from "../store/online-store.ts";
import { encounterSettings, matchResult, noShowWaitMs, onlinePlayOf } from "../tournament/service.ts";
import { parseLagPending } from "./match-logic.ts";
import { isTournamentMatch, type OnlineService, tournamentMatchId } from "./service.ts";

/** The calls looked at per sweep (the oldest first); a club's night is far inside it. */
const CALLS_PER_SWEEP = 500;

export interface BridgeDeps {
  readonly entries: OnlineEntryStore;
  readonly club: ClubStore;
  readonly service: OnlineService;
  /** A tournament changed: its wall screens get a fresh view. */
  readonly changed: (tournamentId: string) => void;
  readonly now: () => number;
  readonly log: (message: string, e?: unknown) => void;
}

export class TournamentBridge {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: BridgeDeps) {
    deps.service.overListeners.add((id) => {
      if (isTournamentMatch(id)) void this.sweep();
    });
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => void this.sweep(), everyMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over the calls; a kick during a pass runs one more pass after it. Never rejects. */
  sweep(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.pass();
        } catch (e) {
          this.deps.log("online tournament sweep failed", e);
        }
      } while (this.again);
      this.running = null;
    })();
    return this.running;
  }

  private async pass(): Promise<void> {
    const calls = await this.deps.entries.calls(CALLS_PER_SWEEP);
    if (!calls.ok) return this.deps.log("online tournament calls unread", calls.error);
    for (const call of calls.value) await this.look(call);
  }

  /** What one call needs now: its match made, its result written, or its no-show forfeited. */
  private async look(call: OnlineCall): Promise<void> {
    const { service } = this.deps;
    const id = call.e.online_match ?? tournamentMatchId(call.e.id);
    const row = (await service.store.match(id)) ?? (await this.create(call, id));
    if (!row) return;
    if (call.e.online_match === null) {
      const linked = await this.deps.entries.link(call.e.id, id, this.deps.now());
      if (linked.ok && linked.value) this.deps.changed(call.t.id);
    }
    const linkedCall = { ...call, e: { ...call.e, online_match: id } };
    if (row.status === "over" && row.result) {
      const result = row.result as MatchResult;
      // A no-show ended the match but the node stopped before the encounter said so: say it now.
      if (result.reason === "no-show")
        return this.forfeit(call, result.winner === "tie" ? [0, 1] : [result.winner === 0 ? 1 : 0]);
      const done = await this.deps.entries.finish(linkedCall, this.outcome(call, result), this.deps.now());
      if (done.ok && done.value) this.deps.changed(call.t.id);
      return;
    }
    const wait = noShowWaitMs(call.t);
    if (row.status !== "live" || row.seq > 0 || this.deps.now() - (call.e.scheduled_at ?? 0) < wait) return;
    // PC-NOSHOW: whoever has not sent a lag stroke by now did not come.
    const pending = parseLagPending(row.lagPending);
    if (!pending.ok) return this.deps.log(`online match ${id}: ${pending.error}`);
    const absent = ([0, 1] as const).filter((seat) => !pending.value?.[`${seat}`]);
    if (absent.length === 0) return;
    await service.noShow(id, absent);
    await this.forfeit(call, absent);
  }

  /** The encounter forfeited as the organizer would at a real table (the rules' no-show score). */
  private async forfeit(call: OnlineCall, absent: readonly (0 | 1)[]): Promise<void> {
    const r = await this.deps.club.noShow(call.t, call.e.id, absent, this.deps.now());
    if (r.ok) this.deps.changed(call.t.id);
    else this.deps.log(`no-show of encounter ${call.e.id} not recorded: ${r.error.message}`);
  }

  /** The encounter's online match; null when it could not be made (logged, tried again next sweep). */
  private async create(call: OnlineCall, id: string) {
    const { service } = this.deps;
    const seat = async (p: OnlineCall["a"]): Promise<StoredPlayer> => ({
      id: p.account!,
      name: (await service.store.playerName(p.account!)) ?? p.name,
      guest: p.account!.startsWith("g:"),
    });
    const play = onlinePlayOf(call.t);
    try {
      const made = await service.createMatch(
        await seat(call.a),
        {
          game: call.t.game as "bola8" | "pina",
          // The encounter's own settings: the tournament's, and each player's handicap (as at a table).
          settings: encounterSettings(call.t.game as GameId, JSON.parse(call.t.settings), [
            call.a.handicap,
            call.b.handicap,
          ]) as MatchOptions["settings"],
          clock: { shotSeconds: play?.shotSeconds ?? 0, extensions: 2, extensionSeconds: 30 },
          // Listed: the lobby shows it live, for spectators; nobody can join a full match.
          listed: true,
        },
        await seat(call.b),
        undefined,
        { id, untimedLag: true },
      );
      if (made.ok) return made.value.match;
      this.deps.log(`online match for encounter ${call.e.id} not made: ${made.error}`);
    } catch (e) {
      // Another node made it first (the key is taken): read it.
      const row = await service.store.match(id);
      if (row) return row;
      this.deps.log(`online match for encounter ${call.e.id} not made`, e);
    }
    return null;
  }

  /**
   * The encounter's result from the online match's: its match score (racks, or Piña's
   * encounter points), seat 0 being player a. A level score stands in a league stage and goes
   * to the better seed in a knockout, as at a real table (matchResult).
   */
  private outcome(call: OnlineCall, r: MatchResult) {
    const [scoreA, scoreB] = r.matchScore;
    const winner =
      r.winner === "tie"
        ? matchResult(scoreA, scoreB, call.a.seed, call.b.seed, isEliminationStage(call.e.stage))
        : r.winner;
    return { scoreA, scoreB, winner };
  }
}
