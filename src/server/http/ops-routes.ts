/**
 * For whoever runs mingo: /healthz (the process answers), /readyz (the database answers, Redis
 * too when the server uses it, and the node is not draining) and /metrics (Prometheus text).
 * Outside the OpenAPI document: they are for the proxy and the monitoring, not for players.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { ClubDb } from "../db/connect.ts";
import type { ServerMetrics } from "../metrics.ts";
import type { OnlinePorts } from "../online/bus.ts";

export interface OpsDeps {
  readonly db: ClubDb;
  readonly metrics: ServerMetrics;
  /** Online play's ports: Redis across nodes (pinged), or in-process. */
  readonly ports?: OnlinePorts;
  /** Set on SIGTERM: the node finishes what it has and takes nothing new. */
  readonly draining: { value: boolean };
}

/** How long a readiness probe waits for the database or Redis before calling it down. */
export const PROBE_TIMEOUT_MS = 2000;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

export function opsRoutes(app: FastifyInstance, deps: OpsDeps): void {
  app.get("/healthz", async () => ({ status: "alive" }));

  app.get("/readyz", async (_req, reply) => {
    const checks: Record<string, string> = {};
    const t0 = performance.now();
    try {
      await within(sql`select 1`.execute(deps.db.db), PROBE_TIMEOUT_MS);
      deps.metrics.dbSeconds.observe((performance.now() - t0) / 1000);
      checks.database = "ok";
    } catch (e) {
      checks.database = `down: ${(e as Error).message}`;
    }
    if (deps.ports) {
      const up = await within(deps.ports.ping(), PROBE_TIMEOUT_MS).catch(() => false);
      checks.bus = up ? "ok" : "down: no answer";
    }
    checks.draining = deps.draining.value ? "yes" : "no";
    const ready = Object.entries(checks).every(([k, v]) => (k === "draining" ? v === "no" : v === "ok"));
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not-ready", checks });
  });

  app.get("/metrics", async (_req, reply) =>
    reply.header("content-type", deps.metrics.contentType).send(await deps.metrics.text()),
  );
}
