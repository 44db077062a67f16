/**
 * Strikes played off the main thread (issue 29 item 1): a piscina pool of workers, each running
 * src/game's playAction, so a break's simulation never holds the event loop that serves the
 * sockets. Size 0 plays on the main thread (tests, a tiny machine). The main thread keeps the
 * orchestration: seats, sequence numbers, storage, broadcast.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { seatAction } from "../../ai/index.ts";
import { type AiLevel, err, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import {
  type GameAction,
  type GameError,
  type Match,
  type MatchSetup,
  type PlayerStats,
  playAction,
  playAll,
  statsOfMatch,
} from "../../game/index.ts";
import { toStrikeState, withPlayedStep, withPlayedSteps } from "./strike-job.ts";
import type { StrikeJob, StrikeOutcome } from "./strike-worker.ts";

/** MINGO_STRIKE_WORKERS, or the cores but one (at least one). */
export function strikeWorkersFromEnv(env: NodeJS.ProcessEnv): number {
  const n = Number(env.MINGO_STRIKE_WORKERS);
  if (env.MINGO_STRIKE_WORKERS !== undefined && Number.isInteger(n) && n >= 0) return n;
  return Math.max(1, availableParallelism() - 1);
}

export class StrikePool {
  private readonly pool: Piscina<StrikeJob, StrikeOutcome> | null;
  private running = 0;
  private jobs = 0;

  constructor(readonly size: number) {
    this.pool =
      size > 0
        ? new Piscina({
            filename: new URL("./strike-worker.mjs", import.meta.url).href,
            minThreads: size,
            maxThreads: size,
            // A strike is about a millisecond of work: 2,000 matches starting at once queue 2,000
            // lags and then 2,000 breaks, seconds to play, better waited for than refused. Beyond
            // this it is back-pressure's business (each socket holds at most 8 messages), not the pool's.
            maxQueue: 16_384,
          })
        : null;
  }

  /** Strikes being played in the workers now (the metrics' gauge). */
  get busy(): number {
    return this.running;
  }

  /** Jobs the workers have played since the start (0 while everything runs on this thread). */
  get played(): number {
    return this.jobs;
  }

  async play(match: Match, action: GameAction): Promise<Result<Match, GameError>> {
    if (!this.pool) {
      const r = playAction(match, action);
      return r.ok ? ok(r.value.match) : err(r.error);
    }
    this.running++;
    this.jobs++;
    try {
      // The state without the history goes over: its size does not grow with the match.
      const r = await this.pool.run({ kind: "play", state: toStrikeState(match), action });
      if (r.ok && "played" in r) return ok(withPlayedStep(match, action, r.played));
      if (r.ok) return err({ code: "referee", message: "the worker answered a strike with a move" });
      return "error" in r ? err(r.error) : err({ code: "referee", message: r.message });
    } finally {
      this.running--;
    }
  }

  /**
   * Actions another node stored, played in turn from `match` (a node catching up, or rebuilding a
   * match from its start): in one job, so no simulation holds the sockets' thread.
   */
  async playMany(
    match: Match,
    actions: readonly GameAction[],
  ): Promise<Result<Match, GameError & { index: number }>> {
    if (!this.pool || actions.length === 0) return playAll(match, actions);
    this.running++;
    this.jobs++;
    try {
      const r = await this.pool.run({ kind: "play-many", state: toStrikeState(match), actions });
      if (r.ok && "many" in r) return ok(withPlayedSteps(match, actions, r.many));
      if (!r.ok && "error" in r) return err({ ...r.error, index: "index" in r ? r.index : -1 });
      return err({ code: "referee", message: "the worker answered steps with something else", index: -1 });
    } finally {
      this.running--;
    }
  }

  /** G-TEAM online: the computer's move for `side` (its partner due), searched in a worker. */
  async think(match: Match, side: PlayerIndex, level: AiLevel): Promise<GameAction | null> {
    if (!this.pool) return seatAction(match, side, level);
    this.running++;
    this.jobs++;
    try {
      const r = await this.pool.run({ kind: "think", match, side, level });
      return r.ok && "action" in r ? r.action : null;
    } finally {
      this.running--;
    }
  }

  /** A finished match's statistics per player's name, computed in a worker when there is one. */
  async stats(
    setup: MatchSetup,
    actions: readonly GameAction[],
  ): Promise<Result<[string, PlayerStats][], string>> {
    if (!this.pool) {
      const s = statsOfMatch(setup, actions);
      return s.ok ? ok([...s.value.entries()]) : err(s.error);
    }
    this.running++;
    this.jobs++;
    try {
      const r = await this.pool.run({ kind: "stats", setup, actions });
      if (r.ok && "stats" in r) return ok(r.stats);
      return err("message" in r ? r.message : "the worker answered statistics with something else");
    } finally {
      this.running--;
    }
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
