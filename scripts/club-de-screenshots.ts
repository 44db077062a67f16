/**
 * Screenshots of double elimination with handicaps on the club pages (issue 39): the wall and
 * the organizer's desk at 1280x720, 740x360 and 360x740 in Spanish and English, for a person to
 * look at. A Bola 8 double elimination of six (names in four scripts, two with a handicap) is
 * played through the HTTP API up to the grand final, one match left running at table 1.
 *   node bin/run-ts.js scripts/club-de-screenshots.ts [outDir]   (default test-output/club-de)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { buildApp } from "../src/server/app.ts";
import { rulesReferee } from "../src/server/match/engine.ts";
import { buildPages } from "../test/server/club-pages.ts";
import { makeTestDb } from "../test/server/harness.ts";

const out = process.argv[2] ?? "test-output/club-de";
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
const PLAYERS = ["Ana María", "Łukasz Żółw", "Νίκος Παπάς", "Nguyễn Văn An", "Carla", "Dani"];
const { id } = await api(
  "POST",
  "/api/tournaments",
  {
    name: "Doble K.O. de los Viernes",
    game: "bola8",
    format: "double-elimination",
    settings: { raceTo: 3 },
    tables: 2,
    players: [{ name: PLAYERS[0], handicap: 5 }, ...PLAYERS.slice(1, 5), { name: PLAYERS[5], handicap: 2 }],
  },
  auth,
);
await api("POST", `/api/tournaments/${id}/draw`, undefined, auth);
const admin = await api("GET", `/api/tournaments/${id}/admin`, undefined, auth);
// Every encounter until the grand final: the better seed wins each by the other conceding its racks.
for (let pass = 0; pass < 30; pass++) {
  const v = await api("GET", `/api/tournaments/${id}`);
  const playing = (v.encounters as any[]).filter((e) => e.status === "playing");
  const next = playing.find((e) => e.stage !== "gf");
  if (!next) break;
  const t = admin.tables.find((x: any) => x.number === next.table);
  const h = { "x-table-token": t.token };
  const path = `/api/tournaments/${id}/tables/${t.number}`;
  await api("POST", `${path}/start`, { breaker: 0 }, h);
  const seed = (pid: string) => v.players.find((p: any) => p.id === pid).seed as number;
  const loser = seed(next.a) < seed(next.b) ? 1 : 0;
  for (let seq = 0; seq < 10; seq++) {
    const r = await api("POST", `${path}/steps`, { seq, step: { resign: { by: loser } } }, h);
    if (r.matchOver) break;
  }
}
// The grand final under way: one rack each.
const v = await api("GET", `/api/tournaments/${id}`);
const gf = (v.encounters as any[]).find((e) => e.stage === "gf" && e.status === "playing");
if (gf) {
  const t = admin.tables.find((x: any) => x.number === gf.table);
  const h = { "x-table-token": t.token };
  const path = `/api/tournaments/${id}/tables/${t.number}`;
  await api("POST", `${path}/start`, { breaker: 0 }, h);
  await api("POST", `${path}/steps`, { seq: 0, step: { resign: { by: 1 } } }, h);
  await api("POST", `${path}/steps`, { seq: 1, step: { resign: { by: 0 } } }, h);
}

// The printed bracket (three brackets and the placings), to render with pdftoppm and look at.
for (const lang of ["es", "en"] as const) {
  const pdf = await fetch(`${base}/api/tournaments/${id}/print/bracket.pdf?lang=${lang}`);
  writeFileSync(`${out}/bracket-${lang}.pdf`, Buffer.from(await pdf.arrayBuffer()));
}

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
  ["desk", `/club/?admin=${id}`],
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
