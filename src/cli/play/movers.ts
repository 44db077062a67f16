/** The AI as a player of a headless match, with its level's execution error on every stroke. */
import { type AiLevel, decide, LEVEL_PROFILES, lagStroke, perturbStrike } from "../../ai/index.ts";
import { makeRng, type PlayerIndex } from "../../core/index.ts";
import type { LagStroke } from "../../game/lag.ts";
import type { Table } from "../../physics/types.ts";
import type { Mover } from "./runner.ts";

/**
 * `wallClock: false` drops the level's time guard: the AI then plays the same on a loaded
 * machine as on a free one (benches that measure strength on a shared machine).
 */
export function aiMover(
  level: AiLevel,
  seed: string,
  p: PlayerIndex,
  opts: { readonly wallClock?: boolean } = {},
): Mover {
  const think = makeRng(`${seed}:ai:${p}`);
  const hand = makeRng(`${seed}:hand:${p}`);
  const lagHand = makeRng(`${seed}:lag:${p}`);
  return {
    move(sit) {
      const m = decide(sit, level, think, opts);
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
