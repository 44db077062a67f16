/**
 * Screenshots of an online tournament (issue 28) at 1280x720, 740x360 and 360x740, in Spanish
 * and English, against a real server on 127.0.0.1 (SQLite in a temporary folder):
 *   node bin/run-ts.js test/e2e/online/tournament-screens.ts [OUTDIR]   (default /tmp/tournament-shots)
 * An organizer (made through the API) opens a tournament played online; four guests register,
 * three check in (the fourth is withdrawn at the draw); the organizer draws. Shot: the wall
 * before the draw (with no identity, registered and checked in, registered only, not yet
 * registered), the wall after it with the call to play, the organizer's form with "played
 * online" ticked, the desk, and the player's profile with a tournament won (a second, two-player
 * tournament whose one match the opponent abandons).
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";

import WebSocket from "ws";
import { builtClient } from "../../../bench/support/client-build.ts";
import type { TournamentView } from "../../../src/protocol/club-views.ts";
import { buildApp } from "../../../src/server/app.ts";
import { rulesReferee } from "../../../src/server/match/engine.ts";
import { makeTestDb } from "../../server/harness.ts";
import { launchChromium } from "../game/harness.ts";

const out = process.argv[2] ?? "/tmp/tournament-shots";
mkdirSync(out, { recursive: true });
const outDir = (await builtClient()).dir;
const testDb = await makeTestDb();
const db = await testDb.open();
const app = await buildApp({ db, referee: rulesReferee, clientDir: outDir, online: { graceMs: 60_000 } });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await launchChromium();

async function call<T>(method: "GET" | "POST", path: string, body?: unknown, token?: string): Promise<T> {
  const r = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await r.json().catch(() => null)) as T;
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

interface Guest {
  token: string;
  player: { id: string; name: string; guest: boolean };
}
const guest = (nickname: string) => call<Guest>("POST", "/api/online/guests", { nickname });

// The organizer and the tournament, played wholly online (no real table).
const organizer = { name: "Club Norte", password: "tacos-y-tiza-2026" };
await call("POST", "/api/organizers", organizer);
const org = (await call<{ token: string }>("POST", "/api/session", organizer)).token;
const newOnline = (name: string, startsAt?: number) =>
  call<{ id: string }>(
    "POST",
    "/api/tournaments",
    {
      name,
      game: "bola8",
      format: "round-robin",
      tables: 0,
      settings: { raceTo: 3 },
      online: {},
      ...(startsAt === undefined ? {} : { startsAt }),
    },
    org,
  );
const tid = (await newOnline("Noche de Bola 8 en línea")).id;
const [ana, beto, carla, dani, eva] = await Promise.all(
  ["Ana", "Beto", "Carla", "Dani", "Eva"].map((n) => guest(n)),
);
for (const g of [ana!, beto!, carla!, dani!])
  await call("POST", `/api/tournaments/${tid}/register`, undefined, g.token);
for (const g of [ana!, beto!, carla!])
  await call("POST", `/api/tournaments/${tid}/check-in`, undefined, g.token);

const sizes = [
  [1280, 720],
  [740, 360],
  [360, 740],
] as const;
const langs = ["es", "en"] as const;

/** A browser context whose online identity (localStorage, as the online pages keep it) is `who`. */
async function as(who: Guest | null, w: number, h: number, organizerToken?: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(
    ([id, orgToken]) => {
      if (id) localStorage.setItem("mingo.online.identity", id);
      if (orgToken) localStorage.setItem("mingo-organizer", orgToken);
    },
    [who ? JSON.stringify({ token: who.token, player: who.player }) : "", organizerToken ?? ""] as const,
  );
  return ctx;
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage });
}

async function wall(who: Guest | null, w: number, h: number, lang: string, name: string, full = false) {
  const ctx = await as(who, w, h);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.error(`page error (${name}): ${e.message}`));
  await page.goto(`${base}/club/live.html?t=${tid}&lang=${lang}`);
  await page.getByTestId("online-entry").waitFor();
  await shoot(page, name, full);
  return { ctx, page };
}

// Before the draw.
for (const [w, h] of sizes)
  for (const lang of langs) {
    const tag = `${w}x${h}-${lang}`;
    await (await wall(null, w, h, lang, `wall-entry-anonymous-${tag}`)).ctx.close();
    await (await wall(ana!, w, h, lang, `wall-entry-checked-in-${tag}`, w === 1280)).ctx.close();
    await (await wall(dani!, w, h, lang, `wall-entry-registered-${tag}`)).ctx.close();
    await (await wall(eva!, w, h, lang, `wall-entry-not-registered-${tag}`)).ctx.close();
    // The organizer's form, "played online" ticked.
    const ctx = await as(null, w, h, org);
    const page = await ctx.newPage();
    await page.goto(`${base}/club/?lang=${lang}`);
    await page.getByTestId("new-tournament").click();
    await page.getByTestId("t-online").check();
    await page.getByTestId("t-online-box").scrollIntoViewIfNeeded();
    await shoot(page, `organizer-form-${tag}`);
    await page.goto(`${base}/club/?lang=${lang}&admin=${tid}`);
    await page.getByTestId("admin").scrollIntoViewIfNeeded();
    await shoot(page, `organizer-desk-entry-${tag}`);
    await ctx.close();
  }

// A refusal said in the page's language: Ana registers again from a page that missed her entry.
{
  const { ctx, page } = await wall(eva!, 740, 360, "es", "wall-entry-before-refusal-740x360-es");
  await page.evaluate((id) => localStorage.setItem("mingo.online.identity", id), JSON.stringify(ana));
  await page.getByTestId("register-me").click();
  await page.getByTestId("entry-error").waitFor();
  await shoot(page, "wall-entry-refused-740x360-es");
  await ctx.close();
}

// The draw, and the online matches it calls.
await call("POST", `/api/tournaments/${tid}/draw`, undefined, org);
const t0 = Date.now();
let view = await call<TournamentView>("GET", `/api/tournaments/${tid}`);
while (!view.encounters.some((e) => e.online)) {
  if (Date.now() - t0 > 30_000)
    throw new Error(`no online encounter after the draw: ${JSON.stringify(view)}`);
  await new Promise((r) => setTimeout(r, 250));
  view = await call<TournamentView>("GET", `/api/tournaments/${tid}`);
}
const anaEntry = view.players.find((p) => p.account === ana!.player.id);
const anaPlays = view.encounters.some((e) => e.online && (e.a === anaEntry?.id || e.b === anaEntry?.id));
const caller = anaPlays
  ? ana!
  : [beto!, carla!].find((g) => {
      const p = view.players.find((x) => x.account === g.player.id);
      return view.encounters.some((e) => e.online && (e.a === p?.id || e.b === p?.id));
    })!;
console.log(
  "after the draw:",
  view.status,
  view.players.map((p) => `${p.name}${p.checkedIn ? "✓" : ""}`).join(" "),
  view.encounters.map((e) => `${e.a}-${e.b}:${e.status}:${e.online ?? "-"}`).join(" "),
);

for (const [w, h] of sizes)
  for (const lang of langs) {
    const tag = `${w}x${h}-${lang}`;
    const { ctx, page } = await wall(caller, w, h, lang, `wall-running-${tag}`, w === 1280);
    await page.getByTestId("my-match").waitFor();
    await shoot(page, `wall-call-${tag}`);
    await (await wall(null, w, h, lang, `wall-running-anonymous-${tag}`, w === 1280)).ctx.close();
    // The call's link opens the online match, as its player.
    if (w === 1280) {
      await page.getByTestId("my-match-play").click();
      await page.waitForURL(/online\.html.*#\/match\//);
      await page.waitForTimeout(1500);
      await shoot(page, `call-opens-match-${tag}`);
    }
    await ctx.close();
    const org2 = await as(null, w, h, org);
    const desk = await org2.newPage();
    await desk.goto(`${base}/club/?lang=${lang}&admin=${tid}`);
    await desk.getByTestId("admin").scrollIntoViewIfNeeded();
    await shoot(desk, `organizer-desk-running-${tag}`);
    await org2.close();
  }

// A second tournament, two players: Beto abandons the online match, Ana is champion; her
// profile lists both tournaments.
const tid2 = (await newOnline("Copa relámpago")).id;
for (const g of [ana!, beto!]) {
  await call("POST", `/api/tournaments/${tid2}/register`, undefined, g.token);
  await call("POST", `/api/tournaments/${tid2}/check-in`, undefined, g.token);
}
await call("POST", `/api/tournaments/${tid2}/draw`, undefined, org);
const onlineMatch = async (tournament: string): Promise<string> => {
  for (const t1 = Date.now(); Date.now() - t1 < 30_000; ) {
    const v = await call<TournamentView>("GET", `/api/tournaments/${tournament}`);
    const m = v.encounters.find((e) => e.online)?.online;
    if (m) return m;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("no online match called");
};
const final = await onlineMatch(tid2);
{
  const ws = new WebSocket(`${base.replace("http", "ws")}/api/online/socket`);
  await new Promise((r) => ws.once("open", r));
  const said = (kind: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const on = (raw: WebSocket.RawData) => {
        const m = JSON.parse(String(raw)) as Record<string, unknown>;
        if (m.kind === kind) {
          ws.off("message", on);
          resolve(m);
        }
      };
      ws.on("message", on);
    });
  const welcome = said("welcome");
  ws.send(JSON.stringify({ v: 1, kind: "hello", match: final, token: beto!.token }));
  const seq = ((await welcome).actions as unknown[]).length;
  const over = said("over");
  ws.send(JSON.stringify({ v: 1, kind: "abandon", match: final, seq, ref: "screens" }));
  await Promise.race([over, new Promise((r) => setTimeout(r, 5000))]);
  ws.close();
}
let view2 = await call<TournamentView>("GET", `/api/tournaments/${tid2}`);
for (const t1 = Date.now(); view2.status !== "done" && Date.now() - t1 < 15_000; ) {
  await new Promise((r) => setTimeout(r, 250));
  view2 = await call<TournamentView>("GET", `/api/tournaments/${tid2}`);
}
console.log("second tournament:", view2.status);
console.log(
  "Ana's profile:",
  JSON.stringify(
    (await call<{ tournaments?: unknown }>("GET", `/api/online/players/${ana!.player.id}`)).tournaments,
  ),
);

for (const [w, h] of sizes)
  for (const lang of langs) {
    const tag = `${w}x${h}-${lang}`;
    const ctx = await as(ana!, w, h);
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.error(`page error (profile): ${e.message}`));
    await page.goto(`${base}/online.html?lang=${lang}#/player/${encodeURIComponent(ana!.player.id)}`);
    await page.getByTestId("player-page").waitFor();
    await page
      .getByTestId("player-tournaments")
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await shoot(page, `profile-${tag}`);
    await page.goto(`${base}/online.html?lang=${lang}#/`);
    await page.getByTestId("history").waitFor();
    await page
      .getByTestId("player-tournaments")
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await shoot(page, `home-tournaments-${tag}`);
    await ctx.close();
  }

await browser.close();
await app.close();
await db.close();
await testDb.drop();
rmSync(outDir, { recursive: true, force: true });
console.log(`screenshots in ${out}`);
