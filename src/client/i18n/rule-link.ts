/**
 * Where a rule is explained: its section of the rules page (rules.html#ID), in the page's
 * language. One home for the link, so every ruling on every screen points to the same place;
 * `root` is the way from the page to the built pages' folder ("./" for the game, "../" for club/).
 */
import type { Lang } from "../../core/index.ts";

export const ruleHref = (id: string, lang: Lang, root = "./"): string =>
  `${root}rules.html?lang=${lang}#${encodeURIComponent(id)}`;
