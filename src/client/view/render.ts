/**
 * Drawing the table view: the quality it is drawn at (lights, shadows, tone, the meshes made
 * again), the frame loop's one frame (drawn only when something changed, so an idle page costs
 * nothing), a still photo's pose, and the frame-time benchmark's knobs.
 */
import * as THREE from "three";
import { setTable } from "./balls.ts";
import { publishBedRect, stepCamera } from "./camera.ts";
import { buildLighting, SHADE_Z } from "./lights.ts";
import { makeCue } from "./meshes.ts";
import { colourCue } from "./overlay.ts";
import { dyeCloth, type PhotoStage, poseCamera } from "./photo-stage.ts";
import { advancePlayback, drawStroke } from "./playback.ts";
import { stepDrops } from "./pocket-drops.ts";
import { autoShouldDrop, type DrawQuality, type Quality, resolveQuality } from "./quality.ts";
import type { ViewState } from "./view-state.ts";

/**
 * Draws at a quality setting: the renderer's shadows and tone, the lights, the table, the
 * balls and the cue are made again for it; the balls stay where they are.
 */
export function applyQuality(s: ViewState, setting: Quality): void {
  s.qualitySetting = setting;
  s.autoFrames.length = 0;
  drawAt(s, resolveQuality(setting, s.softwareGl));
}

function drawAt(s: ViewState, q: DrawQuality): void {
  if (s.lighting && q === s.drawQuality) return;
  s.drawQuality = q;
  const high = q === "high";
  s.canvas.dataset.quality = q;
  // Low: no shadow map (blob shadows under the balls), no tone mapping: today's cost.
  s.renderer.shadowMap.enabled = high;
  s.renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  s.renderer.toneMapping = high ? THREE.ACESFilmicToneMapping : THREE.NoToneMapping;
  s.renderer.toneMappingExposure = 1.05;
  s.blobShadows = !high;
  if (s.lighting) {
    s.scene.remove(s.lighting.group);
    s.lighting.dispose();
  }
  s.lighting = buildLighting(s.renderer, q);
  s.scene.add(s.lighting.group);
  s.scene.environment = s.lighting.environment;
  // The room's reflections are for the lacquer's highlights, not to light the cloth.
  s.scene.environmentIntensity = 0.25;
  const cueVisible = s.cue.visible;
  s.scene.remove(s.cue);
  s.cue = makeCue(q);
  s.cue.visible = cueVisible;
  s.scene.add(s.cue);
  colourCue(s);
  if (s.shape) setTable(s, s.shape, true);
  s.dirty = true;
}

/**
 * The frame-time benchmark's knob: high quality without one of its features, to say what
 * each costs (shadows: the soft shadow map; reflections: the room in the lacquer; lacquer:
 * the balls' clearcoat; weave: the cloth's texture and bump).
 */
export function benchWithout(s: ViewState, feature: "shadows" | "reflections" | "lacquer" | "weave"): void {
  if (feature === "shadows") s.renderer.shadowMap.enabled = false;
  if (feature === "reflections") s.scene.environment = null;
  s.scene.traverse((o) => {
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
  s.dirty = true;
}

/** A still photo of the table (the photo page's synthetic photos, photo-stage.ts); drawn at once. */
export function stagePhoto(s: ViewState, p: PhotoStage): void {
  s.staged = true;
  poseCamera(s.camera, p);
  s.camGoal.pos.copy(s.camera.position);
  s.camGoal.look.set(...p.look);
  s.camLook.set(...p.look);
  if (s.tableGroup) dyeCloth(s.tableGroup, p.cloth);
  for (const { id, q } of p.turns) s.balls.get(id)?.quaternion.set(...q);
  s.renderer.toneMappingExposure = p.exposure;
  renderNow(s);
}

/** Draws one frame now and returns how long it took, ms. */
export function renderNow(s: ViewState): number {
  const t0 = performance.now();
  // The lamp's shade would fill a camera looking down from above it (the top view).
  if (s.lighting?.shade) s.lighting.shade.visible = s.camera.position.z < SHADE_Z - 0.1;
  s.renderer.render(s.scene, s.camera);
  if (s.finishFrames) s.renderer.getContext().finish();
  return performance.now() - t0;
}

/** One tick of the animation loop: moves what moves, and draws only when something changed. */
export function frame(s: ViewState, now: number): void {
  if (s.stroke) drawStroke(s, now);
  if (s.drops.size > 0) stepDrops(s, now);
  advancePlayback(s, now);
  if (stepCamera(s, now - s.lastTick)) s.dirty = true;
  s.lastTick = now;
  if (!s.dirty) return;
  s.dirty = false;
  const ms = renderNow(s);
  publishBedRect(s);
  // How many balls are falling into a pocket in this frame (tests and screenshots wait on it).
  const dropping = String(s.drops.size);
  if (s.canvas.dataset.dropping !== dropping) s.canvas.dataset.dropping = dropping;
  if (s.playing) watchFrameRate(s, ms);
  if (s.recordFrames) {
    s.frameMs.push(ms);
    if (s.lastFrameAt > 0) s.frameGapMs.push(now - s.lastFrameAt);
  }
  s.lastFrameAt = now;
}

/** Auto in high: frames too slow over a shot's playback drop the table to low. */
function watchFrameRate(s: ViewState, ms: number): void {
  if (s.qualitySetting !== "auto" || s.drawQuality !== "high") return;
  s.autoFrames.push(ms);
  if (autoShouldDrop(s.autoFrames)) {
    s.autoFrames.length = 0;
    drawAt(s, "low");
  }
}
