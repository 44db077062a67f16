/**
 * sfc32 seeded PRNG. Written here rather than taken from a package so that stored replays
 * never change with a dependency; a golden-vector test pins its output.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** The generator's state, to resume it exactly. */
  state(): [number, number, number, number];
}

export function makeRng(seed: number | string): Rng {
  const s = seedWords(seed);
  return rngFromState([s[0], s[1], s[2], s[3]], 12);
}

export function rngFromState(init: [number, number, number, number], warmup = 0): Rng {
  let [a, b, c, d] = init.map((x) => x >>> 0) as [number, number, number, number];
  const step = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < warmup; i++) step();
  return {
    next: () => step() / 4294967296,
    int: (n) => Math.floor((step() / 4294967296) * n),
    state: () => [a, b, c, d],
  };
}

/** Spreads a number or string seed over four 32-bit words (FNV-1a style mixing). */
function seedWords(seed: number | string): [number, number, number, number] {
  const text = String(seed);
  const out: [number, number, number, number] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x85a308d3];
  for (let k = 0; k < 4; k++) {
    let h = (2166136261 ^ (k * 0x1000193)) >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 16777619) >>> 0;
    }
    out[k] = (out[k]! ^ h) >>> 0;
  }
  return out;
}

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
