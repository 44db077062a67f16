/** Builds the club app on a test database and drives it through `inject`, as an organizer would. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.ts";
import type { ClubDb } from "../../src/server/db/connect.ts";
import type { Referee } from "../../src/server/match/referee-port.ts";
import { makeTestDb, type TestDb } from "./harness.ts";

export interface Fixture {
  readonly app: FastifyInstance;
  readonly db: ClubDb;
  readonly testDb: TestDb;
  readonly now: { value: number };
  close(): Promise<void>;
}

export async function makeFixture<S>(referee: Referee<S>): Promise<Fixture> {
  const testDb = await makeTestDb();
  const db = await testDb.open();
  const now = { value: Date.UTC(2026, 10, 29, 18, 0) };
  const app = await buildApp({ db, referee, clock: () => now.value });
  return {
    app,
    db,
    testDb,
    now,
    close: async () => {
      await app.close();
      await db.close();
      await testDb.drop();
    },
  };
}

export async function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "DELETE",
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any; headers: Record<string, unknown> }> {
  const r = await app.inject({
    method,
    url,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  let json: unknown = null;
  try {
    json = r.json();
  } catch {
    json = r.body;
  }
  return { status: r.statusCode, json, headers: r.headers };
}

export async function signIn(
  app: FastifyInstance,
  name = "club",
  password = "secreto-del-club",
): Promise<Record<string, string>> {
  await call(app, "POST", "/api/organizers", { name, password });
  const s = await call(app, "POST", "/api/session", { name, password });
  return { authorization: `Bearer ${s.json.token}` };
}

/** A drawn tournament and its tables' tokens. */
export async function pinaTournament(
  app: FastifyInstance,
  auth: Record<string, string>,
  opts: { players?: string[]; tables?: number; format?: string; startsAt?: number } = {},
) {
  const created = await call(
    app,
    "POST",
    "/api/tournaments",
    {
      name: "Copa Piña",
      game: "pina",
      format: opts.format ?? "round-robin",
      tables: opts.tables ?? 2,
      players: opts.players ?? ["Ana", "Beto", "Carla", "Dani"],
      ...(opts.startsAt !== undefined ? { startsAt: opts.startsAt } : {}),
    },
    auth,
  );
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const id = created.json.id as string;
  const drawn = await call(app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
  if (drawn.status !== 200) throw new Error(JSON.stringify(drawn.json));
  const admin = await call(app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
  const tokens = (admin.json.tables as { number: number; token: string }[]).map((t) => t.token);
  return { id, tokens, admin: admin.json };
}
