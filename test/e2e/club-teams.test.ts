/**
 * A doubles encounter on the phone scorekeeper, end to end in Chromium (G-TEAM, G-TEAM-ORDER):
 * the page names the partner due, the scorekeeper taps who actually shot (the partner not due,
 * which the referee rules a foul), and the wall shows the teams' players with the one due.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KIND } from "../server/harness.ts";
import { type ClubApi, type ServedClub, serveClub } from "./club/served.ts";

describe(`club mode with teams in Chromium (${DB_KIND})`, () => {
  let served: ServedClub | undefined;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    served = await serveClub();
    ({ base, browser } = served);
  }, 180_000);
  afterAll(async () => served?.close(), 30_000);

  const api: ClubApi = (...call) => served!.api(...call);

  const recorded = (page: Page, seq: number) =>
    page.waitForFunction(
      (n) => document.body.dataset.busy === "false" && document.body.dataset.seq === String(n),
      seq,
    );

  it("the scorekeeper records a doubles rack with a stroke by the partner not due; the wall names the partner due", async () => {
    const who = { name: "Club de Parejas", password: "secreto-de-parejas" };
    await api("POST", "/api/organizers", who);
    const auth = { authorization: `Bearer ${(await api("POST", "/api/session", who)).token}` };
    const made = await api(
      "POST",
      "/api/tournaments",
      {
        name: "Parejas",
        game: "bola8",
        format: "round-robin",
        tables: 1,
        settings: { raceTo: 1 },
        players: [
          { name: "Los Tigres", members: ["Ana", "Carla"] },
          { name: "Las Águilas", members: ["Beto", "Dani"] },
        ],
      },
      auth,
    );
    await api("POST", `/api/tournaments/${made.id}/draw`, undefined, auth);
    const admin = await api("GET", `/api/tournaments/${made.id}/admin`, undefined, auth);
    const wall = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await wall.goto(`${base}/club/live.html?t=${made.id}`);
    const phone = await (
      await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true })
    ).newPage();
    await phone.goto(`${base}${admin.tables[0].link}`);
    await phone.getByTestId("breaker-0").click();
    // The break: four balls to a cushion (B8-BREAK), nothing down: «Otra cosa…», the cushions.
    await phone.getByTestId("other").tap();
    await phone.getByTestId("tool-rail").tap();
    for (const b of [2, 3, 4, 5]) await phone.getByTestId(`ball-${b}`).tap();
    await phone.getByTestId("record").tap();
    await recorded(phone, 1);
    // Beto (Las Águilas) is due; Dani shoots instead.
    expect(await phone.getByTestId("due-1").textContent()).toBe("tira Beto");
    expect(await phone.getByTestId("who-shot-0").textContent()).toBe("Beto (le toca)");
    await phone.getByTestId("who-shot-1").tap();
    // The 2 played (the solids declared by it), a miss with the cue ball to a cushion.
    await phone.getByTestId("ball-2").tap();
    await phone.getByTestId("missed-cushion-cue").tap();
    await recorded(phone, 2);
    const said = (await phone.getByTestId("announce").textContent()) ?? "";
    expect(said).toContain("Dani (Las Águilas) tira");
    expect(said).toContain("orden de los compañeros");
    // The options go to the partner due, by name, for the team.
    expect(await phone.getByText("Carla (Los Tigres) elige").count()).toBe(1);
    // The wall: the teams, their players, Carla due to choose and shoot for Los Tigres.
    await expect
      .poll(() => wall.getByTestId("table-1-team-0").textContent(), { timeout: 10_000 })
      .toBe("Ana · ▶Carla");
    expect(await wall.getByTestId("table-1").textContent()).toContain("Las Águilas");
    await wall.screenshot({ path: "/tmp/mingo-club-teams-wall.png" });
    await phone.screenshot({ path: "/tmp/mingo-club-teams-phone.png", fullPage: true });
    // Las Águilas concede the rack: the race to 1 is over.
    phone.once("dialog", (d) => void d.accept());
    await phone.getByTestId("other").tap();
    await phone.getByTestId("fouls").tap();
    await phone.getByTestId("resign-1").tap();
    await expect
      .poll(() => api("GET", `/api/tournaments/${made.id}`).then((t) => t.encounters[0].status), {
        timeout: 10_000,
      })
      .toBe("done");
    await phone.context().close();
    await wall.context().close();
  }, 240_000);
});
