/** Small SVG plots for the statistics page: bars of a rate, a rate over matches, a table's misses. */
import { type ComponentChild, h } from "preact";
import type { Rate } from "../../game/index.ts";

const pct = (r: Rate) => (r.attempts === 0 ? 0 : r.made / r.attempts);

/** One bar per band: its success rate, with "made/attempts" under it. */
export function RateBars(props: {
  labels: readonly string[];
  rates: readonly Rate[];
  testid: string;
}): ComponentChild {
  const w = 60;
  const hgt = 120;
  return h(
    "svg",
    { viewBox: `0 0 ${props.labels.length * w} ${hgt + 34}`, "data-testid": props.testid, role: "img" },
    props.rates.map((r, i) => {
      const bar = pct(r) * hgt;
      return h(
        "g",
        { key: i },
        h("rect", { x: i * w + 10, y: hgt - bar, width: w - 20, height: Math.max(bar, 1), fill: "#ffd23f" }),
        h(
          "text",
          { x: i * w + w / 2, y: hgt - bar - 4, "text-anchor": "middle" },
          r.attempts ? `${Math.round(pct(r) * 100)}%` : "—",
        ),
        h("text", { x: i * w + w / 2, y: hgt + 14, "text-anchor": "middle" }, props.labels[i]),
        h("text", { x: i * w + w / 2, y: hgt + 28, "text-anchor": "middle" }, `${r.made}/${r.attempts}`),
      );
    }),
  );
}

/** A rate per match, oldest first, as a line with its points. */
export function RateOverTime(props: { rates: readonly Rate[]; testid: string }): ComponentChild {
  const n = props.rates.length;
  const w = Math.max(300, n * 24);
  const hgt = 120;
  const x = (i: number) => (n <= 1 ? w / 2 : 16 + (i * (w - 32)) / (n - 1));
  const y = (r: Rate) => hgt - pct(r) * (hgt - 10);
  const pts = props.rates.map((r, i) => `${x(i)},${y(r)}`).join(" ");
  return h(
    "svg",
    { viewBox: `0 0 ${w} ${hgt + 16}`, "data-testid": props.testid, role: "img" },
    [0, 0.5, 1].map((v) =>
      h("line", { x1: 0, x2: w, y1: hgt - v * (hgt - 10), y2: hgt - v * (hgt - 10), stroke: "#2c3a43" }),
    ),
    h("polyline", { points: pts, fill: "none", stroke: "#ffd23f", "stroke-width": 2 }),
    props.rates.map((r, i) => h("circle", { cx: x(i), cy: y(r), r: 3.5, fill: "#ffd23f" })),
  );
}

/** The table seen from above (head on the left), a dot where each missed object ball stood. */
export function MissMap(props: {
  misses: readonly (readonly [number, number])[];
  length: number;
  width: number;
  testid: string;
}): ComponentChild {
  const s = 300 / props.length;
  const W = props.length * s;
  const H = props.width * s;
  return h(
    "svg",
    { viewBox: `-12 -12 ${W + 24} ${H + 24}`, "data-testid": props.testid, role: "img" },
    h("rect", { x: -12, y: -12, width: W + 24, height: H + 24, rx: 8, fill: "#5b3a1e" }),
    h("rect", { x: 0, y: 0, width: W, height: H, fill: "#1f7a4a" }),
    [0, 0.5, 1].flatMap((fx) =>
      [0, 1].map((fy) => h("circle", { cx: fx * W, cy: fy * H, r: 7, fill: "#111" })),
    ),
    props.misses.map(([mx, my]) =>
      h("circle", {
        cx: (mx + props.length / 2) * s,
        cy: (props.width / 2 - my) * s,
        r: 5,
        fill: "rgba(255,80,60,0.55)",
      }),
    ),
  );
}
