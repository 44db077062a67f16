import { describe, expect, it } from "vitest";
import { BALL_CLEARANCE, clearOfTable, RAIL_CLEARANCE } from "./camera-clearance.ts";

const table = { length: 2.54, width: 1.27, railWidth: 0.1524, railTopHeight: 0.04445, ballRadius: 0.028575 };

describe("a camera never inside the table", () => {
  it("rises over the rail when it would sink into it (behind the cue near a side pocket)", () => {
    const [, , z] = clearOfTable([0.2, 0.7, 0.02], table, []);
    expect(z).toBeCloseTo(table.railTopHeight + RAIL_CLEARANCE, 9);
  });

  it("rises over a ball it would pass through", () => {
    const [x, y, z] = clearOfTable([2, 2, 0.01], { ...table, length: 10, width: 10 }, [[2.01, 2]]);
    expect([x, y]).toEqual([2, 2]);
    expect(z).toBeCloseTo(2 * table.ballRadius + BALL_CLEARANCE, 9);
  });

  it("leaves a camera already clear where it is", () => {
    expect(clearOfTable([1.5, 0.3, 0.55], table, [[1.5, 0.3]])).toEqual([1.5, 0.3, 0.55]);
    // Beside the table, in the room, it may stand low.
    expect(clearOfTable([2.5, 0, 0.02], table, [])).toEqual([2.5, 0, 0.02]);
  });
});
