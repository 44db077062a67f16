/**
 * The club server: organizer API, scorekeeper API, public read-only views, the live socket,
 * the OpenAPI document and the pages, all from one address. Built around an open database
 * and a referee so tests can run it in-process (fastify inject) or on a port.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import type { ClubDb } from "./db/connect.ts";
import { registerRoutes } from "./http/routes.ts";
import { makeHub } from "./live/hub.ts";
import { Recorder } from "./match/recorder.ts";
import type { Referee } from "./match/referee-port.ts";
import { type OnlineOptions, registerOnline } from "./online/index.ts";
import { tournamentView } from "./tournament/view.ts";

export interface AppOptions<S> {
  readonly db: ClubDb;
  readonly referee: Referee<S>;
  readonly logger?: boolean;
  readonly clock?: () => number;
  /** The built browser game (dist/client), served at "/" when given. */
  readonly clientDir?: string;
  /** Online play's settings and ports (in-process by default; Redis across nodes). */
  readonly online?: OnlineOptions;
}

export const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "public");

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

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(fastifyStatic, { root: PUBLIC_DIR, prefix: "/club/" });
  if (opts.clientDir) {
    // A second static root needs its own decorator name.
    await app.register(fastifyStatic, { root: opts.clientDir, prefix: "/", decorateReply: false });
  } else {
    app.get("/", (_req, reply) => reply.redirect("/club/"));
  }
  registerRoutes(app, { db, recorder, hub, referee: opts.referee, clock });
  await registerOnline(app, db, opts.online);
  app.addHook("onClose", async () => hub.close());
  return app;
}
