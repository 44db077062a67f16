/**
 * The scorekeeper's photos before and after a shot (issue 42), in Spanish and English, kept with
 * the rest of the club's words by the club pages' translator (client/club/i18n.ts). The balls
 * are named by the narration («la 3», "the 3").
 */
export const esShotPhoto = {
  shotPhotoBefore: "Foto antes del tiro",
  shotPhotoAfter: "Foto después del tiro, con las bolas quietas",
  shotPhotoReading: "Leyendo la foto…",
  shotPhotoBeforeOk: "Foto de antes: {n} bolas. Cuando paren, saca la de después.",
  shotPhotoSaysOne: "La foto dice: entró {balls}",
  shotPhotoSaysMany: "La foto dice: entraron {balls}",
  shotPhotoSaysNone: "La foto dice: no salió ninguna bola de la mesa",
  shotPhotoUnknown: "No se ven en las fotos: {balls}",
  shotPhotoUnsure: "Las fotos no coinciden: marca tú qué bolas entraron",
  shotPhotoToggle: "Toca una bola para quitarla o agregarla.",
  shotPhotoConfirm: "Confirmar",
  shotPhotoDiscard: "Descartar",
  shotPhotoNoTable:
    "No encontré la mesa en la foto ({msg}): saca otra con las cuatro esquinas a la vista, o pon las esquinas a mano.",
  shotPhotoRefused: "No pude leer la foto: {msg}.",
  shotPhotoPlace: "Poner las esquinas a mano",
  shotPhotoPlaceOk: "Leer la foto con estas esquinas",
  shotPhotoPlaceAlt: "La foto de la mesa, para poner sus esquinas",
} as const;

export const enShotPhoto: Record<keyof typeof esShotPhoto, string> = {
  shotPhotoBefore: "Photo before the shot",
  shotPhotoAfter: "Photo after the shot, once the balls stop",
  shotPhotoReading: "Reading the photo…",
  shotPhotoBeforeOk: "Before photo: {n} balls. When they stop, take the after photo.",
  shotPhotoSaysOne: "The photo says: {balls} dropped",
  shotPhotoSaysMany: "The photo says: {balls} dropped",
  shotPhotoSaysNone: "The photo says: no ball left the table",
  shotPhotoUnknown: "Not seen in the photos: {balls}",
  shotPhotoUnsure: "The photos disagree: say which balls dropped",
  shotPhotoToggle: "Tap a ball to take it out or add it.",
  shotPhotoConfirm: "Confirm",
  shotPhotoDiscard: "Discard",
  shotPhotoNoTable:
    "I could not find the table in the photo ({msg}): take another with the four corners in view, or place the corners by hand.",
  shotPhotoRefused: "I could not read the photo: {msg}.",
  shotPhotoPlace: "Place the corners by hand",
  shotPhotoPlaceOk: "Read the photo with these corners",
  shotPhotoPlaceAlt: "The photo of the table, to place its corners on",
} as const;
