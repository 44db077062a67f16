/**
 * The `fouls` a shot record may carry: judged by a person (G-HUMAN) or by a geometry check
 * outside the referee (G-KITCHEN, PC-45, PC-FROZEN, PC-DEFENSE). Unknown IDs are an error,
 * so a typo never passes as a clean shot.
 */
import { err, type GameId, ok, type Result } from "../core/index.ts";
import type { RuleError } from "./actions.ts";
import { isRuleId, type RuleId } from "./catalogue/ids.ts";
import { ruleInfo } from "./catalogue/info.ts";

/** Seed sub-paragraphs a scorekeeper may enter; reported under their rule (PC-13). */
const SUB_RULES: Readonly<Record<string, RuleId>> = { "PC-13a": "PC-13", "PC-13b": "PC-13" };

/** Fouls that end the turn like any other. */
const FOULS: Record<GameId, readonly (RuleId | keyof typeof SUB_RULES)[]> = {
  bola8: [
    "B8-F1",
    "B8-F2",
    "B8-F3",
    "B8-F4",
    "B8-F5",
    "B8-F6",
    "B8-F7",
    "B8-F8",
    "B8-F9",
    "B8-F10",
    "B8-F11",
    "B8-F12",
    "B8-F13",
    "G-KITCHEN",
  ],
  pina: [
    "PC-8",
    "PC-10",
    "PC-12",
    "PC-13",
    "PC-13a",
    "PC-13b",
    "PC-25",
    "PC-45",
    "PC-FROZEN",
    "PC-DEFENSE",
    "PC-ORDER",
    "PC-SCRATCH",
    "PC-OFFTABLE",
    "PC-BREAK",
    "G-KITCHEN",
  ],
};
/** Entries that lose the rack/game at once: unsporting conduct (B8-L10), a broken cue (PC-15). */
const LOSSES: Record<GameId, readonly RuleId[]> = { bola8: ["B8-L10"], pina: ["PC-15"] };
/** Logged, not fouls (PC-CONDUCT). */
const LOGGED: Record<GameId, readonly RuleId[]> = {
  bola8: [],
  pina: ["PC-7", "PC-22", "PC-23", "PC-CONDUCT"],
};

export interface ManualFouls {
  /** Foul rule IDs, normalized (PC-13a/b are reported as PC-13), without duplicates. */
  readonly fouls: readonly RuleId[];
  /** The sub-paragraph codes as entered (PC-13a / PC-13b), for the notes. */
  readonly detail: readonly string[];
  readonly loss: RuleId | null;
  readonly logged: readonly RuleId[];
  /** Something only a person sees was entered (G-HUMAN): a human foul, unsporting conduct, a broken cue. */
  readonly byPerson: boolean;
}

export function readManualFouls(
  game: GameId,
  ids: readonly string[] | undefined,
): Result<ManualFouls, RuleError> {
  const fouls: RuleId[] = [];
  const detail: string[] = [];
  const logged: RuleId[] = [];
  let loss: RuleId | null = null;
  for (const id of ids ?? []) {
    if (FOULS[game].includes(id)) {
      const normal = SUB_RULES[id] ?? (isRuleId(id) ? id : null);
      if (normal === null) continue; // unreachable: FOULS holds rule IDs and sub-rules only
      if (normal !== id) detail.push(id);
      if (!fouls.includes(normal)) fouls.push(normal);
    } else if (isRuleId(id) && LOSSES[game].includes(id)) loss ??= id;
    else if (isRuleId(id) && LOGGED[game].includes(id)) logged.push(id);
    else
      return err({
        code: "unknown-rule",
        message: `"${id}" is not a foul the ${game === "bola8" ? "Bola 8" : "Piña"} referee accepts in fouls`,
      });
  }
  const byPerson = loss !== null || fouls.some((id) => ruleInfo(id).kind === "human-foul");
  return ok({ fouls, detail, loss, logged, byPerson });
}

export const acceptedManualCodes = (game: GameId): readonly string[] => [
  ...FOULS[game],
  ...LOSSES[game],
  ...LOGGED[game],
];
