/**
 * Online play, wired into the server: the store, the ports (in-process, or Redis when
 * REDIS_URL is set), the service, this node's rooms and the quick-match queue.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type SessionPolicy, signedIn } from "../auth/sessions.ts";
import type { Api } from "../http/api.ts";
import type { Dialect, Stores } from "../store/index.ts";
import { memoryPorts, type OnlinePorts } from "./bus.ts";
import { registerClaimRoute } from "./claim-routes.ts";
import { type OnlineLimitSettings, onlineLimits } from "./limits.ts";
import { MatchStatsRecorder } from "./match-stats.ts";
import { Matchmaker } from "./matchmaking.ts";
import { Rooms } from "./rooms.ts";
import { callerOf, registerOnlineRoutes } from "./routes.ts";
import { OnlineService } from "./service.ts";
import type { SocketWatch } from "./socket.ts";
import { StrikePool } from "./strike-pool.ts";
import { TournamentBridge } from "./tournament-bridge.ts";

/** The strike pool and what crosses to its workers, for the benches and the tests. */
export {
  type PlayedStep,
  playFromState,
  type StrikeState,
  toStrikeState,
  withPlayedStep,
} from "./strike-job.ts";
export { StrikePool } from "./strike-pool.ts";

import { registerTournamentEntryRoutes } from "./tournament-routes.ts";

export interface OnlineOptions {
  /** Grace time after a player's connections drop (MINGO_ONLINE_GRACE_MS, default 60 s). */
  readonly graceMs?: number;
  /** How often the shot clock, the grace time and the queue are looked at. */
  readonly sweepMs?: number;
  readonly ports?: OnlinePorts;
  /** Rate limits on guests, new matches and the queue (default ONLINE_LIMITS). */
  readonly limits?: OnlineLimitSettings;
  readonly now?: () => number;
  /** The server's metrics and health (app.ts): counts, gauges, back-pressure. */
  readonly watch?: SocketWatch;
  /** Worker threads that play strikes (MINGO_STRIKE_WORKERS; 0, the default here: this thread). */
  readonly strikeWorkers?: number;
  /** A tournament changed outside club mode's routes (an online match's result): its wall is told. */
  readonly tournamentChanged?: (tournamentId: string) => void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Online tournaments' calls and results; tests sweep it rather than wait for the timer. */
    onlineTournaments: TournamentBridge;
    /** Statistics recorded when each online match ends; tests wait on its idle(). */
    onlineStats: MatchStatsRecorder;
  }
}

export async function registerOnline(
  app: FastifyInstance,
  api: Api,
  stores: Stores,
  sessions: SessionPolicy,
  dialect: Dialect,
  opts: OnlineOptions = {},
): Promise<OnlineService> {
  const ports = opts.ports ?? memoryPorts();
  const now = opts.now ?? Date.now;
  // An account is a club-mode account: its token is checked by club mode's session rules.
  const account = async (token: string) => {
    const r = await signedIn(stores.club, sessions, fakeBearer(token), now());
    return r.ok && r.value.ok ? r.value.value : null;
  };
  const strikes = new StrikePool(opts.strikeWorkers ?? 0);
  const service = new OnlineService(
    stores.online,
    ports,
    { graceMs: opts.graceMs ?? 60_000, now, ...(strikes.size > 0 ? { strikes } : {}) },
    account,
  );
  const rooms = new Rooms(service);
  const matchmaker = new Matchmaker(service);
  const limits = await onlineLimits(app, opts.limits);
  opts.watch?.metrics?.watch({
    workersBusy: () => strikes.busy,
    workerJobs: () => strikes.played,
    matches: () => rooms.size,
    sockets: () => opts.watch?.open.count ?? 0,
    queue: () => matchmaker.size,
  });
  registerOnlineRoutes(app, api, {
    service,
    entries: stores.entries,
    club: stores.club,
    matchStats: stores.matchStats,
    rooms,
    matchmaker,
    dialect,
    limits,
    ...(opts.watch ? { watch: opts.watch } : {}),
  });
  const changed = opts.tournamentChanged ?? (() => {});
  const bridge = new TournamentBridge({
    entries: stores.entries,
    club: stores.club,
    service,
    changed,
    now,
    log: (message, e) => app.log.error({ err: e }, message),
  });
  app.decorate("onlineTournaments", bridge);
  const matchStats = new MatchStatsRecorder({
    service,
    stats: stores.matchStats,
    strikes,
    log: (message, e) => app.log.error({ err: e }, message),
  });
  app.decorate("onlineStats", matchStats);
  registerTournamentEntryRoutes(app, api, {
    entries: stores.entries,
    caller: (req) => callerOf(service, req),
    changed,
    now,
  });
  registerClaimRoute(app, api, {
    claims: stores.claims,
    store: stores.online,
    caller: (req) => callerOf(service, req),
  });
  rooms.start(opts.sweepMs ?? 1000);
  matchmaker.start(opts.sweepMs ?? 1000);
  bridge.start(opts.sweepMs ?? 1000);
  app.addHook("onClose", async () => {
    await bridge.close();
    await matchStats.idle();
    await matchmaker.close();
    await rooms.close();
    await ports.close();
    await strikes.close();
  });
  return service;
}

/** signedIn reads the token from a request; a socket message carries it in a field instead. */
const fakeBearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;
