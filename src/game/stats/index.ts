/** Statistics per player, computed from saved matches: one home for the browser and the server. */
export { statsOfMatch } from "./from-match.ts";
export { type ScriptLike, statsOfScript } from "./from-script.ts";
export {
  CUT_BANDS,
  type CutBand,
  cutBand,
  DISTANCE_BANDS,
  type DistanceBand,
  distanceBand,
  mergeStats,
  type PlayerStats,
  type Rate,
} from "./tally.ts";
