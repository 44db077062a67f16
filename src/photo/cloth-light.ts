/**
 * A ball as bright as the cloth's colour is far (a white or black ball on grey cloth, the 6 on
 * green): its colour is near the cloth's, but its light is not the light of the cloth around it.
 * The cloth's light changes slowly (the lamp's fall-off, a cushion's shade), so each spot is
 * compared with the cloth's own light nearby (a wide mean over the cloth-like spots around it),
 * in units of the cloth's fine grain; a shaded corner then stays cloth, which the cloth's one
 * colour for the whole bed (cloth.ts) could only allow by forgiving every dark spot.
 */

/** Half the window the cloth's light is averaged over, in pixels of the rectified bed (2 mm). */
const HALF_WINDOW = 30;

/**
 * How unlike the cloth's light around it each spot's light is (0 alike … 1 surely not).
 * `light`: each spot's log brightness; `cloth`: each spot's cloth-likeness weight (1 cloth, 0 not).
 */
export function lightContrast(
  light: Float32Array,
  cloth: Float32Array,
  width: number,
  height: number,
): Float32Array {
  const background = clothMean(light, cloth, width, height);
  // The grain: how far cloth spots stray from the mean around them (the 80th percentile).
  const strays: number[] = [];
  for (let p = 0; p < light.length; p += 7)
    if (cloth[p]! > 0.5 && !Number.isNaN(background[p]!)) strays.push(Math.abs(light[p]! - background[p]!));
  strays.sort((a, b) => a - b);
  const grain = Math.max(0.04, strays[Math.floor(strays.length * 0.8)] ?? 0.04);
  const out = new Float32Array(light.length);
  for (let p = 0; p < light.length; p++) {
    const d = (light[p]! - background[p]!) / grain;
    const limit = d < 0 ? DARK_LIMIT : LIMIT;
    out[p] = Number.isNaN(d) ? 0 : Math.min(1, Math.max(0, (Math.abs(d) - limit) / limit));
  }
  return out;
}

/**
 * Past this many grains brighter than the cloth's light a spot starts to be not cloth; twice it,
 * surely not. Darker, twice as far: a ball's shadow and the dark crease where it meets the cloth
 * are a little darker than the cloth, the 8 on grey cloth far darker.
 */
const LIMIT = 3;
const DARK_LIMIT = 6;

/** The light is averaged on cells of this many pixels a side (it changes slowly), then read back per pixel. */
const CELL = 4;

/** The cloth-weighted mean of `light` over a window around each spot (NaN where no cloth is near). */
function clothMean(light: Float32Array, cloth: Float32Array, width: number, height: number): Float32Array {
  const cw = Math.ceil(width / CELL);
  const ch = Math.ceil(height / CELL);
  const weight = new Float32Array(cw * ch);
  const sum = new Float32Array(cw * ch);
  for (let y = 0; y < height; y++)
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const c = ((y / CELL) | 0) * cw + ((x / CELL) | 0);
      weight[c]! += cloth[p]!;
      sum[c]! += cloth[p]! * light[p]!;
    }
  const reach = Math.round(HALF_WINDOW / CELL);
  const w = boxSum(boxSum(weight, cw, ch, 1, reach), cw, ch, cw, reach);
  const s = boxSum(boxSum(sum, cw, ch, 1, reach), cw, ch, cw, reach);
  const out = new Float32Array(light.length);
  for (let y = 0; y < height; y++)
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const c = ((y / CELL) | 0) * cw + ((x / CELL) | 0);
      out[p] = w[c]! > 20 ? s[c]! / w[c]! : Number.NaN;
    }
  return out;
}

/**
 * Each cell's sum over `reach` cells either side along one axis (`stride` 1: rows, `width`:
 * columns), by a running sum.
 */
function boxSum(a: Float32Array, width: number, height: number, stride: number, reach: number): Float32Array {
  const out = new Float32Array(a.length);
  const lines = stride === 1 ? height : width;
  const length = stride === 1 ? width : height;
  const lineStep = stride === 1 ? width : 1;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let run = 0;
    for (let k = 0; k < Math.min(length, reach); k++) run += a[base + k * stride]!;
    for (let k = 0; k < length; k++) {
      const enter = k + reach;
      const leave = k - reach - 1;
      if (enter < length) run += a[base + enter * stride]!;
      if (leave >= 0) run -= a[base + leave * stride]!;
      out[base + k * stride] = run;
    }
  }
  return out;
}
