/**
 * exp, sin and cos from + − × / and Math.round only, so every JavaScript engine gives the same
 * bits (the spec lets Math.exp/sin/cos differ in the last place between engines, and a physics
 * result that differs in the last bit can take another branch later). Accurate to about 1 ulp.
 */

const view = new DataView(new ArrayBuffer(8));

/** 2^n exactly, for integer n in [−1022, 1023]. */
function powerOfTwo(n: number): number {
  view.setUint32(0, (n + 1023) << 20);
  view.setUint32(4, 0);
  return view.getFloat64(0);
}

/** x·2^k, exactly rounded (two steps keep each factor in the normal range). */
function scaleByPowerOfTwo(x: number, k: number): number {
  const half = Math.trunc(k / 2);
  return x * powerOfTwo(half) * powerOfTwo(k - half);
}

// ln 2 split so that k·LN2_HI is exact for |k| < 2^11 (fdlibm's constants).
const LN2_HI = 0.6931471803691238;
const LN2_LO = 1.9082149292705877e-10;
const INV_LN2 = Math.LOG2E;

export function detExp(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x > 709.782712893384) return Number.POSITIVE_INFINITY;
  if (x < -745.1332191019412) return 0;
  const k = Math.round(x * INV_LN2);
  const r = x - k * LN2_HI - k * LN2_LO; // |r| ≤ ln2/2
  // Taylor series in Horner form to r^14/14!: truncation below 1e-19 for |r| ≤ 0.35.
  let s = 1;
  for (let n = 14; n >= 1; n--) s = 1 + (r * s) / n;
  return scaleByPowerOfTwo(s, k);
}

// π/2 in three parts (fdlibm's pio2_1, pio2_2, pio2_3) for Cody–Waite reduction.
const PIO2_1 = 1.5707963267341256;
const PIO2_2 = 6.077100506303966e-11;
const PIO2_3 = 2.0222662487111665e-21;
const TWO_OVER_PI = 2 / Math.PI;

/** sin(r) and cos(r) for |r| ≤ π/4 by Taylor series (to r^21 and r^22). */
function sinCosReduced(r: number): [number, number] {
  const r2 = r * r;
  let s = 1;
  for (let n = 21; n >= 3; n -= 2) s = 1 - (r2 * s) / (n * (n - 1));
  let c = 1;
  for (let n = 22; n >= 2; n -= 2) c = 1 - (r2 * c) / (n * (n - 1));
  return [r * s, c];
}

/** [sin x, cos x]; meant for the angles of a game (|x| up to about 1e6). */
export function detSinCos(x: number): [number, number] {
  if (!Number.isFinite(x)) return [Number.NaN, Number.NaN];
  const n = Math.round(x * TWO_OVER_PI);
  const r = x - n * PIO2_1 - n * PIO2_2 - n * PIO2_3;
  const [s, c] = sinCosReduced(r);
  switch (((n % 4) + 4) % 4) {
    case 0:
      return [s, c];
    case 1:
      return [c, -s];
    case 2:
      return [-s, -c];
    default:
      return [-c, s];
  }
}

export const detSin = (x: number): number => detSinCos(x)[0];
export const detCos = (x: number): number => detSinCos(x)[1];

/**
 * atan(x) for |x| ≤ 1: three half-angle steps (atan x = 2·atan(x / (1 + √(1 + x²))), √ is
 * exactly rounded everywhere) bring |x| under tan(π/32) ≈ 0.098, where the odd series to x^27
 * leaves a truncation below 1e-28.
 */
function atanReduced(x: number): number {
  let t = x;
  for (let i = 0; i < 3; i++) t = t / (1 + Math.sqrt(1 + t * t));
  const t2 = t * t;
  let s = 1 / 27;
  for (let n = 25; n >= 1; n -= 2) s = 1 / n - t2 * s;
  return 8 * t * s;
}

/** atan2(y, x) in (−π, π], the same bits in every engine (Math.atan2 differs in the last place). */
export function detAtan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  if (x === 0 && y === 0) return Object.is(x, -0) ? (Object.is(y, -0) ? -Math.PI : Math.PI) : y;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  // The angle of (|x|, |y|) in [0, π/2], from the ratio ≤ 1.
  const a = ay <= ax ? atanReduced(ay / ax) : Math.PI / 2 - atanReduced(ax / ay);
  const q = x < 0 ? Math.PI - a : a;
  return y < 0 || Object.is(y, -0) ? -q : q;
}
