/**
 * Las reglas en castellano. Bola 8 con las palabras del reglamento argentino (embocar, bola
 * blanca, entrada, triángulo, infracción); Piña cantado con las del venezolano (mingo,
 * cabeza, cantar, meter, bola de turno, rotura, canteo, subir al punto, tiro).
 * Redacción propia, fiel a las semillas; citamos su letra donde es clara.
 */
import type { RuleId } from "../../rules/index.ts";
import type { RuleText } from "./text.ts";

export const es = {
  // Compartidas
  "G-TABLE": {
    title: "La mesa",
    text: "Mesa de pool de seis troneras, de 7, 8 o 9 pies (9 por defecto). La línea de salida está a un cuarto del largo desde la banda cabecera, y el punto superior a un cuarto desde la banda superior.",
  },
  "G-SPOT": {
    title: "Bolas al punto superior",
    text: "La bola va al punto superior; si está ocupado, detrás de las que están ahí, en contacto y en línea recta hacia la banda superior, y si no hay espacio, delante del punto hacia el centro de la mesa. Si la bola jugadora estorba, se coloca lo más cerca posible sin tocarla, y si son varias bolas, de menor a mayor.",
  },
  "G-BIH": {
    title: "Bola en mano",
    text: "Con bola en mano el jugador coloca la bola jugadora donde quiera detrás de la línea de salida, y puede acomodarla con la mano o el taco hasta que la suela del taco la toca.",
  },
  "G-KITCHEN": {
    title: "Bola en mano: solo bolas pasando la línea",
    text: "Con bola en mano solo se juegan bolas cuya base de apoyo está más allá de la línea de salida: la primera bola tocada tiene que haber estado pasando la línea al empezar el tiro, salvo que la jugadora cruce la línea antes de tocarla. Si no, es infracción.",
  },
  "G-OFFTABLE-BACK": {
    title: "Bola que salta y vuelve",
    text: "Una bola que salta a la baranda o al marco y vuelve a la superficie de juego sigue en juego. Solo cuenta como fuera de la mesa la que termina en el piso o arriba de la baranda.",
  },
  "G-HUMAN": {
    title: "Faltas que ve el árbitro",
    text: "Retacar, tirar empujando, tocar una bola, no tener un pie en el piso, tirar con bolas en movimiento, levantar la bola con cuchara, marcar o mover la mesa, obstruir, romper el taco o la actitud antideportiva tienen su código: en una partida simulada no pueden pasar y en modo árbitro se cargan a mano.",
  },

  "G-RESIGN": {
    title: "Abandono",
    text: "Un jugador puede abandonar el triángulo (Bola 8) o la partida (Piña) en cualquier momento en que no se esté esperando el canteo; lo gana el rival. En Piña, romper el taco (regla 15) también es abandonar.",
  },
  "G-NOCALL": {
    title: "Tiro sin cantar",
    text: "Un tiro sin cantar se juega y se cobra, nunca se anula: en Piña lo que entre no suma (bola sucia) y, si la bola en turno había sido rechazada, se aplica la regla 14b; en Bola 8, con la mesa abierta y sin grupo declarado es infracción (F2), y la 8 embocada sin tronera cantada hace perder (L7).",
  },

  "G-TEAM": {
    title: "Jugador o equipo",
    text: "Cada lado es un jugador o un equipo de hasta cuatro. Donde el reglamento dice «el jugador» se entiende el lado: el sorteo, los grupos, las faltas y su cuenta, los puntos, las opciones, el abandono y el resultado, y decide en la mesa (cantar, declarar, elegir) el compañero a quien le toca tirar.",
  },
  "G-TEAM-ORDER": {
    title: "Orden de los compañeros",
    text: "Los compañeros tiran en el orden anotado, por entrada o alternando tiro a tiro (escocés), y en cada triángulo o partida empieza el siguiente, así se turnan para abrir. Si tira el compañero al que no le tocaba, es infracción del lado, y el orden sigue desde el que debía tirar.",
  },

  // Bola 8
  "B8-GROUPS": {
    title: "Lisas y rayadas",
    text: "Se juega con 15 bolas numeradas y la blanca; un jugador va con las lisas (1 al 7) y el otro con las rayadas (9 al 15). Gana el que emboca todo su grupo y después la 8 reglamentariamente, o el que emboca la 8 en una apertura reglamentaria.",
  },
  "B8-RACK": {
    title: "Armado del triángulo",
    text: "La bola del ápice va sobre el punto superior y la 8 en el centro del triángulo; las demás se intercalan de una en una, con dos iguales arriba y dos iguales abajo. Usamos, desde el ápice, L / L R / R 8 L / L R L R / R L R R L, y la semilla sortea los números dentro de cada grupo.",
  },
  "B8-LAG": {
    title: "Sorteo de salida",
    text: "Los dos tiran a la vez, con bola en mano detrás de la línea de salida, uno a cada lado, hacia la banda superior; gana el que deja su bola más cerca de la banda cabecera y elige entre abrir o ceder la salida.",
  },
  "B8-LAG-1": {
    title: "Sorteo: cruzó de mitad",
    text: "Pierde el sorteo el jugador cuya bola cruza a la mitad de la mesa que le toca al rival.",
  },
  "B8-LAG-2": {
    title: "Sorteo: no tocó la banda superior",
    text: "Pierde el sorteo el jugador cuya bola no toca la banda superior por lo menos una vez.",
  },
  "B8-LAG-3": {
    title: "Sorteo: bola embocada",
    text: "Pierde el sorteo el jugador cuya bola se emboca en una tronera.",
  },
  "B8-LAG-4": {
    title: "Sorteo: bola fuera de la mesa",
    text: "Pierde el sorteo el jugador cuya bola salta fuera de la mesa.",
  },
  "B8-LAG-TIE": {
    title: "Sorteo empatado",
    text: "Si los dos pierden el sorteo, o no se puede decir qué bola quedó más cerca de la banda cabecera (menos de 1 mm de diferencia), es empate y se tira de nuevo.",
  },
  "B8-LEGAL": {
    title: "Tiro reglamentario",
    text: "Un tiro es reglamentario solo si únicamente la suela del taco toca la bola blanca y no se comete ninguna infracción.",
  },
  "B8-BREAK": {
    title: "Tiro de apertura",
    text: "La blanca se pone en cualquier lugar detrás de la línea de salida. El que abre tiene que embocar una o más bolas, o hacer que por lo menos cuatro bolas del triángulo toquen banda; si no, comete infracción.",
  },
  "B8-BREAK-OPTIONS": {
    title: "Apertura mala: elige el rival",
    text: "Después de una apertura antirreglamentaria el rival elige: aceptar las bolas como quedaron, jugar con bola en mano detrás de la línea de salida, o abrir él mismo de nuevo con el triángulo armado otra vez.",
  },
  "B8-BREAK-8": {
    title: "La 8 en la apertura",
    text: "Si en la apertura entra la 8, sola o acompañada, el que abrió gana el triángulo, salvo que también emboque la blanca o la haga saltar de la mesa: entonces lo pierde.",
  },
  "B8-BREAK-8-WIN": {
    title: "La 8 en la apertura: gana",
    text: "Embocar la 8 en la apertura, sin embocar ni sacar la blanca, gana el triángulo.",
  },
  "B8-BREAK-8-LOSS": {
    title: "La 8 y la blanca en la apertura: pierde",
    text: "Si en la apertura entra la 8 y además se emboca la blanca o salta fuera de la mesa, el que abrió pierde el triángulo.",
  },
  "B8-OPEN": {
    title: "Mesa abierta",
    text: "Si embocó en la apertura, el jugador sigue su entrada con mesa abierta: antes de cada tiro tiene que anunciar qué grupo juega, y la primera bola que toque tiene que ser de ese grupo (nunca la 8). La mesa sigue abierta hasta que se emboca reglamentariamente una bola del grupo anunciado, y ahí quedan asignados los grupos.",
  },
  "B8-8CALL": {
    title: "Indicar la tronera de la 8",
    text: "Con su grupo terminado, el jugador tiene que embocar la 8 e indicar en qué tronera lo va a hacer cada vez que le tire.",
  },
  "B8-SPOT-OWN": {
    title: "Colocar una bola propia en el punto",
    text: "Si toma bola en mano y todas sus bolas están detrás de la línea de salida, puede colocar en el punto superior la más cercana a la línea (si hay dos o más a igual distancia, la que elija).",
  },
  "B8-BOTH": {
    title: "Propias y del rival en el mismo tiro",
    text: "Si con un tiro reglamentario emboca una o más bolas de su grupo y también alguna del rival, continúa su entrada; las del rival quedan embocadas.",
  },
  "B8-EQUALIZE": {
    title: "Equiparar la infracción",
    text: "Si en una infracción se embocan bolas del grupo del infractor, el rival puede embocar con la mano hasta esa misma cantidad de bolas de su propio grupo. Nunca la última: la 8 se sigue ganando con un tiro.",
  },
  "B8-OFFTABLE": {
    title: "Bola fuera de la mesa",
    text: "Una bola que salta fuera de la mesa vuelve al punto superior, salvo que sea del grupo del rival del que tiró: esa queda afuera y cuenta como embocada. Con un tiro reglamentario no es infracción (la 8 afuera sí pierde), y el jugador sigue si además embocó una de las suyas.",
  },
  "B8-FOULS": {
    title: "Infracciones",
    text: "Cada infracción tiene su número. En la partida simulada se juzgan la apertura mala, no anunciar grupo con mesa abierta, embocar o sacar la blanca, la primera bola tocada y que ninguna bola toque banda; las demás solo las ve el árbitro.",
  },
  "B8-F1": {
    title: "Apertura antirreglamentaria",
    text: "En la apertura no se embocó ninguna bola y no llegaron a banda por lo menos cuatro bolas del triángulo.",
  },
  "B8-F2": {
    title: "No anunciar el grupo",
    text: "Jugar con mesa abierta sin anunciar qué grupo de bolas se intenta embocar.",
  },
  "B8-F3": {
    title: "Tirar con bolas en movimiento",
    text: "Tirar cuando alguna bola todavía está en movimiento o girando.",
  },
  "B8-F4": {
    title: "Embocar la blanca",
    text: "La bola blanca se emboca en una tronera.",
  },
  "B8-F5": {
    title: "Blanca fuera de la mesa",
    text: "La bola blanca salta fuera de la mesa de juego.",
  },
  "B8-F6": {
    title: "Retacar",
    text: "La suela del taco toca más de una vez la bola blanca en el mismo tiro.",
  },
  "B8-F7": {
    title: "Tiro empujando",
    text: "La suela del taco se queda apoyada en la blanca más tiempo del que hace falta para el tiro.",
  },
  "B8-F8": {
    title: "Tocar una bola",
    text: "Tocar o mover una bola con el cuerpo, la ropa o cualquier cosa que no sea la suela del taco.",
  },
  "B8-F9": {
    title: "Salto con cuchara",
    text: "Hacer saltar la blanca pegándole por debajo de su eje horizontal, levantándola como con una cuchara.",
  },
  "B8-F10": {
    title: "Sin un pie en el piso",
    text: "Tirar sin tener por lo menos un pie apoyado en el piso.",
  },
  "B8-F11": {
    title: "Primera bola equivocada",
    text: "La blanca toca primero una bola del rival, no toca ninguna, o toca la 8 cuando no es la bola objetiva legal.",
  },
  "B8-F12": {
    title: "Ninguna bola a banda",
    text: "Después del primer contacto ninguna bola, tampoco la blanca, toca una banda, y no se emboca ninguna.",
  },
  "B8-F13": {
    title: "Marcar la mesa",
    text: "Hacer marcas visibles sobre la mesa de juego.",
  },
  "B8-SANCTION": {
    title: "Sanción: aceptar o bola en mano",
    text: "Con cualquier infracción termina la entrada del infractor, y el rival elige: aceptar las bolas como quedaron o jugar con bola en mano detrás de la línea de salida.",
  },
  "B8-SANCTION-8": {
    title: "Sanción cuando el rival va por la 8",
    text: "Si el rival ya tiene la 8 como bola objetiva legal, tiene además otra opción: bola en mano detrás de la línea de salida y la 8 colocada en el punto superior, esté donde esté.",
  },
  "B8-LOSS": {
    title: "Pérdida del triángulo",
    text: "El jugador pierde el triángulo automáticamente si comete cualquiera de las faltas graves de la lista (L1 a L10).",
  },
  "B8-L1": {
    title: "La 8 con infracción",
    text: "Embocar la 8 en un tiro antirreglamentario.",
  },
  "B8-L2": {
    title: "La 8 antes de tiempo",
    text: "Embocar la 8 cuando todavía no es su bola objetiva legal.",
  },
  "B8-L3": {
    title: "La 8 junto con la última",
    text: "Embocar la 8 en el mismo tiro que su última o últimas bolas del grupo.",
  },
  "B8-L4": {
    title: "Embocar la blanca yendo a la 8",
    text: "Embocar la blanca cuando la 8 es su bola objetiva legal, aunque la 8 no entre.",
  },
  "B8-L5": {
    title: "La 8 fuera de la mesa",
    text: "Hacer saltar la 8 fuera de la mesa, en cualquier momento del triángulo.",
  },
  "B8-L6": {
    title: "La 8 en otra tronera",
    text: "Embocar la 8 en una tronera distinta de la que indicó.",
  },
  "B8-L7": {
    title: "La 8 sin indicar tronera",
    text: "Embocar la 8 sin haber indicado antes en qué tronera la iba a embocar.",
  },
  "B8-L8": {
    title: "Blanca afuera yendo a la 8",
    text: "Hacer saltar la blanca fuera de la mesa cuando la 8 es su bola objetiva legal.",
  },
  "B8-L9": {
    title: "Tres infracciones seguidas",
    text: "Cometer tres infracciones seguidas, en tres entradas consecutivas propias.",
  },
  "B8-L10": {
    title: "Actitud antideportiva",
    text: "Actitud antideportiva, a juicio exclusivo del árbitro.",
  },
  "B8-MATCH": {
    title: "El partido",
    text: "Gana el partido el primero que se lleva N triángulos (3 por defecto). El sorteo decide quién abre el primero y después la apertura se alterna.",
  },

  // Piña cantado
  "PC-RACK": {
    title: "Armar la piña",
    text: "Las 15 bolas van en el triángulo con la 1 en la punta, sobre el punto; las demás, en el orden que salga de la semilla. La piña se arma antes del canteo.",
  },
  "PC-LAG": {
    title: "Canteo",
    text: "Los dos cantean a la vez, al conteo de tres; el que pasa la línea imaginaria del medio pierde la rotura, y la gana el que queda más cerca de la banda corta de salida. Se cantea antes de cada partida, y si empatan o pierden los dos, se repite.",
  },
  "PC-BREAK": {
    title: "Rotura",
    text: "Si al romper pifia y no toca la piña, vuelve a tirar; la rotura tiene que chocar primero el bolo #1, sin importar la fuerza. Lo que entra en la rotura no fue cantado: no suma, sube al punto y el tiro pasa al otro.",
  },
  "PC-ORDER": {
    title: "La bola de turno",
    text: "Se juega de menor a mayor: la bola de turno es la de número más bajo que quede en la mesa, y cada tiro tiene que pegarle primero a ella. Si no, es cabeza.",
  },
  "PC-SCORE": {
    title: "A 61 puntos",
    text: "Cada bola cantada que se mete vale su número (las 15 suman 120) y gana el primero que llega a 61. Si quedan 60 a 60 con la mesa limpia es empate, y cada uno se lleva ½ punto.",
  },
  "PC-CALL": {
    title: "Cantar la bola",
    text: "Una bola vale solo si se cantó con su tronera: directa con el mingo, de tuerta, doble o triple, o de carambola. Se puede cantar cualquier bola, siempre que el mingo le pegue primero a la de turno.",
  },
  "PC-DIRTY": {
    title: "Bola sucia",
    text: "Una bola no cantada que cae, o la cantada que entra por otra boca, es sucia: sube al punto y no suma, pero no es cabeza. El jugador sigue solo si además metió la cantada.",
  },
  "PC-45": {
    title: "Los 45 grados",
    text: "Todo tiro va sobre la bola de turno, directo o dentro de los 45 grados a cada lado de la línea del mingo a la bola; nunca hacia atrás. Si no, es cabeza.",
  },
  "PC-FROZEN": {
    title: "Mingo pegado",
    text: "Con el mingo pegado a la bola de turno, o a menos de un cuarto de bola, no se le puede tirar de frente: hay que salir a 45 grados o más, o hacer massé sin empujar el mingo en la dirección de la bola.",
  },
  "PC-DEFENSE": {
    title: "Defensa",
    text: "Se puede jugar defensa sin cantar, respetando los 45 grados y con un recorrido de por lo menos una cuarta (20 cm por defecto), del mingo solo o del mingo y una bola; si no, es cabeza. Jugar defensa es negarse a la bola de turno.",
  },
  "PC-REFUSED": {
    title: "La bola que el otro se negó a tirar",
    text: "Si el rival jugó defensa y el jugador canta y mete esa bola de turno, se gana dos tiros. Si le pega o la mete sin haberla cantado, tiene un tiro adicional y la bola sube al punto.",
  },
  "PC-SCRATCH": {
    title: "Mingo bañado",
    text: "Si se baña el mingo (o se va al piso) en un tiro cantado, la bola cantada y las demás que entraron suben al punto de menor a mayor, no suman y se pierde el tiro; el otro juega con bola en mano detrás de la raya.",
  },
  "PC-OFFTABLE": {
    title: "Bola al piso",
    text: "La bola que salta sobre la banda y vuelve a la mesa sigue en juego; si cae al piso es bola nula y sube al punto, y si es el mingo, es mingo bañado. En los dos casos se pierde el tiro.",
  },
  "PC-FOUL": {
    title: "Cabeza",
    text: "Una cabeza (falta) termina el tiro: lo que haya entrado no suma y sube al punto, y el otro juega desde donde quedó todo, o con bola en mano si se bañó el mingo. No se descuentan puntos, aunque se puede configurar (hay quien descuenta 3).",
  },
  "PC-3FOULS": {
    title: "Tres cabezas",
    text: "Con tres cabezas seguidas del mismo jugador, el rival tiene dos tiros y la cuenta vuelve a cero. El árbitro canta cada una: «una cabeza», «dos cabezas»…",
  },
  "PC-TWO-TURNS": {
    title: "Dos tiros",
    text: "Tener dos tiros quiere decir que, cuando se acaba el primero sin que termine la partida, el mismo jugador vuelve a tirar desde donde quedó todo, o con bola en mano si se bañó el mingo.",
  },
  "PC-MATCH": {
    title: "Puntos del enfrentamiento",
    text: "En el torneo la partida ganada vale 1 punto y el empate ½; el enfrentamiento es a 3 partidas como mucho, y el que gana las dos primeras se lleva 3 puntos a 0. Ningún enfrentamiento da más de 3 puntos.",
  },
  "PC-NOSHOW": {
    title: "No se presentó",
    text: "El que no aparece, sin haberse excusado, a los 30 minutos de la hora fijada pierde el enfrentamiento como si hubiera abandonado, y el presente se lleva los 3 puntos; si no viene ninguno, quedan descalificados los dos.",
  },
  "PC-CONDUCT": {
    title: "Conducta",
    text: "En modo árbitro se anotan las amonestaciones, la salida de un espectador del salón y la suspensión de la partida.",
  },
  "PC-5": {
    title: "La raya",
    text: "La raya es el límite de la zona de salida, y vale para las bolas y para el mingo bañado: con bola en mano, el mingo se pone detrás de ella.",
  },
  "PC-6": {
    title: "No aparar en la boca",
    text: "Cuando cae una bola sucia o se baña el mingo, ningún jugador puede meter la mano en la boca para aparar la bola.",
  },
  "PC-7": {
    title: "Reclamos",
    text: "Las reclamaciones por jugadas que no se vieron bien se le hacen al árbitro con prudencia y ánimo deportivo.",
  },
  "PC-8": {
    title: "Tocar una bola",
    text: "El jugador que en su tacada toca cualquier bola con el cuerpo o con sus aperos comete falta y pierde el tiro.",
  },
  "PC-9": {
    title: "Nunca hacia atrás",
    text: "El tiro se ejecuta siempre sobre la bola de turno, directo o dentro de los 45 grados a ambos lados; nunca hacia atrás.",
  },
  "PC-10": {
    title: "Meter el taco por debajo",
    text: "Valen las curvas, los efectos y los saltos, siempre que no se meta el taco por debajo de la bola, según aprecie el árbitro.",
  },
  "PC-11": {
    title: "Bola nula",
    text: "Si el mingo u otra bola salta sobre las bandas y vuelve a la mesa, el tiro es bueno; si cae al piso es bola nula o mingo bañado, y se pierde el tiro.",
  },
  "PC-12": {
    title: "Obstruir al otro",
    text: "El que le obstruye el tiro al otro, con el cuerpo, con movimientos a propósito o con conversación molesta, es penalizado.",
  },
  "PC-13": {
    title: "Mover la mesa",
    text: "Si un jugador mueve la mesa a propósito para que caiga una bola: si cae, sube al punto y pierde el tiro; si no cae, pierde el tiro y todo queda igual.",
  },
  "PC-14": {
    title: "Negarse a la bola de turno",
    text: "Si el otro se había negado a tirarle a la bola de turno y el jugador la canta y la mete, tiene dos tiros; si le pega o la mete sin haberla cantado, le queda solo un tiro adicional y la bola regresa al punto.",
  },
  "PC-15": {
    title: "Quebrar el taco",
    text: "El jugador que en plena partida desarma o quiebra el taco pierde la partida automáticamente, como quien tira la toalla.",
  },
  "PC-16": {
    title: "Cuándo hay que cantar",
    text: "Para que valga hay que cantar la bola cuando se mete directa con el mingo, de tuerta, doble o triple (siempre que se le pegue primero a la bola de turno) o de carambola.",
  },
  "PC-17": {
    title: "Banda-bola limpia",
    text: "Con la bola a menos de una bola de distancia de la banda, el banda-bola o bola-banda limpia es válido, pero igual es obligatorio cantarlo.",
  },
  "PC-18": {
    title: "Mingo bañado en tiro cantado",
    text: "Si en un tiro cantado se baña el mingo, la bola cantada y la que haya caído suben al punto de menor a mayor, y se pierde el tiro.",
  },
  "PC-19": {
    title: "Recorrido de la defensa",
    text: "En la defensa el tiro va dentro de los 45 grados de la bola de turno, y tiene que recorrer por lo menos una cuarta de la mano del árbitro: el mingo solo, o el mingo y una bola.",
  },
  "PC-20": {
    title: "Tres cabezas: dos tiros",
    text: "Tres faltas o cabezas seguidas se castigan con dos tiros para el otro, siempre que el árbitro las haya ido cantando: una cabeza, dos cabezas…",
  },
  "PC-21": {
    title: "Mingo pegado a la bola",
    text: "Si el mingo y la bola de turno están pegados, no se le puede tirar de frente sino a 45 grados o más (apuntando el centro del mingo a un borde de la bola), o con massé, sin empujar el mingo en la dirección de la bola.",
  },
  "PC-22": {
    title: "Hablar con el árbitro",
    text: "Al árbitro se le habla solo en el turno propio, o pidiendo permiso cuando el otro terminó su tiro; nunca mientras el contrario está tirando.",
  },
  "PC-23": {
    title: "Orden en el salón",
    text: "El árbitro puede amonestar o sacar del salón a un espectador impertinente, y parar la partida hasta que vuelvan el orden y la disciplina.",
  },
  "PC-24": {
    title: "Incomparecencia",
    text: "Si un jugador no se presenta sin excusa, a los treinta minutos de la hora fijada se le adjudican al presente los puntos de las partidas por jugar; si no se presenta ninguno, los dos quedan descalificados.",
  },
  "PC-25": {
    title: "Un pie en el suelo",
    text: "Comete falta el jugador que, al ejecutar el tiro, no mantiene por lo menos un pie en el suelo.",
  },
} as const satisfies Record<RuleId, RuleText>;
