/** The words of every page in Spanish and English: the dictionaries and the functions that read them. */
export { enBrackets, esBrackets } from "./club-brackets.ts";
export { en } from "./club-en.ts";
export { type ClubKey, es } from "./club-es.ts";
export { enShotPhoto, esShotPhoto } from "./club-photo.ts";
export { enCorners, esCorners } from "./corners.ts";
export { hasKey, lang, type MessageKey, t, translator } from "./i18n.ts";
export { enInput, esInput, inputWords } from "./input-words.ts";
export { enProblems, esProblems } from "./problems.ts";
export { ruleHref } from "./rule-link.ts";
export { enRules } from "./rules-en.ts";
export { esRules } from "./rules-es.ts";
