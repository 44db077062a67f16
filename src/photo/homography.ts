/**
 * Plane-to-plane homographies (3×3, row-major) from four point pairs: the table's plane to the
 * photo and back. Solved by the direct linear transform with h33 = 1 (an 8×8 system), which
 * holds for every photo of a table (the table's centre never maps to infinity).
 */
import { err, ok, type Result, type Vec2 } from "../core/index.ts";

export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

/** The homography taking each `from[i]` to `to[i]` (four pairs, no three points on a line). */
export function homographyFrom(from: readonly Vec2[], to: readonly Vec2[]): Result<Mat3, string> {
  if (from.length !== 4 || to.length !== 4) return err("a homography needs exactly four point pairs");
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  if (!h) return err("the four points are degenerate (three on a line, or two the same)");
  return ok([h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1]);
}

export function applyH(h: Mat3, p: Vec2): Vec2 {
  const w = h[6] * p[0] + h[7] * p[1] + h[8];
  return [(h[0] * p[0] + h[1] * p[1] + h[2]) / w, (h[3] * p[0] + h[4] * p[1] + h[5]) / w];
}

export function invertH(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  const k = 1 / det;
  return [
    A * k,
    -(b * i - c * h) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    -(a * f - c * d) * k,
    C * k,
    -(a * h - b * g) * k,
    (a * e - b * d) * k,
  ];
}

export function multiplyH(p: Mat3, q: Mat3): Mat3 {
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out.push(p[r * 3]! * q[c]! + p[r * 3 + 1]! * q[3 + c]! + p[r * 3 + 2]! * q[6 + c]!);
  return out as unknown as Mat3;
}

/** Gaussian elimination with partial pivoting; null when the system is singular. */
export function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const top = m[col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r]!;
      const k = row[col]! / top[col]!;
      if (k === 0) continue;
      for (let c = col; c <= n; c++) row[c] = row[c]! - k * top[c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
