import type { esPhoto } from "./photo-es.ts";

/** The words of the photo page (/photo), in English (spread into en.ts). */
export const enPhoto: Record<keyof typeof esPhoto, string> = {
  photoLink: "Table photo",
  photoTitle: "Photo of the table",
  photoIntro:
    "Take a photo of the table from the head, with all four corner pockets in view. The photo never leaves your phone: everything is worked out here.",
  photoTake: "Take or choose a photo",
  photoSize: "Table",
  photoFeet: "{n} ft",
  photoReading: "Finding the table and the balls…",
  photoTurn: "Turn the table",
  photoCornersOk: "The corners are right",
  photoNoTable: "I could not find the table ({msg}): place the corners by hand.",
  photoBallsHelp:
    "Tap a ball to change its number; drag it to move it; tap the cloth to add one. Unsure balls are orange.",
  photoUnsure: "{n} unsure",
  photoBallsOk: "The balls are right",
  photoBallIs: "This ball is:",
  photoRemove: "Remove",
  photoUnreadable: "This file cannot be read as a photo: choose a JPEG or PNG photo of the table.",
  photoRefused: "Not allowed: {msg}",
  photoWhat: "What would you play?",
  photoThinking: "Thinking…",
  photoFrozen:
    "PC-FROZEN: the cue ball is frozen to {ball}, the ball on: the stroke must leave at 45° or more from the line of centres.",
  photoNotFrozen: "PC-FROZEN: the cue ball is not frozen to {ball}, the ball on ({gap} mm apart).",
  photoCut: "PC-45: the suggested stroke leaves {deg}° from the line from the cue ball to {ball}: {verdict}.",
  photoCutOk: "within 45°",
  photoCutFoul: "beyond 45°, a foul",
  photoPractice: "Practise this position",
  photoAgain: "Another photo",
  photoEdit: "Fix the balls",
};
