/**
 * Driving an online match in Chromium pages, for the end-to-end test. Each page acts only
 * through its own screen: the test reads the page's snapshot, picks a shot for the player on
 * turn with the computer opponent (src/ai, on the match the page has replayed), sets the cue up
 * on the page's session (aim, power, spin, cue-ball placement, call, as the controls do) and
 * presses the page's strike button; the intent goes to the server over the page's socket.
 */
import { appendFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { decide } from "../../../src/ai/index.ts";
import { makeRng, type PlayerIndex } from "../../../src/core/index.ts";
import { replay } from "../../../src/game/match.ts";
import type { GameAction, MatchSetup } from "../../../src/game/match-types.ts";
import { pressWhenReady } from "../game/harness.ts";

export interface OnlineSnap {
  readonly route: string;
  readonly socket: string;
  readonly status: string | null;
  readonly seat: PlayerIndex | null;
  readonly member: number | null;
  readonly due: number[] | null;
  readonly turnLine: string | null;
  readonly seq: number | null;
  readonly actions: number | null;
  readonly turn: string | null;
  readonly who: PlayerIndex | null;
  readonly mayAct: PlayerIndex | null;
  readonly busy: string | null;
  readonly humanToAct: boolean;
  readonly phase: string | null;
  readonly rack: number | null;
  readonly matchOver: boolean;
  readonly matchScore: [number, number] | null;
  readonly latest: string[];
  readonly refusal: string | null;
  readonly desync: string | null;
  readonly result: { winner: number | "tie"; reason: string } | null;
  readonly spectators: number | null;
  readonly connected: [boolean, boolean] | null;
}

export const snap = (page: Page): Promise<OnlineSnap> =>
  page.evaluate(() =>
    (window as unknown as { __mingoOnline: { snapshot(): OnlineSnap } }).__mingoOnline.snapshot(),
  );

export async function until(
  page: Page,
  ok: (s: OnlineSnap) => boolean,
  what: string,
  timeoutMs = 45_000,
): Promise<OnlineSnap> {
  const t0 = Date.now();
  let s = await snap(page);
  while (!ok(s)) {
    if (Date.now() - t0 > timeoutMs)
      throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(s)}`);
    await page.waitForTimeout(100);
    s = await snap(page);
  }
  return s;
}

/** Plays back any shot rolling on the page at once (the screen's Skip). */
export async function skipPlayback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const room = (
      window as unknown as {
        __mingoOnline: { room(): { session: { value: { skip(): void } | null } } | null };
      }
    ).__mingoOnline.room();
    room?.session.value?.skip();
  });
}

/**
 * Every page at rest on the same step (nothing rolling, the same seq), each skipping its playback
 * as soon as it starts: watched from inside each page at once (a poll of each from the test cost
 * a round trip a look, page after page).
 */
export async function settled(pages: readonly Page[], seq: number): Promise<void> {
  await Promise.all(
    pages.map((p) =>
      p
        .waitForFunction(
          (want) => {
            type Online = {
              snapshot(): { seq: number | null; busy: string | null };
              room(): { session: { value: { skip(): void } | null } } | null;
            };
            const online = (window as unknown as { __mingoOnline: Online }).__mingoOnline;
            const s = online.snapshot();
            if (s.busy === "playing") online.room()?.session.value?.skip();
            return s.seq === want && s.busy !== "playing";
          },
          seq,
          { timeout: 45_000, polling: 50 },
        )
        .catch(async () => {
          throw new Error(`page never reached seq ${seq}: ${JSON.stringify(await snap(p))}`);
        }),
    ),
  );
}

const speedToPower = (speed: number): number =>
  Math.max(0, Math.min(1, ((speed - 0.25) / 8.75) ** (1 / 1.6)));

/**
 * One move by whoever is to act, through that page's screen. Returns the seq the server must
 * reach (for a lag: once both strokes are in).
 */
export async function playOneMove(players: readonly Page[], seed: string): Promise<void> {
  const snaps = await Promise.all(players.map(snap));
  const seq = snaps[0]!.seq!;
  const turn = snaps[0]!.turn;
  if (turn === "lag") {
    // Each side lags at its own screen (with sides, the partner due: G-TEAM-ORDER); equal
    // strokes would tie and be replayed for ever, so each page's power differs a little (by
    // the step, so a replayed lag differs again). Until the lag's step arrives, any page that
    // may act strikes once.
    const struck = new Set<number>();
    const t0 = Date.now();
    while ((await snap(players[0]!)).seq === seq) {
      if (Date.now() - t0 > 45_000) throw new Error(`the lag at seq ${seq} never completed`);
      for (const [i, p] of players.entries()) {
        if (struck.has(i)) continue;
        const s = await snap(p);
        if (s.seq !== seq || s.mayAct === null) continue;
        const power = 0.3 + 0.02 * (s.seat ?? i) + 0.005 * (seq % 3);
        await p.evaluate((pw) => {
          const room = (
            window as unknown as {
              __mingoOnline: { room(): { session: { value: { setAim(a: object): void } | null } } | null };
            }
          ).__mingoOnline.room();
          room?.session.value?.setAim({ power: pw });
        }, power);
        await pressWhenReady(p, "strike");
        struck.add(i);
      }
      await players[0]!.waitForTimeout(100);
    }
    return;
  }
  const idx = snaps.findIndex((s) => s.mayAct !== null);
  if (idx < 0) throw new Error(`nobody may act: ${JSON.stringify(snaps)}`);
  const page = players[idx]!;
  if (turn === "lag-choice") {
    await pressWhenReady(page, "option-break");
    return;
  }
  const data = await page.evaluate(() =>
    (
      window as unknown as { __mingoOnline: { matchData(): { setup: MatchSetup; actions: GameAction[] } } }
    ).__mingoOnline.matchData(),
  );
  const m = replay(data.setup, data.actions);
  if (!m.ok || !m.value.rules) throw new Error(`the page's match does not replay: ${JSON.stringify(m)}`);
  const me = snaps[idx]!.mayAct!;
  const move = decide(
    { table: m.value.table, balls: m.value.balls, me, state: m.value.rules },
    "strong",
    makeRng(`${seed}:${seq}`),
  );
  if (turn === "choose") {
    const kind = move?.kind === "choose" && move.choice.kind !== "equalize" ? move.choice.kind : null;
    const buttons = page.locator('[data-testid^="option-"]:not([data-testid="option-equalize"])');
    const shown = kind ? page.getByTestId(`option-${kind}`) : buttons.first();
    if ((await shown.count()) > 0) {
      await shown.first().click();
      return;
    }
    if (move?.kind !== "shot") {
      await buttons.first().click();
      return;
    }
  }
  if (move?.kind !== "shot") throw new Error(`the computer found no shot: ${JSON.stringify(move)}`);
  await page.evaluate(
    ({ strike, place, call, power }) => {
      type S = {
        setAim(a: object): void;
        placeCueBall(p: readonly [number, number]): void;
        setCall(c: object): void;
        inHandNow(): boolean;
      };
      const room = (
        window as unknown as { __mingoOnline: { room(): { session: { value: S | null } } | null } }
      ).__mingoOnline.room();
      const s = room!.session.value!;
      if (place && s.inHandNow()) s.placeCueBall(place);
      s.setAim({
        direction: strike.direction,
        power,
        tipX: strike.tipX,
        tipY: strike.tipY,
        elevation: strike.elevation,
      });
      if (call) s.setCall(call);
    },
    {
      strike: move.strike,
      place: move.place ?? null,
      call: move.call ?? null,
      power: speedToPower(move.strike.speed),
    },
  );
  await pressWhenReady(page, "strike");
}

/** Progress lines for a slow or stuck run: MINGO_E2E_TRACE=FILE appends them there. */
export function trace(line: string): void {
  const file = process.env.MINGO_E2E_TRACE;
  if (file) appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}
