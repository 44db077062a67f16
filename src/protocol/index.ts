/**
 * The wire between the server and its pages: the club API's inputs and views, the live socket's
 * messages and patches, the online protocol, the refusals said in both languages, and the
 * match-script step. Everything another module reads of the protocol is listed here.
 */

export { makeCatalogue } from "./catalogue.ts";
export {
  addPlayers,
  correctEntry,
  credentials,
  encounterParams,
  type Format,
  idParams,
  liveClientMessage,
  liveKeeper,
  newOrganizer,
  newTournament,
  noShow,
  type OnlinePlay,
  onlinePlay,
  personText,
  playerParams,
  profileLinkBody,
  recordEntry,
  serverId,
  setHandicap,
  startMatch,
  tableParams,
  undoEntry,
} from "./club-api.ts";
export { FORMATS, isEliminationStage, PASSWORD_MIN } from "./club-constants.ts";
export type {
  AdminView,
  CatalogueView,
  EncounterView,
  KeeperPresence,
  LiveKeepersMessage,
  LiveTournamentMessage,
  RecordReply,
  StandingRowView,
  TableView,
  TournamentSummary,
  TournamentView,
} from "./club-views.ts";
export { applyPatch, diffView, type LivePatchMessage } from "./live-patch.ts";
export {
  type Awaiting,
  type ClientMessage,
  type ClockSettings,
  type ClockState,
  decodeClientMessage,
  decodeServerMessage,
  type EndReason,
  gameQuery,
  guestBody,
  INTENT_KINDS,
  type IntentMessage,
  inviteParams,
  lagStrokeParams,
  leaderboardQuery,
  type MatchOptions,
  type MatchResult,
  type MatchSummary,
  matchOptions,
  matchParams,
  matchSummary,
  ONLINE_PROTOCOL_VERSION,
  type OnlineRefusal,
  type OnlineRefusalCode,
  onlinePlayerParams,
  PHRASE_IDS,
  PHRASES,
  type PhraseId,
  type PlayerInfo,
  playerInfo,
  REFUSAL_CODES,
  type SeatSpec,
  type ServerMessage,
  type StepMessage,
} from "./online.ts";
export { onlineProtocolDocument } from "./online-doc.ts";
export {
  inviteView,
  leaderboardView,
  lobbyView,
  matchView,
  meView,
  playerStatsView,
  playerView,
  publicPlayer,
  savedMatchView,
} from "./online-views.ts";
export {
  inputRefusal,
  isNamedRefusal,
  isRefusalCode,
  type NamedRefusal,
  REFUSAL_MEANINGS,
  type Refusal,
  type RefusalCode,
  refusalMeaning,
  splitInputRefusal,
} from "./refusals.ts";
export type { ShotPhotoReply, ShotPhotoRequest } from "./shot-photo.ts";
export { makeStep, parseStep, stepSchema } from "./step.ts";
