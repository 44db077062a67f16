/** A computer level as the pickers show it, with its measured rating in that game ("Fuerte ≈ 1932"). */
import { type AiLevel, LEVEL_RATINGS } from "../../ai/index.ts";
import type { GameId } from "../../core/index.ts";
import { t } from "../i18n/index.ts";

export function levelLabel(level: AiLevel, game: GameId): string {
  return t("levelRated", { level: t(`level_${level}`), rating: LEVEL_RATINGS[game][level].rating });
}
