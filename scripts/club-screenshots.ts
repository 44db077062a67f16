/**
 * Screenshots of the club pages (organizer's desk, scorekeeper, wall) at 1280x720, 740x360 and
 * 360x740 in Spanish and English, for a person to look at: a Piña tournament of four, a few
 * entries at table 1 (a foul, a scored ball) so the referee's words show.
 *   node bin/run-ts.js scripts/club-screenshots.ts [outDir]   (default /tmp/club-shots)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { unwrap } from "../src/core/index.ts";
import { buildApp } from "../src/server/app.ts";
import { rulesReferee } from "../src/server/match/engine.ts";
import { buildPages } from "../test/server/club-pages.ts";
import { makeTestDb } from "../test/server/harness.ts";

const out = process.argv[2] ?? "/tmp/club-shots";
mkdirSync(out, { recursive: true });
const pages = await buildPages();
const testDb = await makeTestDb();
const db = await testDb.open();
const app = await buildApp({ db, referee: rulesReferee, clientDir: pages.dir });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await r.json()) as Record<string, any>;
}
const who = { name: "Club Caracas", password: "secreto-del-club" };
await api("POST", "/api/organizers", who);
const { token } = await api("POST", "/api/session", who);
const auth = { authorization: `Bearer ${token}` };
const { id } = await api(
  "POST",
  "/api/tournaments",
  {
    name: "Copa Piña de los Viernes",
    game: "pina",
    format: "round-robin",
    tables: 2,
    players: ["Ana María", "Beto", "Carla Rodríguez", "Dani"],
  },
  auth,
);
await api("POST", `/api/tournaments/${id}/draw`, undefined, auth);
const admin = await api("GET", `/api/tournaments/${id}/admin`, undefined, auth);
const table = { "x-table-token": admin.tables[0].token as string };
const tpath = `/api/tournaments/${id}/tables/1`;
await api("POST", `${tpath}/start`, { breaker: 0 }, table);
const steps = [
  { shot: { by: 0, events: [{ hit: [0, 1] }] } },
  { shot: { by: 1, call: { ball: 1, pocket: "side-left" }, events: [{ hit: [0, 1] }], fouls: ["PC-8"] } },
  {
    shot: {
      by: 0,
      call: { ball: 1, pocket: "foot-left" },
      events: [{ hit: [0, 1] }, { pocket: [1, "foot-left"] }],
    },
  },
];
for (const [seq, step] of steps.entries())
  unwrap({ ok: true, value: await api("POST", `${tpath}/steps`, { seq, step }, table) });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const views = [
  [1280, 720],
  [740, 360],
  [360, 740],
] as const;
const shots: [string, string][] = [
  ["organizer", `/club/?admin=${id}`],
  ["scorekeeper", admin.tables[0].link],
  ["wall", `/club/live.html?t=${id}`],
];
for (const lang of ["es", "en"] as const)
  for (const [w, hgt] of views)
    for (const [name, path] of shots) {
      const ctx = await browser.newContext({
        viewport: { width: w, height: hgt },
        isMobile: w < hgt,
        hasTouch: w < hgt,
      });
      await ctx.addInitScript(
        (a: { t: string; l: string }) => {
          localStorage.setItem("mingo-organizer", a.t);
          localStorage.setItem("mingo-lang", a.l);
        },
        { t: token as string, l: lang },
      );
      const page = await ctx.newPage();
      await page.goto(base + path);
      await page.waitForTimeout(700);
      const file = `${out}/${name}-${w}x${hgt}-${lang}.png`;
      await page.screenshot({ path: file });
      await page.screenshot({ path: file.replace(".png", "-full.png"), fullPage: true });
      await ctx.close();
    }
await browser.close();
await app.close();
await db.close();
await testDb.drop();
pages.remove();
process.stdout.write(`screenshots in ${out}\n`);
