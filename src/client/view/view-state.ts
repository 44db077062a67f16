/**
 * The table view's one state object (chessground style): everything the view knows, in one
 * place, read and changed by the plain functions of render, camera, playback, overlay and input.
 */
import * as THREE from "three";
import type { BallId, Vec2 } from "../../core/index.ts";
import type { Lighting } from "./lights.ts";
import { makeCue } from "./meshes.ts";
import type { DrawQuality, Quality } from "./quality.ts";
import type {
  AimState,
  BallPose,
  CameraMode,
  Interaction,
  Playback,
  PlaybackCue,
  TableShape,
  ViewEvents,
} from "./types.ts";

export const NO_INTERACTION: Interaction = {
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

/** A shot playing back: since when (after the cue's stroke), the next cue, the last time drawn. */
export interface PlayingShot {
  readonly pb: Playback;
  readonly start: number;
  cueIndex: number;
  readonly done: () => void;
  last: number;
}

/** A pointer held down on the table, and what it does. */
export interface Drag {
  kind: "aim" | "place" | "pull" | "arrange";
  /** The ball being arranged (practice). */
  ball?: BallId;
  x: number;
  y: number;
  lastX: number;
  lastT: number;
  moved: boolean;
}

export interface ViewState {
  readonly host: HTMLElement;
  readonly events: ViewEvents;
  readonly options: TableViewOptions;
  readonly canvas: HTMLCanvasElement;
  readonly renderer: THREE.WebGLRenderer;
  readonly scene: THREE.Scene;
  readonly camera: THREE.PerspectiveCamera;
  readonly balls: Map<BallId, THREE.Mesh>;
  readonly blobs: Map<BallId, THREE.Mesh>;
  blobShadows: boolean;
  readonly softwareGl: boolean;
  /** What is drawn now (the setting resolved), its lights, and auto's frame times in high. */
  drawQuality: DrawQuality;
  qualitySetting: Quality;
  lighting: Lighting | null;
  readonly autoFrames: number[];
  readonly poses: Map<BallId, BallPose>;
  readonly overlay: THREE.Group;
  readonly lagGroup: THREE.Group;
  cue: THREE.Mesh;
  shape: TableShape | null;
  tableGroup: THREE.Group | null;
  aim: AimState;
  interaction: Interaction;
  cameraMode: CameraMode;
  readonly camGoal: { pos: THREE.Vector3; look: THREE.Vector3 };
  readonly camLook: THREE.Vector3;
  playing: PlayingShot | null;
  /** The shot playing is watched from the broadcast angle (a replay). */
  broadcast: boolean;
  /** Posed for a still photo (stagePhoto): the camera stays where it was put. */
  staged: boolean;
  /** The cue's stroke: it moves through the ball while the shot starts, then is put away. */
  stroke: { at: Vec2; aim: AimState; t0: number } | null;
  /** Balls falling into a pocket: from where they dropped, into which pocket, since when. */
  readonly drops: Map<BallId, { from: Vec2; pocket: Vec2; t0: number }>;
  /** Where the watching camera looks during playback (eased toward the moving balls). */
  watchDir: Vec2;
  dirty: boolean;
  drag: Drag | null;
  /** Time to draw each frame, and between drawn frames, ms (for the frame-time benchmark). */
  readonly frameMs: number[];
  readonly frameGapMs: number[];
  lastFrameAt: number;
  lastTick: number;
  recordFrames: boolean;
  /** Wait for the GL to finish each frame inside the timing (benchmark only: it stalls the pipeline). */
  finishFrames: boolean;
}

/**
 * The view's state with its renderer and canvas (added to `host`), an empty scene and the cue;
 * nothing is lit or drawn yet (render's applyQuality does that). The three.js objects are made
 * in the order the view always made them.
 */
export function createViewState(host: HTMLElement, events: ViewEvents, options: TableViewOptions): ViewState {
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(42, 1, 0.02, 20);
  const overlay = new THREE.Group();
  const lagGroup = new THREE.Group();
  const camGoal = { pos: new THREE.Vector3(), look: new THREE.Vector3() };
  const camLook = new THREE.Vector3();
  const software = isSoftwareGl();
  // Without a GPU (SwiftShader, old phones' fallbacks) every pixel costs CPU: no MSAA, 1× pixels.
  const renderer = new THREE.WebGLRenderer({ antialias: !software, preserveDrawingBuffer: true });
  renderer.setPixelRatio(software ? 1 : Math.min(window.devicePixelRatio, 2));
  const canvas = renderer.domElement;
  canvas.className = "table-canvas";
  canvas.setAttribute("data-testid", "table");
  host.appendChild(canvas);
  camera.up.set(0, 0, 1);
  scene.background = new THREE.Color(0x12171c);
  scene.add(overlay, lagGroup);
  const cue = makeCue("low");
  scene.add(cue);
  return {
    host,
    events,
    options,
    canvas,
    renderer,
    scene,
    camera,
    balls: new Map(),
    blobs: new Map(),
    blobShadows: true,
    softwareGl: software,
    drawQuality: "low",
    qualitySetting: "auto",
    lighting: null,
    autoFrames: [],
    poses: new Map(),
    overlay,
    lagGroup,
    cue,
    shape: null,
    tableGroup: null,
    aim: { direction: 0, power: 0.4, tipX: 0, tipY: 0, elevation: 0 },
    interaction: NO_INTERACTION,
    cameraMode: "follow",
    camGoal,
    camLook,
    playing: null,
    broadcast: false,
    staged: false,
    stroke: null,
    drops: new Map(),
    watchDir: [1, 0],
    dirty: true,
    drag: null,
    frameMs: [],
    frameGapMs: [],
    lastFrameAt: 0,
    lastTick: 0,
    recordFrames: false,
    finishFrames: false,
  };
}

/** Where a ball is drawn now (the ball being dragged included); null when off the table. */
export function ballAt(s: ViewState, id: BallId): Vec2 | null {
  const p = s.poses.get(id);
  return p?.visible ? [p.r[0], p.r[1]] : null;
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
