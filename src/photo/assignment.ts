/**
 * The cheapest one-to-one assignment of rows to columns (the Hungarian method with potentials,
 * O(rows²·columns)): each row gets a different column. Used to give each ball in a photo its own
 * number, so that two balls that both look like the 3 settle it between them by what else each
 * could be, rather than the first come taking it.
 */

/**
 * `cost[row][column]`, rows ≤ columns. Returns each row's column; every row gets one (a column
 * the caller forbids should cost more than any real choice).
 */
export function cheapestAssignment(cost: readonly (readonly number[])[]): number[] {
  const rows = cost.length;
  if (rows === 0) return [];
  const cols = cost[0]!.length;
  if (rows > cols) throw new Error(`cheapestAssignment: ${rows} rows for ${cols} columns`);
  // 1-based arrays as in the textbook form; column 0 is the virtual start.
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(cols + 1);
  const rowOfCol = new Int32Array(cols + 1);
  const way = new Int32Array(cols + 1);
  for (let i = 1; i <= rows; i++) {
    rowOfCol[0] = i;
    let j0 = 0;
    const minv = new Float64Array(cols + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Uint8Array(cols + 1);
    do {
      used[j0] = 1;
      const i0 = rowOfCol[j0]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const cur = cost[i0 - 1]![j - 1]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= cols; j++) {
        if (used[j]) {
          u[rowOfCol[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (rowOfCol[j0] !== 0);
    do {
      const j1 = way[j0]!;
      rowOfCol[j0] = rowOfCol[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const out = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= cols; j++) if (rowOfCol[j]! > 0) out[rowOfCol[j]! - 1] = j - 1;
  return out;
}
