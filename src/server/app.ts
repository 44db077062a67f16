/**
 * The club server: organizer API, scorekeeper API, public read-only views, the live socket,
 * the OpenAPI document and the pages, all from one address. Built around an open database
 * and a referee so tests can run it in-process (fastify inject) or on a port.
 */
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import type { NamedRefusal, Refusal } from "../protocol/refusals.ts";
import type { ClubDb } from "./db/connect.ts";
import { registerRoutes } from "./http/routes.ts";
import { makeHub } from "./live/hub.ts";
import { Recorder } from "./match/recorder.ts";
import type { Referee } from "./match/referee-port.ts";
import { tournamentView } from "./tournament/view.ts";

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
}

export async function buildApp<S>(opts: AppOptions<S>): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 64 * 1024 });
  const clock = opts.clock ?? Date.now;
  const db = opts.db.db;
  const hub = makeHub((id) => tournamentView(db, id));
  const recorder = new Recorder(db, opts.referee, (id) => hub.changed(id), clock);

  app.setErrorHandler((e: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    const status =
      typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) app.log.error(e);
    reply.code(status).send({
      error: {
        code: frameworkRefusal(status, e.code),
        message: status === 500 ? "internal error" : e.message,
      } satisfies Refusal,
    });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send({ error: { code: "not-found", message: `no route ${req.method} ${req.url.split("?")[0]}` } }),
  );

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  if (opts.clientDir) {
    await app.register(fastifyStatic, { root: opts.clientDir, prefix: "/", redirect: true });
  } else {
    const notBuilt = {
      error: { code: "not-found", message: "the pages are not built: run npm run build:client" },
    };
    app.get("/", (_req, reply) => reply.redirect("/club/"));
    app.get("/club/*", (_req, reply) => reply.code(404).send(notBuilt));
  }
  registerRoutes(app, { db, recorder, hub, referee: opts.referee, clock });
  app.addHook("onClose", async () => hub.close());
  return app;
}

/** Fastify's own refusals (body parsing, limits) under the stable codes of protocol/refusals.ts. */
function frameworkRefusal(status: number, code: string | undefined): NamedRefusal {
  if (status === 500) return "server-error";
  if (status === 413) return "body-too-large";
  if (status === 429) return "too-many-requests";
  if (code?.includes("JSON") || code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") return "malformed-json";
  return "bad-request";
}
