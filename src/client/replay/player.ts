/**
 * Walks a replay on the table view: the position is how many actions have been played; a step
 * forward plays the next action's shot back, a step back or a jump shows the table at rest.
 * The referee's words for each step come from the same ruling text as the game screen.
 */
import { computed, signal } from "@preact/signals";
import { toPoses } from "../app/adapters.ts";
import { type ShownLine, showLine, stepLines } from "../app/step-lines.ts";
import { lang, t } from "../i18n/index.ts";
import type { TableView } from "../view/index.ts";
import { playbackOf, startPoses } from "./poses.ts";
import { type Replay, type ReplayStep, simulationOf } from "./replayer.ts";

const NO_INTERACTION = {
  aimFrom: null,
  placement: null,
  showAimLine: false,
  highlightBalls: [],
  highlightPockets: [],
} as const;

export class ReplayPlayer {
  readonly pos = signal(0);
  readonly busy = signal(false);
  readonly auto = signal(false);
  readonly total: number;
  private view: TableView | null = null;
  private disposed = false;

  constructor(readonly replay: Replay) {
    this.total = replay.steps.length;
  }

  readonly lines = computed((): readonly ShownLine[] => {
    const i = this.pos.value;
    lang.value;
    if (i === 0) return [{ kind: "note", text: t("replayAtStart") }];
    return linesOf(this.replay.steps[i - 1]!, this.replay);
  });

  attach(view: TableView): void {
    this.view = view;
    view.setInteraction(NO_INTERACTION);
    this.showAtRest();
  }

  dispose(): void {
    this.disposed = true;
    this.auto.value = false;
  }

  /** Plays the next step's shot back (a choice or a declaration just moves on). */
  async next(): Promise<void> {
    const i = this.pos.value;
    if (this.busy.value || i >= this.total) return;
    const step = this.replay.steps[i]!;
    const sim = simulationOf(step);
    const view = this.view;
    if (sim && view) {
      this.busy.value = true;
      view.setBalls(startPoses(step.before, step.action));
      await view.play(playbackOf(sim));
      this.busy.value = false;
      if (this.disposed) return;
    }
    this.pos.value = i + 1;
    this.showAtRest();
  }

  goto(i: number): void {
    this.auto.value = false;
    this.view?.skip();
    this.pos.value = Math.max(0, Math.min(this.total, Math.round(i)));
    this.showAtRest();
  }

  skip(): void {
    this.view?.skip();
  }

  /** Plays step after step until the end or a pause. */
  async toggleAuto(): Promise<void> {
    if (this.auto.value) {
      this.auto.value = false;
      return;
    }
    this.auto.value = true;
    while (this.auto.value && !this.disposed && this.pos.value < this.total) {
      await this.next();
      await new Promise((r) => setTimeout(r, 500));
    }
    this.auto.value = false;
  }

  private showAtRest(): void {
    const view = this.view;
    if (!view || view.isPlaying) return;
    view.setBalls(toPoses(this.replay.states[this.pos.value]!.balls));
  }
}

export function linesOf(step: ReplayStep, replay: Replay): readonly ShownLine[] {
  const names = replay.states[0]!.setup.players;
  const game = replay.states[0]!.setup.game;
  const sides = replay.states[0]!.setup.sides;
  return stepLines(step.log, step.before.rules, names, game, sides).map((l) => showLine(l, lang.value));
}
