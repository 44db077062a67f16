/**
 * Sounds made in code with Web Audio: a ball–ball click (a short bright ping over a noise
 * tick), a dull cushion thump, a ball into a pocket (the rattle, the roll down the liner, the
 * knocks along the return and the clack in the tray), the cue tip. Loudness and brightness follow
 * the impact speed. The context starts on the first user gesture, as browsers require.
 */
import type { PlaybackCue } from "../view/index.ts";

let ctx: AudioContext | null = null;
let noise: AudioBuffer | null = null;
export const soundState = { on: true };

function audio(): AudioContext | null {
  if (!soundState.on) return null;
  if (!ctx) {
    const AC =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AC) return null;
    ctx = new AC();
    noise = ctx.createBuffer(1, ctx.sampleRate * 0.2, ctx.sampleRate);
    const d = noise.getChannelData(0);
    // A fixed pseudo-random sequence: the same clicks every time.
    let s = 12345;
    for (let i = 0; i < d.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      d[i] = (s / 4294967296) * 2 - 1;
    }
  }
  if (ctx.state === "suspended") void ctx.resume();
  return ctx;
}

/** Call from a user gesture so later sounds may play. */
export function unlockAudio(): void {
  audio();
}

export function playCue(cue: PlaybackCue): void {
  const ac = audio();
  if (!ac || !noise) return;
  const loud = Math.min(1, cue.speed / 4);
  if (loud < 0.01) return;
  const t = ac.currentTime;
  switch (cue.kind) {
    case "ball":
      tone(ac, 2600 + 1400 * loud, 0.035, 0.5 * loud, t);
      burst(ac, 6000, 0.012, 0.35 * loud, t);
      break;
    case "strike":
      tone(ac, 1400, 0.025, 0.3 * loud, t);
      burst(ac, 3000, 0.01, 0.25 * loud, t);
      break;
    case "cushion":
      tone(ac, 110, 0.09, 0.6 * loud, t);
      burst(ac, 800, 0.03, 0.2 * loud, t);
      break;
    case "pocket":
      pocketDrop(ac, loud, t);
      break;
  }
}

/** When the ball, once in the pocket, reaches the return's end: it rolls down the liner and the rails. */
export const RETURN_DELAY_S = 0.7;

/**
 * A ball into a pocket: the rattle in the jaws, the roll through the leather and liner (a low
 * rumble fading as it sinks), then, on a table with a ball return, the knocks along the gutter
 * and the clack as it meets the balls already in the tray.
 */
function pocketDrop(ac: AudioContext, loud: number, t: number): void {
  const rattle = 0.3 * Math.max(loud, 0.3);
  for (let i = 0; i < 3; i++) burst(ac, 1500 - i * 300, 0.04, rattle, t + i * 0.05);
  tone(ac, 90, 0.15, 0.4, t + 0.12);
  burst(ac, 220, 0.28, 0.25, t + 0.1, 0.18);
  for (let i = 0; i < 4; i++)
    tone(ac, 160 - i * 12, 0.05, 0.16 * 0.8 ** i, t + RETURN_DELAY_S - 0.3 + i * 0.09);
  tone(ac, 2300, 0.03, 0.22, t + RETURN_DELAY_S);
  burst(ac, 5000, 0.015, 0.2, t + RETURN_DELAY_S);
}

function tone(ac: AudioContext, freq: number, dur: number, gain: number, at: number): void {
  const o = ac.createOscillator();
  const g = ac.createGain();
  o.frequency.value = freq;
  g.gain.setValueAtTime(gain, at);
  g.gain.exponentialRampToValueAtTime(1e-4, at + dur);
  o.connect(g).connect(ac.destination);
  o.start(at);
  o.stop(at + dur + 0.01);
}

/** Filtered noise; `q` narrows (high) or widens (low) the band, a wide low band for a rumble. */
function burst(ac: AudioContext, cutoff: number, dur: number, gain: number, at: number, q = 1): void {
  const src = ac.createBufferSource();
  src.buffer = noise;
  src.loop = dur > 0.2;
  const f = ac.createBiquadFilter();
  f.type = "bandpass";
  f.frequency.value = cutoff;
  f.Q.value = q;
  const g = ac.createGain();
  g.gain.setValueAtTime(gain, at);
  g.gain.exponentialRampToValueAtTime(1e-4, at + dur);
  src.connect(f).connect(g).connect(ac.destination);
  src.start(at);
  src.stop(at + dur + 0.01);
}
