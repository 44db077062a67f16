/**
 * The break preset a person gets (BREAK_POWER and BREAK_TIP_Y from the preset spot, aimed at
 * the rack) must be a legal break (B8-BREAK, PC-BREAK) nearly every time, in both games, on every table size, for a steady but human hand: the aim misses the head
 * ball by up to ±0.15° and the tip lands up to ±0.05 R off centre, seeded. Ruled by the referee.
 */
import { describe, expect, it } from "vitest";
import { type GameId, makeRng } from "../../core/index.ts";
import type { Match } from "../../game/index.ts";
import { BALL_RADIUS, defaultCueBallSpot, playAction, startMatch } from "../../game/index.ts";
import { BREAK_POWER, BREAK_TIP_Y, speedForPower } from "./session.ts";

const RACKS = 20;

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

for (const game of ["bola8", "pina"] as const) {
  // Bola 8: B8-BREAK (a ball made or four to a cushion, no scratch). Piña: PC-BREAK (the 1 first,
  // no scratch); the preset aims at the rack's middle, which in Piña is the line through the 1.
  describe(`the people's break preset (${game === "bola8" ? "Bola 8" : "Piña"})`, () => {
    for (const size of [7, 8, 9] as const) {
      it(`breaks legally in at least 90% of ${RACKS} seeded racks on ${size} ft`, () => {
        const rng = makeRng(`preset-${game}-${size}`);
        let legal = 0;
        for (let i = 0; i < RACKS; i++) {
          const m = readyToBreak(`preset-${game === "bola8" ? "" : "pina-"}${size}-${i}`, size, game);
          const by = m.rules!.turn;
          const from = defaultCueBallSpot(m.table, BALL_RADIUS);
          const objs = m.balls.filter((b) => b.id !== 0);
          const cy = objs.reduce((s, b) => s + b.r[1], 0) / objs.length;
          const cx = objs.reduce((s, b) => s + b.r[0], 0) / objs.length;
          const aim = (Math.atan2(cy - from[1], cx - from[0]) * 180) / Math.PI;
          const strike = {
            speed: speedForPower(BREAK_POWER),
            direction: aim + (2 * rng.next() - 1) * 0.15,
            tipX: (2 * rng.next() - 1) * 0.05,
            tipY: BREAK_TIP_Y[game] + (2 * rng.next() - 1) * 0.05,
            elevation: 0,
          };
          const r = playAction(m, { kind: "strike", by, strike, cueBall: from });
          if (!r.ok) throw new Error(r.error.message);
          if ((r.value.step.report?.fouls.length ?? 1) === 0) legal++;
        }
        expect(legal / RACKS).toBeGreaterThanOrEqual(0.9);
      });
    }
  });
}
