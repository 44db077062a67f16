/**
 * The table view's public surface (chessground-style): what the table may show comes in, intents
 * go out. It imports only core; the app, the club pages and the rules page read it here.
 */
export type { PhotoStage } from "./photo-stage.ts";
export { QUALITIES, type Quality, quality, setQuality } from "./quality.ts";
export { LAG_COLOURS, TableView } from "./table-view.ts";
export type {
  AimState,
  BallPose,
  Interaction,
  LagMark,
  PlacementArea,
  Playback,
  PlaybackCue,
  TableShape,
} from "./types.ts";
