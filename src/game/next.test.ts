import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import { playAction, startMatch } from "./match.ts";
import type { GameAction } from "./match-types.ts";
import { nextUp } from "./next.ts";

const lag: GameAction = { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 1.85 }] };

describe("what the match waits for", () => {
  it("a lag, then the winner's choice (B8-LAG), then the break with the kitchen as the placement region", () => {
    const m0 = unwrap(startMatch({ seed: "n", game: "bola8", players: ["A", "B"], settings: {} }));
    expect(nextUp(m0)).toEqual({ kind: "lag" });
    const m1 = unwrap(playAction(m0, lag)).match;
    expect(nextUp(m1)).toEqual({ kind: "lag-choice", by: 1 });
    const m2 = unwrap(playAction(m1, { kind: "choose", by: 1, choice: { kind: "break" } })).match;
    const n = nextUp(m2);
    expect(n.kind).toBe("play");
    if (n.kind !== "play") return;
    expect(n.hints[0]).toMatchObject({ kind: "shot", by: 1, isBreak: true });
    expect(n.placement?.xMax).toBe(m2.table.headStringX);
  });
});
