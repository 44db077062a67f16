/**
 * One vocabulary for every screen: the name of each pocket (a button label and the same words
 * in a sentence), each option (a label and what it means), each group and ball, in Spanish
 * (Argentine words for Bola 8, Venezuelan for Piña) and English. Buttons, confirmations, the
 * game's log, the scorekeeper page, the wall and `mingo referee --explain` all read these.
 */
import type { BallId, GameId, Lang, PocketId } from "../core/index.ts";
import type { Group, OptionName } from "../rules/index.ts";
import { listAnd } from "./numbers.ts";

interface PocketWords {
  /** For a button or a short confirmation: "Superior izquierda". */
  readonly label: string;
  /** In a sentence: "la tronera superior izquierda". */
  readonly name: string;
}

// Pockets as seen from the head cushion looking toward the foot, as POCKET_IDS are. The
// foot end is "superior" (punto superior, banda superior) in both rulebooks.
const POCKETS: Record<Lang, Record<PocketId, PocketWords>> = {
  es: {
    "foot-left": { label: "Superior izquierda", name: "la tronera superior izquierda" },
    "foot-right": { label: "Superior derecha", name: "la tronera superior derecha" },
    "side-left": { label: "Del medio izquierda", name: "la tronera del medio izquierda" },
    "side-right": { label: "Del medio derecha", name: "la tronera del medio derecha" },
    "head-left": { label: "Cabecera izquierda", name: "la tronera de cabecera izquierda" },
    "head-right": { label: "Cabecera derecha", name: "la tronera de cabecera derecha" },
  },
  en: {
    "foot-left": { label: "Foot left", name: "the foot-left pocket" },
    "foot-right": { label: "Foot right", name: "the foot-right pocket" },
    "side-left": { label: "Side left", name: "the side-left pocket" },
    "side-right": { label: "Side right", name: "the side-right pocket" },
    "head-left": { label: "Head left", name: "the head-left pocket" },
    "head-right": { label: "Head right", name: "the head-right pocket" },
  },
};

/** "Superior izquierda" / "Foot left": the pocket on a button. */
export const pocketLabel = (p: PocketId, lang: Lang): string => POCKETS[lang][p].label;
/** "la tronera superior izquierda" / "the foot-left pocket": the pocket in a sentence. */
export const pocketName = (p: PocketId, lang: Lang): string => POCKETS[lang][p].name;

interface OptionWords {
  /** On a button: "Bola en mano". */
  readonly label: string;
  /** What it means for the chooser, said after their name: "coloca la blanca…". */
  readonly meaning: string;
}

// Options are offered in Bola 8 only (the Piña seed hands no choices), so Argentine words.
const OPTIONS: Record<Lang, Record<OptionName, OptionWords>> = {
  es: {
    accept: { label: "Aceptar la posición", meaning: "tira desde donde quedaron las bolas" },
    "ball-in-hand": {
      label: "Bola en mano",
      meaning: "coloca la blanca donde quiera detrás de la línea de salida",
    },
    "ball-in-hand-spot-8": {
      label: "Bola en mano y la 8 al punto",
      meaning: "tiene bola en mano detrás de la línea de salida y la 8 va al punto superior",
    },
    rebreak: { label: "Abrir de nuevo", meaning: "abre otra vez, con el triángulo armado de nuevo" },
    break: { label: "Abrir", meaning: "hace el tiro de apertura" },
    "hand-over-break": { label: "Ceder la apertura", meaning: "deja que abra el rival" },
    "spot-own": {
      label: "Subir una bola propia al punto",
      meaning: "sube al punto superior su bola más cercana a la línea de salida",
    },
    equalize: { label: "Equiparar", meaning: "emboca a mano bolas de su grupo" },
    decline: { label: "Seguir sin elegir", meaning: "sigue sin usar la opción" },
  },
  en: {
    accept: { label: "Accept the position", meaning: "plays from where the balls lie" },
    "ball-in-hand": {
      label: "Ball in hand",
      meaning: "places the cue ball anywhere behind the head string",
    },
    "ball-in-hand-spot-8": {
      label: "Ball in hand and the 8 spotted",
      meaning: "has ball in hand behind the head string and the 8 goes on the foot spot",
    },
    rebreak: { label: "Break again", meaning: "breaks again from a new rack" },
    break: { label: "Break", meaning: "takes the break" },
    "hand-over-break": { label: "Hand over the break", meaning: "lets the opponent break" },
    "spot-own": {
      label: "Spot an own ball",
      meaning: "puts their ball nearest the head string on the foot spot",
    },
    equalize: { label: "Equalize", meaning: "removes balls of their own group by hand" },
    decline: { label: "Go on without it", meaning: "goes on without taking the option" },
  },
};

export const optionLabel = (o: OptionName, lang: Lang): string => OPTIONS[lang][o].label;
export const optionMeaning = (o: OptionName, lang: Lang): string => OPTIONS[lang][o].meaning;

const GROUPS: Record<Lang, Record<Group, string>> = {
  es: { solids: "lisas", stripes: "rayadas" },
  en: { solids: "solids", stripes: "stripes" },
};
/** "lisas" / "solids" (lower case, for a sentence). */
export const groupName = (g: Group, lang: Lang): string => GROUPS[lang][g];

/** The cue ball is "la blanca" in Bola 8 (Argentina), "el mingo" in Piña (Venezuela). */
export function ballName(ball: BallId, game: GameId, lang: Lang): string {
  if (ball !== 0) return lang === "es" ? `la ${ball}` : `the ${ball}`;
  if (lang === "en") return "the cue ball";
  return game === "bola8" ? "la blanca" : "el mingo";
}

/** A foul is an "infracción" in Bola 8, a "cabeza" in Piña. */
export const foulWord = (game: GameId, lang: Lang): string =>
  lang === "en" ? "foul" : game === "bola8" ? "infracción" : "cabeza";

/** What is won or lost: a rack in Bola 8, a game in Piña. */
export const rackWord = (game: GameId, lang: Lang): string =>
  lang === "en"
    ? game === "bola8"
      ? "the rack"
      : "the game"
    : game === "bola8"
      ? "el triángulo"
      : "la partida";

/** G-TEAM: a side's name from its players ("Ana y Carla", "Ana and Carla"); one player is just their name. */
export const sideName = (players: readonly string[], lang: Lang): string =>
  players.length === 1 ? (players[0] ?? "") : listAnd(players, lang);
