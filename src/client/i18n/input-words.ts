/**
 * What a refused field of a form says (the server's input refusals, protocol's
 * splitInputRefusal: a field and the constraint it broke), in Spanish and English: one set of
 * words for the club pages and the online pages.
 */
export const esInput = {
  inputProblem: "{field}: {what}",
  field_name: "Nombre",
  field_password: "Contraseña",
  field_game: "Juego",
  field_format: "Formato",
  field_settings: "Reglas",
  field_tables: "Mesas",
  field_online: "Juego en línea",
  field_groupSize: "Jugadores por grupo",
  field_advance: "Clasifican por grupo",
  field_startsAt: "Hora de inicio",
  field_players: "Jugadores",
  field_names: "Jugadores",
  field_absent: "Ausentes",
  field_breaker: "Quién rompe",
  field_seq: "Número de anotación",
  field_step: "Jugada",
  field_id: "Torneo",
  field_n: "Mesa",
  field_eid: "Encuentro",
  field_input: "Pedido",
  constraint_missing: "falta",
  constraint_empty: "no puede quedar en blanco",
  "constraint_too-short": "tiene que tener al menos {limit} caracteres",
  "constraint_too-long": "puede tener como mucho {limit} caracteres",
  "constraint_too-small": "como mínimo {limit}",
  "constraint_too-large": "como máximo {limit}",
  "constraint_too-few": "al menos {limit}",
  "constraint_too-many": "como mucho {limit}",
  "constraint_not-whole": "tiene que ser un número entero",
  "constraint_wrong-type": "no tiene la forma esperada",
  "constraint_not-allowed": "ese valor no se admite",
  "constraint_same-as-name": "no puede ser igual al nombre",
  "constraint_unknown-field": "trae un dato que no se conoce",
  constraint_invalid: "no es válido",
};

export const enInput: Record<keyof typeof esInput, string> = {
  inputProblem: "{field}: {what}",
  field_name: "Name",
  field_password: "Password",
  field_game: "Game",
  field_format: "Format",
  field_settings: "Rules",
  field_tables: "Tables",
  field_online: "Online play",
  field_groupSize: "Players per group",
  field_advance: "Qualifiers per group",
  field_startsAt: "Start time",
  field_players: "Players",
  field_names: "Players",
  field_absent: "Absent",
  field_breaker: "Who breaks",
  field_seq: "Entry number",
  field_step: "Entry",
  field_id: "Tournament",
  field_n: "Table",
  field_eid: "Encounter",
  field_input: "Request",
  constraint_missing: "missing",
  constraint_empty: "cannot be left blank",
  "constraint_too-short": "needs at least {limit} characters",
  "constraint_too-long": "may have at most {limit} characters",
  "constraint_too-small": "at least {limit}",
  "constraint_too-large": "at most {limit}",
  "constraint_too-few": "at least {limit}",
  "constraint_too-many": "at most {limit}",
  "constraint_not-whole": "must be a whole number",
  "constraint_wrong-type": "not in the expected form",
  "constraint_not-allowed": "that value is not accepted",
  "constraint_same-as-name": "cannot be the same as the name",
  "constraint_unknown-field": "carries a field that is not known",
  constraint_invalid: "not valid",
};

/** A refused field in the page's words: «Nombre: puede tener como mucho 24 caracteres». */
export function inputWords(
  say: (key: keyof typeof esInput, vars?: Readonly<Record<string, string | number>>) => string,
  field: string,
  constraint: string,
  limit: number | "",
): string {
  const f = `field_${field}`;
  const c = `constraint_${constraint}`;
  return say("inputProblem", {
    field: f in esInput ? say(f as keyof typeof esInput) : field,
    what: c in esInput ? say(c as keyof typeof esInput, { limit }) : constraint,
  });
}
