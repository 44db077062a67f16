/** The score of a match at rest, in the catalogue's words: racks for Bola 8, points and games for Piña. */
import type { Match } from "../../game/index.ts";
import { encounterLine, openTable } from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";

export function scoreText(m: Match): string[] {
  const st = m.rules;
  const names = m.setup.players;
  const l = lang.value;
  if (!st) return [t("lagTitle")];
  if (st.game === "bola8") {
    const out = [
      `${t("racks")}: ${names[0]} ${st.matchScore[0]} – ${st.matchScore[1]} ${names[1]}`,
      t("rackOf", { n: st.rack }),
    ];
    if (st.groups === null) out.push(openTable(l));
    else out.push(`${names[0]}: ${t(st.groups[0])} · ${names[1]}: ${t(st.groups[1])}`);
    return out;
  }
  return [
    `${names[0]} ${st.score[0]} – ${st.score[1]} ${names[1]} (${t("target61")})`,
    encounterLine(names, st.matchScore, l),
    t("gameOf", { n: st.rack }),
  ];
}
