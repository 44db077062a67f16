/**
 * The three.js table: draws the table and balls, plays shots back, and turns pointer input
 * into intents (aim, place the cue ball, pick a ball or a pocket). It knows geometry only:
 * what may be placed where and which balls to highlight are handed in by the app.
 * Renders on demand (playback, camera moves, input) so an idle page costs nothing.
 *
 * The class is the view's public face only (chessground style): its state is one object
 * (view-state.ts), changed by plain functions for drawing (render.ts, balls.ts), the camera
 * (camera.ts), playback (playback.ts, pocket-drops.ts), the overlay (overlay.ts) and pointer
 * input (input.ts).
 */
import type { BallId, Vec2 } from "../../core/index.ts";
import { setBalls, setLagMarks, setTable } from "./balls.ts";
import {
  bedScreenRect,
  cameraMoving,
  resize,
  screenPosition,
  setCameraMode,
  tableScreenRect,
} from "./camera.ts";
import { bindPointer, nudgeCueBall } from "./input.ts";
import { colourCue, updateOverlay } from "./overlay.ts";
import type { PhotoStage } from "./photo-stage.ts";
import { play, skip } from "./playback.ts";
import { onQualityChange, type Quality, quality } from "./quality.ts";
import { applyQuality, benchWithout, frame, renderNow, stagePhoto } from "./render.ts";
import type {
  AimState,
  BallPose,
  CameraMode,
  Interaction,
  LagMark,
  Playback,
  TableShape,
  ViewEvents,
} from "./types.ts";
import { ballAt, createViewState, type TableViewOptions, type ViewState } from "./view-state.ts";

export { LAG_COLOURS } from "./meshes.ts";
export type { TableViewOptions } from "./view-state.ts";

export class TableView {
  readonly canvas: HTMLCanvasElement;
  private readonly s: ViewState;
  private readonly stopQuality: () => void;
  private raf = 0;
  /** Time to draw each frame, and between drawn frames, ms (for the frame-time benchmark). */
  readonly frameMs: number[];
  readonly frameGapMs: number[];

  constructor(host: HTMLElement, events: ViewEvents, options: TableViewOptions = {}) {
    const s = createViewState(host, events, options);
    this.s = s;
    this.canvas = s.canvas;
    this.frameMs = s.frameMs;
    this.frameGapMs = s.frameGapMs;
    applyQuality(s, quality());
    this.stopQuality = onQualityChange((q) => applyQuality(s, q));
    resize(s);
    new ResizeObserver(() => resize(s)).observe(host);
    bindPointer(s);
    const loop = (now: number) => {
      this.raf = requestAnimationFrame(loop);
      frame(s, now);
    };
    this.raf = requestAnimationFrame(loop);
  }

  get recordFrames(): boolean {
    return this.s.recordFrames;
  }

  set recordFrames(on: boolean) {
    this.s.recordFrames = on;
  }

  /** Wait for the GL to finish each frame inside the timing (benchmark only: it stalls the pipeline). */
  get finishFrames(): boolean {
    return this.s.finishFrames;
  }

  set finishFrames(on: boolean) {
    this.s.finishFrames = on;
  }

  dispose(): void {
    cancelAnimationFrame(this.raf);
    this.stopQuality();
    this.s.lighting?.dispose();
    this.s.renderer.dispose();
    this.canvas.remove();
  }

  /**
   * Draws at a quality setting: the renderer's shadows and tone, the lights, the table, the
   * balls and the cue are made again for it; the balls stay where they are.
   */
  applyQuality(setting: Quality): void {
    applyQuality(this.s, setting);
  }

  /** The frame-time benchmark's knob: high quality without one of its features (render.ts). */
  benchWithout(feature: "shadows" | "reflections" | "lacquer" | "weave"): void {
    benchWithout(this.s, feature);
  }

  setTable(shape: TableShape, keepBalls = false): void {
    setTable(this.s, shape, keepBalls);
  }

  /** Shows the balls at rest where given (stops any playback). */
  setBalls(poses: readonly BallPose[]): void {
    setBalls(this.s, poses);
  }

  /** The lag's balls where they stopped (drawn apart from the rack until the break). */
  setLagMarks(marks: readonly LagMark[]): void {
    setLagMarks(this.s, marks);
  }

  setAim(aim: AimState): void {
    this.s.aim = aim;
    updateOverlay(this.s);
  }

  setInteraction(i: Interaction): void {
    this.s.interaction = i;
    colourCue(this.s);
    updateOverlay(this.s);
  }

  setCameraMode(mode: CameraMode): void {
    setCameraMode(this.s, mode);
  }

  /** The camera is still easing toward its goal. */
  get cameraMoving(): boolean {
    return cameraMoving(this.s);
  }

  get isPlaying(): boolean {
    return this.s.playing !== null;
  }

  /** Plays a shot at real speed; resolves when it ends or is skipped. */
  play(pb: Playback): Promise<void> {
    return play(this.s, pb);
  }

  /** Jumps to the end of the shot being played. */
  skip(): void {
    skip(this.s);
  }

  /** Where the cue ball is drawn now (the ball being dragged included). */
  ballAt(id: BallId): Vec2 | null {
    return ballAt(this.s, id);
  }

  /** Where a point of the table (on the balls' centre plane) is on the page, in CSS pixels. */
  screenPosition(p: Vec2): { x: number; y: number } {
    return screenPosition(this.s, p);
  }

  /** The table's outline on the page (rails' outer corners, projected), clipped to the canvas. */
  tableScreenRect(): { left: number; top: number; right: number; bottom: number } | null {
    return tableScreenRect(this.s);
  }

  /** The cloth (the bed inside the cushions) on screen, clipped to the canvas, CSS pixels. */
  bedScreenRect(): { left: number; top: number; right: number; bottom: number } | null {
    return bedScreenRect(this.s);
  }

  /** A still photo of the table (the photo page's synthetic photos, photo-stage.ts); drawn at once. */
  stagePhoto(p: PhotoStage): void {
    stagePhoto(this.s, p);
  }

  /** Draws one frame now and returns how long it took, ms. */
  renderNow(): number {
    return renderNow(this.s);
  }

  /** Moves the cue ball programmatically (keyboard placement), held in the area. */
  nudgeCueBall(dx: number, dy: number): void {
    nudgeCueBall(this.s, dx, dy);
  }
}
