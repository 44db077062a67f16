/**
 * The overlay's data from a live view: the players and their scores, each side's own target
 * under a handicap, Piña's ball on, the last call and the ruling's headline in the narration's
 * words, and a free table.
 */
import { describe, expect, it } from "vitest";
import type { Line } from "../../narration/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import type { StepReport } from "../../rules/index.ts";
import { overlayModel } from "./overlay-model.ts";

const report = (r: Partial<StepReport>): StepReport => ({
  rack: 2,
  turn: 1,
  fouls: [],
  loss: null,
  winner: null,
  onTable: [3, 4, 5],
  spotted: [],
  ballInHand: false,
  options: [],
  optionsFor: null,
  consecutiveFouls: [0, 0],
  turnsOwed: 0,
  matchScore: [3, 0],
  matchOver: false,
  ...r,
});

const encounter = (e: Partial<EncounterView>): EncounterView => ({
  id: "e1",
  stage: "rr",
  group: 0,
  round: 1,
  slot: 0,
  a: "p1",
  b: "p2",
  table: 1,
  scheduledAt: null,
  status: "playing",
  result: null,
  score: [0, 0],
  winner: null,
  absent: [],
  breaker: 0,
  report: null,
  lines: [],
  online: null,
  ...e,
});

const view = (v: Partial<TournamentView>): TournamentView => ({
  id: "t1",
  name: "Copa Łódź",
  game: "pina",
  format: "round-robin",
  status: "running",
  settings: {},
  tables: 2,
  startsAt: 0,
  tieBreaks: [],
  grandFinalReset: true,
  players: [
    { id: "p1", name: "Łukasz Żółw", seed: 1 },
    { id: "p2", name: "Nguyễn Thị Ánh", seed: 2, handicap: 50 },
  ],
  online: null,
  encounters: [],
  upcomingOmitted: 0,
  standings: [],
  placings: [],
  ...v,
});

const pinaLines: Line[] = [
  { kind: "action", game: "pina", phrase: "shot", args: { name: "Łukasz Żółw", isBreak: false } },
  { kind: "call", game: "pina", phrase: "call", args: { call: { ball: 2, pocket: "foot-left" } } },
  { kind: "points", game: "pina", phrase: "points", args: { name: "Łukasz Żółw", points: 2 } },
  { kind: "foul", game: "pina", phrase: "foul", args: { name: "Łukasz Żółw" }, rule: "PC-SCRATCH" },
  { kind: "turn", game: "pina", phrase: "turn", args: { name: "Nguyễn Thị Ánh", ballInHand: true } },
];

describe("the stream overlay's data", () => {
  it("a Piña game under a handicap: scores, own targets, ball on, the call and the foul as the ruling", () => {
    const e = encounter({ report: report({ score: [34, 12], ballOn: 3, turn: 1 }), lines: pinaLines });
    const m = overlayModel(view({ encounters: [e] }), 1, "es");
    expect(m.free).toBe(false);
    expect(m.tournament).toBe("Copa Łódź");
    expect(m.sides?.[0]).toMatchObject({
      name: "Łukasz Żółw",
      points: 34,
      match: 3,
      target: 61,
      turn: false,
    });
    expect(m.sides?.[1]).toMatchObject({
      name: "Nguyễn Thị Ánh",
      points: 12,
      match: 0,
      target: 50,
      turn: true,
    });
    expect(m.ballOn).toBe("Bola de turno: la 3");
    expect(m.call).toMatch(/^Canta la 2 .+\.$/);
    // The foul heads the ruling, not the points scored before it.
    expect(m.ruling).toMatchObject({ kind: "foul", rule: "PC-SCRATCH" });
    expect(m.ruling?.text).toMatch(/^Cabeza de Łukasz Żółw: /);
    expect(overlayModel(view({ encounters: [e] }), 1, "en").ballOn).toBe("Ball on: the 3");
  });

  it("Bola 8 without handicaps: racks are the score, the race is the tournament's", () => {
    const players = [
      { id: "p1", name: "Íñigo Peña", seed: 1 },
      { id: "p2", name: "Γιώργος Παπαδόπουλος", seed: 2 },
    ];
    const e = encounter({ report: report({ matchScore: [2, 1], turn: 0 }), lines: [] });
    const m = overlayModel(
      view({ game: "bola8", settings: { raceTo: 5 }, players, encounters: [e] }),
      1,
      "en",
    );
    expect(m.evenTarget).toBe(5);
    expect(m.sides?.map((s) => [s.points, s.match, s.target])).toEqual([
      [null, 2, null],
      [null, 1, null],
    ]);
    expect(m.ballOn).toBeNull();
    expect(m.call).toBeNull();
    expect(m.ruling).toBeNull();
  });

  it("a table with nothing on it is free; a finished match shows no ball on", () => {
    expect(overlayModel(view({}), 2, "es")).toMatchObject({ free: true, sides: null, table: 2 });
    const over = encounter({ report: report({ matchOver: true, ballOn: 3, winner: 0 }) });
    const m = overlayModel(view({ encounters: [over] }), 1, "es");
    expect(m.matchOver).toBe(true);
    expect(m.ballOn).toBeNull();
    expect(m.sides?.some((s) => s.turn)).toBe(false);
  });
});
