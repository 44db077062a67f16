/**
 * The choices of the last match started at this screen (game, opponent, level, names, rule
 * settings, who plays), remembered in the browser so the first screen starts the next one in a tap.
 */
import type { AiLevel } from "../../ai/index.ts";
import { AI_LEVELS } from "../../ai/index.ts";
import { GAME_IDS, type GameId } from "../../core/index.ts";
import type { SidesDraft } from "./sides-form.ts";

const KEY = "mingo.menu.v1";

export interface RecentChoices {
  readonly game: GameId;
  readonly opponent: "human" | "computer";
  readonly level: AiLevel;
  readonly name0: string;
  readonly name1: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly sides?: SidesDraft;
}

export function loadRecent(): RecentChoices | null {
  try {
    const v = JSON.parse(window.localStorage.getItem(KEY) ?? "null") as Partial<RecentChoices> | null;
    if (!v || !GAME_IDS.includes(v.game as GameId) || !AI_LEVELS.includes(v.level as AiLevel)) return null;
    if (v.opponent !== "human" && v.opponent !== "computer") return null;
    return {
      game: v.game as GameId,
      opponent: v.opponent,
      level: v.level as AiLevel,
      name0: typeof v.name0 === "string" ? v.name0 : "",
      name1: typeof v.name1 === "string" ? v.name1 : "",
      settings: typeof v.settings === "object" && v.settings !== null ? v.settings : {},
      ...(v.sides && typeof v.sides === "object" ? { sides: v.sides } : {}),
    };
  } catch {
    return null;
  }
}

export function saveRecent(c: RecentChoices): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(c));
  } catch {
    // Storage refused: the menu simply starts from its defaults next time.
  }
}
