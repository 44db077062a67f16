/**
 * Racks and breaks played from seeds, for comparing Node with the browser (same-table.test.ts):
 * each returns the rack and the table after the break as exact JSON.
 */
import { makeRng } from "../../../src/core/index.ts";
import { playAction, startMatch } from "../../../src/game/match.ts";
import { finalTable } from "../../../src/game/saved.ts";

export function probe(
  n: number,
  game: "bola8" | "pina",
): { seed: string; rack: string; final: string; err?: string }[] {
  const out = [];
  for (let i = 0; i < n; i++) {
    const seed = `probe-${game}-${i}`;
    const rng = makeRng(seed);
    const m0 = startMatch({ seed, game, players: ["A", "B"], settings: {} });
    if (!m0.ok) throw new Error(m0.error.message);
    const rack = JSON.stringify(finalTable(m0.value));
    let m = m0.value;
    const lag = playAction(m, {
      kind: "lag",
      strokes: [
        { speed: 1.2, angleDeg: 0, tipY: 0 },
        { speed: 1.5, angleDeg: 0, tipY: 0 },
      ],
    });
    if (!lag.ok) {
      out.push({ seed, rack, final: "", err: lag.error.message });
      continue;
    }
    m = lag.value.match;
    if (m.phase.kind === "lag-choice") {
      const c = playAction(m, { kind: "choose", by: m.phase.winner, choice: { kind: "break" } });
      if (!c.ok) {
        out.push({ seed, rack, final: "", err: c.error.message });
        continue;
      }
      m = c.value.match;
    }
    const by = m.rules!.turn;
    const y = (rng.next() - 0.5) * 0.5;
    const dir = (rng.next() - 0.5) * 6;
    const b = playAction(m, {
      kind: "strike",
      by,
      strike: {
        speed: 6 + rng.next() * 3,
        direction: (dir + 360) % 360,
        tipX: (rng.next() - 0.5) * 0.3,
        tipY: (rng.next() - 0.5) * 0.5,
        elevation: 0,
      },
      cueBall: [m.table.headStringX - 0.1, y],
    });
    out.push({
      seed,
      rack,
      final: b.ok ? JSON.stringify(finalTable(b.value.match)) : "",
      ...(b.ok ? {} : { err: b.error.message }),
    });
  }
  return out;
}
(globalThis as unknown as { probe: typeof probe }).probe = probe;
