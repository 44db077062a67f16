/**
 * The server: club mode (organizer API, scorekeeper API, public read-only views, the live
 * socket), online play, one OpenAPI document for both and the pages, all from one address. Built around an open database
 * and a referee so tests can run it in-process (fastify inject) or on a port.
 */
import fastifyStatic from "@fastify/static";
import underPressure from "@fastify/under-pressure";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from "fastify";
import { Redis } from "ioredis";
import { isNamedRefusal, type NamedRefusal, type Refusal, refusalMeaning } from "../protocol/index.ts";
import { type SessionPolicy, sessionPolicyFromEnv } from "./auth/sessions.ts";
import type { ClubDb } from "./db/connect.ts";
import { Api } from "./http/api.ts";
import { opsRoutes } from "./http/ops-routes.ts";
import { registerRoutes } from "./http/routes.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { rateLimiter, type SignInLimitSettings } from "./http/sign-in-limits.ts";
import { makeHub } from "./live/hub.ts";
import { Recorder } from "./match/recorder.ts";
import type { Referee } from "./match/referee-port.ts";
import { ServerMetrics } from "./metrics.ts";
import { type OnlineOptions, registerOnline } from "./online/index.ts";
import type { SocketWatch } from "./online/socket.ts";
import { openStores, type Stores } from "./store/index.ts";
import { ViewCache } from "./tournament/view-cache.ts";

export interface AppOptions<S> {
  readonly db: ClubDb;
  readonly referee: Referee<S>;
  readonly logger?: boolean;
  readonly clock?: () => number;
  /**
   * The built pages (dist/client from `npm run build:client`): the game at "/", the club pages
   * (organizer, scorekeeper, wall) at "/club/". Without it the API runs and the pages say how
   * to build them.
   */
  readonly clientDir?: string;
  /** Online play's settings and ports (in-process by default; Redis across nodes). */
  readonly online?: OnlineOptions;
  /** Session lifetimes (default: from the environment, see auth/sessions.ts). */
  readonly sessions?: SessionPolicy;
  /** Sign-in rate limits (default SIGN_IN_LIMITS). */
  readonly signInLimits?: SignInLimitSettings;
  /**
   * Redis for the rate limits' counters, shared by every node (the plugin's own store); the
   * counters are per process without it. npm start passes REDIS_URL.
   */
  readonly rateLimitRedisUrl?: string;
  /** Where the log goes (default standard output): a test reads it. */
  readonly logStream?: { write(line: string): void };
  /** Back-pressure (default PRESSURE_DEFAULTS, or MINGO_MAX_EVENT_LOOP_DELAY_MS). */
  readonly pressure?: PressureSettings;
}

export interface PressureSettings {
  /** The event loop's delay past which requests get 503 with Retry-After and intents `busy`, ms. */
  readonly maxEventLoopDelayMs: number;
  /** Seconds a refused client is told to wait. */
  readonly retryAfterS: number;
}

/** The longest a closing server waits for the intents in flight before it closes the sockets. */
export const DRAIN_WAIT_MS = 10_000;
/** How long a socket told to reconnect, or an HTTP connection, may take to close before it is cut. */
const CLOSE_GRACE_MS = 3_000;

export const PRESSURE_DEFAULTS: PressureSettings = { maxEventLoopDelayMs: 1000, retryAfterS: 5 };

/** Headers and fields that carry a secret: never written to the log. */
export const LOG_REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-table-token"]',
  "body.password",
  "body.token",
];

/** What tests look into: the stores and the view cache's hit counts. */
export interface ClubInternals {
  readonly stores: Stores;
  readonly views: ViewCache;
}

declare module "fastify" {
  interface FastifyInstance {
    club: ClubInternals;
    metrics: ServerMetrics;
    /** SIGTERM sets it: /readyz fails, new intents are refused `busy`. */
    draining: { value: boolean };
  }
}

export async function buildApp<S>(opts: AppOptions<S>): Promise<FastifyInstance> {
  const app = newFastify(opts);
  const clock = opts.clock ?? Date.now;
  const metrics = new ServerMetrics();
  const draining = { value: false };
  app.decorate("metrics", metrics);
  app.decorate("draining", draining);
  logEachRequest(app);
  const pressure = opts.pressure ?? pressureFromEnv(process.env);
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    retryAfter: pressure.retryAfterS,
    // The probes answer for themselves (a stalled loop shows in /readyz's own timing).
    exposeStatusRoute: false,
  });
  const stores = openStores(opts.db.db, opts.db.target.kind);
  const views = new ViewCache(stores.club);
  const log = (message: string, e?: unknown) => app.log.error({ err: e }, message);
  const hub = makeHub(
    async (id) => {
      const v = await views.get(id);
      return v.ok ? { ok: true, json: v.value?.json ?? null } : { ok: false, message: v.error.message };
    },
    // A change made here drops the cached view at once (other processes' changes: the version check).
    { log, onChange: (id) => views.invalidate(id) },
  );
  const recorder = new Recorder(stores.club, opts.referee, (id) => hub.changed(id), clock, log);
  app.decorate("club", { stores, views });

  answerErrorsInClubShape(app);
  if (opts.rateLimitRedisUrl) await sharedRateLimits(app, opts.rateLimitRedisUrl);
  await securityHeaders(app);
  // Closing (SIGTERM): the intents in flight are stored and published first, then every socket is
  // told "restarting" (1012, the WebSocket code for it), and the pages reconnect, to another node
  // behind a proxy. Bounded: a drain never holds the exit for more than DRAIN_WAIT_MS.
  let onlineIdle: () => Promise<void> = async () => {};
  const inFlight = { count: 0 };
  /** Every message received is answered and every intent stored and published. */
  const settled = async () => {
    while (inFlight.count > 0) await new Promise((r) => setTimeout(r, 10));
    await onlineIdle();
  };
  await socketsThatDrain(app, draining, settled);
  await servePages(app, opts.clientDir);
  // One OpenAPI document for club mode and online play (served at /api/docs/json).
  const api = new Api(app);
  await registerRoutes(
    app,
    api,
    {
      stores,
      recorder,
      hub,
      views,
      referee: opts.referee,
      clock,
      sessions: opts.sessions ?? sessionPolicyFromEnv(process.env),
    },
    opts.signInLimits,
  );
  const watch: SocketWatch = {
    metrics,
    underPressure: () => draining.value || app.isUnderPressure(),
    open: { count: 0 },
    inFlight,
  };
  const online = await registerOnline(
    app,
    api,
    stores,
    opts.sessions ?? sessionPolicyFromEnv(process.env),
    opts.db.target.kind,
    { ...opts.online, watch, tournamentChanged: (id) => hub.changed(id) },
  );
  opsRoutes(app, { db: opts.db, metrics, draining, ports: online.ports });
  onlineIdle = () => online.idle();
  app.addHook("preClose", async () => reapConnectionsWhileClosing(app.server));
  app.addHook("onClose", async () => hub.close());
  return app;
}

function newFastify<S>(opts: AppOptions<S>): FastifyInstance {
  return Fastify({
    // One JSON line per request (the onResponse hook below), secrets redacted.
    logger: opts.logger
      ? {
          redact: { paths: LOG_REDACT, censor: "[redacted]" },
          ...(opts.logStream ? { stream: opts.logStream } : {}),
        }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // Errors the router finds before any route (an undecodable URL, a bad content type) in
    // club mode's shape too.
    frameworkErrors: (e, _req, reply: FastifyReply) => {
      void reply.code(400).send({ error: { code: "bad-request", message: e.message } });
    },
  });
}

/** One JSON line per request. */
function logEachRequest(app: FastifyInstance): void {
  app.addHook("onResponse", async (req, reply) => {
    // The path without its query: a query may carry an invite code or a token. The request's id
    // is the request logger's own field (reqId), written once.
    req.log.info(
      {
        method: req.method,
        url: req.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });
}

/** Thrown errors and unknown routes answered as club mode's refusals: `{ error: { code, message } }`. */
function answerErrorsInClubShape(app: FastifyInstance): void {
  app.setErrorHandler((e: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    // A refusal of the request (4xx) keeps its status, and so does the back-pressure check's 503
    // (its Retry-After header is already on the reply): a client told "busy, retry" retries.
    const passes =
      typeof e.statusCode === "number" &&
      ((e.statusCode >= 400 && e.statusCode < 500) || e.statusCode === 503);
    const status = passes ? (e.statusCode as number) : 500;
    if (status === 500) app.log.error(e);
    const code = frameworkRefusal(status, e.code);
    reply.code(status).send({
      error: {
        code,
        message: status === 500 ? "internal error" : status === 503 ? refusalMeaning(code, "en")! : e.message,
      } satisfies Refusal,
    });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send({ error: { code: "not-found", message: `no route ${req.method} ${req.url.split("?")[0]}` } }),
  );
}

/** The rate limits' counters in Redis, shared by every node. */
async function sharedRateLimits(app: FastifyInstance, url: string): Promise<void> {
  // Short timeouts and one retry: a limit check never holds a request for long; skipOnError
  // lets requests through (unlimited) while Redis is away rather than refusing everyone.
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on("error", (e) => app.log.warn({ err: e }, "rate-limit Redis"));
  await rateLimiter(app, redis);
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => undefined);
  });
}

/** The WebSocket plugin, whose close first waits (bounded) until `settled`, then sends every socket away. */
async function socketsThatDrain(
  app: FastifyInstance,
  draining: { value: boolean },
  settled: () => Promise<void>,
): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    preClose: async function (this: FastifyInstance) {
      draining.value = true;
      await Promise.race([settled(), new Promise((r) => setTimeout(r, DRAIN_WAIT_MS).unref())]);
      for (const client of this.websocketServer.clients) client.close(1012, "server restarting: reconnect");
      // A peer that never answers the close (a half-open connection) would hold the close for
      // ws's own 30 s timeout, or for ever: after a grace it is cut.
      const cut = setTimeout(() => {
        for (const client of this.websocketServer.clients) client.terminate();
      }, CLOSE_GRACE_MS);
      await new Promise<void>((r) => this.websocketServer.close(() => r()));
      clearTimeout(cut);
    },
  });
}

/** The built pages, or, without them, an answer that says how to build them. */
async function servePages(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  if (clientDir) {
    await app.register(fastifyStatic, { root: clientDir, prefix: "/", redirect: true });
    // The rulebooks page by its names in both languages (a #ID after it is kept by the browser).
    app.get("/reglas", (_req, reply) => reply.redirect("/rules.html?lang=es"));
    app.get("/rules", (_req, reply) => reply.redirect("/rules.html?lang=en"));
    // The photo page (a photo of a real table as a position) by its names in both languages.
    app.get("/foto", (_req, reply) => reply.redirect("/photo.html?lang=es"));
    app.get("/photo", (_req, reply) => reply.redirect("/photo.html?lang=en"));
  } else {
    const notBuilt = {
      error: { code: "not-found", message: "the pages are not built: run npm run build:client" },
    };
    app.get("/", (_req, reply) => reply.redirect("/club/"));
    app.get("/club/*", (_req, reply) => reply.code(404).send(notBuilt));
  }
}

/**
 * The HTTP server's close ends the connections idle at that moment; one still answering then
 * (a download) turned idle later and held the close for the keep-alive timeout (72 s, measured
 * 60-65 s in the club test). While closing, idle connections are ended as they turn idle, and
 * any left after the grace are cut. Registered last, so it starts after the drain.
 */
function reapConnectionsWhileClosing(server: FastifyInstance["server"]): void {
  const reap = setInterval(() => server.closeIdleConnections(), 100).unref();
  const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
  server.once("close", () => {
    clearInterval(reap);
    clearTimeout(cut);
  });
}

/**
 * 0 turns the check off: under-pressure counts a sampling window in which the loop recorded no
 * delay at all (the process starved of a core for the whole window) as an infinite delay, so a
 * server on a machine loaded by other work (the test suite's) may answer `busy` for a second
 * whatever the limit.
 */
function pressureFromEnv(env: NodeJS.ProcessEnv): PressureSettings {
  const raw = env.MINGO_MAX_EVENT_LOOP_DELAY_MS;
  const ms = Number(raw);
  if (raw === undefined || raw === "" || !Number.isFinite(ms) || ms < 0) return PRESSURE_DEFAULTS;
  return { ...PRESSURE_DEFAULTS, maxEventLoopDelayMs: ms };
}

/** Fastify's own refusals (body parsing, limits) under the stable codes of protocol/refusals.ts. */
function frameworkRefusal(status: number, code: string | undefined): NamedRefusal {
  if (status === 500) return "server-error";
  if (status === 503) return "busy";
  // Our own refusals thrown through Fastify (the sign-in limits' too-many-attempts) keep their code.
  if (code && isNamedRefusal(code)) return code;
  if (status === 413) return "body-too-large";
  if (status === 429) return "too-many-requests";
  if (code?.includes("JSON") || code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") return "malformed-json";
  return "bad-request";
}
