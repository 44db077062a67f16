/**
 * One online match at this page: the socket's messages for it, the remote source and the game
 * session once the server has welcomed us, and what the online bar shows (presence, the shot
 * clock, phrases, the result). A reload makes a new room; its `hello` with the stored token
 * puts the player back in their seat.
 */
import { batch, effect, signal } from "@preact/signals";
import type { PlayerIndex } from "../../core/index.ts";
import type { ClockState, MatchResult, MatchSummary, PhraseId, ServerMessage } from "../../protocol/index.ts";
import { recordFinished } from "../app/history.ts";
import { type Refusal, refusal } from "../app/match-source.ts";
import { Session } from "../app/session.ts";
import { api } from "./api.ts";
import { RemoteMatchSource } from "./remote-source.ts";
import type { OnlineSocket } from "./socket.ts";

export interface HeardPhrase {
  readonly seat: PlayerIndex;
  readonly phrase: PhraseId;
  readonly at: number;
}

const MUTE_KEY = "mingo.online.mute";

export class MatchRoom {
  readonly summary = signal<MatchSummary | null>(null);
  readonly source = signal<RemoteMatchSource | null>(null);
  readonly session = signal<Session | null>(null);
  readonly clock = signal<ClockState | null>(null);
  readonly connected = signal<readonly [boolean, boolean]>([true, true]);
  readonly graceUntil = signal<readonly [number | null, number | null]>([null, null]);
  readonly spectators = signal(0);
  readonly heard = signal<HeardPhrase | null>(null);
  readonly muted = signal(readMuted());
  readonly result = signal<MatchResult | null>(null);
  /** The server's last refusal at this page (kept as data: said in the language in use). */
  readonly refusal = signal<Refusal | null>(null);
  /** Where a failure to attach is explained (no such match, …). */
  readonly fatal = signal<Refusal | null>(null);
  private readonly stop: () => void;
  private poll = 0;

  constructor(
    readonly matchId: string,
    readonly socket: OnlineSocket,
    private readonly token: string | null,
  ) {
    this.stop = socket.onMessage((m) => this.receive(m));
    this.hello();
  }

  hello(): void {
    this.socket.greet({
      v: 1,
      kind: "hello",
      match: this.matchId,
      ...(this.token ? { token: this.token } : {}),
    });
  }

  private stopHistory: (() => void) | null = null;

  dispose(): void {
    this.stopHistory?.();
    this.stop();
    clearInterval(this.poll);
    this.session.value?.dispose();
  }

  get seat(): PlayerIndex | null {
    return this.source.value?.seat ?? null;
  }

  sendPhrase(phrase: PhraseId): void {
    this.socket.send({ v: 1, kind: "phrase", match: this.matchId, phrase });
  }

  setMuted(muted: boolean): void {
    this.muted.value = muted;
    try {
      localStorage.setItem(MUTE_KEY, muted ? "1" : "0");
    } catch {}
    this.socket.send({ v: 1, kind: "mute", match: this.matchId, muted });
  }

  private receive(m: ServerMessage): void {
    if ("match" in m && typeof m.match === "string" && m.match !== this.matchId) return;
    switch (m.kind) {
      case "welcome":
        this.welcome(m);
        break;
      case "step":
        batch(() => {
          this.clock.value = m.clock;
          if (m.result) this.result.value = m.result;
          // A refusal is about the table as it was; the match has moved on.
          this.refusal.value = null;
        });
        break;
      case "clock":
        this.clock.value = m.clock;
        break;
      case "presence":
        batch(() => {
          this.connected.value = m.connected;
          this.graceUntil.value = m.graceUntil;
          this.spectators.value = m.spectators;
        });
        break;
      case "phrase":
        if (!this.muted.value || m.seat === this.seat)
          this.heard.value = { seat: m.seat, phrase: m.phrase, at: Date.now() };
        break;
      case "over":
        this.result.value = m.result;
        break;
      case "refused":
        if (!this.source.value) this.fatal.value = refusal(m.code, m.message);
        else {
          // Said in the game screen's panel, where a long reason has room (a refusal of this
          // screen's own move is then re-said there by the session as that move's).
          this.refusal.value = refusal(m.code, m.message);
          const session = this.session.value;
          if (session) session.error.value = { key: "refused", refusal: this.refusal.value };
        }
        break;
      default:
        break;
    }
    this.source.value?.receive(m);
  }

  private welcome(w: Extract<ServerMessage, { kind: "welcome" }>): void {
    batch(() => {
      this.summary.value = w.match;
      this.clock.value = w.clock;
      this.spectators.value = w.match.spectators;
      this.result.value = w.match.result;
      this.fatal.value = null;
    });
    if (this.muted.value && w.seat !== null) this.setMuted(true);
    // Until the opponent arrives there is no game to show; ask again when the match goes live.
    if (w.match.status === "open") {
      this.waitForOpponent();
      return;
    }
    clearInterval(this.poll);
    if (this.source.value) return; // A reconnection: the source catches up from the same welcome.
    let source: RemoteMatchSource;
    try {
      source = new RemoteMatchSource(w, this.socket);
    } catch (e) {
      this.fatal.value = refusal("no-replay", (e as Error).message);
      return;
    }
    const setup = w.setup as { seed: string; settings: Record<string, unknown> };
    const session = new Session(
      {
        game: source.game,
        names: source.names,
        opponent: "human",
        level: "easy",
        settings: setup.settings,
        seed: setup.seed,
        shotClock: 0,
      },
      source,
    );
    batch(() => {
      this.source.value = source;
      this.session.value = session;
    });
    // A finished online match joins this browser's history, for the statistics page.
    this.stopHistory?.();
    this.stopHistory = effect(() => recordFinished(source.match.value, "online"));
  }

  private waitForOpponent(): void {
    clearInterval(this.poll);
    this.poll = window.setInterval(async () => {
      const r = await api.match(this.matchId);
      if (r.ok && r.value.match.status !== "open") {
        clearInterval(this.poll);
        this.hello();
      }
    }, 1500);
  }
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}
