/**
 * The words of every phrase, Spanish first. A phrase is one utterance with no final full
 * stop (the renderer adds it); rule titles come from rule-words, never a bare rule ID.
 * Bola 8 is said in Argentine words (embocar, la blanca, infracción, triángulo); Piña in
 * Venezuelan ones (meter, el mingo, cabeza, partida, rotura).
 */
import type { ByPlayer, GameId, Lang } from "../core/index.ts";
import type { RuleId } from "../rules/index.ts";
import type { CallWords, PhraseArgs, PhraseKey } from "./lines.ts";
import {
  capitalise,
  countWord,
  decapitalise,
  formatInteger,
  formatPoints,
  listAnd,
  plural,
  pointsPhrase,
} from "./numbers.ts";
import { ruleText } from "./rule-words/rule-text.ts";
import {
  ballName,
  foulWord,
  groupName,
  optionLabel,
  optionMeaning,
  pocketName,
  rackWord,
} from "./vocabulary.ts";

export interface PhraseContext {
  readonly game: GameId;
  readonly rule?: RuleId;
}

/** G-TEAM: the partner who struck, with their side's name: "Carla (Ana y Carla)", "Dani (Las Águilas)". */
const withSide = (a: { name: string; side?: string }): string => (a.side ? `${a.name} (${a.side})` : a.name);
/** A handicap's target after a score: " de 61" / " of 61" (nothing without a handicap). */
const of = (targets: ByPlayer<number> | undefined, p: 0 | 1, lang: Lang): string =>
  targets ? ` ${lang === "es" ? "de" : "of"} ${formatInteger(targets[p], lang)}` : "";

type Say = { readonly [K in PhraseKey]: (args: PhraseArgs[K], ctx: PhraseContext) => string };

/** The rule's title for the middle of a sentence; a line without its rule says "the rule". */
const title = (ctx: PhraseContext, lang: Lang): string =>
  ctx.rule ? decapitalise(ruleText(ctx.rule, lang).title) : lang === "es" ? "la regla" : "the rule";

function callEs(c: CallWords, game: GameId): string {
  if (c.defense) return "declara defensa";
  const parts: string[] = [];
  if (c.group) parts.push(`juega a las ${groupName(c.group, "es")}`);
  if (c.pocket) parts.push(`canta ${ballName(c.ball ?? 8, game, "es")} a ${pocketName(c.pocket, "es")}`);
  return parts.length > 0 ? listAnd(parts, "es") : "no canta";
}

function callEn(c: CallWords, game: GameId): string {
  if (c.defense) return "declares a defence";
  const parts: string[] = [];
  if (c.group) parts.push(`plays the ${groupName(c.group, "en")}`);
  if (c.pocket) parts.push(`calls ${ballName(c.ball ?? 8, game, "en")} in ${pocketName(c.pocket, "en")}`);
  return parts.length > 0 ? listAnd(parts, "en") : "makes no call";
}

const ballsEs = (balls: readonly number[], game: GameId) =>
  listAnd(
    balls.map((b) => ballName(b as 0, game, "es")),
    "es",
  );
const ballsEn = (balls: readonly number[], game: GameId) =>
  listAnd(
    balls.map((b) => ballName(b as 0, game, "en")),
    "en",
  );

const es: Say = {
  stepHeading: (a, { game }) =>
    `Paso ${formatInteger(a.step, "es")} · ${game === "bola8" ? "triángulo" : "partida"} ${formatInteger(a.rack, "es")}`,
  shot: (a, { game }) => `${withSide(a)} ${a.isBreak ? (game === "bola8" ? "abre" : "rompe") : "tira"}`,
  call: (a, { game }) => capitalise(callEs(a.call, game)),
  noCall: () => "Tira sin cantar",
  announceCall: (a, { game }) => `${a.name} ${callEs(a.call, game)}`,
  firstHit: (a, { game }) =>
    a.ball === null
      ? `${capitalise(ballName(0, game, "es"))} no toca ninguna bola`
      : `${capitalise(ballName(0, game, "es"))} toca primero ${ballName(a.ball, game, "es")}`,
  // The cue ball pocketed: "se baña el mingo" in Piña.
  pocketed: (a, { game }) =>
    a.ball === 0 && game === "pina"
      ? `Se baña el mingo en ${pocketName(a.pocket, "es")}`
      : `${capitalise(ballName(a.ball, game, "es"))} entra en ${pocketName(a.pocket, "es")}`,
  offTable: (a, { game }) => `${capitalise(ballName(a.ball, game, "es"))} sale de la mesa`,
  cushion: (a, { game }) =>
    a.balls.length === 0
      ? "Ninguna bola toca banda tras el contacto"
      : `${capitalise(ballsEs(a.balls, game))} ${a.balls.length === 1 ? "toca" : "tocan"} banda`,
  miscue: () => "Pifia sin tocar la piña: se repite la rotura",
  points: (a) =>
    a.points >= 0
      ? `${a.name} ${a.many ? "suman" : "suma"} ${pointsPhrase(a.points, "es")}`
      : `${a.name} ${a.many ? "pierden" : "pierde"} ${pointsPhrase(-a.points, "es")}`,
  spotted: (a, { game }) =>
    a.balls.length === 1
      ? `${capitalise(ballsEs(a.balls, game))} vuelve al punto superior`
      : `Vuelven al punto superior ${ballsEs(a.balls, game)}`,
  foul: (a, ctx) => `${capitalise(foulWord(ctx.game, "es"))} de ${a.name}: ${title(ctx, "es")}`,
  logged: (a, ctx) => `Queda anotado (${a.name}): ${title(ctx, "es")}`,
  foulCount: (a, { game }) => {
    if (game === "pina") {
      const said = capitalise(
        `${countWord(a.count, "es")} ${plural({ one: "cabeza", other: "cabezas" }, a.count, "es")}`,
      );
      return a.count === 3 ? `${said}: dos tiros para ${a.beneficiary}` : said;
    }
    const noun = plural({ one: "infracción", other: "infracciones seguidas" }, a.count, "es");
    const said = capitalise(`${countWord(a.count, "es")} ${noun}`);
    return a.count >= 3 ? `${said}: pierde el triángulo` : said;
  },
  note: (_a, ctx) => capitalise(title(ctx, "es")),
  loss: (a, ctx) =>
    `${a.name} ${a.many ? "pierden" : "pierde"} ${rackWord(ctx.game, "es")}: ${title(ctx, "es")}`,
  resigned: (a, { game }) => `${a.name} ${a.many ? "abandonan" : "abandona"} ${rackWord(game, "es")}`,
  wins: (a, { game }) => `${a.name} ${a.many ? "ganan" : "gana"} ${rackWord(game, "es")}`,
  tie: () =>
    `Empate ${formatInteger(60, "es")} a ${formatInteger(60, "es")}: ${pointsPhrase(0.5, "es")} para cada uno`,
  chooses: (a) => `Opciones para ${a.name}`,
  option: (a) =>
    `${optionLabel(a.option, "es")}: ${a.name} ${optionMeaning(a.option, "es")}${
      a.upTo !== null ? ` (hasta ${countWord(a.upTo, "es")})` : ""
    }`,
  choice: (a, { game }) => {
    const what = decapitalise(optionLabel(a.option, "es"));
    const balls = a.balls.length > 0 ? `: ${ballsEs(a.balls, game)}` : "";
    return a.byPlaying ? `${a.name} ${optionMeaning(a.option, "es")}` : `${a.name} elige ${what}${balls}`;
  },
  declares: (a) => `${a.name} declara las ${groupName(a.group, "es")}`,
  lagWon: (a, { game }) =>
    `${a.name} ${a.many ? "ganan" : "gana"} el ${game === "bola8" ? "sorteo de salida" : "canteo"}`,
  lagReplay: (_a, { game }) => `${game === "bola8" ? "Sorteo" : "Canteo"} empatado: se repite`,
  lagFault: (a, ctx) => `${a.name}: ${title(ctx, "es")}`,
  groups: (a) =>
    `${a.names[0]} ${a.many ? "juegan" : "juega"} con las ${groupName(a.groups[0], "es")}, ${a.names[1]} con las ${groupName(a.groups[1], "es")}`,
  openTable: () => "Mesa abierta",
  score: (a) =>
    `Puntos: ${a.names[0]} ${formatInteger(a.scores[0], "es")}${of(a.targets, 0, "es")}, ${a.names[1]} ${formatInteger(a.scores[1], "es")}${of(a.targets, 1, "es")}`,
  ballOn: (a, { game }) => `Bola de turno: ${ballName(a.ball, game, "es")}`,
  turnsOwed: (a) => `${capitalise(countWord(a.owed + 1, "es"))} tiros para ${a.name}`,
  turn: (a, { game }) =>
    a.ballInHand
      ? `Turno de ${withSide(a)}, con bola en mano detrás de ${game === "bola8" ? "la línea de salida" : "la raya"}`
      : `Turno de ${withSide(a)}`,
  nextRack: (a, { game }) =>
    a.breaker === null
      ? `Se cantea para ${game === "bola8" ? "abrir el próximo triángulo" : "romper la próxima partida"}`
      : game === "bola8"
        ? `Abre ${a.breaker} el próximo triángulo`
        : `Rompe ${a.breaker} la próxima partida`,
  matchScore: (a, { game }) =>
    `${game === "bola8" ? "Triángulos" : "Encuentro"}: ${a.names[0]} ${formatPoints(a.points[0], "es")}${of(a.targets, 0, "es")}, ${
      a.names[1]
    } ${formatPoints(a.points[1], "es")}${of(a.targets, 1, "es")}`,
  matchOver: (a, { game }) => {
    const end = game === "bola8" ? "Fin del partido" : "Fin del encuentro";
    return a.winner === null ? `${end}: empate` : `${end}: ${a.many ? "ganan" : "gana"} ${a.winner}`;
  },
};

const en: Say = {
  stepHeading: (a, { game }) =>
    `Step ${formatInteger(a.step, "en")} · ${game === "bola8" ? "rack" : "game"} ${formatInteger(a.rack, "en")}`,
  shot: (a) => `${withSide(a)} ${a.isBreak ? "breaks" : "shoots"}`,
  call: (a, { game }) => capitalise(callEn(a.call, game)),
  noCall: () => "Shoots without a call",
  announceCall: (a, { game }) => `${a.name} ${callEn(a.call, game)}`,
  firstHit: (a, { game }) =>
    a.ball === null
      ? `${capitalise(ballName(0, game, "en"))} touches no ball`
      : `${capitalise(ballName(0, game, "en"))} hits ${ballName(a.ball, game, "en")} first`,
  pocketed: (a, { game }) =>
    `${capitalise(ballName(a.ball, game, "en"))} drops in ${pocketName(a.pocket, "en")}`,
  offTable: (a, { game }) => `${capitalise(ballName(a.ball, game, "en"))} leaves the table`,
  cushion: (a, { game }) =>
    a.balls.length === 0
      ? "No ball reaches a cushion after the contact"
      : `${capitalise(ballsEn(a.balls, game))} ${a.balls.length === 1 ? "reaches" : "reach"} a cushion`,
  miscue: () => "A miscue that misses the rack: the break is taken again",
  points: (a) =>
    a.points >= 0
      ? `${a.name} ${a.many ? "score" : "scores"} ${pointsPhrase(a.points, "en")}`
      : `${a.name} ${a.many ? "lose" : "loses"} ${pointsPhrase(-a.points, "en")}`,
  spotted: (a, { game }) =>
    `${capitalise(ballsEn(a.balls, game))} ${a.balls.length === 1 ? "goes" : "go"} back on the foot spot`,
  foul: (a, ctx) => `Foul by ${a.name}: ${title(ctx, "en")}`,
  logged: (a, ctx) => `Logged (${a.name}): ${title(ctx, "en")}`,
  foulCount: (a, { game }) => {
    if (game === "pina") {
      const said = capitalise(
        `${countWord(a.count, "en")} ${plural({ one: "foul", other: "fouls" }, a.count, "en")}`,
      );
      return a.count === 3 ? `${said}: two turns for ${a.beneficiary}` : said;
    }
    const said = capitalise(
      `${countWord(a.count, "en")} ${plural({ one: "foul", other: "fouls in a row" }, a.count, "en")}`,
    );
    return a.count >= 3 ? `${said}: loses the rack` : said;
  },
  note: (_a, ctx) => capitalise(title(ctx, "en")),
  loss: (a, ctx) => `${a.name} ${a.many ? "lose" : "loses"} ${rackWord(ctx.game, "en")}: ${title(ctx, "en")}`,
  resigned: (a, { game }) => `${a.name} ${a.many ? "resign" : "resigns"} ${rackWord(game, "en")}`,
  wins: (a, { game }) => `${a.name} ${a.many ? "win" : "wins"} ${rackWord(game, "en")}`,
  tie: () => `Tie at ${formatInteger(60, "en")}–${formatInteger(60, "en")}: ${pointsPhrase(0.5, "en")} each`,
  chooses: (a) => `Options for ${a.name}`,
  option: (a) =>
    `${optionLabel(a.option, "en")}: ${a.name} ${optionMeaning(a.option, "en")}${
      a.upTo !== null ? ` (up to ${countWord(a.upTo, "en")})` : ""
    }`,
  choice: (a, { game }) => {
    const what = decapitalise(optionLabel(a.option, "en"));
    const balls = a.balls.length > 0 ? `: ${ballsEn(a.balls, game)}` : "";
    return a.byPlaying ? `${a.name} ${optionMeaning(a.option, "en")}` : `${a.name} chooses ${what}${balls}`;
  },
  declares: (a) => `${a.name} declares the ${groupName(a.group, "en")}`,
  lagWon: (a) => `${a.name} ${a.many ? "win" : "wins"} the lag`,
  lagReplay: () => "The lag is tied: it is played again",
  lagFault: (a, ctx) => `${a.name}: ${title(ctx, "en")}`,
  groups: (a) =>
    `${a.names[0]} ${a.many ? "have" : "has"} the ${groupName(a.groups[0], "en")}, ${a.names[1]} the ${groupName(a.groups[1], "en")}`,
  openTable: () => "Open table",
  score: (a) =>
    `Score: ${a.names[0]} ${formatInteger(a.scores[0], "en")}${of(a.targets, 0, "en")}, ${a.names[1]} ${formatInteger(a.scores[1], "en")}${of(a.targets, 1, "en")}`,
  ballOn: (a, { game }) => `Ball on: ${ballName(a.ball, game, "en")}`,
  turnsOwed: (a) => `${capitalise(countWord(a.owed + 1, "en"))} turns for ${a.name}`,
  turn: (a) =>
    a.ballInHand
      ? `${withSide(a)} to play, with ball in hand behind the head string`
      : `${withSide(a)} to play`,
  nextRack: (a, { game }) =>
    a.breaker === null
      ? `A lag decides who breaks the next ${game === "bola8" ? "rack" : "game"}`
      : `${a.breaker} breaks the next ${game === "bola8" ? "rack" : "game"}`,
  matchScore: (a, { game }) =>
    `${game === "bola8" ? "Racks" : "Encounter"}: ${a.names[0]} ${formatPoints(a.points[0], "en")}${of(a.targets, 0, "en")}, ${a.names[1]} ${formatPoints(a.points[1], "en")}${of(a.targets, 1, "en")}`,
  matchOver: (a) =>
    a.winner === null ? "Match over: a tie" : `Match over: ${a.winner} ${a.many ? "win" : "wins"}`,
};

export const PHRASES: Readonly<Record<Lang, Say>> = { es, en };
