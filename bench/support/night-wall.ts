/**
 * The club night's wall (issue 39 item 7): the spectators' page open in Chromium through the
 * whole night, as a club's screen would be. It follows the live socket across the server's
 * restart (the server comes back on the same address), and at the end it must show the
 * champion the independent tally found. Counts what it received, for the night's figures.
 */
import type { Browser, Page } from "playwright-core";
import { wallPath } from "../../src/server/http/club-links.ts";
import { launchChromium } from "./serve-client.ts";

export interface WallFigures {
  /** Live messages the page received (the first whole view and the patches after it). */
  readonly messages: number;
  /** Sockets the page opened: one, plus one a reconnection (the restart drops them). */
  readonly sockets: number;
  /** Bytes received over the live socket. */
  readonly bytes: number;
  /** Uncaught errors on the page. */
  readonly pageErrors: readonly string[];
}

export interface OpenWall {
  /** Waits until the wall's first place names `champion`; what disagrees goes to `problems`. */
  finish(champion: string, problems: string[]): Promise<WallFigures>;
  close(): Promise<void>;
}

const SHOW_CHAMPION_MS = 30_000;

export async function openWall(base: string, tournament: string): Promise<OpenWall> {
  const browser: Browser = await launchChromium();
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  let messages = 0;
  let sockets = 0;
  let bytes = 0;
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("websocket", (ws) => {
    sockets++;
    ws.on("framereceived", (f) => {
      messages++;
      bytes += typeof f.payload === "string" ? Buffer.byteLength(f.payload) : f.payload.length;
    });
  });
  await page.goto(`${base}${wallPath(tournament, "es")}`);
  return {
    async finish(champion, problems) {
      const first = page.getByTestId("place-1");
      try {
        await first.filter({ hasText: champion }).waitFor({ timeout: SHOW_CHAMPION_MS });
      } catch {
        const shown = (await first.textContent().catch(() => null)) ?? "no placings";
        problems.push(`the wall shows «${shown}» first, the tally's champion is ${champion}`);
      }
      if (sockets < 2)
        problems.push(`the wall opened ${sockets} live socket(s): it did not reconnect after the restart`);
      for (const e of pageErrors) problems.push(`the wall's page: ${e}`);
      return { messages, sockets, bytes, pageErrors };
    },
    close: () => browser.close(),
  };
}
