/**
 * The AI's pot rate on the fixed test positions: for each position and trial, the AI chooses
 * its shot (deterministic seed), the strike is played with its level's execution error, and
 * the shot counts as potted when the referee lets the shooter continue having scored a called
 * ball (Piña) or a ball of the shooter's group or the named 8 (Bola 8). Defences and safeties
 * are not called shots and are counted apart.
 */
import { readFileSync } from "node:fs";
import { type AiLevel, decide, LEVEL_PROFILES, perturbStrike } from "../../src/ai/index.ts";
import type { Result } from "../../src/core/index.ts";
import { makeRng, type ObjectBallId } from "../../src/core/index.ts";
import { restingBall } from "../../src/game/geometry.ts";
import { toShotRecord } from "../../src/game/shot-record.ts";
import { simulateShot } from "../../src/physics/index.ts";
import { makeTable } from "../../src/physics/table.ts";
import { apply, ballOn, type MatchState, newMatch, type RuleError } from "../../src/rules/index.ts";

function unwrapState(r: Result<MatchState, RuleError>): MatchState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export interface TestPosition {
  readonly name: string;
  readonly game: "pina" | "bola8";
  readonly cue: [number, number];
  readonly balls: [number, number, number][];
}

export function loadPositions(): TestPosition[] {
  const url = new URL("./pot-positions.json", import.meta.url);
  return (JSON.parse(readFileSync(url, "utf8")) as { positions: TestPosition[] }).positions;
}

/** The referee's state for a test position: mid-rack, the AI (player 0) on turn, groups solids/stripes. */
export function stateFor(p: TestPosition): MatchState {
  const base = unwrapState(newMatch(p.game, {}, 0));
  const onTable = p.balls.map((b) => b[0] as ObjectBallId).sort((a, b) => a - b);
  return {
    ...base,
    phase: { kind: "play" },
    ballInHand: false,
    onTable,
    pocketed: base.onTable.filter((b) => !onTable.includes(b)),
    groups: p.game === "bola8" ? ["solids", "stripes"] : null,
  };
}

export interface PotRate {
  readonly called: number;
  readonly potted: number;
  readonly safeties: number;
  readonly rate: number;
  readonly perPosition: { name: string; called: number; potted: number }[];
}

export function measurePotRate(level: AiLevel, trials: number, seed: string): PotRate {
  const table = makeTable("9ft");
  const rng = makeRng(`${seed}:think`);
  const hand = makeRng(`${seed}:hand`);
  let called = 0;
  let potted = 0;
  let safeties = 0;
  const perPosition: PotRate["perPosition"] = [];
  for (const p of loadPositions()) {
    const state = stateFor(p);
    const balls = [
      restingBall(0, p.cue[0], p.cue[1]),
      ...p.balls.map(([id, x, y]) => restingBall(id as ObjectBallId, x, y)),
    ];
    const row = { name: p.name, called: 0, potted: 0 };
    for (let t = 0; t < trials; t++) {
      const move = decide({ table, balls, me: 0, state }, level, rng);
      if (move?.kind !== "shot") continue;
      if (move.intent.startsWith("safety") || move.intent.startsWith("fallback")) {
        safeties++;
        continue;
      }
      row.called++;
      const strike = perturbStrike(move.strike, LEVEL_PROFILES[level].noise, hand);
      const sim = simulateShot(table, balls, strike);
      if (!sim.ok) continue;
      const shot = toShotRecord({
        game: p.game,
        by: 0,
        start: balls,
        strike,
        result: sim.value,
        ...(move.call ? { call: move.call } : {}),
        fromKitchen: false,
        headStringX: table.headStringX,
        ballOn: p.game === "pina" ? ballOn(state) : null,
        settings: state.settings,
      });
      const applied = apply(state, { kind: "shot", shot });
      if (!applied.ok) continue;
      const r = applied.value.ruling;
      const won = r.result !== null && r.result.winner === 0;
      if ((r.continues && r.fouls.length === 0) || won) row.potted++;
      else if (process.env.POT_RATE_DEBUG)
        console.log(
          p.name,
          move.intent,
          JSON.stringify(shot.call),
          JSON.stringify(shot.events),
          r.fouls,
          r.notes,
        );
    }
    called += row.called;
    potted += row.potted;
    perPosition.push(row);
  }
  return { called, potted, safeties, rate: called ? potted / called : 0, perPosition };
}
