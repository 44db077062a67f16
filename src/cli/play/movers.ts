/** The players of a headless match: the AI (with its execution error), and a saved match replayed. */
import { type AiLevel, decide, LEVEL_PROFILES, lagStroke, perturbStrike } from "../../ai/index.ts";
import { makeRng, type PlayerIndex } from "../../core/index.ts";
import type { LagStroke } from "../../game/lag.ts";
import type { Table } from "../../physics/types.ts";
import type { Mover } from "./runner.ts";
import type { Move } from "./types.ts";

export function aiMover(level: AiLevel, seed: string, p: PlayerIndex): Mover {
  const think = makeRng(`${seed}:ai:${p}`);
  const hand = makeRng(`${seed}:hand:${p}`);
  const lagHand = makeRng(`${seed}:lag:${p}`);
  return {
    move(sit) {
      const m = decide(sit, level, think);
      if (!m) throw new Error(`the AI for player ${p} was asked to move with nothing to do`);
      if (m.kind === "choose") return { kind: "choose", by: p, choice: m.choice };
      // The intended strike is what the AI chose; the executed one carries the hand's error.
      const strike =
        m.intent === "break"
          ? perturbStrike(m.strike, LEVEL_PROFILES[level].noise, hand)
          : perturbStrike(m.strike, LEVEL_PROFILES[level].noise, hand);
      return {
        kind: "shot",
        by: p,
        strike,
        ...(m.call ? { call: m.call } : {}),
        ...(m.place ? { place: m.place } : {}),
        intent: m.intent,
      };
    },
    lag(table: Table): LagStroke {
      return lagStroke(table, level, lagHand);
    },
  };
}

/** Plays back the moves of a saved match, in order, for both players. */
export function replayMovers(moves: readonly Move[]): [Mover, Mover] {
  let i = 0;
  const next = (): Move => {
    const m = moves[i++];
    if (!m) throw new Error(`the saved match has no move ${i}`);
    return m;
  };
  let lagPending: [LagStroke, LagStroke] | null = null;
  const mover = (p: PlayerIndex): Mover => ({
    move() {
      const m = next();
      if (m.kind === "lag") throw new Error(`move ${i}: a lag where a shot or choice was saved`);
      return m;
    },
    lag() {
      if (p === 0) {
        const m = next();
        if (m.kind !== "lag") throw new Error(`move ${i}: a ${m.kind} where a lag was saved`);
        lagPending = [m.strokes[0], m.strokes[1]];
      }
      const s = lagPending?.[p];
      if (!s) throw new Error(`move ${i}: no lag stroke for player ${p}`);
      return s;
    },
  });
  return [mover(0), mover(1)];
}
