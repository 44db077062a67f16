import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TournamentView } from "../../src/protocol/club-views.ts";
import { DB_KIND } from "../server/harness.ts";
import { until } from "./online/drive.ts";
import { type ServedOnline, serveOnline } from "./online/served.ts";

describe(`an online tournament in Chromium (${DB_KIND})`, () => {
  let served: ServedOnline;
  let base: string;
  let browser: Browser;
  let call: ServedOnline["call"];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    served = await serveOnline();
    ({ base, browser, call } = served);
  }, 180_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await served?.close();
  });

  async function person(): Promise<Page> {
    const ctx = await browser.newContext({ viewport: { width: 900, height: 700 } });
    contexts.push(ctx);
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.error(`page error: ${e.message}`));
    return page;
  }

  it("the organizer's form makes a tournament played online, with no real table", async () => {
    const desk = await person();
    await desk.goto(`${base}/club/?lang=es`);
    await desk.getByTestId("org-name").fill("Club Oeste");
    await desk.getByTestId("org-password").fill("mesa-de-nueve-pies");
    await desk.getByTestId("register").click();
    await desk.getByTestId("new-tournament").click();
    await desk.getByTestId("t-name").fill("Jueves en línea");
    expect(await desk.getByTestId("t-tables").getAttribute("min")).toBe("1");
    await desk.getByTestId("t-online").check();
    expect(await desk.getByTestId("t-tables").getAttribute("min")).toBe("0");
    await desk.getByTestId("t-tables").fill("0");
    await desk.getByTestId("t-noshow").fill("15");
    await desk.getByTestId("t-shot-seconds").fill("45");
    await desk.getByTestId("t-create").click();
    await desk.getByTestId("admin-online").waitFor();
    const live = await desk.getByTestId("live-link").getAttribute("href");
    const id = new URL(live!, base).searchParams.get("t")!;
    const view = await call<TournamentView>("GET", `/api/tournaments/${id}`);
    expect(view.tables).toBe(0);
    expect(view.online).toEqual({ noShowMinutes: 15, shotSeconds: 45 });
    await desk.goto(`${base}${live}&lang=es`);
    expect(await desk.getByTestId("online-entry").textContent()).toContain(
      "Ausencia a los 15 min · reloj de tiro de 45 s",
    );
    await desk.getByTestId("need-identity").waitFor();
  });

  it("registers and checks in on the wall, then the call to play opens the online match", async () => {
    // Accounts (club mode's, which the online pages sign in with): the organizer and Ana.
    const organizer = { name: "Club Sur", password: "bandas-y-efecto-77" };
    const anaAccount = { name: "Ana Torres", password: "la-ocho-al-medio-9" };
    for (const a of [organizer, anaAccount]) await call("POST", "/api/organizers", a);
    const org = (await call<{ token: string }>("POST", "/api/session", organizer)).token;
    const { id } = await call<{ id: string }>(
      "POST",
      "/api/tournaments",
      {
        name: "Martes en línea",
        game: "bola8",
        format: "round-robin",
        tables: 0,
        settings: { raceTo: 1 },
        online: {},
      },
      org,
    );

    // Ana opens the wall with no online identity yet: it sends her to the online page first.
    const ana = await person();
    await ana.goto(`${base}/club/live.html?t=${id}&lang=es`);
    await ana.getByTestId("need-identity").waitFor();
    expect(await ana.getByTestId("register-me").count()).toBe(0);
    await ana.getByTestId("go-online").click();
    await ana.waitForURL(/online\.html/);
    await ana.getByTestId("account-name").fill(anaAccount.name);
    await ana.getByTestId("account-password").fill(anaAccount.password);
    await ana.getByTestId("sign-in").click();
    await ana.getByTestId("me").waitFor();
    await ana.goto(`${base}/club/live.html?t=${id}&lang=es`);
    await ana.getByTestId("online-entry").waitFor();
    await expect.poll(() => ana.getByTestId("online-me").textContent()).toContain("Ana Torres");

    // Registers, then checks in, by clicking; the wall shows each state and marks her entry.
    await ana.getByTestId("register-me").click();
    await expect.poll(() => ana.getByTestId("entry-state").textContent()).toContain("Inscrito");
    await expect.poll(() => ana.getByTestId("entry-state").textContent()).toContain("falta confirmar");
    await ana.getByTestId("check-in").click();
    await expect.poll(() => ana.getByTestId("entry-state").textContent()).toContain("presencia confirmada");
    expect(await ana.getByTestId("check-in").count()).toBe(0);
    let view = await call<TournamentView>("GET", `/api/tournaments/${id}`);
    const anaEntry = view.players.find((p) => p.name === "Ana Torres");
    expect(anaEntry?.account).toMatch(/^a:/);
    expect(anaEntry?.checkedIn).toBe(true);
    await expect.poll(() => ana.getByTestId(`player-${anaEntry!.id}`).textContent()).toContain("en línea");

    // Beto, a guest, by the API; the organizer draws.
    const beto = await call<{ token: string }>("POST", "/api/online/guests", { nickname: "Beto" });
    await call("POST", `/api/tournaments/${id}/register`, undefined, beto.token);
    await call("POST", `/api/tournaments/${id}/check-in`, undefined, beto.token);
    // Ana's wall learns of him through the live socket, marked online and present.
    await expect
      .poll(async () => (await ana.getByTestId("players").textContent()) ?? "", { timeout: 10_000 })
      .toMatch(/Beto\s*en línea\s*✓ presente/);
    await call("POST", `/api/tournaments/${id}/draw`, undefined, org);

    // The wall (following the live socket) calls Ana to her online encounter.
    await ana.getByTestId("my-match").waitFor({ timeout: 30_000 });
    expect(await ana.getByTestId("my-match").textContent()).toContain("Tu partido está listo");
    view = await call<TournamentView>("GET", `/api/tournaments/${id}`);
    const enc = view.encounters.find((e) => e.online);
    expect(enc).toBeTruthy();
    expect(await ana.getByTestId(`enc-${enc!.id}`).textContent()).toContain("(en línea)");
    const href = await ana.getByTestId(`watch-${enc!.id}`).getAttribute("href");
    expect(href).toContain(`#/watch/${enc!.online}`);

    await ana.getByTestId("my-match-play").click();
    await ana.waitForURL(new RegExp(`online\\.html.*#/match/${enc!.online}`));
    const s = await until(ana, (x) => x.seat !== null, "Ana seated in her tournament match");
    expect(s.route).toBe("match");
    // The match's bar names its tournament and links back to the wall.
    const back = ana.getByTestId("match-tournament");
    await back.waitFor();
    expect(await back.textContent()).toBe("Torneo: Martes en línea");
    expect(await back.getAttribute("href")).toBe(`/club/live.html?t=${encodeURIComponent(id)}&lang=es`);
  }, 120_000);
});
