/**
 * Screenshots of the online and replay screens at 1280x720, 740x360 and 360x740, in Spanish and
 * English, against a real server on 127.0.0.1 (SQLite in a temporary folder):
 *   node bin/run-ts.js test/e2e/online/screens.ts OUTDIR
 * Look at them: nothing may cover the table.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

import WebSocket from "ws";
import { builtClient } from "../../../bench/support/client-build.ts";
import { buildApp } from "../../../src/server/app.ts";
import { rulesReferee } from "../../../src/server/match/engine.ts";
import { makeTestDb } from "../../server/harness.ts";
import { launchChromium } from "../game/harness.ts";
import { snap, until } from "./drive.ts";

const out = process.argv[2] ?? "/tmp/mingo-online-screens";
mkdirSync(out, { recursive: true });
const outDir = (await builtClient()).dir;
const testDb = await makeTestDb();
const db = await testDb.open();
const app = await buildApp({ db, referee: rulesReferee, clientDir: outDir, online: { graceMs: 60_000 } });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await launchChromium();

async function post(path: string, body: unknown, token?: string) {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // Only this script reads these answers: token, player, invite, match.id.
  return (await r.json()) as { token: string; player: unknown; invite: string; match: { id: string } };
}

// Two guests in a live Bola 8 match, and one open listed Piña invite for the lobby.
const ana = await post("/api/online/guests", { nickname: "Ana" });
const beto = await post("/api/online/guests", { nickname: "Beto" });
const made = await post("/api/online/matches", {
  game: "bola8",
  settings: { raceTo: 3 },
  clock: { shotSeconds: 60, extensions: 2, extensionSeconds: 30 },
  listed: true,
});
const made2 = await post(
  "/api/online/matches",
  {
    game: "bola8",
    settings: { raceTo: 3 },
    clock: { shotSeconds: 600, extensions: 2, extensionSeconds: 30 },
  },
  ana.token,
);
void made;
await post(`/api/online/invites/${made2.invite}/join`, {}, beto.token);
const carla = await post("/api/online/guests", { nickname: "Carla" });
await post("/api/online/matches", { game: "pina", settings: {}, listed: true }, carla.token);
const matchId = made2.match.id;
// Beto stays connected from a plain socket, so the match does not end by forfeit meanwhile.
const betoSocket = new WebSocket(`${base.replace("http", "ws")}/api/online/socket`);
await new Promise((r) => betoSocket.once("open", r));
betoSocket.send(JSON.stringify({ v: 1, kind: "hello", match: matchId, token: beto.token }));

// G-TEAM: an open 2 v 2 (two seats still free, a computer in one) and a live one.
const dani = await post("/api/online/guests", { nickname: "Dani" });
const openTeams = (await post(
  "/api/online/matches",
  {
    game: "bola8",
    settings: { raceTo: 3, teamRotation: "visit" },
    clock: { shotSeconds: 600, extensions: 2, extensionSeconds: 30 },
    sides: [
      ["person", "person"],
      ["person", { computer: "strong" }],
    ],
  },
  ana.token,
)) as unknown as {
  match: { id: string };
  seatInvites: { side: 0 | 1; member: number; invite: string; inviteUrl: string }[];
};
const liveTeams = (await post(
  "/api/online/matches",
  {
    game: "pina",
    settings: { teamRotation: "shot" },
    clock: { shotSeconds: 600, extensions: 2, extensionSeconds: 30 },
    sides: [
      ["person", "person"],
      ["person", { computer: "strong" }],
    ],
  },
  ana.token,
)) as unknown as { match: { id: string }; seatInvites: { invite: string }[] };
await post(`/api/online/invites/${liveTeams.seatInvites[0]!.invite}/join`, {}, carla.token);
await post(`/api/online/invites/${liveTeams.seatInvites[1]!.invite}/join`, {}, dani.token);
const teamSockets = [carla, dani].map((p) => {
  const ws = new WebSocket(`${base.replace("http", "ws")}/api/online/socket`);
  ws.once("open", () =>
    ws.send(JSON.stringify({ v: 1, kind: "hello", match: liveTeams.match.id, token: p.token })),
  );
  return ws;
});

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(out, `${name}.png`) });
}

const sizes = [
  [1280, 720],
  [740, 360],
  [360, 740],
] as const;
for (const [w, h] of sizes) {
  for (const lang of ["es", "en"] as const) {
    const tag = `${w}x${h}-${lang}`;
    // Signed out: the nickname form, the lobby.
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.goto(`${base}/online.html?lang=${lang}`);
    await page.getByTestId("online-home").waitFor();
    await shoot(page, `home-${tag}`);
    // Ana, signed in: invite, quick match, lobby.
    await page.evaluate((id) => localStorage.setItem("mingo.online.identity", JSON.stringify(id)), {
      token: ana.token,
      player: ana.player,
    });
    await page.reload();
    await page.getByTestId("me").waitFor();
    await shoot(page, `home-signed-${tag}`);
    // The invite page a friend opens.
    const friend = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
    await friend.goto(`${base}/online.html?lang=${lang}#/invite/${made2.invite}`);
    await friend.getByTestId("invite-page").waitFor();
    await shoot(friend, `invite-${tag}`);
    // The match, as Ana (seat 0, the lag), and watching.
    await page.goto(`${base}/online.html?lang=${lang}#/match/${matchId}`);
    await until(page, (s) => s.seat !== null, "the match");
    await shoot(page, `match-${tag}`);
    // A refused move (a stale sequence number, from the page's own socket), said in the page's language.
    await page.evaluate((id) => {
      const s = (window as unknown as { __mingoOnline: { socket: { raw: WebSocket | null } } }).__mingoOnline
        .socket;
      s.raw!.send(JSON.stringify({ v: 1, kind: "resign", match: id, seq: 99, ref: "look" }));
    }, matchId);
    await until(page, (s) => s.refusal !== null, "the refusal");
    await shoot(page, `match-refused-${tag}`);
    await friend.goto(`${base}/online.html?lang=${lang}#/watch/${matchId}`);
    await until(friend, (s) => s.status === "live", "watching");
    await shoot(friend, `watch-${tag}`);
    // G-TEAM: the invite card in doubles, the seats filling, a seat's own link, a live 2 v 2.
    await page.goto(`${base}/online.html?lang=${lang}`);
    await page.getByTestId("online-mode-doubles").click();
    await page.getByTestId("online-sides").scrollIntoViewIfNeeded();
    await shoot(page, `doubles-card-${tag}`);
    await page.evaluate(
      ([id, seats]) => sessionStorage.setItem(`mingo.online.seats.${id}`, JSON.stringify(seats)),
      [
        openTeams.match.id,
        openTeams.seatInvites.map((i) => ({ side: i.side, member: i.member, link: `${base}${i.inviteUrl}` })),
      ] as const,
    );
    await page.goto(`${base}/online.html?lang=${lang}#/match/${openTeams.match.id}`);
    await page.getByTestId("seats-waiting").waitFor();
    await shoot(page, `doubles-seats-${tag}`);
    const seatFriend = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
    await seatFriend.goto(`${base}/online.html?lang=${lang}#/invite/${openTeams.seatInvites[1]!.invite}`);
    await seatFriend.getByTestId("invite-who").waitFor();
    await shoot(seatFriend, `doubles-seat-invite-${tag}`);
    await seatFriend.context().close();
    await page.goto(`${base}/online.html?lang=${lang}#/match/${liveTeams.match.id}`);
    await until(page, (s) => s.seat !== null && s.status === "live", "the 2 v 2");
    await shoot(page, `doubles-match-${tag}`);
    const partner = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
    await partner.goto(`${base}/online.html?lang=${lang}`);
    await partner.evaluate((id) => localStorage.setItem("mingo.online.identity", JSON.stringify(id)), {
      token: carla.token,
      player: carla.player,
    });
    await partner.goto(`${base}/online.html?lang=${lang}#/match/${liveTeams.match.id}`);
    await partner.reload();
    await until(partner, (s) => s.seat !== null && s.status === "live", "Carla in the 2 v 2");
    await shoot(partner, `doubles-partner-${tag}`);
    await partner.context().close();
    console.log(tag, JSON.stringify(await snap(page)).slice(0, 200));
    await friend.context().close();
    await ctx.close();
  }
}
betoSocket.close();
for (const ws of teamSockets) ws.close();
await browser.close();
await app.close();
await db.close();
await testDb.drop();
rmSync(outDir, { recursive: true, force: true });
console.log(`screenshots in ${out}`);
