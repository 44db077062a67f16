/**
 * The three.js table: draws the table and balls, plays shots back, and turns pointer input
 * into intents (aim, place the cue ball, pick a ball or a pocket). It knows geometry only:
 * what may be placed where and which balls to highlight are handed in by the app.
 * Renders on demand (playback, camera moves, input) so an idle page costs nothing.
 */
import * as THREE from "three";
import type { BallId, Vec2 } from "../../core/index.ts";
import { aimGuide, aimTarget } from "./aim-line.ts";
import { drawBallSkin } from "./ball-texture.ts";
import { clearOfTable } from "./camera-clearance.ts";
import { buildLighting, type Lighting, SHADE_Z } from "./lights.ts";
import { dyeCloth, type PhotoStage, poseCamera } from "./photo-stage.ts";
import { holdInArea } from "./placement.ts";
import {
  autoShouldDrop,
  type DrawQuality,
  onQualityChange,
  type Quality,
  quality,
  resolveQuality,
} from "./quality.ts";
import { buildTable } from "./table-mesh.ts";
import type {
  AimState,
  BallPose,
  CameraMode,
  Interaction,
  LagMark,
  Playback,
  PlaybackCue,
  TableShape,
  ViewEvents,
} from "./types.ts";

const NO_INTERACTION: Interaction = {
  aimFrom: null,
  placement: null,
  showAimLine: true,
  highlightBalls: [],
  highlightPockets: [],
};

export interface TableViewOptions {
  /** Called for each cue as playback passes it (sounds). */
  readonly onCue?: (cue: PlaybackCue) => void;
}

export class TableView {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(42, 1, 0.02, 20);
  private readonly balls = new Map<BallId, THREE.Mesh>();
  private readonly blobs = new Map<BallId, THREE.Mesh>();
  private blobShadows = true;
  private readonly softwareGl: boolean;
  /** What is drawn now (the setting resolved), its lights, and auto's frame times in high. */
  private drawQuality: DrawQuality = "low";
  private qualitySetting: Quality = "auto";
  private lighting: Lighting | null = null;
  private readonly autoFrames: number[] = [];
  private readonly stopQuality: () => void;
  private readonly poses = new Map<BallId, BallPose>();
  private readonly overlay = new THREE.Group();
  private readonly lagGroup = new THREE.Group();
  private cue: THREE.Mesh;
  private shape: TableShape | null = null;
  private tableGroup: THREE.Group | null = null;
  private aim: AimState = { direction: 0, power: 0.4, tipX: 0, tipY: 0, elevation: 0 };
  private interaction: Interaction = NO_INTERACTION;
  private cameraMode: CameraMode = "follow";
  private camGoal = { pos: new THREE.Vector3(), look: new THREE.Vector3() };
  private camLook = new THREE.Vector3();
  private playing: { pb: Playback; start: number; cueIndex: number; done: () => void; last: number } | null =
    null;
  /** The shot playing is watched from the broadcast angle (a replay). */
  private broadcast = false;
  /** Posed for a still photo (stagePhoto): the camera stays where it was put. */
  private staged = false;
  /** The cue's stroke: it moves through the ball while the shot starts, then is put away. */
  private stroke: { at: Vec2; aim: AimState; t0: number } | null = null;
  /** Balls falling into a pocket: from where they dropped, into which pocket, since when. */
  private readonly drops = new Map<BallId, { from: Vec2; pocket: Vec2; t0: number }>();
  /** Where the watching camera looks during playback (eased toward the moving balls). */
  private watchDir: Vec2 = [1, 0];
  private dirty = true;
  private raf = 0;
  private drag: {
    kind: "aim" | "place" | "pull" | "arrange";
    /** The ball being arranged (practice). */
    ball?: BallId;
    x: number;
    y: number;
    lastX: number;
    lastT: number;
    moved: boolean;
  } | null = null;
  /** Time to draw each frame, and between drawn frames, ms (for the frame-time benchmark). */
  readonly frameMs: number[] = [];
  readonly frameGapMs: number[] = [];
  private lastFrameAt = 0;
  private lastTick = 0;
  recordFrames = false;
  /** Wait for the GL to finish each frame inside the timing (benchmark only: it stalls the pipeline). */
  finishFrames = false;

  constructor(
    private readonly host: HTMLElement,
    private readonly events: ViewEvents,
    private readonly options: TableViewOptions = {},
  ) {
    const software = isSoftwareGl();
    this.softwareGl = software;
    // Without a GPU (SwiftShader, old phones' fallbacks) every pixel costs CPU: no MSAA, 1× pixels.
    this.renderer = new THREE.WebGLRenderer({ antialias: !software, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(software ? 1 : Math.min(window.devicePixelRatio, 2));
    this.canvas = this.renderer.domElement;
    this.canvas.className = "table-canvas";
    this.canvas.setAttribute("data-testid", "table");
    host.appendChild(this.canvas);
    this.camera.up.set(0, 0, 1);
    this.scene.background = new THREE.Color(0x12171c);
    this.scene.add(this.overlay, this.lagGroup);
    this.cue = makeCue("low");
    this.scene.add(this.cue);
    this.applyQuality(quality());
    this.stopQuality = onQualityChange((q) => this.applyQuality(q));
    this.resize();
    new ResizeObserver(() => this.resize()).observe(host);
    this.bindPointer();
    const loop = (now: number) => {
      this.raf = requestAnimationFrame(loop);
      this.frame(now);
    };
    this.raf = requestAnimationFrame(loop);
  }

  dispose(): void {
    cancelAnimationFrame(this.raf);
    this.stopQuality();
    this.lighting?.dispose();
    this.renderer.dispose();
    this.canvas.remove();
  }

  /**
   * Draws at a quality setting: the renderer's shadows and tone, the lights, the table, the
   * balls and the cue are made again for it; the balls stay where they are.
   */
  applyQuality(setting: Quality): void {
    this.qualitySetting = setting;
    this.autoFrames.length = 0;
    this.drawAt(resolveQuality(setting, this.softwareGl));
  }

  private drawAt(q: DrawQuality): void {
    if (this.lighting && q === this.drawQuality) return;
    this.drawQuality = q;
    const high = q === "high";
    this.canvas.dataset.quality = q;
    // Low: no shadow map (blob shadows under the balls), no tone mapping: today's cost.
    this.renderer.shadowMap.enabled = high;
    this.renderer.shadowMap.type = THREE.PCFSoftShadowMap;
    this.renderer.toneMapping = high ? THREE.ACESFilmicToneMapping : THREE.NoToneMapping;
    this.renderer.toneMappingExposure = 1.05;
    this.blobShadows = !high;
    if (this.lighting) {
      this.scene.remove(this.lighting.group);
      this.lighting.dispose();
    }
    this.lighting = buildLighting(this.renderer, q);
    this.scene.add(this.lighting.group);
    this.scene.environment = this.lighting.environment;
    // The room's reflections are for the lacquer's highlights, not to light the cloth.
    this.scene.environmentIntensity = 0.25;
    const cueVisible = this.cue.visible;
    this.scene.remove(this.cue);
    this.cue = makeCue(q);
    this.cue.visible = cueVisible;
    this.scene.add(this.cue);
    this.colourCue();
    if (this.shape) this.setTable(this.shape, true);
    this.dirty = true;
  }

  /**
   * The frame-time benchmark's knob: high quality without one of its features, to say what
   * each costs (shadows: the soft shadow map; reflections: the room in the lacquer; lacquer:
   * the balls' clearcoat; weave: the cloth's texture and bump).
   */
  benchWithout(feature: "shadows" | "reflections" | "lacquer" | "weave"): void {
    if (feature === "shadows") this.renderer.shadowMap.enabled = false;
    if (feature === "reflections") this.scene.environment = null;
    this.scene.traverse((o) => {
      const m = (o as THREE.Mesh).material as THREE.Material | undefined;
      if (!m) return;
      if (feature === "lacquer" && m instanceof THREE.MeshPhysicalMaterial) m.clearcoat = 0;
      if (feature === "weave" && m instanceof THREE.MeshStandardMaterial && m.bumpMap) {
        m.bumpMap = null;
        m.map = null;
        m.color.setHex(0x1f7a46);
      }
      m.needsUpdate = true;
    });
    this.dirty = true;
  }

  setTable(shape: TableShape, keepBalls = false): void {
    if (this.tableGroup) this.scene.remove(this.tableGroup);
    this.shape = shape;
    this.tableGroup = buildTable(shape, this.drawQuality);
    this.scene.add(this.tableGroup);
    const turned = new Map([...this.balls].map(([id, m]) => [id, m.quaternion.clone()]));
    for (const m of [...this.balls.values(), ...this.blobs.values()]) this.scene.remove(m);
    this.balls.clear();
    this.blobs.clear();
    if (keepBalls) {
      for (const p of this.poses.values()) this.placeBall(p, 0);
      for (const [id, q] of turned) this.balls.get(id)?.quaternion.copy(q);
    }
    this.dirty = true;
  }

  /** Shows the balls at rest where given (stops any playback). */
  setBalls(poses: readonly BallPose[]): void {
    // A ball still falling into its pocket finishes its fall unless it is put back on the cloth.
    for (const p of poses) if (p.visible) this.drops.delete(p.id);
    this.poses.clear();
    for (const p of poses) this.poses.set(p.id, p);
    for (const [id, mesh] of this.balls) if (!this.poses.has(id)) mesh.visible = false;
    for (const [id, blob] of this.blobs) if (!this.poses.has(id)) blob.visible = false;
    for (const p of poses) this.placeBall(p, 0);
    this.updateOverlay();
  }

  /** The lag's balls where they stopped (drawn apart from the rack until the break). */
  setLagMarks(marks: readonly LagMark[]): void {
    this.lagGroup.clear();
    const R = this.shape?.ballRadius ?? 0.028575;
    for (const m of marks) {
      const ball = makeBall(0, R, this.drawQuality);
      ball.position.set(m.at[0], m.at[1], R);
      this.lagGroup.add(ball, ring(m.at, R * 1.45, LAG_COLOURS[m.player], R * 0.06));
    }
    this.dirty = true;
  }

  setAim(aim: AimState): void {
    this.aim = aim;
    this.updateOverlay();
  }

  setInteraction(i: Interaction): void {
    this.interaction = i;
    this.colourCue();
    this.updateOverlay();
  }

  /** A partner's colour on the cue (sides), else its plain wood (high: the painted cue's own). */
  private colourCue(): void {
    const plain = this.drawQuality === "high" ? 0xffffff : PLAIN_CUE;
    (this.cue.material as THREE.MeshLambertMaterial).color.setHex(this.interaction.cueColour ?? plain);
  }

  setCameraMode(mode: CameraMode): void {
    this.cameraMode = mode;
    // For tests and styles: which view the table shows (the top view aims by an absolute drag).
    this.canvas.dataset.camera = mode;
    this.updateCameraGoal(true);
  }

  /** The camera is still easing toward its goal. */
  get cameraMoving(): boolean {
    return (
      this.camera.position.distanceTo(this.camGoal.pos) + this.camLook.distanceTo(this.camGoal.look) >= 1e-4
    );
  }

  get isPlaying(): boolean {
    return this.playing !== null;
  }

  /** Plays a shot at real speed; resolves when it ends or is skipped. */
  play(pb: Playback): Promise<void> {
    this.finishPlayback();
    this.drops.clear();
    const now = performance.now();
    const from = pb.stroke ? this.ballAt(pb.stroke.ball) : null;
    this.stroke = pb.stroke && from ? { at: from, aim: pb.stroke.aim, t0: now } : null;
    if (pb.stroke) {
      const a = (pb.stroke.aim.direction * Math.PI) / 180;
      this.watchDir = [Math.cos(a), Math.sin(a)];
    }
    this.broadcast = pb.camera === "broadcast";
    // The balls wait for the cue to come through.
    const lead = this.stroke ? STROKE_MS : 0;
    return new Promise((done) => {
      this.playing = { pb, start: now + lead, cueIndex: 0, done, last: 0 };
      this.updateOverlay();
    });
  }

  /** Jumps to the end of the shot being played. */
  skip(): void {
    if (!this.playing) return;
    const { pb } = this.playing;
    for (const p of pb.at(pb.duration)) this.placeBall(p, 0);
    this.finishPlayback();
  }

  private finishPlayback(): void {
    const p = this.playing;
    this.playing = null;
    this.broadcast = false;
    this.stroke = null;
    // A ball still falling keeps falling after the shot's last event (it ends a moment later).
    if (p) {
      for (const pose of p.pb.at(p.pb.duration)) this.poses.set(pose.id, pose);
      p.done();
    }
    this.updateOverlay();
  }

  /** Where the cue ball is drawn now (the ball being dragged included). */
  ballAt(id: BallId): Vec2 | null {
    const p = this.poses.get(id);
    return p?.visible ? [p.r[0], p.r[1]] : null;
  }

  /** Where a point of the table (on the balls' centre plane) is on the page, in CSS pixels. */
  screenPosition(p: Vec2): { x: number; y: number } {
    const v = new THREE.Vector3(p[0], p[1], this.shape?.ballRadius ?? 0.028).project(this.camera);
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
  }

  /** The table's outline on the page (rails' outer corners, projected), clipped to the canvas. */
  tableScreenRect(): { left: number; top: number; right: number; bottom: number } | null {
    const t = this.shape;
    if (!t) return null;
    return this.screenRectOf(t.length / 2 + t.railWidth, t.width / 2 + t.railWidth, t.railTopHeight);
  }

  /** The cloth (the bed inside the cushions) on screen, clipped to the canvas, CSS pixels. */
  bedScreenRect(): { left: number; top: number; right: number; bottom: number } | null {
    const t = this.shape;
    if (!t) return null;
    return this.screenRectOf(t.length / 2, t.width / 2, 0);
  }

  /** The screen rectangle around a centred rectangle of the table's plane at height z. */
  private screenRectOf(hx: number, hy: number, z: number) {
    const rect = this.canvas.getBoundingClientRect();
    const pts = [
      [hx, hy],
      [hx, -hy],
      [-hx, hy],
      [-hx, -hy],
    ].map(([x, y]) => {
      const v = new THREE.Vector3(x, y, z).project(this.camera);
      return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
    });
    const clip = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));
    return {
      left: clip(Math.min(...pts.map((p) => p.x)), rect.left, rect.right),
      right: clip(Math.max(...pts.map((p) => p.x)), rect.left, rect.right),
      top: clip(Math.min(...pts.map((p) => p.y)), rect.top, rect.bottom),
      bottom: clip(Math.max(...pts.map((p) => p.y)), rect.top, rect.bottom),
    };
  }

  /** The cloth's rectangle as `data-bed-rect="x,y,w,h"` (CSS pixels) on the canvas, for tests. */
  private publishBedRect(): void {
    const r = this.bedScreenRect();
    if (!r) return;
    const text = [r.left, r.top, r.right - r.left, r.bottom - r.top].map((v) => Math.round(v)).join(",");
    if (this.canvas.dataset.bedRect !== text) this.canvas.dataset.bedRect = text;
  }

  /** A still photo of the table (the photo page's synthetic photos, photo-stage.ts); drawn at once. */
  stagePhoto(p: PhotoStage): void {
    this.staged = true;
    poseCamera(this.camera, p);
    this.camGoal.pos.copy(this.camera.position);
    this.camGoal.look.set(...p.look);
    this.camLook.set(...p.look);
    if (this.tableGroup) dyeCloth(this.tableGroup, p.cloth);
    for (const { id, q } of p.turns) this.balls.get(id)?.quaternion.set(...q);
    this.renderer.toneMappingExposure = p.exposure;
    this.renderNow();
  }

  /** Draws one frame now and returns how long it took, ms. */
  renderNow(): number {
    const t0 = performance.now();
    // The lamp's shade would fill a camera looking down from above it (the top view).
    if (this.lighting?.shade) this.lighting.shade.visible = this.camera.position.z < SHADE_Z - 0.1;
    this.renderer.render(this.scene, this.camera);
    if (this.finishFrames) this.renderer.getContext().finish();
    return performance.now() - t0;
  }

  private frame(now: number): void {
    if (this.stroke) this.drawStroke(now);
    if (this.drops.size > 0) this.stepDrops(now);
    if (this.playing && now < this.playing.start) this.dirty = true;
    else if (this.playing) {
      const pl = this.playing;
      const t = Math.min((now - pl.start) / 1000, pl.pb.duration);
      const dt = Math.max(0, t - pl.last);
      const since = pl.last;
      pl.last = t;
      for (const p of pl.pb.at(t)) this.placeBall(p, dt, since);
      while (pl.cueIndex < pl.pb.cues.length && pl.pb.cues[pl.cueIndex]!.t <= t) {
        this.options.onCue?.(pl.pb.cues[pl.cueIndex]!);
        pl.cueIndex++;
      }
      this.dirty = true;
      this.watchBalls();
      if (t >= pl.pb.duration) this.finishPlayback();
    }
    if (this.stepCamera(now - this.lastTick)) this.dirty = true;
    this.lastTick = now;
    if (!this.dirty) return;
    this.dirty = false;
    const ms = this.renderNow();
    this.publishBedRect();
    // How many balls are falling into a pocket in this frame (tests and screenshots wait on it).
    const dropping = String(this.drops.size);
    if (this.canvas.dataset.dropping !== dropping) this.canvas.dataset.dropping = dropping;
    if (this.playing) this.watchFrameRate(ms);
    if (this.recordFrames) {
      this.frameMs.push(ms);
      if (this.lastFrameAt > 0) this.frameGapMs.push(now - this.lastFrameAt);
    }
    this.lastFrameAt = now;
  }

  /** Auto in high: frames too slow over a shot's playback drop the table to low. */
  private watchFrameRate(ms: number): void {
    if (this.qualitySetting !== "auto" || this.drawQuality !== "high") return;
    this.autoFrames.push(ms);
    if (autoShouldDrop(this.autoFrames)) {
      this.autoFrames.length = 0;
      this.drawAt("low");
    }
  }

  private placeBall(p: BallPose, dt: number, since?: number): void {
    let mesh = this.balls.get(p.id);
    if (!mesh) {
      mesh = makeBall(p.id, this.shape?.ballRadius ?? 0.028575, this.drawQuality);
      this.balls.set(p.id, mesh);
      this.scene.add(mesh);
    }
    const was = this.poses.get(p.id);
    if (this.playing && dt > 0 && was?.visible && !p.visible && this.shape) {
      // Where it was last on the cloth, found in the shot itself: a slow frame may have seen it
      // last far up the table.
      const at = lastOnCloth(this.playing.pb, p.id, since ?? 0, since === undefined ? 0 : since + dt);
      const pocket = nearestPocket(this.shape, at);
      if (pocket && Math.hypot(at[0] - pocket[0], at[1] - pocket[1]) < 0.2)
        this.drops.set(p.id, { from: at, pocket, t0: performance.now() });
    }
    if (this.drops.has(p.id) && !p.visible) {
      // Falling into its pocket: stepDrops moves it.
      this.poses.set(p.id, p);
      return;
    }
    mesh.visible = p.visible;
    mesh.position.set(p.r[0], p.r[1], p.r[2]);
    if (this.blobShadows) {
      let blob = this.blobs.get(p.id);
      if (!blob) {
        blob = new THREE.Mesh(
          new THREE.CircleGeometry((this.shape?.ballRadius ?? 0.028) * 1.1, 20),
          BLOB_MATERIAL,
        );
        this.blobs.set(p.id, blob);
        this.scene.add(blob);
      }
      // The lamp hangs over the table's centre: shadows fall a little outward.
      blob.position.set(p.r[0] * 1.02, p.r[1] * 1.02, 0.0007);
      blob.visible = p.visible && p.r[2] < 0.2;
    }
    const w = Math.hypot(p.w[0], p.w[1], p.w[2]);
    if (dt > 0 && w > 1e-6) {
      const q = new THREE.Quaternion().setFromAxisAngle(
        new THREE.Vector3(p.w[0] / w, p.w[1] / w, p.w[2] / w),
        w * dt,
      );
      mesh.quaternion.premultiply(q);
    }
    this.poses.set(p.id, p);
    this.dirty = true;
  }

  // ---- overlay: cue, aim line, placement area, highlights ----

  private updateOverlay(): void {
    this.dirty = true;
    this.overlay.clear();
    this.cue.visible = false;
    const shape = this.shape;
    if (!shape) return;
    const R = shape.ballRadius;
    const z = R * 0.06;
    for (const id of this.interaction.highlightBalls) {
      const p = this.poses.get(id);
      if (p?.visible) this.overlay.add(ring([p.r[0], p.r[1]], R * 1.35, 0xffe14d, z));
    }
    for (const id of this.interaction.highlightPockets) {
      const p = shape.pockets.find((q) => q.id === id);
      if (p) this.overlay.add(ring(p.centre, p.radius * 1.2, 0xffe14d, shape.railTopHeight + 0.004));
    }
    const area = this.interaction.placement;
    if (area && !this.playing) {
      const w = area.xMax - area.xMin;
      const h = area.yMax - area.yMin;
      const m = new THREE.Mesh(
        new THREE.PlaneGeometry(w + 2 * R, h + 2 * R),
        new THREE.MeshBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.07, depthWrite: false }),
      );
      m.position.set((area.xMin + area.xMax) / 2, (area.yMin + area.yMax) / 2, 0.0008);
      this.overlay.add(m);
    }
    const from = this.interaction.aimFrom;
    const at = from === null ? null : this.ballAt(from);
    if (at && !this.playing) {
      this.placeCue(at);
      if (this.interaction.showAimLine) this.drawAimLine(at, from!, shape);
      const hint = this.interaction.compareDirection;
      if (hint !== undefined) this.drawAimLine(at, from!, shape, hint, true);
    }
    this.canvas.dataset.hintLine =
      this.interaction.compareDirection === undefined ? "" : this.interaction.compareDirection.toFixed(2);
    this.updateCameraGoal(false);
  }

  /**
   * The aim guide from `at` in a direction (the player's aim, or the hint's to compare with it:
   * drawn in green, the cue ball's path and the object ball's, whatever the guide's level).
   */
  private drawAimLine(
    at: Vec2,
    from: BallId,
    shape: TableShape,
    direction = this.aim.direction,
    hint = false,
  ): void {
    const R = shape.ballRadius;
    const others = [...this.poses.values()]
      .filter((p) => p.visible && p.id !== from)
      .map((p) => ({ id: p.id, at: [p.r[0], p.r[1]] as Vec2 }));
    const target = aimTarget(at, direction, others, shape.length / 2, shape.width / 2, R);
    const level = hint ? "full" : (this.interaction.guide ?? "full");
    const hit = target.kind === "ball" ? this.poses.get(target.ball) : undefined;
    const segments = aimGuide(
      target,
      at,
      direction,
      this.aim.tipY,
      shape.length / 2,
      shape.width / 2,
      R,
      hit ? [hit.r[0], hit.r[1]] : null,
      // The lag has no object ball: its line to the far cushion is enough.
      level,
    );
    const z = R;
    const colour = hint
      ? ({ cue: HINT_GREEN, object: HINT_GREEN, after: HINT_GREEN } as const)
      : ({ cue: 0xffffff, object: 0xffe14d, after: 0x9fd8ff } as const);
    for (const g of segments)
      this.overlay.add(segment(g.from, g.to, colour[g.kind], z, g.kind === "cue" ? 0.75 : 0.85));
    if (segments.length > 0) this.overlay.add(ring(target.ghost, R, hint ? HINT_GREEN : 0xffffff, z));
  }

  private placeCue(at: Vec2, aim: AimState = this.aim, pull = 0.02 + aim.power * 0.18): void {
    const R = this.shape!.ballRadius;
    const a = (aim.direction * Math.PI) / 180;
    // Drawn at least a little raised, as a cue is held, so its butt clears the rail.
    const e = (Math.max(aim.elevation, 4) * Math.PI) / 180;
    const len = 1.45;
    // The cue lies behind the ball along the aim, raised by the elevation, its tip at the offset.
    const back = new THREE.Vector3(-Math.cos(a) * Math.cos(e), -Math.sin(a) * Math.cos(e), Math.sin(e));
    const side = new THREE.Vector3(Math.sin(a), -Math.cos(a), 0);
    const tip = new THREE.Vector3(at[0], at[1], R)
      .addScaledVector(side, aim.tipX * R * 0.9)
      .addScaledVector(new THREE.Vector3(0, 0, 1), aim.tipY * R * 0.9)
      .addScaledVector(back, R + pull);
    const mid = tip.clone().addScaledVector(back, len / 2);
    this.cue.position.copy(mid);
    this.cue.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), back.clone().negate());
    this.cue.visible = true;
  }

  /** The cue comes through: from its pulled-back place to a little past the contact, then away. */
  private drawStroke(now: number): void {
    const st = this.stroke!;
    const k = (now - st.t0) / STROKE_MS;
    const back = 0.02 + st.aim.power * 0.18;
    if (k >= 1 + FOLLOW_THROUGH) {
      this.cue.visible = false;
      this.stroke = null;
    } else {
      // Accelerating forward (ease-in), then a short follow-through past the contact point.
      const e = Math.min(k, 1);
      const pull = k <= 1 ? back * (1 - e * e) : -0.03 * ((k - 1) / FOLLOW_THROUGH);
      this.placeCue(st.at, st.aim, pull);
    }
    this.dirty = true;
  }

  /** Balls falling into their pockets: toward the centre and down out of sight. */
  private stepDrops(now: number): void {
    const R = this.shape?.ballRadius ?? 0.028575;
    for (const [id, d] of this.drops) {
      const mesh = this.balls.get(id);
      const k = Math.min(1, (now - d.t0) / DROP_MS);
      if (!mesh || k >= 1) {
        if (mesh) mesh.visible = false;
        this.drops.delete(id);
        continue;
      }
      mesh.visible = true;
      const x = d.from[0] + (d.pocket[0] - d.from[0]) * Math.min(1, k * 1.6);
      const y = d.from[1] + (d.pocket[1] - d.from[1]) * Math.min(1, k * 1.6);
      mesh.position.set(x, y, R - 2.6 * R * k * k);
      const blob = this.blobs.get(id);
      if (blob) blob.visible = false;
    }
    this.dirty = true;
  }

  /** During playback the watching camera eases toward the moving balls (the cue ball first). */
  private watchBalls(): void {
    if (this.cameraMode !== "follow" || !this.shape) return;
    const cue = this.poses.get(0);
    let fx = 0;
    let fy = 0;
    let n = 0;
    for (const p of this.poses.values()) {
      if (!p.visible) continue;
      const moving = Math.hypot(p.w[0], p.w[1], p.w[2]) > 0.5;
      if (moving || p.id === 0) {
        const wgt = p.id === 0 ? 2 : 1;
        fx += p.r[0] * wgt;
        fy += p.r[1] * wgt;
        n += wgt;
      }
    }
    const look: Vec2 = n > 0 ? [fx / n, fy / n] : cue ? [cue.r[0], cue.r[1]] : [0, 0];
    if (this.broadcast) this.setBroadcastGoal(look);
    else this.setWatchGoal(look);
  }

  /**
   * The broadcast angle: high above one long rail, as a television camera over a club's table,
   * sliding along the rail with the action; on an upright screen, from above the head rail
   * looking down the table's length, so the table fills the tall frame.
   */
  private setBroadcastGoal(look: Vec2): void {
    const shape = this.shape!;
    const hx = shape.length / 2;
    const hy = shape.width / 2;
    if (this.camera.aspect < 1) {
      this.camGoal.pos.set(-(hx + 0.9), look[1] * 0.2, 2.3);
      this.camGoal.look.set(Math.max(-hx * 0.3, Math.min(hx * 0.3, look[0])) + 0.2, look[1] * 0.3, 0);
      return;
    }
    const lx = Math.max(-hx * 0.45, Math.min(hx * 0.45, look[0]));
    this.camGoal.pos.set(lx * 0.6, -(hy + 1.6), 1.95);
    this.camGoal.look.set(lx, look[1] * 0.35, 0);
  }

  /** A camera above and behind the shot's line, looking at `look`, the table kept in view. */
  private setWatchGoal(look: Vec2): void {
    const shape = this.shape!;
    const hx = shape.length / 2;
    const hy = shape.width / 2;
    const lx = Math.max(-hx * 0.6, Math.min(hx * 0.6, look[0]));
    const ly = Math.max(-hy * 0.6, Math.min(hy * 0.6, look[1]));
    const [dx, dy] = this.watchDir;
    const portrait = this.camera.aspect < 1;
    const back = portrait ? 1.9 : 1.35;
    const up = portrait ? 2.2 : 1.45;
    this.camGoal.pos.set(lx - dx * back, ly - dy * back, up);
    this.camGoal.look.set(lx + dx * 0.15, ly + dy * 0.15, 0);
  }

  // ---- camera ----

  private updateCameraGoal(snap: boolean): void {
    const shape = this.shape;
    if (!shape || this.staged) return;
    const aspect = this.camera.aspect;
    // Nobody aiming here (the computer's turn, a shot playing back): in 3D, from above the
    // shooter's end (playback then follows the balls); or the whole table from above.
    if (this.cameraMode === "follow" && this.interaction.aimFrom === null) {
      this.camera.up.set(0, 0, 1);
      const cue = this.ballAt(0);
      if (this.broadcast) this.setBroadcastGoal(cue ?? [0, 0]);
      else this.setWatchGoal(this.playing ? (cue ?? [0, 0]) : [0, 0]);
    } else if (this.cameraMode === "top" || this.interaction.aimFrom === null) {
      const halfW = shape.length / 2 + shape.railWidth;
      const halfH = shape.width / 2 + shape.railWidth;
      const landscape = aspect >= 1;
      // The table's long side along the screen's long side; both sides fit (the fov is vertical).
      const span = landscape ? Math.max(halfH, halfW / aspect) : Math.max(halfW, halfH / aspect);
      // Upright on a phone every pixel counts: the rails touch the screen's edges.
      const dist = (span * (landscape ? 1.05 : 1.0)) / Math.tan(((this.camera.fov / 2) * Math.PI) / 180);
      this.camGoal.pos.set(0, 0, dist);
      this.camGoal.look.set(0, 0, 0);
      this.camera.up.set(landscape ? 0 : -1, landscape ? 1 : 0, 0);
    } else {
      this.camera.up.set(0, 0, 1);
      const from = this.interaction.aimFrom;
      const at = (from !== null && this.ballAt(from)) || [0, 0];
      const a = (this.aim.direction * Math.PI) / 180;
      const back = aspect >= 1 ? 1.25 : 1.7;
      this.camGoal.pos.set(
        at[0] - Math.cos(a) * back,
        at[1] - Math.sin(a) * back,
        0.55 + (aspect >= 1 ? 0 : 0.3),
      );
      this.camGoal.look.set(at[0] + Math.cos(a) * 0.5, at[1] + Math.sin(a) * 0.5, -0.12);
    }
    this.camGoal.pos.fromArray(clearOfTable(this.camGoal.pos.toArray(), shape, this.restingBalls()));
    if (snap) {
      this.camera.position.copy(this.camGoal.pos);
      this.camLook.copy(this.camGoal.look);
      this.camera.lookAt(this.camLook);
    }
    this.dirty = true;
  }

  /** The balls on the cloth, where the camera must not go. */
  private restingBalls(): Vec2[] {
    const out: Vec2[] = [];
    for (const p of this.poses.values()) if (p.visible) out.push([p.r[0], p.r[1]]);
    return out;
  }

  /** Eases the camera toward its goal by elapsed time (slow frames catch up); true while it moves. */
  private stepCamera(dtMs: number): boolean {
    const d = this.camera.position.distanceTo(this.camGoal.pos) + this.camLook.distanceTo(this.camGoal.look);
    if (d < 1e-4) return false;
    const k = d < 2e-3 ? 1 : 1 - Math.exp(-Math.max(0, Math.min(dtMs, 1000)) / 110);
    this.camera.position.lerp(this.camGoal.pos, k);
    // Easing between two clear places may still cut through a rail or a ball: rise over them.
    if (this.shape)
      this.camera.position.fromArray(
        clearOfTable(this.camera.position.toArray(), this.shape, this.restingBalls()),
      );
    this.camLook.lerp(this.camGoal.look, k);
    this.camera.lookAt(this.camLook);
    return true;
  }

  private resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.updateCameraGoal(true);
  }

  // ---- input ----

  private tablePoint(ev: PointerEvent): Vec2 | null {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new THREE.Vector2(
      ((ev.clientX - rect.left) / rect.width) * 2 - 1,
      -((ev.clientY - rect.top) / rect.height) * 2 + 1,
    );
    const ray = new THREE.Raycaster();
    ray.setFromCamera(ndc, this.camera);
    const plane = new THREE.Plane(new THREE.Vector3(0, 0, 1), -(this.shape?.ballRadius ?? 0.028));
    const hit = new THREE.Vector3();
    return ray.ray.intersectPlane(plane, hit) ? [hit.x, hit.y] : null;
  }

  private aimAt(p: Vec2): void {
    const from = this.interaction.aimFrom;
    const at = from === null ? null : this.ballAt(from);
    if (!at) return;
    const d = Math.hypot(p[0] - at[0], p[1] - at[1]);
    if (d < 1e-3) return;
    this.events.aim((Math.atan2(p[1] - at[1], p[0] - at[0]) * 180) / Math.PI);
  }

  private bindPointer(): void {
    const c = this.canvas;
    c.style.touchAction = "none";
    c.addEventListener("pointerdown", (ev) => {
      if (this.playing) return;
      const p = this.tablePoint(ev);
      if (this.interaction.arrange) {
        const ball = p ? this.ballNear(p, true) : null;
        if (!ball) return;
        const now = performance.now();
        this.drag = {
          kind: "arrange",
          ball: ball.id,
          x: ev.clientX,
          y: ev.clientY,
          lastX: ev.clientX,
          lastT: now,
          moved: false,
        };
        c.setPointerCapture(ev.pointerId);
        return;
      }
      const area = this.interaction.placement;
      const cueAt = this.ballAt(0);
      const R = this.shape?.ballRadius ?? 0.028;
      const onCue = p && cueAt && Math.hypot(p[0] - cueAt[0], p[1] - cueAt[1]) < R * 2.2;
      const kind = area && onCue ? "place" : this.onCueStick(ev) ? "pull" : "aim";
      const now = performance.now();
      this.drag = { kind, x: ev.clientX, y: ev.clientY, lastX: ev.clientX, lastT: now, moved: false };
      c.setPointerCapture(ev.pointerId);
    });
    c.addEventListener("pointermove", (ev) => {
      const d = this.drag;
      if (!d) return;
      if (Math.hypot(ev.clientX - d.x, ev.clientY - d.y) > 5) d.moved = true;
      if (!d.moved) return;
      if (d.kind === "pull") {
        // Pulled back toward the player: the further, the harder.
        const h = this.canvas.getBoundingClientRect().height;
        this.events.pull?.(Math.max(0, Math.min(1, (ev.clientY - d.y) / (0.45 * h))));
        return;
      }
      if (d.kind === "aim" && this.behindTheCue()) {
        // Behind the cue the camera turns with the aim, so the pointer's table point would run
        // away: the drag turns the aim by its sideways pixels, slowly for fine aim (or Shift),
        // faster for quick sweeps; at most ~15° for a fast 100 px drag.
        const now = performance.now();
        const dx = ev.clientX - d.lastX;
        const speed = Math.abs(dx) / Math.max(1, now - d.lastT);
        const gain = ev.shiftKey ? 0.02 : 0.03 + Math.min(0.12, speed * 0.08);
        d.lastX = ev.clientX;
        d.lastT = now;
        if (dx !== 0) this.events.aim(this.aim.direction - dx * gain);
        return;
      }
      const p = this.tablePoint(ev);
      if (!p) return;
      if (d.kind === "arrange") {
        const pose = d.ball === undefined ? undefined : this.poses.get(d.ball);
        if (pose) this.placeBall({ ...pose, r: [p[0], p[1], pose.r[2]], visible: true }, 0);
      } else if (d.kind === "place") this.moveCueBall(p);
      else this.aimAt(p);
    });
    c.addEventListener("pointerup", (ev) => {
      const d = this.drag;
      this.drag = null;
      if (!d) return;
      const p = this.tablePoint(ev);
      if (d.kind === "arrange") {
        // Dropped: the app checks the place (on the cloth, touching nothing) and redraws.
        if (d.moved && p && d.ball !== undefined) this.events.moveBall?.(d.ball, p);
        return;
      }
      if (d.moved) {
        if (d.kind === "place") {
          const at = this.ballAt(0);
          if (at) this.events.placeCueBall(at);
        }
        if (d.kind === "pull" && ev.clientY - d.y > 12) this.events.release?.();
        return;
      }
      if (p) this.tap(p);
    });
    c.addEventListener("pointercancel", () => {
      this.drag = null;
    });
  }

  /** The camera is the one behind the cue (aiming in the follow view). */
  private behindTheCue(): boolean {
    return this.cameraMode === "follow" && this.interaction.aimFrom !== null;
  }

  /** The pointer is on the cue's butt end, drawn behind the ball: a pull-back starts there. */
  private onCueStick(ev: PointerEvent): boolean {
    if (!this.behindTheCue() || !this.cue.visible || !this.events.pull) return false;
    const from = this.interaction.aimFrom;
    const at = from === null ? null : this.ballAt(from);
    if (!at) return false;
    const a = (this.aim.direction * Math.PI) / 180;
    const near = this.screenPosition([at[0] - Math.cos(a) * 0.12, at[1] - Math.sin(a) * 0.12]);
    const far = this.screenPosition([at[0] - Math.cos(a) * 0.9, at[1] - Math.sin(a) * 0.9]);
    // Distance from the pointer to the cue's segment on the screen.
    const vx = far.x - near.x;
    const vy = far.y - near.y;
    const len2 = vx * vx + vy * vy || 1;
    const k = Math.max(0, Math.min(1, ((ev.clientX - near.x) * vx + (ev.clientY - near.y) * vy) / len2));
    const dist = Math.hypot(ev.clientX - (near.x + vx * k), ev.clientY - (near.y + vy * k));
    return dist < 28;
  }

  /** A tap: a pocket or a ball is picked; elsewhere with ball in hand the cue ball goes there, else aim there. */
  private tap(p: Vec2): void {
    const shape = this.shape;
    if (!shape) return;
    const R = shape.ballRadius;
    const pocket = shape.pockets.find(
      (q) => Math.hypot(p[0] - q.centre[0], p[1] - q.centre[1]) < q.radius * 1.5,
    );
    if (pocket) {
      this.events.pickPocket(pocket.id);
      return;
    }
    const best = this.ballNear(p, false);
    if (best) {
      this.events.pickBall(best.id);
      return;
    }
    const area = this.interaction.placement;
    // The cue ball itself, when it is not in hand: picked too (Piña calls a defence with it).
    const cue = this.ballAt(0);
    if (!area && cue && Math.hypot(p[0] - cue[0], p[1] - cue[1]) < R * 1.4) {
      this.events.pickBall(0);
      return;
    }
    if (area && p[0] <= area.xMax + R) {
      this.moveCueBall(p);
      const at = this.ballAt(0);
      if (at) this.events.placeCueBall(at);
      return;
    }
    this.aimAt(p);
  }

  /** The ball drawn nearest `p`, within 1.4 radii (the cue ball only when asked). */
  private ballNear(p: Vec2, withCue: boolean): BallPose | null {
    const R = this.shape?.ballRadius ?? 0.028;
    let best: BallPose | null = null;
    let bestD = R * 1.4;
    for (const b of this.poses.values()) {
      const d = Math.hypot(p[0] - b.r[0], p[1] - b.r[1]);
      if (b.visible && (withCue || b.id !== 0) && d < bestD) {
        best = b;
        bestD = d;
      }
    }
    return best;
  }

  private moveCueBall(want: Vec2): void {
    const area = this.interaction.placement;
    const cue = this.poses.get(0);
    if (!area || !cue) return;
    const at = holdInArea(want, area);
    if (!at) return;
    this.placeBall({ ...cue, r: [at[0], at[1], cue.r[2]], visible: true }, 0);
    this.updateOverlay();
  }

  /** Moves the cue ball programmatically (keyboard placement), held in the area. */
  nudgeCueBall(dx: number, dy: number): void {
    const at = this.ballAt(0);
    if (!at) return;
    this.moveCueBall([at[0] + dx, at[1] + dy]);
    const now = this.ballAt(0);
    if (now) this.events.placeCueBall(now);
  }
}

/** The stroke's forward swing, and the follow-through as a share of it. */
const STROKE_MS = 140;
const FOLLOW_THROUGH = 1.2;
/** How long a ball takes to fall into its pocket. */
const DROP_MS = 320;

/** Where a ball was last seen on the cloth between two times of a shot (bisection, to a millisecond). */
function lastOnCloth(pb: Playback, id: BallId, from: number, to: number): Vec2 {
  const pose = (t: number) => pb.at(t).find((b) => b.id === id);
  let a = from;
  let b = to;
  while (b - a > 1e-3) {
    const m = (a + b) / 2;
    if (pose(m)?.visible) a = m;
    else b = m;
  }
  const p = pose(a);
  return p ? [p.r[0], p.r[1]] : [0, 0];
}

function nearestPocket(t: TableShape, at: Vec2): Vec2 | null {
  let best: Vec2 | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const p of t.pockets) {
    const d = Math.hypot(at[0] - p.centre[0], at[1] - p.centre[1]);
    if (d < bestD) {
      bestD = d;
      best = p.centre;
    }
  }
  return best;
}

/** A software WebGL implementation (SwiftShader, llvmpipe): draw less. */
function isSoftwareGl(): boolean {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    if (!gl) return false;
    const ext = gl.getExtension("WEBGL_debug_renderer_info");
    const name = String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return /swiftshader|llvmpipe|software/i.test(name);
  } catch {
    return false;
  }
}

const BLOB_MATERIAL = new THREE.MeshBasicMaterial({
  color: 0x000000,
  transparent: true,
  opacity: 0.35,
  depthWrite: false,
});

/** The hint's line, to compare with the player's own. */
const HINT_GREEN = 0x5dff9d;

/** Player 1's and player 2's colours for marks on the table (the lag balls). */
export const LAG_COLOURS = [0x4fc3f7, 0xffb74d] as const;

const skinCache = new Map<BallId, THREE.Texture>();

function makeBall(id: BallId, R: number, q: DrawQuality): THREE.Mesh {
  let tex = skinCache.get(id);
  if (!tex) {
    const canvas = document.createElement("canvas");
    canvas.width = 256;
    canvas.height = 128;
    drawBallSkin(canvas.getContext("2d")!, id, 256, 128);
    tex = new THREE.CanvasTexture(canvas);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 4;
    skinCache.set(id, tex);
  }
  // High: phenolic resin under a lacquer that mirrors the room and the lamp.
  const material =
    q === "high"
      ? new THREE.MeshPhysicalMaterial({ map: tex, roughness: 0.28, clearcoat: 1, clearcoatRoughness: 0.04 })
      : new THREE.MeshPhongMaterial({ map: tex, shininess: 90, specular: 0x555555 });
  const m = new THREE.Mesh(
    new THREE.SphereGeometry(R, q === "high" ? 40 : 32, q === "high" ? 28 : 20),
    material,
  );
  m.castShadow = true;
  return m;
}

/** The cue's maple, when no partner's colour is on it. */
const PLAIN_CUE = 0xd9b27c;

function makeCue(q: DrawQuality): THREE.Mesh {
  const g = new THREE.CylinderGeometry(0.0065, 0.014, 1.45, q === "high" ? 24 : 16);
  const material =
    q === "high"
      ? new THREE.MeshStandardMaterial({ map: cueSkin(), roughness: 0.35 })
      : new THREE.MeshLambertMaterial({ color: PLAIN_CUE });
  const m = new THREE.Mesh(g, material);
  m.castShadow = true;
  return m;
}

let cueSkinCache: THREE.Texture | null = null;

/**
 * A cue painted along its length (the cylinder's v runs from the butt, 0, to the tip, 1):
 * rubber bumper, dark butt with its linen wrap, the joint's ring, the maple shaft, the white
 * ferrule and a chalked blue tip.
 */
function cueSkin(): THREE.Texture {
  if (cueSkinCache) return cueSkinCache;
  const c = document.createElement("canvas");
  c.width = 8;
  c.height = 512;
  const ctx = c.getContext("2d")!;
  // Canvas y runs from the top (v = 1, the tip) down to the butt (v = 0).
  const band = (from: number, to: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.fillRect(0, (1 - to) * 512, 8, (to - from) * 512);
  };
  band(0, 1, "#e2c089");
  band(0, 0.015, "#111");
  band(0.015, 0.2, "#3b1d0e");
  band(0.2, 0.38, "#1d1d22");
  for (let v = 0.2; v < 0.38; v += 0.008) band(v, v + 0.002, "#34343c");
  band(0.38, 0.47, "#3b1d0e");
  band(0.47, 0.49, "#d9d2c0");
  band(0.975, 0.992, "#f3f1ea");
  band(0.992, 1, "#2b5ea8");
  cueSkinCache = new THREE.CanvasTexture(c);
  cueSkinCache.colorSpace = THREE.SRGBColorSpace;
  return cueSkinCache;
}

function ring(c: Vec2, r: number, colour: number, z: number): THREE.LineLoop {
  const pts: THREE.Vector3[] = [];
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    pts.push(new THREE.Vector3(c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r, z));
  }
  return new THREE.LineLoop(
    new THREE.BufferGeometry().setFromPoints(pts),
    new THREE.LineBasicMaterial({ color: colour }),
  );
}

function segment(a: Vec2, b: Vec2, colour: number, z: number, opacity: number): THREE.Line {
  return new THREE.Line(
    new THREE.BufferGeometry().setFromPoints([
      new THREE.Vector3(a[0], a[1], z),
      new THREE.Vector3(b[0], b[1], z),
    ]),
    new THREE.LineBasicMaterial({ color: colour, transparent: true, opacity }),
  );
}
