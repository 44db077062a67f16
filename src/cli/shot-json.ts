/**
 * The `mingo simulate` output (SIMULATE.md): events and final positions, rounded so the text
 * is stable and readable (1 µm, 1 µs), one event per line so two runs diff line by line.
 */
import type { BallId, PocketId } from "../core/index.ts";
import type { BallState, PhysicsEvent, ShotResult } from "../physics/index.ts";

export type FinalBallJson =
  | { readonly id: BallId; readonly x: number; readonly y: number; readonly state: "stationary" | "off" }
  | { readonly id: BallId; readonly state: "pocketed"; readonly pocket: PocketId };

export interface ShotJson {
  readonly events: readonly PhysicsEvent[];
  readonly final: readonly FinalBallJson[];
}

/** Rounds to a multiple of 10^-digits; k / 10^d prints as its short decimal, and -0 becomes 0. */
export function roundTo(x: number, digits: number): number {
  const scale = 10 ** digits;
  const r = Math.round(x * scale) / scale;
  return r === 0 ? 0 : r;
}

const round6 = (x: number): number => roundTo(x, 6);

export function toShotJson(result: ShotResult): ShotJson {
  const events = result.events.map((e) => {
    // Rebuilt with t and kind first so every line reads the same way.
    const { t, kind, ...rest } = e;
    return { t: round6(t), kind, ...rest } as PhysicsEvent;
  });
  const final = [...result.final].sort((a, b) => a.id - b.id).map(toFinalBall);
  return { events, final };
}

function toFinalBall(b: BallState): FinalBallJson {
  if (b.motion === "pocketed") return { id: b.id, state: "pocketed", pocket: b.pocket! };
  // Anything not pocketed and not off the table has come to rest on the cloth by the end.
  const state = b.motion === "off" ? "off" : "stationary";
  return { id: b.id, x: round6(b.r[0]), y: round6(b.r[1]), state };
}

/** The JSON text printed on standard output, ending with a newline. */
export function formatShotJson(result: ShotResult): string {
  const j = toShotJson(result);
  const list = (items: readonly unknown[]): string =>
    items.length === 0 ? "[]" : `[\n${items.map((x) => `    ${JSON.stringify(x)}`).join(",\n")}\n  ]`;
  return `{\n  "events": ${list(j.events)},\n  "final": ${list(j.final)}\n}\n`;
}
