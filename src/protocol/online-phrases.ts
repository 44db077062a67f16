/**
 * Quick phrases: the only chat of online play. Players send an id, never free text, so nothing
 * hostile can be typed and every phrase reads in Spanish and English.
 */
export const PHRASE_IDS = [
  "hello",
  "good-luck",
  "nice-shot",
  "unlucky",
  "thanks",
  "sorry",
  "one-moment",
  "well-played",
  "rematch",
  "bye",
] as const;
export type PhraseId = (typeof PHRASE_IDS)[number];

export const PHRASES: Record<"es" | "en", Record<PhraseId, string>> = {
  es: {
    hello: "¡Hola!",
    "good-luck": "¡Suerte!",
    "nice-shot": "¡Buen tiro!",
    unlucky: "¡Qué mala suerte!",
    thanks: "¡Gracias!",
    sorry: "¡Perdón!",
    "one-moment": "Un momento, por favor.",
    "well-played": "Bien jugado.",
    rematch: "¿La revancha?",
    bye: "¡Chau!",
  },
  en: {
    hello: "Hello!",
    "good-luck": "Good luck!",
    "nice-shot": "Nice shot!",
    unlucky: "Unlucky!",
    thanks: "Thanks!",
    sorry: "Sorry!",
    "one-moment": "One moment, please.",
    "well-played": "Well played.",
    rematch: "Rematch?",
    bye: "Bye!",
  },
};
