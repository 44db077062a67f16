import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltClient, builtClient, releaseClient } from "../../bench/support/client-build.ts";
import { buildApp } from "../../src/server/app.ts";
import type { ClubDb } from "../../src/server/db/connect.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { makeTestDb, type TestDb } from "../server/harness.ts";
import { launchChromium, screenshotStats, startAgainstComputer } from "./game/harness.ts";

// The security headers (CSP and the rest) must not break what they protect: the game (module
// scripts, its Web Worker, WebGL) and the club pages, served by the club server itself.
describe("security headers with the real pages in Chromium", () => {
  let client: BuiltClient | undefined;
  let testDb: TestDb;
  let db: ClubDb;
  let app: FastifyInstance;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    client = await builtClient();
    testDb = await makeTestDb();
    db = await testDb.open();
    app = await buildApp({ db, referee: rulesReferee, clientDir: client.dir });
    base = await app.listen({ host: "127.0.0.1", port: 0 });
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await db?.close();
    await testDb?.drop();
    if (client) releaseClient(client);
  });

  /** Opens a page that records every CSP violation and page error from its first script on. */
  async function open(path: string): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      // No eval exemption: every entry sets zod jitless first (src/client/zod-jitless.ts), so
      // even zod's caught probe for `Function("")` would show here as a regression.
      // Failed loads are judged by URL below (an API's 4xx is the page's business).
      if (m.type() === "error" && !/^Failed to load resource/.test(m.text()))
        problems.push(`console: ${m.text()}`);
    });
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (r.status() >= 400 && !url.pathname.startsWith("/api/") && url.pathname !== "/favicon.ico")
        problems.push(`${r.status()} ${url.pathname}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(base + path);
    return { page, problems };
  }

  it("sends the headers", async () => {
    const r = await fetch(`${base}/api/tournaments`);
    expect(r.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(r.headers.get("content-security-policy")).toMatch(/worker-src 'self'/);
    expect(r.headers.get("content-security-policy")).not.toMatch(/upgrade-insecure-requests/);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("referrer-policy")).toBe("same-origin");
    expect(r.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("the game loads, draws the table in WebGL and plays the computer through its Web Worker", async () => {
    const { page, problems } = await open("/");
    await startAgainstComputer(page, { game: "pina" });
    // The worker is made with the match: it loads under worker-src, or a violation shows.
    const worker = await page.waitForEvent("worker", { timeout: 15_000 }).catch(() => null);
    const gl = await page.evaluate(() => {
      const c = document.querySelector("canvas");
      return c ? Boolean(c.getContext("webgl2") ?? c.getContext("webgl")) : false;
    });
    const shot = await screenshotStats(page, join(mkdtempSync(join(tmpdir(), "mingo-csp-")), "game.png"));
    expect(problems).toEqual([]);
    expect(gl).toBe(true);
    expect(shot.distinct).toBeGreaterThan(20);
    // A worker created before the listener was attached is in page.workers().
    expect(worker !== null || page.workers().length > 0).toBe(true);
    await page.close();
  }, 120_000);

  it("the club pages load and run their scripts", async () => {
    for (const path of ["/club/", "/club/live.html", "/club/table.html"]) {
      const { page, problems } = await open(path);
      await page.waitForLoadState("networkidle");
      const scripted = await page.evaluate(() => document.body.innerText.trim().length);
      expect(problems, path).toEqual([]);
      expect(scripted, path).toBeGreaterThan(0);
      await page.close();
    }
  }, 60_000);
});
