/**
 * Every refusal carries a stable code from protocol/refusals.ts: input problems name the field
 * and the constraint (password-too-short, with its limit), never zod's English alone; the
 * framework's own refusals (bad JSON, a body too large) have codes too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRefusalCode, splitInputRefusal } from "../../src/protocol/refusals.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

describe(`club refusal codes (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  it("a short password is password-too-short, with the field, the constraint and the limit", async () => {
    const r = await call(f.app, "POST", "/api/organizers", { name: "Club Caracas", password: "corta" });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({
      code: "password-too-short",
      field: "password",
      constraint: "too-short",
      limit: 10,
    });
  });

  it.each([
    [{ name: "   ", password: "secreto-largo" }, "name-empty"],
    [{ password: "secreto-largo" }, "name-missing"],
    [{ name: "x".repeat(61), password: "secreto-largo" }, "name-too-long"],
    [{ name: "Ana", password: 12345678 }, "password-wrong-type"],
    [{ name: "Ana", password: "secreto-largo", admin: true }, "input-unknown-field"],
  ])("registering with %j is refused as %s", async (body, code) => {
    const r = await call(f.app, "POST", "/api/organizers", body);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe(code);
    expect(splitInputRefusal(code)).not.toBeNull();
  });

  it("a tournament's fields: an unknown game, a fractional table count, a blank player", async () => {
    const base = { name: "Copa", game: "pina", format: "round-robin", tables: 2 };
    const codes = [];
    for (const body of [
      { ...base, game: "snooker" },
      { ...base, tables: 1.5 },
      { ...base, tables: 0 },
      { ...base, players: ["Ana", ""] },
    ])
      codes.push((await call(f.app, "POST", "/api/tournaments", body, auth)).json.error);
    expect(codes.map((e) => e.code)).toEqual([
      "game-not-allowed",
      "tables-not-whole",
      "tables-too-small",
      "players-empty",
    ]);
    expect(codes[2].limit).toBe(1);
  });

  it("a password of spaces, or the name itself, says which rule it breaks", async () => {
    const spaces = await call(f.app, "POST", "/api/organizers", { name: "Ana", password: " ".repeat(12) });
    expect(spaces.json.error).toMatchObject({ code: "password-too-short", limit: 10 });
    const same = await call(f.app, "POST", "/api/organizers", {
      name: "Ana Lucía Pérez",
      password: "ana lucía pérez",
    });
    expect(same.json.error.code).toBe("password-same-as-name");
  });

  it("wrong credentials, no sign-in: named codes", async () => {
    const wrong = await call(f.app, "POST", "/api/session", { name: "club", password: "no-es-esta" });
    expect([wrong.status, wrong.json.error.code]).toEqual([401, "bad-credentials"]);
    const anon = await call(f.app, "POST", "/api/tournaments", { name: "x" });
    expect([anon.status, anon.json.error.code]).toEqual([401, "sign-in"]);
  });

  it("bad JSON and a body over the limit have codes of their own, not Fastify's", async () => {
    const notJson = await call(f.app, "POST", "/api/session", "{nope");
    expect([notJson.status, notJson.json.error.code]).toEqual([400, "malformed-json"]);
    const huge = await call(f.app, "POST", "/api/session", { name: "x", password: "y".repeat(70_000) });
    expect([huge.status, huge.json.error.code]).toEqual([413, "body-too-large"]);
    const none = await call(f.app, "GET", "/api/nothing-here");
    expect([none.status, none.json.error.code]).toEqual([404, "not-found"]);
    for (const r of [notJson, huge, none]) expect(isRefusalCode(r.json.error.code)).toBe(true);
  });
});
