/**
 * One profile (issue 28) end to end in Debian's Chromium, through the real server (in-process,
 * SQLite or PostgreSQL as the suite runs) and the built pages.
 *
 * A player signs in with an account on the online page (its identity card, by typing and
 * clicking), plays an ordinary online match (Bola 8, race to 1) against a guest driven from Node
 * over the socket, then an online tournament's match (registered and checked in on the wall by
 * clicking, called by the wall's banner); in each the player lags on the page (its session's
 * power, its strike button) and the guest resigns the rack. The player's profile then shows both
 * matches (rated), the tournament won and a rating other than the starting 1500.
 *
 * Second case: a browser that played as a guest signs in to an account on the same page and
 * keeps the guest's history (POST /api/online/claim): the account's profile lists the guest's
 * tournament.
 *
 * MINGO_PROFILE_SHOTS=DIR also writes the final profile at 1280x720, 740x360 and 360x740 in
 * Spanish and English there.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TournamentView } from "../../src/protocol/club-views.ts";
import { ai, aiIntent, Client } from "../online/helpers.ts";
import { DB_KIND } from "../server/harness.ts";
import { settled, snap, until } from "./online/drive.ts";
import { type ServedOnline, serveOnline } from "./online/served.ts";

const SHOTS = process.env.MINGO_PROFILE_SHOTS;

describe(`one profile in Chromium (${DB_KIND})`, () => {
  let served: ServedOnline;
  let base: string;
  let browser: Browser;
  let ws: string;
  let call: ServedOnline["call"];
  const contexts: BrowserContext[] = [];
  const sockets: Client[] = [];

  beforeAll(async () => {
    served = await serveOnline();
    ({ base, browser, call } = served);
    ws = served.ws;
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const c of contexts) await c.close().catch(() => undefined);
    await served?.close();
  });

  async function account(name: string, password: string): Promise<string> {
    await call("POST", "/api/organizers", { name, password });
    return (await call<{ token: string }>("POST", "/api/session", { name, password })).token;
  }

  async function person(): Promise<Page> {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    contexts.push(ctx);
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  /** Signs in on the online page's identity card, by typing and clicking. */
  async function signIn(page: Page, name: string, password: string): Promise<void> {
    await page.getByTestId("account-name").fill(name);
    await page.getByTestId("account-password").fill(password);
    await page.getByTestId("sign-in").click();
    await expect.poll(() => page.getByTestId("me").textContent()).toContain(name);
  }

  /** With MINGO_PROFILE_SHOTS: the page as it is, wide and on an upright phone. */
  async function shots(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const [w, hgt] of [
      [1280, 720],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width: w, height: hgt });
      await page.screenshot({ path: join(SHOTS, `${name}-${w}x${hgt}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  /** The identity this browser holds (localStorage, as the page keeps it). */
  const held = (page: Page) =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem("mingo.online.identity") ?? "null") as {
          token: string;
          player: { id: string; name: string; guest: boolean };
        } | null,
    );

  /** A guest from Node, on its own socket, seated in the match `id`. */
  async function guestAt(id: string, token: string): Promise<Client> {
    const c = await Client.open(ws);
    sockets.push(c);
    const w = await c.hello(id, token);
    expect(w.kind, JSON.stringify(w)).toBe("welcome");
    return c;
  }

  /**
   * The lag (again while level), the page's player lagging on the page and the guest over its
   * socket; the lag's winner breaks (on the page: its option button); then the guest resigns the
   * rack, which in a race to 1 is the match. The page's player has won.
   */
  async function lagThenGuestResigns(page: Page, guest: Client, id: string): Promise<void> {
    const mySeat = (await until(page, (s) => s.seat !== null && s.status === "live", "seated and live")).seat;
    for (let round = 0; ; round++) {
      expect(round, "the lag never settled").toBeLessThan(6);
      const seq = guest.seq;
      const s = await until(page, (x) => x.seq === seq && x.turn !== null, `the page at seq ${seq}`);
      if (s.turn === "lag") {
        const intent = await aiIntent(guest, ai(`${id}:${round}`, guest.seat!), id);
        const r = await guest.intent(intent!);
        expect(r.kind, JSON.stringify(r)).not.toBe("refused");
        await until(page, (x) => x.mayAct !== null || x.seq !== seq, "the page may lag");
        if ((await snap(page)).seq === seq) {
          // The page lags: a power on its session (as the slider sets it), then its strike button.
          await page.evaluate(
            (power) => {
              const room = (
                window as unknown as {
                  __mingoOnline: {
                    room(): { session: { value: { setAim(a: object): void } | null } } | null;
                  };
                }
              ).__mingoOnline.room();
              room?.session.value?.setAim({ power });
            },
            0.34 + 0.01 * round,
          );
          await page.getByTestId("strike").click();
        }
        await guest.reach(seq + 1);
        await settled([page], seq + 1);
        continue;
      }
      if (s.turn === "lag-choice") {
        if (s.mayAct !== null) await page.getByTestId("option-break").click();
        else {
          const r = await guest.intent({ kind: "choose", choice: { kind: "break" }, match: id, seq });
          expect(r.kind, JSON.stringify(r)).toBe("step");
        }
        await guest.reach(seq + 1);
        await settled([page], seq + 1);
        continue;
      }
      break;
    }
    const r = await guest.intent({ kind: "resign", match: id, seq: guest.seq });
    expect(r.kind, JSON.stringify(r)).toBe("step");
    const end = await until(page, (x) => x.result !== null, "the match's result on the page");
    expect(end.result?.winner).toBe(mySeat);
  }

  it("a wrong password is refused in the page's words, not the server's English", async () => {
    await account("Marta Online", "secreto-de-marta");
    const page = await person();
    await page.goto(`${base}/online.html?lang=es`);
    await page.getByTestId("account-name").fill("Marta Online");
    await page.getByTestId("account-password").fill("otra-cosa-mal");
    await page.getByTestId("sign-in").click();
    await expect
      .poll(() => page.getByTestId("identity-error").textContent())
      .toBe("nombre o contraseña incorrectos");
  });

  it("a player plays an online match and a tournament match, and sees both on one profile", async () => {
    const started = Date.now();
    const ana = { name: "Ana Rivas", password: "tiza-azul-en-la-punta" };
    const org = await account("Club Norte", "mesa-de-nueve-pies-2");
    await account(ana.name, ana.password);

    // Ana signs in on the online page.
    const page = await person();
    await page.goto(`${base}/online.html?lang=es`);
    await signIn(page, ana.name, ana.password);
    const me = (await held(page))!;
    expect(me.player).toMatchObject({ guest: false, name: ana.name });
    expect(me.player.id).toMatch(/^a:/);

    // 1. An ordinary match: Ana's private invite (race to 1, no clock); Beto, a guest, joins it.
    await page.getByTestId("invite-game-bola8").click();
    await page.getByTestId("invite-race").fill("1");
    await page.getByTestId("invite-clock").selectOption("0");
    await page.getByTestId("create-invite").click();
    const link = (await page.getByTestId("invite-url").textContent())!;
    // The link is "/#/online/invite/CODE" (the game's address) or "online.html#/invite/CODE".
    const code = decodeURIComponent(link.split("/invite/")[1]!);
    const first = decodeURIComponent(new URL(page.url()).hash.split("/")[2]!);
    const beto = await call<{ token: string }>("POST", "/api/online/guests", { nickname: "Beto" });
    await call("POST", `/api/online/invites/${encodeURIComponent(code)}/join`, {}, beto.token);
    const betoSocket = await guestAt(first, beto.token);
    await lagThenGuestResigns(page, betoSocket, first);
    betoSocket.close();

    // 2. A tournament played online, single elimination between Ana and Carla (a guest).
    const { id: tid } = await call<{ id: string }>(
      "POST",
      "/api/tournaments",
      {
        name: "Copa del Viernes",
        game: "bola8",
        format: "single-elimination",
        tables: 0,
        settings: { raceTo: 1 },
        online: {},
      },
      org,
    );
    await page.goto(`${base}/club/live.html?t=${tid}&lang=es`);
    await page.getByTestId("register-me").click();
    await expect.poll(() => page.getByTestId("entry-state").textContent()).toContain("falta confirmar");
    await page.getByTestId("check-in").click();
    await expect.poll(() => page.getByTestId("entry-state").textContent()).toContain("presencia confirmada");
    const carla = await call<{ token: string }>("POST", "/api/online/guests", { nickname: "Carla" });
    await call("POST", `/api/tournaments/${tid}/register`, undefined, carla.token);
    await call("POST", `/api/tournaments/${tid}/check-in`, undefined, carla.token);
    await call("POST", `/api/tournaments/${tid}/draw`, undefined, org);

    // The wall calls Ana to her match; its banner opens it.
    await page.getByTestId("my-match").waitFor({ timeout: 30_000 });
    const view = await call<TournamentView>("GET", `/api/tournaments/${tid}`);
    const second = view.encounters.find((e) => e.online)?.online;
    expect(second).toMatch(/^t-/);
    await page.getByTestId("my-match-play").click();
    await page.waitForURL(new RegExp(`online\\.html.*#/match/${second}`));
    const carlaSocket = await guestAt(second!, carla.token);
    await lagThenGuestResigns(page, carlaSocket, second!);
    carlaSocket.close();
    // The tournament learns the result (the sweep, or at once on this node): Ana is champion.
    await expect
      .poll(async () => (await call<TournamentView>("GET", `/api/tournaments/${tid}`)).status, {
        timeout: 15_000,
      })
      .toBe("done");

    // 3. Ana's profile: both matches, rated, the tournament won, a rating moved from 1500.
    await page.goto(`${base}/online.html?lang=es#/player/${encodeURIComponent(me.player.id)}`);
    await expect.poll(() => page.getByTestId("player-name").textContent()).toBe(ana.name);
    const history = page.getByTestId("history");
    await expect.poll(() => history.locator("li").count()).toBe(2);
    for (const id of [first, second!]) {
      const row = page.getByTestId(`history-${id}`);
      const text = (await row.textContent()) ?? "";
      expect(text).toContain("Ganado");
      const change = text.match(/Rating: (\d+) → (\d+)/);
      expect(change, text).not.toBeNull();
      expect(Number(change![2])).toBeGreaterThan(Number(change![1]));
    }
    expect(await page.getByTestId(`history-${first}`).textContent()).toContain("Beto");
    expect(await page.getByTestId(`history-${second}`).textContent()).toContain("Carla");
    expect(await page.getByTestId(`history-${second}`).getByTestId("tournament-tag").count()).toBe(1);
    expect(await page.getByTestId(`history-${first}`).getByTestId("tournament-tag").count()).toBe(0);
    const cup = page.getByTestId(`player-tournament-${tid}`);
    expect(await cup.textContent()).toContain("Copa del Viernes");
    expect(await cup.textContent()).toContain("ganados 1");
    expect(await page.getByTestId(`champion-${tid}`).textContent()).toContain("Campeón");
    const ratings = (await page.getByTestId("my-ratings").textContent()) ?? "";
    const shown = Number(ratings.match(/Bola 8 (\d+)/)?.[1]);
    expect(shown, ratings).toBeGreaterThan(1500);
    // Issue 27: the player's statistics, from both online matches, on the statistics page.
    await page.getByTestId("player-stats").click();
    await page.getByTestId("stats-online").waitFor();
    expect(await page.getByTestId("stats-matches").textContent()).toContain("2");
    if (SHOTS) await page.screenshot({ path: join(SHOTS, "stats-online-1280x720.png"), fullPage: true });

    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const lang of ["es", "en"] as const) {
        await page.goto(`${base}/online.html?lang=${lang}#/player/${encodeURIComponent(me.player.id)}`);
        await page.getByTestId(`champion-${tid}`).waitFor();
        for (const [w, hgt] of [
          [1280, 720],
          [740, 360],
          [360, 740],
        ] as const) {
          await page.setViewportSize({ width: w, height: hgt });
          await page.screenshot({ path: join(SHOTS, `profile-${lang}-${w}x${hgt}.png`), fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 720 });
      }
    }
    console.log(`profile case: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 120_000);
  it("a guest's history is kept in the account that signs in on the same page", async () => {
    const started = Date.now();
    const org = await account("Club Este", "mesa-de-siete-pies-3");
    const luis = { name: "Luis Cuenta", password: "efecto-corrido-al-rincon" };
    await account(luis.name, luis.password);
    const { id: tid } = await call<{ id: string }>(
      "POST",
      "/api/tournaments",
      { name: "Copa de Invitados", game: "bola8", format: "single-elimination", tables: 0, online: {} },
      org,
    );

    // A guest made on the page, registered in the tournament (by the API, with the page's token).
    const page = await person();
    await page.goto(`${base}/online.html?lang=es`);
    await page.getByTestId("nickname").fill("Lucho");
    await page.getByTestId("guest-go").click();
    await expect.poll(() => page.getByTestId("me").textContent()).toContain("Lucho");
    const asGuest = (await held(page))!;
    expect(asGuest.player.guest).toBe(true);
    await call("POST", `/api/tournaments/${tid}/register`, undefined, asGuest.token);

    // The guest signs in to the account on the same page; the account is offered the history.
    await page.getByTestId("guest-sign-in").click();
    await shots(page, "guest-sign-in");
    await signIn(page, luis.name, luis.password);
    const signedIn = (await held(page))!;
    expect(signedIn.player).toMatchObject({ guest: false, name: luis.name });
    const offer = page.getByTestId("claim-offer");
    expect(await offer.textContent()).toContain("¿Guardar en tu cuenta el historial de invitado de Lucho?");
    await shots(page, "claim-offer");
    await page.getByTestId("claim-yes").click();
    await expect.poll(() => page.getByTestId("claim-moved").textContent()).toBe("1 torneo pasó a tu cuenta.");
    await shots(page, "claim-moved");

    // The account's profile lists the guest's tournament (the server's, and the page's own list).
    const profile = await call<{ tournaments: { id: string }[] }>(
      "GET",
      `/api/online/players/${encodeURIComponent(signedIn.player.id)}`,
    );
    expect(profile.tournaments.map((x) => x.id)).toContain(tid);
    await page.getByTestId(`player-tournament-${tid}`).waitFor();
    // The guest is gone, and the offer is made once: closed, it does not come back on a reload.
    const gone = await fetch(`${base}/api/online/me`, {
      headers: { authorization: `Bearer ${asGuest.token}` },
    });
    expect(gone.status).toBe(401);
    await page.getByTestId("claim-close").click();
    await page.reload();
    await page.getByTestId("me").waitFor();
    expect(await page.getByTestId("claim-offer").count()).toBe(0);
    console.log(`claim case: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 60_000);
});
