/**
 * The club server: organizer API, scorekeeper API, public read-only views, the live socket,
 * the OpenAPI document and the pages, all from one address. Built around an open database
 * and a referee so tests can run it in-process (fastify inject) or on a port.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { type SessionPolicy, sessionPolicyFromEnv } from "./auth/sessions.ts";
import type { ClubDb } from "./db/connect.ts";
import { registerRoutes } from "./http/routes.ts";
import { securityHeaders } from "./http/security-headers.ts";
import type { SignInLimitSettings } from "./http/sign-in-limits.ts";
import { makeHub } from "./live/hub.ts";
import { Recorder } from "./match/recorder.ts";
import type { Referee } from "./match/referee-port.ts";
import { type OnlineOptions, registerOnline } from "./online/index.ts";
import { openStores, type Stores } from "./store/index.ts";
import { ViewCache } from "./tournament/view-cache.ts";

export interface AppOptions<S> {
  readonly db: ClubDb;
  readonly referee: Referee<S>;
  readonly logger?: boolean;
  readonly clock?: () => number;
  /** The built browser game (dist/client), served at "/" when given. */
  readonly clientDir?: string;
  /** Online play's settings and ports (in-process by default; Redis across nodes). */
  readonly online?: OnlineOptions;
  /** Session lifetimes (default: from the environment, see auth/sessions.ts). */
  readonly sessions?: SessionPolicy;
  /** Sign-in rate limits (default SIGN_IN_LIMITS). */
  readonly signInLimits?: SignInLimitSettings;
}

/** What tests look into: the stores and the view cache's hit counts. */
export interface ClubInternals {
  readonly stores: Stores;
  readonly views: ViewCache;
}

declare module "fastify" {
  interface FastifyInstance {
    club: ClubInternals;
  }
}

export const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "public");

export async function buildApp<S>(opts: AppOptions<S>): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    // Errors the router finds before any route (an undecodable URL, a bad content type) in
    // club mode's shape too.
    frameworkErrors: (e, _req, reply: FastifyReply) => {
      void reply.code(400).send({ error: { code: "bad-request", message: e.message } });
    },
  });
  const clock = opts.clock ?? Date.now;
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

  app.setErrorHandler((e: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    const status =
      typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) app.log.error(e);
    reply.code(status).send({
      error: {
        code: status === 500 ? "server-error" : (e.code ?? "bad-request"),
        message: status === 500 ? "internal error" : e.message,
      },
    });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send({ error: { code: "not-found", message: `no route ${req.method} ${req.url.split("?")[0]}` } }),
  );

  await securityHeaders(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(fastifyStatic, { root: PUBLIC_DIR, prefix: "/club/" });
  if (opts.clientDir) {
    // A second static root needs its own decorator name.
    await app.register(fastifyStatic, { root: opts.clientDir, prefix: "/", decorateReply: false });
  } else {
    app.get("/", (_req, reply) => reply.redirect("/club/"));
  }
  await registerRoutes(
    app,
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
  await registerOnline(app, stores, opts.sessions ?? sessionPolicyFromEnv(process.env), opts.online);
  app.addHook("onClose", async () => hub.close());
  return app;
}
