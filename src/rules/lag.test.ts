import { describe, expect, it } from "vitest";
import { judgeLag, type LagBallOutcome } from "./lag.ts";

const good = (distanceFromHeadCushionM: number): LagBallOutcome => ({
  crossedCentreLine: false,
  touchedFootCushion: true,
  pocketed: false,
  offTable: false,
  distanceFromHeadCushionM,
});

describe("judgeLag", () => {
  it("B8-LAG: the ball that ends nearest the head cushion wins", () => {
    expect(judgeLag("bola8", [good(0.3), good(0.12)])).toEqual({
      kind: "winner",
      winner: 1,
      rule: "B8-LAG",
      faults: [[], []],
    });
  });

  it.each([
    ["B8-LAG-1", { crossedCentreLine: true }],
    ["B8-LAG-2", { touchedFootCushion: false }],
    ["B8-LAG-3", { pocketed: true }],
    ["B8-LAG-4", { offTable: true }],
  ])("%s: a fault loses the lag even when nearer", (rule, fault) => {
    expect(judgeLag("bola8", [{ ...good(0.01), ...fault }, good(0.9)])).toEqual({
      kind: "winner",
      winner: 1,
      rule,
      faults: [[rule], []],
    });
  });

  it("B8-LAG-TIE: both fault, or equal within 1 mm: replay", () => {
    expect(
      judgeLag("bola8", [
        { ...good(0.1), pocketed: true },
        { ...good(0.2), crossedCentreLine: true },
      ]),
    ).toEqual({
      kind: "replay",
      rule: "B8-LAG-TIE",
      faults: [["B8-LAG-3"], ["B8-LAG-1"]],
    });
    expect(judgeLag("bola8", [good(0.2), good(0.2009)])).toEqual({
      kind: "replay",
      rule: "B8-LAG-TIE",
      faults: [[], []],
    });
    expect(judgeLag("bola8", [good(0.2), good(0.2011)]).kind).toBe("winner");
  });

  it("PC-LAG (PC-2b, PC-2c): crossing the centre line loses; nearest the head cushion wins; equal within 1 mm replays", () => {
    expect(judgeLag("pina", [{ ...good(0.05), crossedCentreLine: true }, good(0.5)])).toEqual({
      kind: "winner",
      winner: 1,
      rule: "PC-LAG",
      faults: [["PC-LAG"], []],
    });
    expect(judgeLag("pina", [good(0.4), good(0.5)])).toEqual({
      kind: "winner",
      winner: 0,
      rule: "PC-LAG",
      faults: [[], []],
    });
    expect(judgeLag("pina", [good(0.4), good(0.4)]).kind).toBe("replay");
  });
});
