/**
 * Online play end to end in Debian's Chromium, through the real server (in-process, SQLite or
 * PostgreSQL as the suite runs) and the built pages: two guests pair through an invite link and
 * play a Bola 8 rack, then a Piña game, against each other; a third page watches; one player
 * reloads mid-match and carries on; a forged message claiming a pot, a shot out of turn and a
 * stale sequence number are refused and change nothing; the finished match opens as a replay;
 * two players queued for a quick match are paired.
 *
 * The shots are the computer opponent's (strong level, seeded per step) set up on each page's
 * own session and struck with its button, so every intent goes through the page's socket.
 * A game that has not ended after a bounded number of strikes is conceded by the player to act
 * (G-RESIGN, through the resign button): the test's time stays bounded whatever the racks.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltClient, builtClient, releaseClient } from "../../bench/support/client-build.ts";
import { buildApp } from "../../src/server/app.ts";
import type { ClubDb } from "../../src/server/db/connect.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { DB_KIND, makeTestDb, type TestDb } from "../server/harness.ts";
import { fromGameMenu, launchChromium } from "./game/harness.ts";
import { type OnlineSnap, playOneMove, settled, snap, trace, until } from "./online/drive.ts";

/** Strikes after which the player to act concedes the rack or game (keeps the run short). */
const MAX_STRIKES = { bola8: 6, pina: 4 } as const;

describe(`online play in Chromium (${DB_KIND})`, () => {
  let testDb: TestDb;
  let db: ClubDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let browser: Browser;
  let base: string;
  let client: BuiltClient | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    client = await builtClient();
    testDb = await makeTestDb();
    db = await testDb.open();
    app = await buildApp({
      db,
      referee: rulesReferee,
      clientDir: client.dir,
      online: { graceMs: 30_000, sweepMs: 100 },
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
    await db?.close();
    await testDb?.drop();
    if (client) releaseClient(client);
  });

  /** A page in a browser context of its own (its own localStorage: its own player). */
  async function person(): Promise<Page> {
    const ctx = await browser.newContext({ viewport: { width: 800, height: 450 } });
    contexts.push(ctx);
    const page = await ctx.newPage();
    page.on("dialog", (d) => void d.accept());
    page.on("pageerror", (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  async function asGuest(page: Page, nickname: string): Promise<void> {
    await page.getByTestId("nickname").fill(nickname);
    await page.getByTestId("guest-go").click();
    await page.getByTestId("me").waitFor();
  }

  /** A creates a private invite; B opens the link and joins; both end on the match screen. */
  async function pair(a: Page, b: Page, game: "bola8" | "pina"): Promise<string> {
    trace(`pairing for ${game}`);
    await a.goto(`${base}/online.html`);
    if ((await a.getByTestId("me").count()) === 0) await asGuest(a, "Ana");
    await a.getByTestId(`invite-game-${game}`).click();
    if (game === "bola8") await a.getByTestId("invite-race").fill("1");
    await a.getByTestId("invite-clock").selectOption("0");
    await a.getByTestId("create-invite").click();
    const link = (await a.getByTestId("invite-url").textContent())!;
    expect(link).toContain("invite");
    const id = decodeURIComponent(new URL(a.url()).hash.split("/")[2]!);
    await b.goto(link);
    await b.getByTestId("invite-page").waitFor();
    await expect.poll(() => b.getByTestId("invite-who").textContent()).toContain("Ana");
    if ((await b.getByTestId("me").count()) === 0) await asGuest(b, "Beto");
    await b.getByTestId("accept-invite").click();
    for (const p of [a, b])
      await until(p, (s) => s.seat !== null && s.status === "live", "the match to start");
    return id;
  }

  /** Plays until the rack (Bola 8) or game (Piña) is decided, or concedes after the bound. */
  async function playGame(
    players: readonly [Page, ...Page[]],
    watchers: Page[],
    game: "bola8" | "pina",
    during?: (strikes: number) => Promise<void>,
  ): Promise<OnlineSnap> {
    const all = [...players, ...watchers];
    const start = await snap(players[0]);
    const startRack = start.rack;
    let strikes = 0;
    for (let step = 0; step < 80; step++) {
      const s = await snap(players[0]);
      // Decided: the match is over, the next rack is on, or (Piña) the lag for the next game is due.
      const decided =
        s.matchOver ||
        (startRack !== null && s.rack !== null && s.rack !== startRack) ||
        (strikes > 0 && s.turn === "lag");
      if (decided) return s;
      if (strikes >= MAX_STRIKES[game] && s.turn !== "lag" && s.turn !== "lag-choice") {
        // The player to act concedes through the resign button, answering the screen's own
        // "are you sure?" (an in-page question since the game screen's rework, not a dialog).
        const who = (await Promise.all(players.map(snap))).findIndex((x) => x.mayAct !== null);
        await fromGameMenu(players[who]!, "resign");
        await players[who]!.getByTestId("ask-yes").click();
        await settled(all, s.seq! + 1);
        return snap(players[0]);
      }
      if (s.turn === "shot" || s.turn === "choose") strikes++;
      trace(`${game} step ${step}: seq ${s.seq} ${s.turn} by ${s.who} rack ${s.rack} strikes ${strikes}`);
      await playOneMove(players, `${game}:${step}`);
      await settled(all, s.seq! + 1);
      if (during) await during(strikes);
    }
    throw new Error("the game did not end within 80 steps");
  }

  it("pairs two pages by invite, plays a Bola 8 rack and a Piña game, with a spectator, a reload and refused forgeries", async () => {
    const [ana, beto, carla] = [await person(), await person(), await person()];

    // ---- Bola 8, race to 1 ----
    const id = await pair(ana, beto, "bola8");
    await carla.goto(`${base}/online.html#/watch/${id}`);
    await until(carla, (s) => s.seat === null && s.status === "live", "the spectator to attach");
    await until(ana, (s) => (s.spectators ?? 0) >= 1, "the spectator to be counted");
    let reloaded = false;
    let forged = false;
    const bola8 = await playGame([ana, beto], [carla], "bola8", async (strikes) => {
      const [a, b] = [await snap(ana), await snap(beto)];
      if (!forged && strikes >= 2 && a.turn === "shot") {
        forged = true;
        await forgeries(id, a.mayAct !== null ? [ana, beto] : [beto, ana]);
      }
      if (!reloaded && strikes >= 3) {
        reloaded = true;
        // Beto reloads mid-match: the stored token puts him back in his seat, where it was.
        const seqBefore = b.seq;
        await beto.reload();
        const back = await until(beto, (s) => s.seat !== null && s.seq !== null, "Beto back in the match");
        expect(back.seq).toBe(seqBefore);
        expect(back.seat).toBe(b.seat);
        await until(ana, (s) => s.connected?.[b.seat!] === true, "Beto shown connected again");
      }
    });
    expect(forged && reloaded).toBe(true);
    expect(bola8.matchOver).toBe(true);
    for (const p of [ana, beto, carla]) {
      const s = await snap(p);
      expect(s.desync).toBeNull();
      expect(s.seq).toBe(bola8.seq);
      expect(s.matchOver).toBe(true);
    }
    // The finished match is a saved file that opens as a replay and re-checks.
    await carla.getByTestId("watch-replay").click();
    await carla.getByTestId("replay").waitFor({ timeout: 60_000 });
    const rp = await carla.evaluate(() =>
      (
        window as unknown as { __mingoReplay: { snapshot(): { state: string; total: number } } }
      ).__mingoReplay.snapshot(),
    );
    expect(rp.state).toBe("ready");
    expect(rp.total).toBe(bola8.actions);

    // ---- Piña cantado: one game ----
    const pid = await pair(ana, beto, "pina");
    await carla.goto(`${base}/online.html#/watch/${pid}`);
    await until(
      carla,
      (s) => s.seat === null && s.status === "live",
      "the spectator to attach to the Piña match",
    );
    const pina = await playGame([ana, beto], [carla], "pina");
    for (const p of [ana, beto, carla]) {
      const s = await snap(p);
      expect(s.desync).toBeNull();
      expect(s.seq).toBe(pina.seq);
      expect(s.latest.join(" ")).not.toBe("");
    }
    // The game is decided: the encounter has a point, and the next game's lag is due (or it is over).
    expect(pina.turn === "lag" || pina.matchOver).toBe(true);
    expect((pina.matchScore ?? [0, 0]).some((x) => x > 0)).toBe(true);

    // ---- Quick match: both queue for the same game, table and race and are paired ----
    for (const p of [ana, beto]) {
      await p.goto(`${base}/online.html`);
      await p.getByTestId("quick-game-bola8").click();
      await p.getByTestId("quick-race").fill("1");
      await p.getByTestId("quick-go").click();
    }
    const [qa, qb] = [
      await until(ana, (s) => s.status === "live" && s.seat !== null, "Ana paired"),
      await until(beto, (s) => s.status === "live" && s.seat !== null, "Beto paired"),
    ];
    expect(new URL(ana.url()).hash).toBe(new URL(beto.url()).hash);
    expect(qa.seat).not.toBe(qb.seat);
  }, 600_000);

  it("four pages play 2 v 2 (G-TEAM): each person joins by their seat's own link, only the partner due may strike, a Bola 8 rack is played through", async () => {
    const [ana, carla, beto, dani] = [await person(), await person(), await person(), await person()];
    await ana.goto(`${base}/online.html`);
    await asGuest(ana, "Ana");
    await ana.getByTestId("invite-game-bola8").click();
    await ana.getByTestId("invite-race").fill("1");
    await ana.getByTestId("invite-clock").selectOption("0");
    await ana.getByTestId("online-mode-doubles").click();
    await ana.getByTestId("create-invite").click();
    await ana.getByTestId("seats-waiting").waitFor();
    const id = decodeURIComponent(new URL(ana.url()).hash.split("/")[2]!);
    const seats: [Page, string, 0 | 1, number][] = [
      [carla, "Carla", 0, 1],
      [beto, "Beto", 1, 0],
      [dani, "Dani", 1, 1],
    ];
    for (const [page, name, side, member] of seats) {
      const link = (await ana.getByTestId(`seat-${side}-${member}`).getByTestId("invite-url").textContent())!;
      await page.goto(link);
      await page.getByTestId("invite-page").waitFor();
      // The invite names the seat: "Pareja 2 · jugador 1".
      await expect
        .poll(() => page.getByTestId("invite-who").textContent())
        .toContain(`jugador ${member + 1}`);
      await asGuest(page, name);
      await page.getByTestId("accept-invite").click();
    }
    const all: [Page, ...Page[]] = [ana, carla, beto, dani];
    for (const [i, p] of all.entries()) {
      const s = await until(p, (x) => x.seat !== null && x.status === "live", "the 2 v 2 to start");
      expect([s.seat, s.member]).toEqual(
        [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ][i],
      );
    }
    // The lag is each side's first player's: Ana and Beto may lag, their partners wait and
    // read whose turn it is by name.
    const carlaAtLag = await until(carla, (s) => s.turn === "lag", "the lag on Carla's page");
    expect(carlaAtLag.mayAct).toBeNull();
    expect(carlaAtLag.turnLine).toMatch(/Beto|Ana/);

    let refused = false;
    const rack = await playGame(all, [], "bola8", async () => {
      if (refused) return;
      const snaps = await Promise.all(all.map(snap));
      const due = snaps.findIndex((x) => x.mayAct !== null && x.turn === "shot");
      if (due < 0) return;
      // The partner not due sends a well-formed strike from their own socket: refused, naming
      // who is due, and nothing moves.
      const partner = all[due % 2 === 0 ? due + 1 : due - 1]!;
      const seq = snaps[due]!.seq!;
      await partner.evaluate(
        (m) => {
          const sock = (window as unknown as { __mingoOnline: { socket: { raw: WebSocket | null } } })
            .__mingoOnline.socket;
          sock.raw!.send(JSON.stringify(m));
        },
        {
          v: 1,
          kind: "strike",
          match: id,
          seq,
          strike: { speed: 2, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
          ref: "partner-not-due",
        },
      );
      const r = await until(partner, (x) => x.refusal !== null, "the partner's refusal");
      expect(r.refusal).toMatch(/^not-your-turn: .*(Ana|Carla|Beto|Dani)/);
      expect((await snap(all[due]!)).seq).toBe(seq);
      refused = true;
    });
    expect(refused).toBe(true);
    expect(rack.matchOver).toBe(true);
    for (const p of all) {
      const s = await snap(p);
      expect(s.desync).toBeNull();
      expect(s.seq).toBe(rack.seq);
    }
    const saved = (await (await fetch(`${base}/api/online/matches/${id}/saved`)).json()) as {
      sides: string[][];
    };
    expect(saved.sides).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani"],
    ]);
  }, 600_000);

  /**
   * From the pages' own sockets: a message claiming a pot, a strike by the player not on turn
   * and a strike with a stale sequence number. Each is refused with its code; no page and not
   * the server moves on.
   */
  async function forgeries(id: string, [onTurn, other]: [Page, Page]): Promise<void> {
    const before = await snap(onTurn);
    const seq = before.seq!;
    const strike = { speed: 2, direction: 0, tipX: 0, tipY: 0, elevation: 0 };
    const send = (page: Page, msg: unknown) =>
      page.evaluate((m) => {
        const s = (window as unknown as { __mingoOnline: { socket: { raw: WebSocket | null } } })
          .__mingoOnline.socket;
        s.raw!.send(JSON.stringify(m));
      }, msg);
    const refusalOf = (page: Page) =>
      until(page, (s) => s.refusal !== null, "a refusal").then((s) => s.refusal!);
    const clear = (page: Page) =>
      page.evaluate(() => {
        const r = (
          window as unknown as { __mingoOnline: { room(): { refusal: { value: unknown } } } }
        ).__mingoOnline.room();
        r.refusal.value = null;
      });

    // A pot claimed by the client: no message can state an outcome, so the extra field is refused.
    await clear(onTurn);
    await send(onTurn, { v: 1, kind: "strike", match: id, seq, strike, pocketed: [8], ref: "forged-pot" });
    expect(await refusalOf(onTurn)).toMatch(/^malformed/);
    // A server's step sent by a client is no client message either.
    await clear(onTurn);
    await send(onTurn, {
      v: 1,
      kind: "step",
      match: id,
      seq: seq + 1,
      action: { kind: "strike", by: before.mayAct, strike },
      report: { pocketed: [1, 2, 3] },
    });
    expect(await refusalOf(onTurn)).toMatch(/^malformed/);
    // A shot out of turn, well formed and with the right seq.
    await clear(other);
    await send(other, { v: 1, kind: "strike", match: id, seq, strike, ref: "out-of-turn" });
    expect(await refusalOf(other)).toMatch(/^not-your-turn/);
    // A stale sequence number from the player on turn.
    await clear(onTurn);
    await send(onTurn, { v: 1, kind: "strike", match: id, seq: seq - 1, strike, ref: "stale" });
    expect(await refusalOf(onTurn)).toMatch(/^stale-seq/);
    // The player reads it in the page's language (Spanish here), in the game screen's panel.
    await expect
      .poll(() => onTurn.getByTestId("error").textContent())
      .toMatch(/la mesa cambió mientras tanto/);
    // Nothing changed: the server's match and both pages are where they were.
    await onTurn.waitForTimeout(500);
    const server = (await (await fetch(`${base}/api/online/matches/${id}`)).json()) as {
      match: { seq: number };
    };
    expect(server.match.seq).toBe(seq);
    for (const p of [onTurn, other]) {
      const s = await snap(p);
      expect(s.seq).toBe(seq);
      expect(s.actions).toBe(before.actions);
    }
    expect((await snap(onTurn)).mayAct).toBe(before.mayAct);
    await clear(onTurn);
    await clear(other);
  }
});
