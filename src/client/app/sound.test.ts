/** The sounds follow the physics: a fake Web Audio context records what each cue schedules. */
import { beforeAll, describe, expect, it } from "vitest";

interface Scheduled {
  kind: "tone" | "noise";
  at: number;
  until: number;
  freq: number;
}
const scheduled: Scheduled[] = [];

class FakeParam {
  value = 0;
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
}
class FakeNode {
  frequency = new FakeParam();
  gain = new FakeParam();
  Q = new FakeParam();
  type = "";
  buffer: unknown = null;
  loop = false;
  constructor(private readonly kind: "tone" | "noise" | "other") {}
  connect(n: FakeNode) {
    return n;
  }
  start(at: number) {
    if (this.kind !== "other") scheduled.push({ kind: this.kind, at, until: at, freq: this.frequency.value });
  }
  stop(at: number) {
    const last = [...scheduled].reverse().find((s) => s.kind === this.kind && s.until === s.at);
    if (last) last.until = at;
  }
}
class FakeContext {
  currentTime = 10;
  sampleRate = 8000;
  state = "running";
  destination = new FakeNode("other");
  createBuffer(_c: number, n: number) {
    return { getChannelData: () => new Float32Array(n) };
  }
  createOscillator() {
    return new FakeNode("tone");
  }
  createBufferSource() {
    return new FakeNode("noise");
  }
  createGain() {
    return new FakeNode("other");
  }
  createBiquadFilter() {
    return new FakeNode("other");
  }
  resume() {}
}

let sound: typeof import("./sound.ts");
beforeAll(async () => {
  (globalThis as unknown as { window: unknown }).window = { AudioContext: FakeContext };
  sound = await import("./sound.ts");
});

describe("sounds", () => {
  it("a ball into a pocket: the rattle, the roll down the liner, then the knocks along the return and the clack", () => {
    scheduled.length = 0;
    sound.playCue({ t: 0, kind: "pocket", speed: 2 } as never);
    const now = 10;
    const rumble = scheduled.filter((s) => s.kind === "noise" && s.until - s.at >= 0.25);
    expect(rumble).toHaveLength(1);
    const afterReturn = scheduled.filter((s) => s.at >= now + sound.RETURN_DELAY_S - 0.35);
    expect(afterReturn.filter((s) => s.kind === "tone").length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...scheduled.map((s) => s.at))).toBeCloseTo(now + sound.RETURN_DELAY_S, 5);
  });

  it("a ball-ball click is brighter the harder the impact, and silence when muted", () => {
    scheduled.length = 0;
    sound.playCue({ t: 0, kind: "ball", speed: 0.5 } as never);
    sound.playCue({ t: 0, kind: "ball", speed: 4 } as never);
    const tones = scheduled.filter((s) => s.kind === "tone").map((s) => s.freq);
    expect(tones[1]!).toBeGreaterThan(tones[0]!);
    sound.soundState.on = false;
    scheduled.length = 0;
    sound.playCue({ t: 0, kind: "pocket", speed: 2 } as never);
    expect(scheduled).toEqual([]);
    sound.soundState.on = true;
  });
});
