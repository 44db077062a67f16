/**
 * Referee throughput, printed (not asserted): `npx tsx src/rules/testing/bench.ts`.
 * Random valid games (generation included), then apply() and legalActions() alone.
 */
import { makeRng } from "../../core/index.ts";
import type { Action } from "../actions.ts";
import { legalActions } from "../legal.ts";
import { apply, newMatch } from "../match.ts";
import { randomAction, Tape } from "./random-play.ts";

const rng = makeRng(1);
const values = Array.from({ length: 5000 }, () => rng.int(1_000_000));

let steps = 0;
const t0 = performance.now();
for (let g = 0; g < 400; g++) {
  const m = newMatch(g % 2 ? "pina" : "bola8", {}, 0);
  if (!m.ok) throw new Error(m.error.message);
  let s = m.value;
  const t = new Tape(values.slice(g));
  for (let i = 0; i < 300 && !s.matchOver; i++) {
    const r = apply(s, randomAction(s, t));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    steps++;
  }
}
const t1 = performance.now();
console.log(
  `random valid play: ${steps} steps in ${(t1 - t0).toFixed(0)} ms (${((steps / (t1 - t0)) * 1000).toFixed(0)} steps/s)`,
);

const start = newMatch("bola8", {}, 0);
if (!start.ok) throw new Error(start.error.message);
const s = start.value;
const shot: Action = {
  kind: "shot",
  shot: {
    by: 0,
    events: [
      { kind: "hit", a: 0, b: 1 },
      { kind: "rail", ball: 2 },
      { kind: "pocket", ball: 3, pocket: "foot-left" },
    ],
  },
};
const n = 100_000;
const t2 = performance.now();
for (let i = 0; i < n; i++) apply(s, shot);
const t3 = performance.now();
for (let i = 0; i < n; i++) legalActions(s);
const t4 = performance.now();
console.log(`apply (one break shot): ${((n / (t3 - t2)) * 1000).toFixed(0)}/s`);
console.log(`legalActions: ${((n / (t4 - t3)) * 1000).toFixed(0)}/s`);
