/** The first match that teaches (issue 27 item 2), in Spanish (spread into es.ts). */
export const esLearn = {
  learnTitle: "Primera partida",
  learnIntro:
    "Una partida corta contra la máquina: cada cosa nueva se ve jugando, se explica en una línea y la practicas una vez.",
  learnStart: "Primera partida de {game}",
  learnResume: "Seguir la primera partida de {game} ({n} de {total})",
  learnFinished: "Primera partida de {game}: terminada ✓",
  learnProgress: "Primera partida de {game} · {n} de {total}",
  learnLearned: "¡Aprendido!",
  learnNotYet: "Todavía no: mira lo que dijo el árbitro y prueba otra vez.",
  learnAgain: "Otra vez",
  learnNext: "Siguiente",
  learnDone:
    "Terminaste la primera partida de {game}. Ya conoces lo principal: el resto está en el reglamento.",
  learnPlayComputer: "Jugar contra la máquina",
  learnRestart: "Empezar de nuevo",
  learnYou: "Tú",
  learnComputer: "Máquina",
  "learn_bola8-lag_do":
    "El canteo decide quién saca: tira tu bola a la banda superior y que vuelva lo más cerca posible de la banda cabecera.",
  "learn_bola8-lag_why": "Quien gana el canteo elige quién rompe (B8-LAG).",
  "learn_bola8-break_do":
    "El saque: pon la bola jugadora detrás de la línea de salida y rompe fuerte. Debe entrar una bola o llegar cuatro a banda.",
  "learn_bola8-break_why": "Un saque legal mete una bola o lleva cuatro a banda; si no, es falta (B8-BREAK).",
  "learn_bola8-call_do": "La mesa está abierta: canta «Lisas» y mete la 3 en la tronera superior izquierda.",
  "learn_bola8-call_why":
    "En mesa abierta cantas tu grupo; la primera bola legal que metes te lo da (B8-OPEN).",
  "learn_bola8-foul_do": "La máquina hizo falta: tocó primero una bola que no era suya. Elige qué hacer.",
  "learn_bola8-foul_why":
    "Tras una falta, el rival elige entre las opciones que da el reglamento (B8-SANCTION).",
  "learn_bola8-eight_do": "Solo te queda la 8: canta su tronera (superior izquierda) y métela.",
  "learn_bola8-eight_why":
    "La 8 gana el triángulo si entra en la tronera cantada, después de tu grupo (B8-8CALL).",
  "learn_pina-lag_do":
    "El canteo decide quién rompe: tira tu bola a la banda superior y que vuelva lo más cerca posible de la banda cabecera.",
  "learn_pina-lag_why": "Quien gana el canteo rompe (PC-LAG).",
  "learn_pina-call_do":
    "La bola de turno es siempre la más baja de la mesa: canta la 1 en la tronera superior izquierda y métela.",
  "learn_pina-call_why":
    "Se juega la bola más baja y cada bola se canta con su tronera; la que entra suma su número (PC-ORDER, PC-SCORE).",
  "learn_pina-45_do":
    "La regla de los 45°: el mingo debe salir hacia la bola de turno dentro de 45° a cada lado de la línea que las une. Juega la 1.",
  "learn_pina-45_why": "Un tiro que sale a más de 45° de la bola de turno es cabeza (PC-45).",
  "learn_pina-defense_do":
    "Una defensa: canta «Defensa» y juega la 1 de modo que el mingo recorra al menos un palmo.",
  "learn_pina-defense_why":
    "En defensa no se mete nada a propósito, y el mingo debe recorrer un palmo (PC-DEFENSE).",
  "learn_pina-foul_do":
    "La máquina hizo cabeza: su tiro salió a más de 45° de la bola de turno. Te toca: juega la 1 sin falta.",
  "learn_pina-foul_why":
    "Cada cabeza tiene su castigo y tres seguidas dan dos turnos al rival (PC-FOUL, PC-3FOULS).",
  "learn_pina-61_do": "Vas 55 a 50: la 6 te da 61. Cántala en la tronera superior izquierda y métela.",
  "learn_pina-61_why": "Gana el juego quien llega a 61; 60 a 60 con la mesa limpia es empate (PC-SCORE).",
} as const;
