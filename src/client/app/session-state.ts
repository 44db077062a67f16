/**
 * The state of one match on the game screen, as signals: what the people at the screen set up
 * (aim, cue-ball placement, the call), what the screen says, and what is playing. The Session
 * (session.ts) adds the verbs; the plain functions in the session-*.ts files work over this state.
 */
import { computed, signal } from "@preact/signals";
import type { BallId, ByPlayer, ObjectBallId, PlayerIndex, Vec2 } from "../../core/index.ts";
import { hasBallInHand } from "../../game/index.ts";
import type { Line } from "../../narration/index.ts";
import type { AimState, BallPose, TableView } from "../view/index.ts";
import type { ClosePotReason } from "./close-pot.ts";
import type { MatchSource, PlayedStep } from "./match-source.ts";
import { actorName, partnerOf } from "./partners.ts";
import { missingCall, type ScreenMessage } from "./screen-message.ts";
import type { CallDraft, LagReport, LogEntry, MatchConfig } from "./session-config.ts";

/** The last shot played on the table, kept for its replay. */
export interface LastShot {
  readonly start: BallPose[];
  readonly step: PlayedStep;
  readonly hidden: BallId[];
}

export class SessionState {
  readonly config: MatchConfig;
  readonly source: MatchSource;
  readonly match;
  readonly turn;
  /** A shot is rolling on the table (ours, the computer's, a replay). */
  readonly playing = signal(false);
  /**
   * Practice (issue 27): the balls are being arranged by hand; `onArrange` hears each drop (the
   * practice page checks the place and opens the new position). Null outside practice.
   */
  readonly arranging = signal(false);
  onArrange: ((id: BallId, at: Vec2) => void) | null = null;
  readonly busy;
  readonly aim = signal<AimState>({ direction: 0, power: 0.45, tipX: 0, tipY: 0, elevation: 0 });
  readonly cueAt = signal<Vec2 | null>(null);
  readonly call = signal<CallDraft>({});
  readonly log = signal<LogEntry[]>([]);
  readonly latest = signal<readonly Line[]>([]);
  /**
   * A shot with a call still missing was warned about once (G-NOCALL): the next press plays it.
   * Any change to the call clears it, so a fresh omission is warned about again.
   */
  readonly noCallWarned = signal(false);
  /**
   * What went wrong or needs saying about the last press, as words to look up when shown (so a
   * language switch re-says it): a message key and its values.
   */
  readonly error = signal<ScreenMessage | null>(null);
  readonly equalizePick = signal<ObjectBallId[]>([]);
  readonly canReplay = signal(false);
  /** The hint's direction, drawn beside the player's own aim for comparison until the turn moves on. */
  readonly hintLine = signal<number | null>(null);
  /** A replay is playing: at what pace, and why when it came by itself (a close pot). */
  readonly replaying = signal<{ rate: number; close: ClosePotReason | null } | null>(null);
  readonly lagReport = signal<LagReport | null>(null);
  readonly showAimLine = signal(true);
  readonly missingCall;
  // The three below belong to the session's own files (session-*.ts), not to the screen.
  /** The person's power for a normal shot, kept between shots (the break and the lag have their own). */
  playPower = 0.4;
  view: TableView | null = null;
  last: LastShot | null = null;

  constructor(config: MatchConfig, source: MatchSource) {
    this.config = config;
    this.source = source;
    this.match = source.match;
    this.turn = source.turn;
    this.busy = computed<null | "playing" | "thinking">(() =>
      this.playing.value ? "playing" : source.waiting.value ? "thinking" : null,
    );
    this.missingCall = computed(() => missingCall(this.turn.value, this.call.value));
  }

  get names(): ByPlayer<string> {
    return this.source.names;
  }

  /**
   * Who acts next, by name: the side and, in a match of sides, the partner due (G-TEAM-ORDER),
   * so whose turn it is can never be mistaken. Null when the match is over.
   */
  readonly due = computed((): { side: PlayerIndex; partner: number | null; name: string } | null => {
    const tr = this.turn.value;
    if (tr.kind === "over") return null;
    const p = partnerOf(this.match.value, tr.who);
    return p
      ? { side: tr.who, partner: p.index, name: p.name }
      : { side: tr.who, partner: null, name: this.names[tr.who] };
  });

  /** How the screen names whoever acts for a side ("Carla (Ana y Carla)" with partners). */
  actorName(side: PlayerIndex): string {
    return actorName(this.match.value, side);
  }

  isHuman(p: PlayerIndex): boolean {
    return this.source.isLocal(p);
  }

  /** The human at the screen may act now. */
  readonly humanToAct = computed(() => this.source.mayAct.value !== null && !this.playing.value);

  /** Piña: the ball on (lowest on the table), to highlight. */
  ballOn(): ObjectBallId | null {
    const s = this.match.value.rules;
    if (s?.game !== "pina" || s.phase.kind !== "play") return null;
    return s.onTable[0] ?? null;
  }

  /** The shooter on turn has ball in hand now (and no option is pending that would take it away). */
  inHandNow(): boolean {
    const tr = this.turn.value;
    const s = this.match.value.rules;
    if (!s) return false;
    if (tr.kind === "shot") return hasBallInHand(s) || tr.hint.isBreak;
    if (tr.kind === "choose" && tr.shot) return hasBallInHand(s);
    return false;
  }
}
