/** The AI as a player of a headless match, with its level's execution error on every stroke. */
import {
  type AiLevel,
  decide,
  LEVEL_PROFILES,
  lagStroke,
  perturbStrike,
  scaleNoise,
} from "../../ai/index.ts";
import { makeRng, type PlayerIndex } from "../../core/index.ts";
import type { LagStroke } from "../../game/index.ts";
import type { Table } from "../../physics/index.ts";
import type { Mover } from "./runner.ts";

/**
 * `wallClock: false` drops the level's time guard: the AI then plays the same on a loaded
 * machine as on a free one (benches that measure strength on a shared machine). `handScale`
 * multiplies the execution error of the shots played (not the lag's, nor the one the AI plans
 * with): a bench's "the same thinking with a better hand", to tell what the hand costs from
 * what the game's structure does.
 */
export function aiMover(
  level: AiLevel,
  seed: string,
  p: PlayerIndex,
  opts: { readonly wallClock?: boolean; readonly handScale?: number } = {},
  /** G-TEAM: the partner's place in its side; partners after the first draw their own dice. */
  partner = 0,
): Mover {
  const who = partner === 0 ? `${p}` : `${p}.${partner}`;
  const think = makeRng(`${seed}:ai:${who}`);
  const hand = makeRng(`${seed}:hand:${who}`);
  const lagHand = makeRng(`${seed}:lag:${who}`);
  const noise = scaleNoise(LEVEL_PROFILES[level].noise, opts.handScale ?? 1);
  return {
    move(sit) {
      const m = decide(sit, level, think, opts);
      if (!m) throw new Error(`the AI for player ${p} was asked to move with nothing to do`);
      if (m.kind === "choose") return { kind: "choose", by: p, choice: m.choice };
      // The intended strike is what the AI chose; the executed one carries the hand's error.
      const strike = perturbStrike(m.strike, noise, hand);
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
