/**
 * Online play, wired into the server: the store, the ports (in-process, or Redis when
 * REDIS_URL is set), the service, this node's rooms and the quick-match queue.
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { ClubDatabase } from "../db/schema.ts";
import { makeOnlineStore } from "../store/online-store.ts";
import { memoryPorts, type OnlinePorts } from "./bus.ts";
import { Matchmaker } from "./matchmaking.ts";
import { Rooms } from "./rooms.ts";
import { registerOnlineRoutes } from "./routes.ts";
import { OnlineService } from "./service.ts";

export interface OnlineOptions {
  /** Grace time after a player's connections drop (MINGO_ONLINE_GRACE_MS, default 60 s). */
  readonly graceMs?: number;
  /** How often the shot clock, the grace time and the queue are looked at. */
  readonly sweepMs?: number;
  readonly ports?: OnlinePorts;
  readonly now?: () => number;
}

export async function registerOnline(
  app: FastifyInstance,
  db: Kysely<ClubDatabase>,
  opts: OnlineOptions = {},
): Promise<OnlineService> {
  const ports = opts.ports ?? memoryPorts();
  const service = new OnlineService(makeOnlineStore(db), ports, {
    graceMs: opts.graceMs ?? 60_000,
    now: opts.now ?? Date.now,
  });
  const rooms = new Rooms(service);
  const matchmaker = new Matchmaker(service);
  registerOnlineRoutes(app, { service, rooms, matchmaker });
  rooms.start(opts.sweepMs ?? 1000);
  matchmaker.start(opts.sweepMs ?? 1000);
  app.addHook("onClose", async () => {
    await matchmaker.close();
    await rooms.close();
    await ports.close();
  });
  return service;
}
