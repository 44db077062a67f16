/**
 * The truth beside each synthetic photo (scripts/photo-synth.ts), and how the page's reading is
 * scored against it: shared by bench/photo.ts and the photo tests.
 */

import type { Vec3 } from "../../src/core/index.ts";
import {
  applyH,
  CORNERS,
  cameraLookingAt,
  cornerPoint,
  type Handles,
  homographyFrom,
  type NamedBall,
  project,
} from "../../src/photo/index.ts";
import { makeTable, type TableSize } from "../../src/physics/index.ts";

export interface Truth {
  readonly file: string;
  readonly size: TableSize;
  readonly elevationDeg: number;
  readonly fovDeg: number;
  readonly eye: Vec3;
  readonly look: Vec3;
  readonly up: Vec3;
  readonly width: number;
  readonly height: number;
  readonly balls: readonly { readonly id: number; readonly at: [number, number] }[];
}

export function truthHandles(t: Truth): Handles {
  const f = t.height / 2 / Math.tan((t.fovDeg * Math.PI) / 360);
  const cam = cameraLookingAt(t.eye, t.look, t.up, f, t.width, t.height);
  const table = makeTable(t.size);
  return Object.fromEntries(
    CORNERS.map((c) => [c, project(cam, cornerPoint(table, c))]),
  ) as unknown as Handles;
}

/**
 * How far each found handle is from its corner pocket's centre (cm), on the rails' plane: the
 * handle taken back to the table through the truth's corners.
 */
export function cornerErrorsCm(t: Truth, found: Handles): number[] {
  const table = makeTable(t.size);
  const truth = truthHandles(t);
  const world = CORNERS.map((c): [number, number] => {
    const p = cornerPoint(table, c);
    return [p[0], p[1]];
  });
  const back = homographyFrom(
    CORNERS.map((c) => truth[c]),
    world,
  );
  if (!back.ok) throw new Error(`the truth's corners make no table: ${back.error}`);
  return CORNERS.map((c, i) => {
    const p = applyH(back.value, found[c]);
    return Math.hypot(p[0] - world[i]![0], p[1] - world[i]![1]) * 100;
  });
}

/** Found balls matched to the truth (nearest within 3 cm, each once). */
export function matchBalls(truth: Truth["balls"], found: readonly NamedBall[]) {
  const used = new Set<number>();
  const errorsMm: number[] = [];
  let named = 0;
  for (const b of truth) {
    let best = -1;
    let bd = 0.03;
    found.forEach((g, i) => {
      const d = Math.hypot(g.at[0] - b.at[0], g.at[1] - b.at[1]);
      if (!used.has(i) && d < bd) {
        bd = d;
        best = i;
      }
    });
    if (best < 0) continue;
    used.add(best);
    errorsMm.push(bd * 1000);
    if (found[best]!.id === b.id) named++;
  }
  return { found: errorsMm.length, falseBalls: found.length - used.size, errorsMm, named };
}
