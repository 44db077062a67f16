/** A short title for each step of a match (who did what), for step lists and headings. */

import type { ByPlayer } from "../../core/index.ts";
import type { GameAction } from "../../game/index.ts";
import { optionLabel } from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";

export function stepLabel(a: GameAction, names: ByPlayer<string>): string {
  switch (a.kind) {
    case "lag":
      return t("replayLag");
    case "strike":
      return t("replayStrike", { name: names[a.by] });
    case "declare":
      return t("replayDeclare", { name: names[a.by], group: t(a.group) });
    case "choose": {
      const option = optionLabel(a.choice.kind, lang.value);
      return t("replayChoose", { name: names[a.by], option });
    }
    case "resign":
      return t("replayResign", { name: names[a.by] });
  }
}
