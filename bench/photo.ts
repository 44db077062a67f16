/**
 * npm run bench:photo [DIR]: the photo page's reading measured on synthetic photos with known
 * truth (scripts/photo-synth.ts; default test-output/photos, else the small fixed set in
 * test/fixtures/photos). For each camera-angle band: balls found (goal ≥ 98 %), false balls
 * (goal ≤ 1 per 10 photos), centre error on the table (median and p95; goals ≤ 1 cm and ≤ 2.5 cm
 * at 60–90°), identity correct (goal ≥ 95 %), time per photo on one core (goal ≤ 2 s). Twice:
 * with the corners as the page finds them, and as the person leaves them after dragging them to
 * the corner pockets (the truth's corners). Also how far the found corners are from the truth.
 *
 * Options: --every N (every Nth photo only, a quick subset while iterating), --confirmed (only the
 * confirmed corners: the balls' own figures, in half the time).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import jpeg from "jpeg-js";
import { findTable, type Rgba, readBalls, tableFromHandles } from "../src/photo/index.ts";
import { cornerErrorsCm, matchBalls, type Truth, truthHandles } from "./support/photo-truth.ts";

interface Tally {
  photos: number;
  balls: number;
  found: number;
  falseBalls: number;
  named: number;
  errorsMm: number[];
  ms: number[];
  cornerCm: number[];
  noTable: number;
}
const empty = (): Tally => ({
  photos: 0,
  balls: 0,
  found: 0,
  falseBalls: 0,
  named: 0,
  errorsMm: [],
  ms: [],
  cornerCm: [],
  noTable: 0,
});
const BANDS = ["30–45°", "45–60°", "60–75°", "75–90°"] as const;
const bandOf = (deg: number) => BANDS[Math.min(3, Math.max(0, Math.floor((deg - 30) / 15)))]!;
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : Number.NaN;
};

function measure(dir: string, t: Truth, auto: Tally | null, confirmed: Tally): void {
  const img = jpeg.decode(readFileSync(join(dir, t.file)), { useTArray: true });
  const truthH = truthHandles(t);
  for (const tally of auto ? [auto, confirmed] : [confirmed]) {
    tally.photos++;
    tally.balls += t.balls.length;
  }
  if (auto) measureAuto(img, t, auto);
  const t1 = performance.now();
  const fitC = tableFromHandles(t.size, truthH, img.width, img.height);
  const balls = fitC.ok ? readBalls(img, fitC.value) : [];
  confirmed.ms.push(performance.now() - t1);
  add(confirmed, matchBalls(t.balls, balls));
}

/** The corners found, then the balls; timed together. */
function measureAuto(img: Rgba, t: Truth, auto: Tally): void {
  const t0 = performance.now();
  const found = findTable(img, t.size);
  const fit = found.ok ? tableFromHandles(t.size, found.value.handles, img.width, img.height) : null;
  const autoBalls = fit?.ok ? readBalls(img, fit.value) : [];
  auto.ms.push(performance.now() - t0);
  if (!fit?.ok || !found.ok) auto.noTable++;
  else auto.cornerCm.push(...cornerErrorsCm(t, found.value.handles));
  add(auto, matchBalls(t.balls, autoBalls));
}

function add(t: Tally, m: ReturnType<typeof matchBalls>): void {
  t.found += m.found;
  t.falseBalls += m.falseBalls;
  t.named += m.named;
  t.errorsMm.push(...m.errorsMm);
}

function line(label: string, t: Tally): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "–");
  return [
    label.padEnd(9),
    String(t.photos).padStart(4),
    pct(t.found, t.balls).padStart(7),
    (t.photos ? (t.falseBalls / t.photos) * 10 : 0).toFixed(1).padStart(8),
    (q(t.errorsMm, 0.5) / 10).toFixed(2).padStart(8),
    (q(t.errorsMm, 0.95) / 10).toFixed(2).padStart(8),
    pct(t.named, t.found).padStart(8),
    (q(t.ms, 0.5) / 1000).toFixed(2).padStart(7),
    (q(t.ms, 0.95) / 1000).toFixed(2).padStart(7),
    t.cornerCm.length ? q(t.cornerCm, 0.5).toFixed(1).padStart(8) : "".padStart(8),
    t.cornerCm.length ? q(t.cornerCm, 0.95).toFixed(1).padStart(8) : "".padStart(8),
    t.noTable ? ` (no table: ${t.noTable})` : "",
  ].join(" ");
}

function options(argv: readonly string[]): { dir: string; every: number; confirmedOnly: boolean } {
  const at = argv.indexOf("--every");
  const every = at >= 0 ? Number(argv[at + 1]) : 1;
  if (!Number.isInteger(every) || every < 1) throw new Error("--every wants a whole number ≥ 1");
  const dir = argv.find((a, i) => !a.startsWith("--") && argv[i - 1] !== "--every");
  return {
    dir: dir ?? (existsSync("test-output/photos") ? "test-output/photos" : "test/fixtures/photos"),
    every,
    confirmedOnly: argv.includes("--confirmed"),
  };
}

function main(): void {
  const { dir, every, confirmedOnly } = options(process.argv.slice(2));
  const truths = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .filter((_, i) => i % every === 0)
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Truth)
    .filter((t) => existsSync(join(dir, t.file)));
  const auto = new Map(BANDS.map((b) => [b, empty()]));
  const confirmed = new Map(BANDS.map((b) => [b, empty()]));
  for (const t of truths)
    measure(
      dir,
      t,
      confirmedOnly ? null : auto.get(bandOf(t.elevationDeg))!,
      confirmed.get(bandOf(t.elevationDeg))!,
    );
  console.log(
    `bench:photo — ${truths.length} synthetic photos in ${dir} (one core, Node ${process.version})`,
  );
  const head = "band      photos  found false/10 med cm  p95 cm  named  s/med  s/p95 corner: med cm  p95 cm";
  const modes = [
    ["corners as found by the page", auto],
    ["corners as confirmed by the person (dragged to the pockets)", confirmed],
  ] as const;
  for (const [title, tallies] of confirmedOnly ? modes.slice(1) : modes) {
    console.log(`\n${title}\n${head}`);
    const all = empty();
    for (const [band, t] of tallies) {
      console.log(line(band, t));
      for (const k of ["photos", "balls", "found", "falseBalls", "named", "noTable"] as const) all[k] += t[k];
      all.errorsMm.push(...t.errorsMm);
      all.ms.push(...t.ms);
      all.cornerCm.push(...t.cornerCm);
    }
    console.log(line("all", all));
  }
}

main();
