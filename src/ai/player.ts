/**
 * The computer player's one entry point: given the situation, the move it makes now — an
 * option when the referee waits for its choice, else its shot (with placement and call).
 */
import type { Rng } from "../core/index.ts";
import { legalActions } from "../rules/index.ts";
import { chooseOption } from "./decisions.ts";
import { type AiLevel, profileFor } from "./level.ts";
import { chooseShot } from "./select-shot.ts";
import type { AiMove, AiSituation } from "./situation.ts";

/**
 * Null when the AI has nothing to do (not its turn, a lag, the match over). `wallClock: false`
 * drops the level's time guard (profileFor).
 */
export function decide(
  sit: AiSituation,
  level: AiLevel,
  rng: Rng,
  opts: { readonly wallClock?: boolean } = {},
): AiMove | null {
  const profile = profileFor(level, opts);
  const hints = legalActions(sit.state);
  const choose = hints.find((h) => h.kind === "choose" && h.by === sit.me);
  if (choose && choose.kind === "choose")
    return { kind: "choose", choice: chooseOption(sit, choose, profile) };
  const shot = hints.find((h) => h.kind === "shot" && h.by === sit.me);
  if (shot) return chooseShot(sit, profile, rng);
  return null;
}
