import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRefusalCode } from "../../src/protocol/refusals.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

// Every route in the OpenAPI document, with junk in every place input goes: never a 5xx, and
// every refusal says why.
describe(`every endpoint refuses bad input with a 4xx (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  let ids: { id: string; tokens: string[]; eid: string };
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
    const t = await pinaTournament(f.app, auth);
    ids = { id: t.id, tokens: t.tokens, eid: t.admin.tournament.encounters[0].id };
  });
  afterAll(() => f.close());

  it("documented routes × junk params, bodies and credentials", async () => {
    const doc = (await call(f.app, "GET", "/api/docs/json")).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ path, method: method.toUpperCase() as "GET" | "POST" })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const param = fc.oneof(
      fc.constantFrom("id", "n", "eid"),
      fc.string({ maxLength: 50 }),
      fc.constantFrom("0", "-1", "101", "1.5", "%00", "toString", "__proto__"),
      // What once reached the database: NUL, escapes, lone surrogates, over-long ids.
      fc.constantFrom("\u0000", "a\u0000b", "\u001b[31m", "\ud800", "\udfff", "x".repeat(41), " ", "é"),
    );
    for (const { path, method } of routes) {
      await fc.assert(
        fc.asyncProperty(
          param,
          param,
          fc.oneof(
            fc.jsonValue(),
            fc.constant(undefined),
            // Bodies of the right shape with hostile names.
            fc.record({
              name: fc.constantFrom("Ana\u0000", "\u001b[2J", "\ud800", "   ", "ok"),
              password: fc.constantFrom("", " ".repeat(12), "ok", "una-clave-buena"),
            }),
            fc.record({
              names: fc.array(fc.constantFrom("Eva\u0000", "\u0007", "Eva", "\ud83d"), { maxLength: 3 }),
            }),
          ),
          fc.constantFrom("organizer", "none", "table", "wrong"),
          async (p1, p2, body, who) => {
            const real: Record<string, string> = { id: ids.id, n: "1", eid: ids.eid };
            // A lone surrogate has no UTF-8 form: sent as the bytes a careless client would send.
            const enc = (x: string) => {
              try {
                return encodeURIComponent(x);
              } catch {
                return "%ED%A0%80";
              }
            };
            const url = path
              .replace("{id}", enc(real[p1] ?? p1))
              .replace("{n}", enc(real[p2] ?? p2))
              .replace("{eid}", enc(real[p2] ?? p2));
            const headers: Record<string, string> =
              who === "organizer"
                ? auth
                : who === "table"
                  ? { "x-table-token": ids.tokens[0]! }
                  : who === "wrong"
                    ? { authorization: "Bearer nope", "x-table-token": "nope" }
                    : {};
            const r = await call(f.app, method, url, method === "GET" ? undefined : (body ?? null), headers);
            expect(r.status, `${method} ${url} -> ${JSON.stringify(r.json)}`).toBeLessThan(500);
            if (r.status >= 400) {
              expect(String(r.json?.error?.message ?? "").length).toBeGreaterThan(3);
              // A page can say it in its own language: the code is one of protocol/refusals.ts.
              expect(isRefusalCode(String(r.json?.error?.code)), JSON.stringify(r.json)).toBe(true);
            }
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it("player counts around the bounds: created when within, refused with a message naming the bound when not", async () => {
    const me = await signIn(f.app, "limites", "limites-largos-1");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("round-robin", "single-elimination", "groups-knockout"),
        fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constantFrom(63, 64, 65, 255, 256, 257)),
        async (format, n) => {
          const players = Array.from({ length: n }, (_, i) => `J${i}`);
          const r = await call(
            f.app,
            "POST",
            "/api/tournaments",
            { name: "L", game: "pina", format, tables: 1, players },
            me,
          );
          const bound = format === "round-robin" ? 64 : 256;
          if (n <= bound) {
            expect(r.status, JSON.stringify(r.json)).toBe(201);
            // Not drawn, so it stays open: finish it off the books to keep within the organizer bound.
            await f.db.db
              .updateTable("tournaments")
              .set({ status: "done" })
              .where("id", "=", r.json.id)
              .execute();
          } else {
            expect(r.status).toBeGreaterThanOrEqual(400);
            expect(r.status).toBeLessThan(500);
            expect(r.json.error.message).toMatch(/players|256/);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
