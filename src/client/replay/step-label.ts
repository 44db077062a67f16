/** A short title for each step of a match (who did what), for step lists and headings. */

import type { ByPlayer } from "../../core/index.ts";
import type { GameAction } from "../../game/match-types.ts";
import { type MessageKey, t } from "../i18n/i18n.ts";

export function stepLabel(a: GameAction, names: ByPlayer<string>): string {
  switch (a.kind) {
    case "lag":
      return t("replayLag");
    case "strike":
      return t("replayStrike", { name: names[a.by] });
    case "declare":
      return t("replayDeclare", { name: names[a.by], group: t(a.group) });
    case "choose": {
      const o = a.choice.kind;
      const option =
        o === "break"
          ? t("optBreak")
          : o === "hand-over-break"
            ? t("optHandOver")
            : t(`opt_${o}` as MessageKey);
      return t("replayChoose", { name: names[a.by], option });
    }
    case "resign":
      return t("replayResign", { name: names[a.by] });
  }
}
