/** Where a ball may stand at rest: shared by the simulator's input check and the scenario decoder. */
import { FROZEN_GAP } from "./detect-ball-ball.ts";
import type { Table } from "./types.ts";

/**
 * Inside the cushion-nose rectangle less R, or in a pocket's mouth or against a jaw's rounded
 * nose (where a ball can come to rest past that line): clear of every cushion.
 */
export function isOnPlayingSurface(table: Table, x: number, y: number, R: number): boolean {
  if (Math.abs(x) <= table.length / 2 - R + FROZEN_GAP && Math.abs(y) <= table.width / 2 - R + FROZEN_GAP)
    return true;
  const nearPocket = table.pockets.some((pk) => {
    const reach = pk.radius + 2 * R;
    return (x - pk.centre[0]) ** 2 + (y - pk.centre[1]) ** 2 <= reach * reach;
  });
  // Past the nose line but with its centre still inside the nose rectangle, a ball clear of
  // every cushion can only be in a gap between rails: resting against a rounded jaw nose, its
  // centre a fraction of a millimetre past the rail's line (seen 0.3 mm from a corner, 12 cm
  // from the pocket's centre, in simulated matches). Further out it must be near a pocket.
  const inNoseRectangle = Math.abs(x) <= table.length / 2 && Math.abs(y) <= table.width / 2;
  if (!nearPocket && !inNoseRectangle) return false;
  for (const c of table.cushions) {
    const dx = c.p2[0] - c.p1[0];
    const dy = c.p2[1] - c.p1[1];
    const s = ((x - c.p1[0]) * dx + (y - c.p1[1]) * dy) / (dx * dx + dy * dy);
    if (s < 0 || s > 1) continue;
    const d = (x - c.p1[0]) * c.normal[0] + (y - c.p1[1]) * c.normal[1];
    if (d < R - FROZEN_GAP && d > -R) return false;
  }
  for (const c of table.jaws) {
    const reach = c.radius + R - FROZEN_GAP;
    if ((x - c.centre[0]) ** 2 + (y - c.centre[1]) ** 2 < reach * reach) return false;
  }
  return true;
}
