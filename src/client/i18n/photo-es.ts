/** The words of the photo page (/foto), in Spanish (spread into es.ts). */
export const esPhoto = {
  photoLink: "Foto de la mesa",
  photoTitle: "Foto de la mesa",
  photoIntro:
    "Saca una foto de la mesa desde la cabecera, con las cuatro troneras de esquina a la vista. La foto no sale de tu teléfono: todo se calcula aquí.",
  photoTake: "Sacar o elegir una foto",
  photoSize: "Mesa",
  photoFeet: "{n} pies",
  photoReading: "Buscando la mesa y las bolas…",
  photoTurn: "Girar la mesa",
  photoCornersOk: "Las esquinas están bien",
  photoNoTable: "No encontré la mesa ({msg}): pon las esquinas a mano.",
  photoBallsHelp:
    "Toca una bola para cambiar su número; arrástrala para moverla; toca el paño para agregar una. Las dudosas están en naranja.",
  photoUnsure: "{n} dudosas",
  photoBallsOk: "Las bolas están bien",
  photoBallIs: "Esta bola es:",
  photoRemove: "Quitar",
  photoUnreadable: "Este archivo no se puede leer como foto: elige una foto JPEG o PNG de la mesa.",
  photoRefused: "No se puede: {msg}",
  photoWhat: "¿Qué juego?",
  photoThinking: "Pensando…",
  photoFrozen:
    "PC-FROZEN: el mingo está pegado a {ball}, la bola en turno: hay que tirar a 45° o más de la línea de centros.",
  photoNotFrozen: "PC-FROZEN: el mingo no está pegado a {ball}, la bola en turno ({gap} mm de luz).",
  photoCut: "PC-45: el tiro sugerido sale a {deg}° de la línea del mingo a {ball}: {verdict}.",
  photoCutOk: "dentro de los 45°",
  photoCutFoul: "fuera de los 45°, falta",
  photoPractice: "Practicar esta posición",
  photoAgain: "Otra foto",
  photoEdit: "Corregir las bolas",
} as const;
