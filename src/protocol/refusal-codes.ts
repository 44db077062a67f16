/**
 * Every named refusal the server gives — club mode's HTTP API, its live socket, online play's
 * HTTP API and socket — with what it means, in Spanish and in English: the one home of the
 * codes and their words. A page says a refusal from its code with these words, never with the
 * server's English `message` (detail for people reading the API by hand).
 */
import type { Lang } from "../core/index.ts";
import { handicapRange } from "../rules/index.ts";

/** A handicap's bounds, said in its refusal: the setting's own (src/rules/settings.ts). */
const B8 = handicapRange("bola8");
const PINA = handicapRange("pina");

interface Meaning {
  readonly es: string;
  readonly en: string;
}

export const REFUSAL_MEANINGS = {
  // the referee's (src/rules), passed through as they are (HTTP 422)
  "not-your-turn": { es: "no es el turno de ese jugador", en: "it is not that player's turn" },
  "option-not-offered": { es: "esa opción no se ofrece ahora", en: "that option is not on offer now" },
  "decision-pending": { es: "primero hay que elegir una opción", en: "an option must be chosen first" },
  "ball-not-on-table": { es: "esa bola no está en la mesa", en: "that ball is not on the table" },
  "invalid-call": { es: "el canto no vale en esta jugada", en: "that call does not fit this shot" },
  "invalid-shot": { es: "el tiro anotado no es posible", en: "the shot as entered cannot happen" },
  "unknown-setting": { es: "una regla del torneo no existe", en: "a tournament rule does not exist" },
  "invalid-setting": {
    es: "una regla del torneo tiene un valor no válido",
    en: "a tournament rule has a value that is not allowed",
  },
  "unknown-rule": { es: "esa falta no existe en este juego", en: "that foul does not exist in this game" },
  "match-over": { es: "el partido ya terminó", en: "the match is over" },
  "lag-not-expected": { es: "ahora no toca sortear la salida", en: "no lag for the break is due now" },
  "lag-expected": {
    es: "primero hay que anotar quién ganó el sorteo de salida",
    en: "first enter who won the lag for the break",
  },
  // who is asking
  "sign-in": { es: "hay que entrar como organizador", en: "sign in as the organizer first" },
  "session-expired": { es: "la sesión venció: entra de nuevo", en: "the session has expired: sign in again" },
  "bad-credentials": { es: "nombre o contraseña incorrectos", en: "wrong name or password" },
  "not-yours": {
    es: "este torneo es de otro organizador",
    en: "this tournament belongs to another organizer",
  },
  "no-table-token": {
    es: "abre esta página desde el enlace de la mesa",
    en: "open this page from the table's link",
  },
  "wrong-table-token": {
    es: "este enlace no abre esta mesa: pídele el suyo al organizador",
    en: "this link does not open this table: ask the organizer for its link",
  },
  "too-many-requests": {
    es: "demasiados intentos seguidos: espera un momento",
    en: "too many attempts in a row: wait a moment",
  },
  "too-many-attempts": {
    es: "demasiados intentos: espera un poco y prueba otra vez",
    en: "too many attempts: wait a little and try again",
  },
  // what they asked about
  "not-found": { es: "no existe", en: "it does not exist" },
  "no-tournament": { es: "ese torneo no existe", en: "that tournament does not exist" },
  "mixed-entries": {
    es: "un torneo es de jugadores o de equipos, no de los dos",
    en: "a tournament's entries are all players or all teams, not both",
  },
  "no-league": { es: "esa liga no existe", en: "that league does not exist" },
  "league-night-taken": {
    es: "ese torneo ya es una noche de una liga",
    en: "that tournament is already a night of a league",
  },
  "league-game": {
    es: "la noche tiene que ser del mismo juego que la liga",
    en: "a night must be of the league's game",
  },
  "no-encounter": { es: "ese encuentro no existe", en: "that encounter does not exist" },
  "no-table": { es: "esa mesa no existe", en: "that table does not exist" },
  "no-match": { es: "no hay encuentro en esta mesa ahora", en: "no encounter at this table now" },
  // not now
  "already-drawn": { es: "el sorteo ya está hecho", en: "the draw has already been made" },
  "already-started": { es: "el encuentro ya empezó", en: "the encounter has already started" },
  "not-started": { es: "el partido todavía no empezó", en: "the match has not started yet" },
  "not-at-table": {
    es: "ese encuentro no está llamado a una mesa",
    en: "that encounter is not called to a table",
  },
  "not-online": {
    es: "este torneo no se juega en línea: el organizador anota a sus jugadores",
    en: "this tournament is not played online: the organizer enters its players",
  },
  "already-registered": {
    es: "ya estás inscrito en este torneo",
    en: "you are already registered in this tournament",
  },
  "not-an-account": {
    es: "solo una cuenta puede guardar un historial de invitado: inicia sesión",
    en: "only an account can keep a guest's history: sign in",
  },
  "guest-not-found": {
    es: "ese invitado no existe (o ya pasó a una cuenta)",
    en: "no such guest (or it was already kept in an account)",
  },
  "guest-in-play": {
    es: "el invitado está en un partido: guárdalo cuando termine",
    en: "the guest is in a match: keep its history when it ends",
  },
  "not-registered": {
    es: "no estás inscrito en este torneo",
    en: "you are not registered in this tournament",
  },
  "plays-online": {
    es: "este jugador se inscribió en línea: el torneo ya está en su perfil",
    en: "this player registered online: the tournament is on their profile already",
  },
  "already-linked": {
    es: "este jugador ya está vinculado a un perfil",
    en: "this player is already linked to a profile",
  },
  "team-entry": {
    es: "un equipo no es de un solo jugador: vincula jugadores, no equipos",
    en: "a team is not one player's: link players, not teams",
  },
  "unknown-link": {
    es: "este enlace no vale: ya se usó, o el organizador dio uno más nuevo",
    en: "this link is not valid: it was used already, or the organizer gave a newer one",
  },
  "already-in": {
    es: "ya estás en este torneo",
    en: "you are in this tournament already",
  },
  "too-early": {
    es: "la ausencia se confirma a los 30 minutos de la hora fijada",
    en: "a no-show is confirmed 30 minutes after the scheduled time",
  },
  "too-few-players": { es: "hacen falta al menos dos jugadores", en: "at least two players are needed" },
  "too-few-qualifiers": {
    es: "hacen falta al menos dos clasificados en total",
    en: "at least two qualifiers in all are needed",
  },
  "duplicate-player": { es: "hay un jugador inscrito dos veces", en: "a player is entered twice" },
  "too-many-players": {
    es: "demasiados jugadores para este formato",
    en: "too many players for this format",
  },
  "too-many-tables": { es: "demasiadas mesas", en: "too many tables" },
  "too-many-tournaments": {
    es: "ya tienes demasiados torneos abiertos",
    en: "you already have too many open tournaments",
  },
  "nothing-to-undo": { es: "no hay nada que deshacer", en: "there is nothing to undo" },
  "no-such-step": { es: "el encuentro no tiene ese tiro", en: "the match has no such step" },
  "correction-refused": {
    es: "con esa corrección un tiro posterior ya no vale: no se cambió nada",
    en: "with that correction a later step no longer stands: nothing was changed",
  },
  "stale-entry": {
    es: "otro teléfono anotó antes en esta mesa: se recargó",
    en: "another phone entered first at this table: reloaded",
  },
  "bad-settings": { es: "las reglas del torneo no valen", en: "the tournament's rules are not valid" },
  "bad-handicap": {
    es: `ese hándicap no vale para este juego (Bola 8: una carrera de ${B8.min} a ${B8.max}; Piña: una meta de ${PINA.min} a ${PINA.max})`,
    en: `that handicap does not fit this game (Bola 8: a race of ${B8.min} to ${B8.max}; Piña: a target of ${PINA.min} to ${PINA.max})`,
  },
  "stored-step-invalid": { es: "un tiro guardado no se puede leer", en: "a stored shot cannot be read" },
  "stored-step-refused": {
    es: "el árbitro rechaza un tiro guardado",
    en: "the referee refuses a stored shot",
  },
  // the server's capacity
  busy: {
    es: "el servidor está ocupado: prueba otra vez en un momento",
    en: "the server is busy: try again in a moment",
  },
  conflict: {
    es: "alguien cambió esto al mismo tiempo: recarga y prueba otra vez",
    en: "someone changed this at the same time: reload and try again",
  },
  "server-full": {
    es: "el servidor no puede seguir más pantallas ahora",
    en: "the server cannot follow more screens now",
  },
  // online play's match list (a match joined by its invite link only)
  "invite-only": {
    es: "ese partido se une solo con su enlace de invitación",
    en: "that match is joined by its invite link only",
  },
  // the live socket
  "already-subscribed": {
    es: "esta pantalla ya sigue el torneo",
    en: "this screen already follows the tournament",
  },
  "too-many-messages": { es: "demasiados mensajes seguidos", en: "too many messages in a row" },
  // the request itself
  "invalid-step": { es: "la jugada anotada no se entiende", en: "the entry is not understood" },
  "malformed-json": { es: "el pedido llegó dañado", en: "the request arrived damaged" },
  "body-too-large": { es: "el pedido es demasiado grande", en: "the request is too large" },
  "bad-request": { es: "el pedido no se entiende", en: "the request is not understood" },
  "server-error": { es: "falló el servidor; prueba otra vez", en: "the server failed; try again" },
  // online play's socket
  malformed: { es: "el mensaje no es válido", en: "the message is not valid" },
  "unsupported-version": {
    es: "esta página es de otra versión: vuelve a cargarla",
    en: "this page is from another version: reload it",
  },
  "stale-seq": {
    es: "la mesa cambió mientras tanto: mira cómo quedó y vuelve a tirar",
    en: "the table moved on meanwhile: look at it and shoot again",
  },
  "illegal-action": {
    es: "el árbitro no admite esa jugada aquí",
    en: "the referee does not allow that move here",
  },
  "not-a-player": {
    es: "quien mira no juega: solo juegan los jugadores del partido",
    en: "spectators do not play: only the match's players do",
  },
  "already-sent": {
    es: "tu tiro de canteo ya llegó: espera a tu rival",
    en: "your lag stroke is in: wait for your opponent",
  },
  "no-extension": {
    es: "no quedan prórrogas, o tu reloj no corre",
    en: "no extension left, or your clock is not running",
  },
  "rate-limited": {
    es: "demasiados pedidos seguidos: espera un momento",
    en: "too many requests in a row: wait a moment",
  },
  unauthorized: {
    es: "tu sesión de jugador caducó: entra o juega como invitado otra vez",
    en: "your player session expired: sign in or play as a guest again",
  },
} as const satisfies Record<string, Meaning>;

export type NamedRefusal = keyof typeof REFUSAL_MEANINGS;

/** What a named refusal means in `lang`; null for a code this server version does not name. */
export function refusalMeaning(code: string, lang: Lang): string | null {
  return Object.hasOwn(REFUSAL_MEANINGS, code) ? REFUSAL_MEANINGS[code as NamedRefusal][lang] : null;
}
