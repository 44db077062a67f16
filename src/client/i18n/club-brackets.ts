/**
 * The club pages' words for double elimination and handicaps (issue 39), in Spanish and English,
 * kept with the rest of the club's words by the club pages' translator (client/club/i18n.ts).
 */
export const esBrackets = {
  "double-elimination": "Doble eliminación",
  grandFinalReset: "Final de desempate si gana el cuadro de perdedores",
  winnersBracket: "Cuadro de ganadores",
  losersBracket: "Cuadro de perdedores",
  grandFinal: "Gran final",
  resetFinal: "Final de desempate",
  unneeded: "no hizo falta",
  placings: "Clasificación final",
  place: "{n}.º",
  placeRange: "{from}–{to}",
  deRule:
    "Doble eliminación: quien pierde dos encuentros queda fuera. Si gana la gran final quien viene del cuadro de perdedores, se juega la final de desempate.",
  deRuleNoReset:
    "Doble eliminación: quien pierde dos encuentros queda fuera. La gran final se juega una vez, sin desempate.",
  entriesHint:
    "Uno por línea. Equipo: «Nombre: Ana, Carla». Hándicap: un número entre paréntesis al final, «Ana (5)»: su carrera en Bola 8 o su meta en Piña.",
  handicap: "Hándicap",
  handicapsHint:
    "La carrera (Bola 8) o la meta (Piña) de cada jugador, también de quien se inscribió en línea. Vacío: la del torneo, {n}. Se fija antes del sorteo.",
  handicapOf: "Hándicap de {name}",
  /** Bola 8: a player's own race. */
  raceOf: "a {n}",
  /** Piña: a player's own target. */
  targetOf: "meta {n}",
} as const;

export const enBrackets: Record<keyof typeof esBrackets, string> = {
  "double-elimination": "Double elimination",
  grandFinalReset: "Reset final if the losers' bracket wins",
  winnersBracket: "Winners' bracket",
  losersBracket: "Losers' bracket",
  grandFinal: "Grand final",
  resetFinal: "Reset final",
  unneeded: "not needed",
  placings: "Final placings",
  place: "{n}th",
  placeRange: "{from}–{to}",
  deRule:
    "Double elimination: two lost encounters and a player is out. If the grand final is won from the losers' bracket, the reset final is played.",
  deRuleNoReset:
    "Double elimination: two lost encounters and a player is out. The grand final is played once, no reset.",
  entriesHint:
    'One per line. A team: "Name: Ana, Carla". A handicap: a number in brackets at the end, "Ana (5)": their race in Bola 8 or their target in Piña.',
  handicap: "Handicap",
  handicapsHint:
    "Each player's race (Bola 8) or target (Piña), those who registered online too. Empty: the tournament's, {n}. Set before the draw.",
  handicapOf: "Handicap of {name}",
  raceOf: "race to {n}",
  targetOf: "target {n}",
};
