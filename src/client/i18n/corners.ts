/**
 * The four corner pockets as the handles that place them on a photo say them, short enough for
 * a fingertip-sized handle: the photo page's and the scorekeeper's, one set of words.
 */
export const esCorners = {
  "corner-head-left": "C·i",
  "corner-head-right": "C·d",
  "corner-foot-right": "P·d",
  "corner-foot-left": "P·i",
  cornersHelp: "Arrastra cada círculo al centro de su tronera de esquina (C = cabecera, P = pie).",
};

export const enCorners: Record<keyof typeof esCorners, string> = {
  "corner-head-left": "H·L",
  "corner-head-right": "H·R",
  "corner-foot-right": "F·R",
  "corner-foot-left": "F·L",
  cornersHelp: "Drag each circle to the centre of its corner pocket (H = head, F = foot).",
};
