/**
 * `node bin/run-ts.js bench/pocket-windows.ts [-- --n N]`: the AI's pocket windows against the
 * physics. For N fixed-seed ball spots per pocket (a third frozen on a rail beside it), a fan of
 * directions is rolled into the pocket with the engine (a lone ball at 1.6 m/s) and compared
 * with what the AI thinks drops: the traced window (pocket-window.ts, used by the AI) and the
 * straight-line window from the jaw noses (aim-geometry.ts mouthWindow, used before). Prints
 * the share of directions on which each agrees with the physics, its misses (drops it refused)
 * and false hopes, and how many spots it finds any window for. Figures only.
 */
import { pocketTargets } from "../src/ai/aim-geometry.ts";
import { pocketAim } from "../src/ai/candidates.ts";
import { aimTable } from "../src/ai/leave.ts";
import { dropWindow, mouthShapes } from "../src/ai/pocket-window.ts";
import { makeRng, type PocketId, type Vec2 } from "../src/core/index.ts";
import { simulateShot } from "../src/physics/simulate.ts";
import { makeTable } from "../src/physics/table.ts";

const nArg = process.argv.indexOf("--n");
const N = nArg >= 0 ? Math.max(1, Number(process.argv[nArg + 1]) || 40) : 40;
const R = 0.028575;
const table = makeTable("9ft");
const targets = aimTable(table, R);

function physicsDrops(from: Vec2, dirDeg: number, pocket: PocketId): boolean {
  const s = simulateShot(
    table,
    [{ id: 0, r: [from[0], from[1], R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" }],
    { speed: 1.6, direction: ((dirDeg % 360) + 360) % 360, tipX: 0, tipY: 0, elevation: 0 },
  );
  return s.ok && s.value.events.some((e) => e.kind === "ball-pocket" && e.pocket === pocket);
}

interface Tally {
  agree: number;
  missed: number;
  hoped: number;
  found: number;
}

const hx = table.length / 2 - R;
const hy = table.width / 2 - R;
for (const pocket of ["foot-right", "side-right"] as const) {
  const rng = makeRng(`pocket-windows:${pocket}`);
  const shape = mouthShapes(table, R).find((s) => s.pocket === pocket);
  const target = pocketTargets(targets).find((p) => p.pocket === pocket);
  if (!shape || !target) throw new Error(`no mouth for ${pocket}`);
  const plain = { ...target, shape: undefined };
  const tallies = {
    traced: { agree: 0, missed: 0, hoped: 0, found: 0 },
    straight: { agree: 0, missed: 0, hoped: 0, found: 0 },
  };
  let lines = 0;
  let spots = 0;
  let physicsFound = 0;
  while (spots < N) {
    const x = (rng.next() * 2 - 1) * hx;
    const y = (rng.next() * 2 - 1) * hy;
    const from: Vec2 = rng.next() < 1 / 3 ? [x, Math.sign(shape.middle[1]) * hy] : [x, y];
    if (Math.hypot(shape.middle[0] - from[0], shape.middle[1] - from[1]) < 0.15) continue;
    spots++;
    const dist = Math.hypot(shape.middle[0] - from[0], shape.middle[1] - from[1]);
    const base = (Math.atan2(shape.middle[1] - from[1], shape.middle[0] - from[0]) * 180) / Math.PI;
    const windows = { traced: dropWindow(shape, from), straight: pocketAim(plain, from, R) };
    const span = Math.min(25, Math.max(6, (0.25 / dist) * 57.3));
    let any = false;
    for (let d = -span; d <= span + 1e-9; d += span / 40) {
      const dir = base + d;
      const truth = physicsDrops(from, dir, pocket);
      any ||= truth;
      lines++;
      for (const k of ["traced", "straight"] as const) {
        const w = windows[k];
        const aimDeg = (Math.atan2(w.aim[1] - from[1], w.aim[0] - from[0]) * 180) / Math.PI;
        const half =
          (Math.atan2(w.tolerance, Math.hypot(w.aim[0] - from[0], w.aim[1] - from[1])) * 180) / Math.PI;
        const says = w.tolerance > 0 && Math.abs(dir - aimDeg) <= half;
        const t: Tally = tallies[k];
        if (says === truth) t.agree++;
        else if (truth) t.missed++;
        else t.hoped++;
      }
    }
    if (any) physicsFound++;
    for (const k of ["traced", "straight"] as const) if (windows[k].tolerance > 0) tallies[k].found++;
  }
  const pct = (x: number) => `${((100 * x) / lines).toFixed(1)}%`;
  process.stdout.write(
    `${pocket}: ${N} spots, ${lines} directions rolled; physics finds a window from ${physicsFound}\n`,
  );
  for (const k of ["traced", "straight"] as const) {
    const t = tallies[k];
    process.stdout.write(
      `  ${k.padEnd(8)} agrees ${pct(t.agree)}, misses ${pct(t.missed)}, false hopes ${pct(t.hoped)}; a window from ${t.found}\n`,
    );
  }
}
