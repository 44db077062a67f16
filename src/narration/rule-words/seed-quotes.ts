/**
 * The rulebooks' own words for each rule (the steering seeds, verbatim): the sentence of the seed a
 * rule comes from, shown on the rules page under our explanation. A rule the seeds do not state
 * (mingo's reading of a silent passage, marked [interp] in RULES.md) has `quote: null` and the
 * nearest passage, if any, in `near`.
 */
import type { RuleId } from "../../rules/index.ts";

export type SeedId = "bola8" | "pina";
export interface SeedQuote {
  readonly seed: SeedId;
  /** A verbatim substring of one line of the seed (a sentence or a numbered item), or null. */
  readonly quote: string | null;
  /** When quote is null: a verbatim substring of the nearest passage, or null. */
  readonly near?: string | null;
}

// Quotes keep the seeds' spelling, capitals, accents and spacing exactly as written (e.g. "él
// arbitro", "salida.El", "ÉL TRIANGULO"): seed-quotes.test.ts checks each against its seed.
export const SEED_QUOTES: Readonly<Record<RuleId, SeedQuote>> = {
  // Shared
  // Neither seed gives the table's size, pockets or where the strings lie.
  "G-TABLE": { seed: "bola8", quote: null, near: null },
  // Bola 8 "Ubicación de las bolas en el punto superior".
  "G-SPOT": {
    seed: "bola8",
    quote:
      "Si el punto se encontrara ocupado con bolas objetivas, se colocaran detrás de estas EN CONTACTO y en línea recta hacia la banda superior. Si no hubiera espacio para ello, la o las bolas objetivas, se colocaran DELANTE del punto superior en línea recta hacia el centro de la mesa.",
  },
  // Bola 8 "Bola en mano".
  "G-BIH": {
    seed: "bola8",
    quote:
      'Será considerada "Bola en Mano" a la opción que tenga el jugador de solicitar al arbitro de comenzar su entrada con la bola jugadora DETRAS de la línea de salida, ubicándola a entera voluntad detrás de la citada línea.',
  },
  "G-KITCHEN": {
    seed: "bola8",
    quote:
      "Solamente podrán ejecutar las bolas cuya BASE DE APOYO se encontraran fuera de la línea de salida.",
  },
  // Piña 11, first clause.
  "G-OFFTABLE-BACK": {
    seed: "pina",
    quote:
      "Si el mingo o cualquier otra bola salta sobre las bandas o aristas y regresa a la mesa será bueno el tiro o jugada",
  },
  // mingo's own: how fouls only a person sees are entered.
  "G-HUMAN": { seed: "bola8", quote: null, near: null },
  // Neither seed says a player may concede; Piña 15's broken cue is "tirar toalla".
  "G-RESIGN": {
    seed: "pina",
    quote: null,
    near: "Si un jugador en plena partida desarma o quiebra el taco automáticamente perderá la partida (boxeo, tirar toalla).",
  },
  // mingo's own: a shot without a call is played; the seeds say only what a call is needed for.
  "G-NOCALL": {
    seed: "pina",
    quote: null,
    near: "Será necesario cantar la bola a meter, para que sea válida, cuando:",
  },
  // Bola 8 names sides throughout ("jugador o equipo").
  "G-TEAM": {
    seed: "bola8",
    quote: "Cada jugador o equipo jugara luego de la determinación de los grupos correspondientes",
  },
  // mingo's own: the order of a side's players.
  "G-TEAM-ORDER": {
    seed: "bola8",
    quote: null,
    near: "Para decidir cual jugador o equipo tendrá la opción de efectuar el tiro de apertura",
  },

  // Bola 8: "Descripción del juego"
  "B8-GROUPS": {
    seed: "bola8",
    quote:
      "El juego consiste en utilizar 15 bolas objetivas numeradas, mas una bola jugadora (blanca). Cada jugador o equipo jugara luego de la determinación de los grupos correspondientes, con lisas ( 1 al 7 ) o bien con rayadas",
  },
  // "Armado del triángulo"
  "B8-RACK": {
    seed: "bola8",
    quote:
      "Las bolas se colocan dentro de un triángulo con la bola del ápice del triángulo apoyado sobre el punto superior de la mesa. La bola 8 se colocara en el centro del triángulo. Las demás bolas objetivas intercaladas de una en una, repitiéndose dos iguales en la parte superior y dos iguales en la parte inferior.",
  },
  // "Sorteo de salida"
  "B8-LAG": {
    seed: "bola8",
    quote:
      'Con "Bola en mano" detrás de la línea de salida, con un jugador a la izquierda y el otro a la derecha de esta, las bolas serán golpeadas reglamentariamente en forma SIMULTANEA hacia la banda superior.El jugador cuya bola se encuentre mas cerca de la banda cabecera, luego de golpear en la superior GANARA EL SORTEO',
  },
  "B8-LAG-1": {
    seed: "bola8",
    quote: "1. La bola cruzara el sector determinado por la mitad de la mesa que pertenece a cada jugador.",
  },
  "B8-LAG-2": {
    seed: "bola8",
    quote: "2. Si la bola no tomara contacto con la banda superior por lo menos una vez.",
  },
  "B8-LAG-3": { seed: "bola8", quote: "3. Si la bola es embocada en una tronera." },
  "B8-LAG-4": { seed: "bola8", quote: "4. Si la bola saltara fuera de la mesa." },
  "B8-LAG-TIE": {
    seed: "bola8",
    quote:
      "Si ambos jugadores cometieran estas infracciones o bien si él arbitro no pudiera determinar en forma fehaciente que bola se encuentra mas cerca de la banda cabecera, el sorteo será declarado EMPATE y se efectuara de nuevo.",
  },
  // "Tiro reglamentario"
  "B8-LEGAL": {
    seed: "bola8",
    quote:
      "Se entenderá por tiro reglamentario UNICAMENTE aquel cuando SOLAMENTE la suela del taco toma contacto con la bola jugadora y ADEMAS no se cometiera ninguna de las infracciones previstas para la especialidad.",
  },
  // "Apertura del juego"
  "B8-BREAK": {
    seed: "bola8",
    quote:
      "Para efectuar el tiro de apertura, la bola jugadora podrá colocarse en cualquier sitio DETRAS de la línea de salida.El jugador que inicie el juego DEBERA embocar una o más bolas, o en su defecto deberán tocar banda como MINIMO cuatro bolas del triángulo, CASO CONTRARIO COMETERA INFRACCION",
  },
  "B8-BREAK-OPTIONS": {
    seed: "bola8",
    quote:
      "su adversario podrá aceptar las bolas en posición, jugar con la bola en mano detrás de la línea de salida, o EFECTUAR EL MISMO, UN NUEVO TIRO DE APERTURA.",
  },
  "B8-BREAK-8": {
    seed: "bola8",
    quote:
      "Si en el tiro de apertura se embocase la bola 8 (sola o acompañada) SE GANARA ÉL TRIANGULO, si además se embocase la bola jugadora o si esta saltara fuera de la mesa, SÉ PERDERA ÉL TRIANGULO.",
  },
  "B8-BREAK-8-WIN": {
    seed: "bola8",
    quote: "Si en el tiro de apertura se embocase la bola 8 (sola o acompañada) SE GANARA ÉL TRIANGULO",
  },
  "B8-BREAK-8-LOSS": {
    seed: "bola8",
    quote:
      "si además se embocase la bola jugadora o si esta saltara fuera de la mesa, SÉ PERDERA ÉL TRIANGULO.",
  },
  "B8-OPEN": {
    seed: "bola8",
    quote:
      'Al embocar una o mas bolas en el tiro de apertura, el jugador podrá continuar su entrada y jugar con "Mesa Abierta", es decir, podrá elegir que grupo de bolas juega. DEBERA NOTIFICAR QUE GRUPO DE BOLAS JUEGA, CASO CONTRARIO COMETERA INFRACCION. La mesa permanecerá abierta hasta que se emboque una bola en forma reglamentaria.',
  },
  // "Reglas generales"
  "B8-8CALL": {
    seed: "bola8",
    quote:
      "Cuando haya embocado todas sus bolas deberá embocar la numero 8, INDICANDO EN QUE TRONERA LO HARA, TODA VEZ QUE SU INTENCION SEA EMBOCAR DICHA BOLA.",
  },
  "B8-SPOT-OWN": {
    seed: "bola8",
    quote:
      "Cuando un jugador haga uso de la OPCION BOLA EN MANO y todas sus bolas objetivas se encontraran detrás de la línea de salida, tendrá la OPCION de colocar en el punto superior de la mesa la bola que estuviese mas cerca de la línea de salida.En el caso de dos o más bolas a igual salida, podrá optar por cualquiera de ellas.",
  },
  "B8-BOTH": {
    seed: "bola8",
    quote:
      "Si un jugador, mediante un tiro reglamentario, embocara una o mas bolas de su grupo y otra de su adversario, CONTINUARA SU ENTRADA.",
  },
  // "Bolas embocadas antireglamentariamente"
  "B8-EQUALIZE": {
    seed: "bola8",
    quote:
      "Cuando un jugador emboque una o más bolas de su grupo en forma antireglamentariamente, su adversario tendrá la opción de embocar cuantas bolas necesarias para equiparar la infracción.",
  },
  // "Bolas que saltaran fuera de la mesa de juego"
  "B8-OFFTABLE": {
    seed: "bola8",
    quote:
      "Cualquier bola que saltara fuera de los limites de la superficie de juego o que eventualmente se estacionara en las barandas, bandas, etc., VOLVERA A SU PUNTO SUPERIOR, con la excepción hecha que si fuera una bola contraria, QUE PERMANECERA FUERA DE LA MESA.",
  },
  // "Infracciones" 1–13
  "B8-FOULS": { seed: "bola8", quote: "INFRACCIONES" },
  "B8-F1": { seed: "bola8", quote: "1. No reunir los requisitos de apertura reglamentaria." },
  "B8-F2": {
    seed: "bola8",
    quote: "2. No anunciar que grupo de bolas se intenta embocar jugando con mesa abierta.",
  },
  "B8-F3": { seed: "bola8", quote: "3. Tirar cuando las bolas están en movimiento o girando." },
  "B8-F4": { seed: "bola8", quote: "4. Embocar la bola jugadora." },
  "B8-F5": { seed: "bola8", quote: "5. Hacer saltar la bola jugadora fuera de la mesa de juego." },
  "B8-F6": {
    seed: "bola8",
    quote: "6. Retacar: Cuando la suela del taco toma contacto mas de una vez con la bola jugadora.",
  },
  "B8-F7": {
    seed: "bola8",
    quote:
      "7. Tiro empujando: Cuando la suela del taco permanezca mas tiempo del momentáneamente necesario para efectuar un tiro.",
  },
  "B8-F8": {
    seed: "bola8",
    quote:
      "8. Tocar o golpear con cualquier parte del cuerpo, o de cualquier manera poner en movimiento una bola que no sea con la suela del taco.",
  },
  "B8-F9": {
    seed: "bola8",
    quote:
      "9. Hacer saltar la bola jugadora en la mesa, ejecutándola debajo de su eje horizontal, levantándola como con una cuchara.",
  },
  "B8-F10": {
    seed: "bola8",
    quote: "10. No tener apoyado al menos un pie en el piso en el momento de tirar.",
  },
  "B8-F11": {
    seed: "bola8",
    quote:
      "11. Si la bola jugadora golpea primero una bola adversaria, no golpea ninguna o golpea la bola 8 cuando esta no sea la bola objetiva legal.",
  },
  "B8-F12": {
    seed: "bola8",
    quote:
      "12. Si no causara, SALVO CUANDO SE EMBOQUE, que cualquier bola sobre la mesa de juego tome contacto con una banda.",
  },
  "B8-F13": { seed: "bola8", quote: "13. Hacer marcas visibles sobre la mesa de juego." },
  // "Sanciones para todas las infracciones"
  "B8-SANCTION": {
    seed: "bola8",
    quote:
      "El jugador infractor finalizara su entrada, y su adversario podrá: Aceptar las bolas en la posición en que se encuentren o, hacer uso de la OPCION DE BOLA EN MANO detrás de la línea de salida.",
  },
  "B8-SANCTION-8": {
    seed: "bola8",
    quote:
      "SI SU ADVERSARIO TUVIERA COMO BOLA OBJETIVA LEGAL LA BOLA 8, ESTE TENDRA, ADEMAS DE LAS CITADAS, LA SIGUIENTE OPCION: BOLA EN MANO DETRAS DE LA LINEA DE SALIDA Y COLOCAR LA BOLA 8 EN EL PUNTO SUPERIOR, DONDEQUIERA QUE ESTE SE ENCONTRARA.",
  },
  // "Pérdida del juego" 1–10
  "B8-LOSS": {
    seed: "bola8",
    quote:
      "El jugador perderá AUTOMATICAMENTE el triángulo si cometiera cualquiera de las siguientes infracciones:",
  },
  "B8-L1": { seed: "bola8", quote: "1. Embocar la bola 8 mediante un tiro antireglamentario." },
  "B8-L2": { seed: "bola8", quote: "2. Embocar la bola 8 sin ser su bola objetiva legal." },
  "B8-L3": {
    seed: "bola8",
    quote: "3. Embocar la bola 8 en el mismo golpe que su ultima o ultimas bolas objetivas.",
  },
  "B8-L4": {
    seed: "bola8",
    quote: "4. Embocar la bola jugadora siendo la bola 8 su ultima bola objetiva legal.",
  },
  "B8-L5": {
    seed: "bola8",
    quote:
      "5. Hacer saltar la bola 8 fuera de la mesa de juego en cualquier momento durante una disputa del triángulo.",
  },
  "B8-L6": {
    seed: "bola8",
    quote: "6. Embocar la bola 8 en una tronera que no sea la designada por el jugador.",
  },
  "B8-L7": { seed: "bola8", quote: "7. Embocar la bola 8 sin indicar en que tronera lo hará." },
  "B8-L8": {
    seed: "bola8",
    quote:
      "8. Hacer saltar la bola jugadora fuera de la mesa de juego siendo la bola 8 su ultima bola objetiva legal.",
  },
  "B8-L9": { seed: "bola8", quote: "9. Cometiendo tres infracciones seguidas." },
  "B8-L10": { seed: "bola8", quote: "10. Actitud antideportiva. ( A juicio exclusivo del arbitro )" },
  // mingo's own: the race to N racks and the alternating break; the seed has only the lag.
  "B8-MATCH": {
    seed: "bola8",
    quote: null,
    near: "Para decidir cual jugador o equipo tendrá la opción de efectuar el tiro de apertura",
  },

  // Piña cantado: sections
  "PC-RACK": { seed: "pina", quote: "b) Armar Piña antes del canteo." },
  "PC-LAG": {
    seed: "pina",
    quote:
      "a) Canteo simultáneo, al conteo de tres, nunca esperar toque de la banda del fondo del jugador “A” antes de salir el “B”.",
  },
  "PC-BREAK": { seed: "pina", quote: "b) Al romper estará obligado a chocar el bolo # 1." },
  "PC-ORDER": { seed: "pina", quote: "a) El orden del juego será de menor a mayor." },
  "PC-SCORE": { seed: "pina", quote: "b) Será ganador el que llegue a 61 puntos 1ro." },
  "PC-CALL": { seed: "pina", quote: "Será necesario cantar la bola a meter, para que sea válida, cuando:" },
  // A ball counts only if called (Piña 16): one not called ("sucia", Piña 6) is not valid.
  "PC-DIRTY": { seed: "pina", quote: "Será necesario cantar la bola a meter, para que sea válida" },
  "PC-45": {
    seed: "pina",
    quote:
      "El tiro se ejecutara siempre sobre la bola correspondiente directo o dentro de los 45 grados a ambos lados. Nunca hacia atrás.",
  },
  "PC-FROZEN": {
    seed: "pina",
    quote:
      "a) Si el mingo y la bola objetivo están pegadas, no se le podrá tirar frente, sino con un ángulo de 45 grados o más (este ángulo está definido apuntando el centro del mingo hacia uno de los bordes de la bola objetivo), o tirar con massé, evitando empujar el mingo en la misma dirección de la bola.",
  },
  "PC-DEFENSE": {
    seed: "pina",
    quote:
      "En jugada de defensa, el tiro será en 45 grados a ambos lados de la bola de turno y un recorrido obligatorio de una cuarta de la mano del árbitro, esta puede ser solo el mingo o el mingo y una bola.",
  },
  "PC-REFUSED": {
    seed: "pina",
    quote:
      "a) Si un jugador logra darle a una que el oponente se había negado ejecutar y que corresponde en el orden numérico y también la había cantado donde la metería y lo logra, tendrá dos tiros.",
  },
  "PC-SCRATCH": {
    seed: "pina",
    quote:
      "En tiro x que haya sido cantada la jugada se baña el mingo y también la bola que había sido cantada se subirán al punto en el orden de menor a mayor y pierde el tiro.",
  },
  "PC-OFFTABLE": {
    seed: "pina",
    quote:
      "Si el mingo o cualquier otra bola salta sobre las bandas o aristas y regresa a la mesa será bueno el tiro o jugada, pero si caen al piso será bola nula o mingo bañado. Pierde el tiro.",
  },
  // The seed's foul ("falta") costs the turn: Piña 8, the general case.
  "PC-FOUL": {
    seed: "pina",
    quote:
      "El jugador en la tacada no podrá tocar ninguna bola con su cuerpo o aperos, pues es falta y pierde el tiro.",
  },
  "PC-3FOULS": {
    seed: "pina",
    quote:
      "Con tres faltas o cabezas consecutivas se penalizara con dos tiros, pero será necesario que el árbitro las cante o señale, (Ej. Una cabeza, dos cabezas, etc.).",
  },
  // mingo's reading of "dos tiros" (Piña 14a, 20).
  "PC-TWO-TURNS": {
    seed: "pina",
    quote: null,
    near: "Con tres faltas o cabezas consecutivas se penalizara con dos tiros",
  },
  // "En el torneo la puntuación…" 1–4
  "PC-MATCH": { seed: "pina", quote: "1- Máximo 3 puntos por enfrentamiento." },
  "PC-NOSHOW": {
    seed: "pina",
    quote:
      "Si al comenzar un set, uno de los jugadores no se presenta sin haber pedido excusas previamente, se contarán treinta (30) minutos a partir de la hora en que se debió iniciar la partida, luego de pasado de tiempo, la serán adjudicados al jugador presente el valor en puntos de la cantidad de partidas a ser jugadas",
  },
  "PC-CONDUCT": {
    seed: "pina",
    quote:
      "El árbitro podrá amonestar o solicitar la salida del Salón a un espectador impertinente, así como detener definitivamente la partida hasta que se restauren el orden y la disciplina.",
  },

  // Piña cantado: the seed's numbered rules
  "PC-5": { seed: "pina", quote: "Raya o limite zona de salida valido para las bolas o mingo “bañado”." },
  "PC-6": {
    seed: "pina",
    quote:
      "Al caer una bola no cantada o “sucia”, el bañado del mingo, etc., ningún jugador podrá meter la mano en la boca para “aparar”.",
  },
  "PC-7": {
    seed: "pina",
    quote:
      "Las reclamaciones de reglas de no apreciación serán hechas al arbitro de forma prudente y con ánimo deportivo.",
  },
  "PC-8": {
    seed: "pina",
    quote:
      "El jugador en la tacada no podrá tocar ninguna bola con su cuerpo o aperos, pues es falta y pierde el tiro.",
  },
  "PC-9": {
    seed: "pina",
    quote:
      "El tiro se ejecutara siempre sobre la bola correspondiente directo o dentro de los 45 grados a ambos lados. Nunca hacia atrás.",
  },
  "PC-10": {
    seed: "pina",
    quote:
      "Serán validas las curvas, efectos y saltos siempre y cuando no se introduzca el taco apreciado por el árbitro.",
  },
  "PC-11": {
    seed: "pina",
    quote:
      "Si el mingo o cualquier otra bola salta sobre las bandas o aristas y regresa a la mesa será bueno el tiro o jugada, pero si caen al piso será bola nula o mingo bañado. Pierde el tiro.",
  },
  "PC-12": {
    seed: "pina",
    quote:
      "Cuando un jugador obstruya el tiro al otro, ya sea físicamente, por movimientos intencionales o conversación molesta, será penalizado.",
  },
  "PC-13": {
    seed: "pina",
    quote:
      "Si un jugador Transmitiera un movimiento intencional a la mesa con el propósito de una bola caiga en tronera tendrá la siguiente sanción:",
  },
  "PC-14": {
    seed: "pina",
    quote:
      "a) Si un jugador logra darle a una que el oponente se había negado ejecutar y que corresponde en el orden numérico y también la había cantado donde la metería y lo logra, tendrá dos tiros.",
  },
  "PC-15": {
    seed: "pina",
    quote:
      "Si un jugador en plena partida desarma o quiebra el taco automáticamente perderá la partida (boxeo, tirar toalla).",
  },
  "PC-16": { seed: "pina", quote: "Será necesario cantar la bola a meter, para que sea válida, cuando:" },
  "PC-17": {
    seed: "pina",
    quote:
      "Habrá banda-bola o bola banda limpia cuando el espacio entre banda y bola sea menor que la esfera de una bola del uno a quince, pero será obligatorio cantarla.",
  },
  "PC-18": {
    seed: "pina",
    quote:
      "En tiro x que haya sido cantada la jugada se baña el mingo y también la bola que había sido cantada se subirán al punto en el orden de menor a mayor y pierde el tiro.",
  },
  "PC-19": {
    seed: "pina",
    quote:
      "En jugada de defensa, el tiro será en 45 grados a ambos lados de la bola de turno y un recorrido obligatorio de una cuarta de la mano del árbitro, esta puede ser solo el mingo o el mingo y una bola.",
  },
  "PC-20": {
    seed: "pina",
    quote:
      "Con tres faltas o cabezas consecutivas se penalizara con dos tiros, pero será necesario que el árbitro las cante o señale, (Ej. Una cabeza, dos cabezas, etc.).",
  },
  "PC-21": {
    seed: "pina",
    quote:
      "a) Si el mingo y la bola objetivo están pegadas, no se le podrá tirar frente, sino con un ángulo de 45 grados o más (este ángulo está definido apuntando el centro del mingo hacia uno de los bordes de la bola objetivo), o tirar con massé, evitando empujar el mingo en la misma dirección de la bola.",
  },
  "PC-22": {
    seed: "pina",
    quote:
      "El jugador solamente puede hablar con el arbitro en su turno correspondiente o pedir permiso cuando el otro jugador ha terminado de ejecutar su tiro. No se puede hablar, ni interrumpir mientras el contrario esta ejecutando su tiro.",
  },
  "PC-23": {
    seed: "pina",
    quote:
      "El árbitro podrá amonestar o solicitar la salida del Salón a un espectador impertinente, así como detener definitivamente la partida hasta que se restauren el orden y la disciplina.",
  },
  "PC-24": {
    seed: "pina",
    quote:
      "Si al comenzar un set, uno de los jugadores no se presenta sin haber pedido excusas previamente, se contarán treinta (30) minutos a partir de la hora en que se debió iniciar la partida, luego de pasado de tiempo, la serán adjudicados al jugador presente el valor en puntos de la cantidad de partidas a ser jugadas",
  },
  "PC-25": {
    seed: "pina",
    quote:
      "Un jugador comete una falta si durante la ejecución del tiro no mantiene, por lo menos, un pie en el suelo.",
  },
};
