/**
 * A photo of a real table read as a mingo position: where the table is in the photo (its
 * corners, found or placed by hand), the camera that took it, the balls on the cloth and their
 * numbers, and the position they make. Pure and deterministic: the photo page (client/photo)
 * runs it in the browser, bench/photo.ts scores it on synthetic photos, and the photo tests
 * check it against the photos' truth. Two photos of one shot, before and after, say which balls
 * dropped (droppedBalls), for the scorekeeper.
 */
export { BALL_RADIUS, type FoundBall } from "./balls.ts";
export { cameraLookingAt, type PhotoCamera, planeHomography, project } from "./camera.ts";
export { droppedBalls, type PhotoReading, type ShotChange, sameView } from "./dropped.ts";
export { applyH, homographyFrom, invertH, type Mat3 } from "./homography.ts";
export type { NamedBall } from "./identify.ts";
export type { Rgba } from "./image.ts";
export { positionFrom, readBalls } from "./read-photo.ts";
export { readShotPhoto, type ShotPhoto, shotChange } from "./shot-photo.ts";
export {
  CORNERS,
  type Corner,
  cornerPoint,
  findTable,
  type Handles,
  scaledHandles,
  type TableInPhoto,
  tableFromHandles,
} from "./table-fit.ts";
