/**
 * The break preset a person gets (src/game/break-preset.ts: Bola 8's side break at the second
 * ball, Piña's centre break into the 1) under a steady but human hand: the aim misses by up to
 * ±0.15° and the tip lands up to ±0.05 R off centre, seeded. Ruled by the referee: it must be a
 * legal break (B8-BREAK, PC-BREAK) nearly every time, and Bola 8's must spread the balls made
 * round the table as real breaks do, not drop them in the side pockets.
 */
import { describe, expect, it } from "vitest";
import { type GameId, makeRng } from "../../core/index.ts";
import type { Match } from "../../game/index.ts";
import { BALL_RADIUS, breakPreset, playAction, startMatch } from "../../game/index.ts";
import type { StepReport } from "../../rules/index.ts";
import { speedForPower } from "./session.ts";

const RACKS = 100;
type Pockets = { foot: number; side: number; head: number };

function readyToBreak(seed: string, tableSizeFt: 7 | 8 | 9, game: GameId = "bola8"): Match {
  const m = startMatch({ seed, game, players: ["Ana", "Beto"], settings: { tableSizeFt } });
  if (!m.ok) throw new Error(m.error.message);
  const lagged = playAction(m.value, { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 1.85 }] });
  if (!lagged.ok) throw new Error(lagged.error.message);
  const phase = lagged.value.match.phase;
  // Piña: the lag winner breaks, no choice to make.
  if (game === "pina" && phase.kind === "play") return lagged.value.match;
  if (phase.kind !== "lag-choice") throw new Error(`expected the lag winner's choice, got ${phase.kind}`);
  const chose = playAction(lagged.value.match, {
    kind: "choose",
    by: phase.winner,
    choice: { kind: "break" },
  });
  if (!chose.ok) throw new Error(chose.error.message);
  return chose.value.match;
}

/** The preset break played under the hand above on each of RACKS seeded racks, ruled. */
function presetBreaks(game: GameId, size: 7 | 8 | 9) {
  const rng = makeRng(`preset-${game}-${size}`);
  const out: { report: StepReport; pockets: Pockets; scratch: boolean }[] = [];
  for (let i = 0; i < RACKS; i++) {
    const m = readyToBreak(`preset-${game === "bola8" ? "" : "pina-"}${size}-${i}`, size, game);
    const preset = breakPreset(game, m.table, m.balls, BALL_RADIUS);
    const [from, to] = [preset.cueBall, preset.aimAt];
    const aim = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
    const strike = {
      speed: speedForPower(preset.power),
      direction: aim + (2 * rng.next() - 1) * 0.15,
      tipX: (2 * rng.next() - 1) * 0.05,
      tipY: preset.tipY + (2 * rng.next() - 1) * 0.05,
      elevation: 0,
    };
    const r = playAction(m, { kind: "strike", by: m.rules!.turn, strike, cueBall: from });
    if (!r.ok) throw new Error(r.error.message);
    const pockets: Pockets = { foot: 0, side: 0, head: 0 };
    let scratch = false;
    for (const e of r.value.step.shot?.events ?? []) {
      if (e.kind === "pocket" && e.ball === 0) scratch = true;
      else if (e.kind === "pocket")
        pockets[e.pocket.startsWith("foot") ? "foot" : e.pocket.startsWith("side") ? "side" : "head"]++;
      if (e.kind === "off" && e.ball === 0) scratch = true;
    }
    out.push({ report: r.value.step.report!, pockets, scratch });
  }
  return out;
}

for (const game of ["bola8", "pina"] as const) {
  // Bola 8: B8-BREAK (a ball made or four to a cushion, no scratch). Piña: PC-BREAK (the 1 first,
  // no scratch).
  describe(`the people's break preset (${game === "bola8" ? "Bola 8" : "Piña"})`, () => {
    for (const size of [7, 8, 9] as const) {
      it(`breaks legally on at least ${game === "bola8" ? 85 : 90}% of ${RACKS} seeded racks on ${size} ft${game === "bola8" ? ", the balls made spread round the table" : ""}`, () => {
        const breaks = presetBreaks(game, size);
        const legal = breaks.filter((b) => b.report.fouls.length === 0).length;
        // Bola 8's side break scratches more than a centre break (89–92 % here); Piña's 98 %.
        expect(legal / RACKS).toBeGreaterThanOrEqual(game === "bola8" ? 0.85 : 0.9);
        if (game !== "bola8") return;
        // Here (100 racks): foot corners 35–39 % of the balls made, a ball made without a scratch
        // on 59–63 % of breaks; over 1,000 racks with the bench's ±4 mm (bench/breaks.ts) 27–38 %
        // and 56–65 %. The centre break that was the preset before sent 1–3 % to the foot
        // corners and 85–94 % to the sides.
        const made = breaks.reduce((n, b) => n + b.pockets.foot + b.pockets.side + b.pockets.head, 0);
        const foot = breaks.reduce((n, b) => n + b.pockets.foot, 0);
        const side = breaks.reduce((n, b) => n + b.pockets.side, 0);
        expect(foot / made, "share of the balls made in the foot corners").toBeGreaterThanOrEqual(0.2);
        expect(side / made, "share in the side pockets").toBeLessThan(0.3);
        const madeClean = breaks.filter(
          (b) => !b.scratch && b.pockets.foot + b.pockets.side + b.pockets.head > 0,
        );
        expect(madeClean.length / RACKS, "a ball made without a scratch").toBeGreaterThanOrEqual(0.45);
      });
    }
  });
}
