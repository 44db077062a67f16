/**
 * Why a photo or a position is refused (core's PhotoProblem, game's PositionProblem), a saved
 * match (game's SavedProblem) or a real table's match script (replay's ScriptProblem), in
 * Spanish and English: one set of words for the photo page, the practice table, the
 * scorekeeper's photos, the kept match and the replay page, each key `problem-`, `saved-` or
 * `script-` and the problem's code, `{ball}` the ball named by the narration («la 3», «el
 * mingo»), `{n}` a script's step (the replay page's «Paso n»), `{why}` the referee's reason.
 * The English message the code travels with stays in logs, tests and the error's tooltip.
 */
export const esProblems = {
  "problem-no-cloth": "no se ve paño en el medio de la foto",
  "problem-not-a-table": "el borde del paño no tiene forma de mesa",
  "problem-corners-not-a-table": "las cuatro esquinas no forman una mesa",
  "problem-no-cue-ball": "falta {ball}",
  "problem-number-twice": "un número está en dos bolas",
  "problem-unreadable": "el archivo no es una foto que se pueda leer",
  "problem-no-before": "falta la foto de antes del tiro",
  "problem-off-cloth": "{ball} queda fuera del paño",
  "problem-overlaps": "{ball} se superpone con otra bola",
  "problem-not-there": "{ball} no está en la mesa",
  "problem-rack": "el triángulo no se mueve bola por bola",
  "problem-invalid": "la posición no es válida",
  "problem-link": "el enlace está dañado: no es una posición",
  "saved-not-json": "el archivo está dañado: no es JSON",
  "saved-not-saved-match": "no es un partido guardado por mingo",
  "saved-no-replay": "al jugarlo de nuevo, una de sus jugadas ya no se puede hacer",
  "saved-differs": "al jugarlo de nuevo, no termina igual",
  "saved-engine": "lo guardó otra versión de la física de mingo, y con esta las bolas corren distinto",
  "script-not-script": "no es un partido de mesa real anotado por mingo",
  "script-settings": "las reglas del partido no valen: {why}",
  "script-step-unreadable": "el paso {n} no se entiende",
  "script-step-refused": "el árbitro no admite el paso {n}: {why}",
};

export const enProblems: Record<keyof typeof esProblems, string> = {
  "problem-no-cloth": "there is no cloth in the middle of the photo",
  "problem-not-a-table": "the cloth's outline is not a table's",
  "problem-corners-not-a-table": "the four corners do not make a table",
  "problem-no-cue-ball": "{ball} is missing",
  "problem-number-twice": "a number is on two balls",
  "problem-unreadable": "the file is not a photo that can be read",
  "problem-no-before": "the photo before the shot is missing",
  "problem-off-cloth": "{ball} is off the cloth",
  "problem-overlaps": "{ball} overlaps another ball",
  "problem-not-there": "{ball} is not on the table",
  "problem-rack": "a rack is not moved ball by ball",
  "problem-invalid": "the position is not valid",
  "problem-link": "the link is damaged: it is not a position",
  "saved-not-json": "the file is damaged: it is not JSON",
  "saved-not-saved-match": "it is not a match saved by mingo",
  "saved-no-replay": "played again, one of its moves can no longer be made",
  "saved-differs": "played again, it does not end the same",
  "saved-engine": "another version of mingo's physics saved it, and with this one the balls run differently",
  "script-not-script": "it is not a real-table match kept by mingo",
  "script-settings": "the match's rules are not valid: {why}",
  "script-step-unreadable": "step {n} cannot be read",
  "script-step-refused": "the referee does not allow step {n}: {why}",
};
