/**
 * `npm start` serves the club pages built by the game's Vite build: organizer at /club/,
 * scorekeeper at /club/table.html, wall at /club/live.html, their scripts from the build's
 * assets. Without a build the server still runs and says how to build them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { type BuiltPages, buildPages } from "./club-pages.ts";
import { makeTestDb, type TestDb } from "./harness.ts";
import { type Spawned, spawnServer } from "./spawn-server.ts";

describe("the club pages as served", () => {
  let pages: BuiltPages;
  let testDb: TestDb;
  let server: Spawned;
  beforeAll(async () => {
    pages = await buildPages();
    testDb = await makeTestDb();
    server = await spawnServer(testDb.target, { MINGO_CLIENT_DIR: pages.dir });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await testDb?.drop();
    pages?.remove();
  });

  it.each([
    ["/club/", "organizer"],
    ["/club/table.html", "table"],
    ["/club/live.html", "live"],
  ])("%s is the built %s page, its script served", async (path, entry) => {
    const r = await fetch(server.url + path);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/text\/html/);
    const html = await r.text();
    const script = new RegExp(`src="\\.\\./assets/(club-${entry}-[\\w-]+\\.js)"`).exec(html);
    expect(script, html).not.toBeNull();
    const js = await fetch(`${server.url}/assets/${script?.[1]}`);
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toMatch(/javascript/);
    // Built, not the TypeScript source.
    expect(await js.text()).not.toMatch(/: HTMLElement|import type/);
  });

  it("the game is still at /", async () => {
    const r = await fetch(`${server.url}/`);
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/<div id="app">/);
  });

  it("the rulebooks page answers at /reglas (Spanish) and /rules (English)", async () => {
    for (const [path, lang] of [
      ["/reglas", "es"],
      ["/rules", "en"],
    ] as const) {
      const r = await fetch(server.url + path, { redirect: "manual" });
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toBe(`/rules.html?lang=${lang}`);
    }
    const page = await fetch(`${server.url}/reglas`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/src="\.\/assets\/rules-[\w-]+\.js"/);
  });

  it("without a build the API runs and /club/ says how to build the pages", async () => {
    const db = await testDb.open();
    const app = await buildApp({ db, referee: rulesReferee });
    const r = await app.inject({ method: "GET", url: "/club/" });
    expect(r.statusCode).toBe(404);
    expect(r.json().error.message).toMatch(/npm run build:client/);
    expect((await app.inject({ method: "GET", url: "/api/tournaments" })).statusCode).toBe(200);
    await app.close();
    await db.close();
  });
});
