/**
 * A shot played back at real speed: the cue's stroke through the ball first, then the balls
 * moved frame by frame from the shot's poses, its cues (sounds) passed on, and its end.
 */
import { placeBall } from "./balls.ts";
import { watchBalls } from "./camera.ts";
import { placeCue, updateOverlay } from "./overlay.ts";
import type { Playback } from "./types.ts";
import { ballAt, type ViewState } from "./view-state.ts";

/** The stroke's forward swing, and the follow-through as a share of it. */
const STROKE_MS = 140;
const FOLLOW_THROUGH = 1.2;

/** Plays a shot at real speed; resolves when it ends or is skipped. */
export function play(s: ViewState, pb: Playback): Promise<void> {
  finishPlayback(s);
  s.drops.clear();
  const now = performance.now();
  const from = pb.stroke ? ballAt(s, pb.stroke.ball) : null;
  s.stroke = pb.stroke && from ? { at: from, aim: pb.stroke.aim, t0: now } : null;
  if (pb.stroke) {
    const a = (pb.stroke.aim.direction * Math.PI) / 180;
    s.watchDir = [Math.cos(a), Math.sin(a)];
  }
  s.broadcast = pb.camera === "broadcast";
  // The balls wait for the cue to come through.
  const lead = s.stroke ? STROKE_MS : 0;
  return new Promise((done) => {
    s.playing = { pb, start: now + lead, cueIndex: 0, done, last: 0 };
    updateOverlay(s);
  });
}

/** Jumps to the end of the shot being played. */
export function skip(s: ViewState): void {
  if (!s.playing) return;
  const { pb } = s.playing;
  for (const p of pb.at(pb.duration)) placeBall(s, p, 0);
  finishPlayback(s);
}

function finishPlayback(s: ViewState): void {
  const p = s.playing;
  s.playing = null;
  s.broadcast = false;
  s.stroke = null;
  // A ball still falling keeps falling after the shot's last event (it ends a moment later).
  if (p) {
    for (const pose of p.pb.at(p.pb.duration)) s.poses.set(pose.id, pose);
    p.done();
  }
  updateOverlay(s);
}

/** A frame of the shot playing, if one is: the balls where they are at `now`, its cues passed. */
export function advancePlayback(s: ViewState, now: number): void {
  if (s.playing && now < s.playing.start) s.dirty = true;
  else if (s.playing) {
    const pl = s.playing;
    const t = Math.min((now - pl.start) / 1000, pl.pb.duration);
    const dt = Math.max(0, t - pl.last);
    const since = pl.last;
    pl.last = t;
    for (const p of pl.pb.at(t)) placeBall(s, p, dt, since);
    while (pl.cueIndex < pl.pb.cues.length && pl.pb.cues[pl.cueIndex]!.t <= t) {
      s.options.onCue?.(pl.pb.cues[pl.cueIndex]!);
      pl.cueIndex++;
    }
    s.dirty = true;
    watchBalls(s);
    if (t >= pl.pb.duration) finishPlayback(s);
  }
}

/** The cue comes through: from its pulled-back place to a little past the contact, then away. */
export function drawStroke(s: ViewState, now: number): void {
  const st = s.stroke!;
  const k = (now - st.t0) / STROKE_MS;
  const back = 0.02 + st.aim.power * 0.18;
  if (k >= 1 + FOLLOW_THROUGH) {
    s.cue.visible = false;
    s.stroke = null;
  } else {
    // Accelerating forward (ease-in), then a short follow-through past the contact point.
    const e = Math.min(k, 1);
    const pull = k <= 1 ? back * (1 - e * e) : -0.03 * ((k - 1) / FOLLOW_THROUGH);
    placeCue(s, st.at, st.aim, pull);
  }
  s.dirty = true;
}
