/** The words of the rules page (/reglas), in Spanish (spread into es.ts). */
export const esRules = {
  rulesTitle: "Los reglamentos",
  rulesIntro:
    "Cada regla que aplica el árbitro de mingo, con su código: las palabras del reglamento, nuestra explicación y, en las reglas de geometría, el dibujo de la regla sobre la mesa.",
  rulesSearch: "Buscar en las reglas",
  rulesSearchPlaceholder: "p. ej. bañar el mingo, cabeza, 45",
  rulesFilterAll: "Todas",
  rulesShared: "Comunes a los dos juegos",
  rulesNone: "Ninguna regla dice «{q}».",
  rulesCount: "{n} reglas",
  rulesSeedBola8: "Reglamento de Bola 8",
  rulesSeedPina: "Reglamento de Piña cantado",
  rulesOurs: "Cómo lo aplica mingo",
  rulesInterp:
    "El reglamento no lo dice con estas palabras: es nuestra lectura [interp], un ajuste con nombre cuando se puede elegir.",
  rulesNear: "Lo más cercano en el reglamento",
  rulesBack: "Volver al juego",
  rulesLink: "Ver la regla",
  diagramCue: "bola jugadora",
  diagramBallOn: "bola de turno",
  diagramAllowed: "tiros permitidos",
  diagramHeadString: "línea de salida",
  diagramFootSpot: "punto superior",
  diagramSpan: "un palmo",
} as const;
