/**
 * Double elimination at 8, 13 and 32 players: the brackets below were worked out by hand from
 * the seeding (bracketOrder) and the drop rule, then each tournament is played through the
 * real settle (planSettle) with results given per encounter, and its placings compared with
 * the hand tally.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EncounterTable, TournamentTable } from "../db/schema.ts";
import { encounterRows, planSettle } from "./advance.ts";
import { doubleElimination, dropOrders } from "./double-elimination.ts";
import type { DrawnEncounter } from "./draw.ts";
import { placings } from "./placings.ts";

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const ref = (r: DrawnEncounter["srcA"]) => (r ? `${r.stage}${r.round}.${r.slot}` : "");
/** "wb1.0 P1-P8" for a first-round encounter, "lb2.0 <lb1.0 <wb2.1" for one fed by others. */
const shape = (d: readonly DrawnEncounter[]) =>
  d.map((e) =>
    e.srcA || e.srcB
      ? `${e.stage}${e.round}.${e.slot} <${ref(e.srcA)} <${ref(e.srcB)}`
      : `${e.stage}${e.round}.${e.slot} ${e.a ?? "-"}-${e.b ?? "-"}`,
  );

describe("the double-elimination draw", () => {
  it("8 players: the whole bracket, worked out by hand (losers of wb2 cross so nobody meets the player they just beat)", () => {
    expect(shape(doubleElimination(seeds(8), { reset: true }))).toEqual([
      "wb1.0 P1-P8",
      "wb1.1 P4-P5",
      "wb1.2 P2-P7",
      "wb1.3 P3-P6",
      "wb2.0 <wb1.0 <wb1.1",
      "wb2.1 <wb1.2 <wb1.3",
      "wb3.0 <wb2.0 <wb2.1",
      "lb1.0 <wb1.0 <wb1.1",
      "lb1.1 <wb1.2 <wb1.3",
      "lb2.0 <lb1.0 <wb2.1",
      "lb2.1 <lb1.1 <wb2.0",
      "lb3.0 <lb2.0 <lb2.1",
      "lb4.0 <lb3.0 <wb3.0",
      "gf1.0 <wb3.0 <lb4.0",
      "gf2.0 <gf1.0 <gf1.0",
    ]);
    // Without the reset there is one final.
    expect(shape(doubleElimination(seeds(8), { reset: false })).at(-1)).toBe("gf1.0 <wb3.0 <lb4.0");
  });

  it("13 players: byes to seeds 1, 2 and 3 (a bracket of 16), 31 encounters", () => {
    const d = doubleElimination(seeds(13), { reset: true });
    expect(shape(d.filter((e) => e.stage === "wb" && e.round === 1))).toEqual([
      "wb1.0 P1--",
      "wb1.1 P8-P9",
      "wb1.2 P4-P13",
      "wb1.3 P5-P12",
      "wb1.4 P2--",
      "wb1.5 P7-P10",
      "wb1.6 P3--",
      "wb1.7 P6-P11",
    ]);
    expect(d.length).toBe(15 + 14 + 2);
  });

  it("where the winners' losers drop: reversed, then as they come (16); reversed, halves swapped, as they come (32)", () => {
    expect(dropOrders(8)).toEqual([[1, 0], [0]]);
    expect(dropOrders(16)).toEqual([[3, 2, 1, 0], [0, 1], [0]]);
    expect(dropOrders(32)).toEqual([[7, 6, 5, 4, 3, 2, 1, 0], [2, 3, 0, 1], [0, 1], [0]]);
  });

  it("two players: their first meeting's loser is the losers' side of the final", () => {
    expect(shape(doubleElimination(seeds(2), { reset: true }))).toEqual([
      "wb1.0 P1-P2",
      "gf1.0 <wb1.0 <wb1.0",
      "gf2.0 <gf1.0 <gf1.0",
    ]);
  });
});

/** Who wins an encounter: the better seed unless `upsets` names the encounter ("gf1.0"). */
type Decide = (e: EncounterTable, seedA: number, seedB: number) => 0 | 1;
const betterSeed =
  (upsets: ReadonlySet<string> = new Set()): Decide =>
  (e, a, b) => {
    const better = a < b ? 0 : 1;
    return upsets.has(`${e.stage}${e.round}.${e.slot}`) ? (better === 0 ? 1 : 0) : better;
  };

/** Plays a whole tournament through planSettle, four tables, results by `decide`. */
function play(n: number, reset: boolean, decide: Decide): EncounterTable[] {
  const t: TournamentTable = {
    id: "t",
    organizer_id: "o",
    name: "noche",
    game: "bola8",
    format: "double-elimination",
    settings: "{}",
    tables: 4,
    group_size: 4,
    advance: 2,
    starts_at: 0,
    status: "running",
    created_at: 0,
    version: 0,
    online: null,
    grand_final_reset: reset ? 1 : 0,
  };
  const seedOf = (p: string | null) => Number(p?.slice(1));
  let rows = encounterRows(t, "wb", 0, doubleElimination(seeds(n), { reset }), 0);
  for (let step = 1; step < 500; step++) {
    const plan = planSettle(t, rows, () => [], step);
    const changed = new Map(plan.updated.map((e) => [e.id, e]));
    rows = rows.map((e) => changed.get(e.id) ?? e);
    if (plan.tournamentDone) return rows;
    const playing = rows.filter((e) => e.status === "playing");
    expect(playing.length, "something is being played").toBeGreaterThan(0);
    rows = rows.map((e) => {
      if (e.status !== "playing") return e;
      const w = decide(e, seedOf(e.player_a), seedOf(e.player_b));
      return {
        ...e,
        status: "done",
        result_kind: "played",
        winner: w,
        score_a: w === 0 ? 3 : 1,
        score_b: w === 1 ? 3 : 1,
      };
    });
  }
  throw new Error("the tournament never ended");
}

const placed = (n: number, reset: boolean, rows: readonly EncounterTable[]) =>
  placings(
    n,
    reset,
    rows.map((e) => ({
      stage: e.stage,
      round: e.round,
      slot: e.slot,
      a: e.player_a,
      b: e.player_b,
      status: e.status,
      winner: e.winner,
      result: e.result_kind,
    })),
  ).map((p) => [p.from === p.to ? `${p.from}` : `${p.from}–${p.to}`, p.players.join(" ")]);

describe("double elimination played through", () => {
  it("8 players, the losers' side wins the first final and the reset is played: placings by hand", () => {
    const rows = play(8, true, betterSeed(new Set(["gf1.0"])));
    const reset = rows.find((e) => e.stage === "gf" && e.round === 2)!;
    expect([reset.player_a, reset.player_b, reset.result_kind, reset.winner]).toEqual([
      "P1",
      "P2",
      "played",
      0,
    ]);
    // LB2: P5 (beaten by P4) meets P3, P6 (beaten by P3) meets P4 — no rematch.
    const lb2 = rows
      .filter((e) => e.stage === "lb" && e.round === 2)
      .map((e) => `${e.player_a}-${e.player_b}`);
    expect(lb2).toEqual(["P5-P3", "P6-P4"]);
    expect(placed(8, true, rows)).toEqual([
      ["1", "P1"],
      ["2", "P2"],
      ["3", "P3"],
      ["4", "P4"],
      ["5–6", "P5 P6"],
      ["7–8", "P8 P7"],
    ]);
  });

  it("8 players without the reset: the losers' side winning the final is champion", () => {
    const rows = play(8, false, betterSeed(new Set(["gf1.0"])));
    expect(placed(8, false, rows).slice(0, 2)).toEqual([
      ["1", "P2"],
      ["2", "P1"],
    ]);
  });

  it("8 players, the winners' side wins the final: the reset is not needed and not played", () => {
    const rows = play(8, true, betterSeed());
    const reset = rows.find((e) => e.stage === "gf" && e.round === 2)!;
    expect([reset.status, reset.result_kind, reset.player_a]).toEqual(["done", "unneeded", null]);
    expect(placed(8, true, rows).slice(0, 2)).toEqual([
      ["1", "P1"],
      ["2", "P2"],
    ]);
  });

  it("13 players: byes in both brackets, one player out in the losers' first round (13th), placings by hand", () => {
    const rows = play(13, true, betterSeed());
    const lb1 = rows.filter((e) => e.stage === "lb" && e.round === 1);
    expect(lb1.map((e) => `${e.player_a ?? "-"}-${e.player_b ?? "-"} ${e.result_kind}`)).toEqual([
      "--P9 bye",
      "P13-P12 played",
      "--P10 bye",
      "--P11 bye",
    ]);
    // LB4 takes the losers of wb3 as they come: P5 (beaten by P4) meets P3, not P4 again.
    const lb4 = rows
      .filter((e) => e.stage === "lb" && e.round === 4)
      .map((e) => `${e.player_a}-${e.player_b}`);
    expect(lb4).toEqual(["P6-P4", "P5-P3"]);
    expect(placed(13, true, rows)).toEqual([
      ["1", "P1"],
      ["2", "P2"],
      ["3", "P3"],
      ["4", "P4"],
      ["5–6", "P6 P5"],
      ["7–8", "P7 P8"],
      ["9–12", "P9 P12 P10 P11"],
      ["13", "P13"],
    ]);
  });

  it("32 players, the losers' side wins both finals: every placing by hand", () => {
    const rows = play(32, true, betterSeed(new Set(["gf1.0", "gf2.0"])));
    expect(rows.length).toBe(63);
    expect(placed(32, true, rows)).toEqual([
      ["1", "P2"],
      ["2", "P1"],
      ["3", "P3"],
      ["4", "P4"],
      ["5–6", "P6 P5"],
      ["7–8", "P7 P8"],
      ["9–12", "P11 P10 P12 P9"],
      ["13–16", "P14 P15 P13 P16"],
      ["17–24", "P17 P24 P20 P21 P18 P23 P19 P22"],
      ["25–32", "P32 P25 P29 P28 P31 P26 P30 P27"],
    ]);
  });

  it("whatever the results, a player dropping from the winners' bracket never meets the one they just beat while the round has a choice, and every player is placed once (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.boolean(), fc.integer(), (n, reset, seed) => {
        let x = seed | 0;
        const coin: Decide = () => {
          x = (Math.imul(x ^ (x >>> 15), 2246822507) + 0x9e3779b9) | 0;
          return x & 1 ? 0 : 1;
        };
        const rows = play(n, reset, coin);
        const beat = new Map<string, string>();
        for (const e of rows)
          if (e.stage === "wb" && e.result_kind === "played")
            beat.set(
              `${e.winner === 0 ? e.player_a : e.player_b}@${e.round}`,
              `${e.winner === 0 ? e.player_b : e.player_a}`,
            );
        // A drop round of one encounter (the last ones) takes whoever is left: a rematch may be forced there.
        const wide = (round: number) => rows.filter((e) => e.stage === "lb" && e.round === round).length > 1;
        for (const e of rows)
          if (e.stage === "lb" && e.round % 2 === 0 && wide(e.round) && e.result_kind === "played")
            expect(beat.get(`${e.player_b}@${e.round / 2}`)).not.toBe(e.player_a);
        const all = placed(n, reset, rows).flatMap(([, ps]) => (ps ? ps.split(" ") : []));
        expect(all.sort()).toEqual(seeds(n).sort());
      }),
      { numRuns: 60 },
    );
  });
});
