/**
 * One profile for clubs and online play, in Chromium: at the desk the organizer makes the link
 * for a player entered by name at the real tables; the player opens it, is sent to sign in
 * online first, comes back, and adds the tournament to their profile with one press. The desk
 * then shows the entry linked, and the player's online page lists the tournament.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TournamentView } from "../../src/protocol/club-views.ts";
import { DB_KIND } from "../server/harness.ts";
import { type ServedOnline, serveOnline } from "./online/served.ts";

describe(`a real-table entry linked to an online profile in Chromium (${DB_KIND})`, () => {
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

  it("the desk's link, opened by the player signed in, puts the tournament on their profile", async () => {
    const organizer = { name: "Club Norte", password: "tiza-y-paño-verde-3" };
    const lucia = { name: "Lucía Paz", password: "la-quince-a-la-banda" };
    for (const a of [organizer, lucia]) await call("POST", "/api/organizers", a);
    const org = (await call<{ token: string }>("POST", "/api/session", organizer)).token;
    const { id } = await call<{ id: string }>(
      "POST",
      "/api/tournaments",
      {
        name: "Sábado de piña",
        game: "pina",
        format: "round-robin",
        tables: 1,
        players: ["Lucía Paz", "Marcos"],
      },
      org,
    );
    const view = await call<TournamentView>("GET", `/api/tournaments/${id}`);
    const entry = view.players.find((p) => p.name === "Lucía Paz")!;

    // The desk: the organizer unfolds the profiles and makes Lucía's link.
    const desk = await person();
    await desk.addInitScript((t) => localStorage.setItem("mingo-organizer", t), org);
    await desk.goto(`${base}/club/?lang=es&admin=${id}`);
    await desk.getByTestId("profile-links").locator("summary").click();
    await desk.getByTestId(`make-profile-link-${entry.id}`).click();
    const url = (await desk.getByTestId(`profile-url-${entry.id}`).textContent()) ?? "";
    expect(url).toMatch(new RegExp(`/club/live\\.html\\?t=${id}&profile=[A-Za-z0-9_-]+&lang=es$`));

    // Lucía opens it with no online identity: the wall sends her to sign in first.
    const page = await person();
    await page.goto(url);
    await page.getByTestId("profile-need-identity").waitFor();
    await page.getByTestId("profile-need-identity").getByRole("link").click();
    await page.waitForURL(/online\.html/);
    await page.getByTestId("account-name").fill(lucia.name);
    await page.getByTestId("account-password").fill(lucia.password);
    await page.getByTestId("sign-in").click();
    await page.getByTestId("me").waitFor();

    // Back at the link, one press adds it; the token leaves the address.
    await page.goto(url);
    await page.getByTestId("profile-add").click();
    await page.getByTestId("profile-added").waitFor();
    expect(await page.getByTestId("profile-added").textContent()).toContain(
      "Listo: Lucía Paz está en tu perfil.",
    );
    expect(page.url()).not.toContain("profile=");
    // The same link again names the problem.
    await page.goto(url);
    await page.getByTestId("profile-add").click();
    await page.getByTestId("profile-error").waitFor();
    expect(await page.getByTestId("profile-error").textContent()).toContain("este enlace no vale");

    // The desk shows her linked; her online page lists the tournament.
    await desk.reload();
    await desk.getByTestId("profile-links").locator("summary").click();
    expect(await desk.getByTestId(`profile-link-${entry.id}`).textContent()).toContain("✓ en su perfil");
    const me = await page.evaluate(
      () => JSON.parse(localStorage.getItem("mingo.online.identity")!).player.id,
    );
    await page.goto(`${base}/online.html?lang=es#/player/${encodeURIComponent(me)}`);
    await page.getByTestId(`player-tournament-${id}`).waitFor();
    expect(await page.getByTestId(`player-tournament-${id}`).textContent()).toContain("Sábado de piña");
  }, 120_000);
});
