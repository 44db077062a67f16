/**
 * Frame time of the table view while a break plays back, in headless Chromium (WebGL in
 * software through SwiftShader, so the figures describe this machine's CPU, not a GPU):
 * builds the client, opens `?bench=break`, and prints the median and p95 time to draw a frame
 * (the renderer's draw call followed by gl.finish(), so the software rasterizing is inside it)
 * and between frames (requestAnimationFrame, which adds the compositor), over the break, at
 * the three shapes (desktop, phone sideways, phone upright) with the 3D camera and the top view,
 * at each quality level (low, high, and auto, which resolves by itself: low on software GL).
 * With --features, high is measured again without each of its features in turn (shadows,
 * reflections, lacquer, weave) at the desktop shape, to say what each costs.
 * Run: node bin/run-ts.js bench/frame-time.ts [--json] [--quality=low,high,auto] [--features]
 */
import { serveClient } from "./support/serve-client.ts";

interface FrameBench {
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  gapMedianMs: number;
  gapP95Ms: number;
  shotSeconds: number;
  wallMs: number;
  renderer: string;
  /** What auto resolved to, or the level asked. */
  drawn: string;
}

const sizes = [
  { width: 1280, height: 720 },
  { width: 740, height: 360 },
  { width: 360, height: 740 },
];
const cameras = ["follow", "top"] as const;
const qualityArg = process.argv.find((a) => a.startsWith("--quality="))?.slice("--quality=".length);
const qualities = (qualityArg ?? "low,high,auto").split(",");

/** Each run: a quality level at a shape and camera, or high less one feature (`without`). */
const runs: { quality: string; viewport: (typeof sizes)[number]; camera: string; without?: string }[] = [];
for (const quality of qualities)
  for (const viewport of sizes) for (const camera of cameras) runs.push({ quality, viewport, camera });
if (process.argv.includes("--features"))
  for (const without of ["shadows", "reflections", "lacquer", "weave"])
    runs.push({ quality: "high", viewport: sizes[0]!, camera: "follow", without });

const served = await serveClient();
try {
  const out: (FrameBench & { viewport: string; camera: string; quality: string })[] = [];
  for (const { quality, viewport, camera, without } of runs) {
    const page = await served.browser.newPage({ viewport });
    const less = without ? `&without=${without}` : "";
    await page.goto(`${served.url}?bench=break&camera=${camera}&quality=${quality}${less}`);
    await page.waitForFunction(() => "__frameBench" in window, null, { timeout: 180_000 });
    const r = (await page.evaluate(
      () => (window as unknown as { __frameBench: FrameBench }).__frameBench,
    )) as FrameBench;
    const label = without ? `${quality} without ${without}` : quality;
    out.push({ ...r, viewport: `${viewport.width}x${viewport.height}`, camera, quality: label });
    await page.close();
  }
  if (process.argv.includes("--json")) console.log(JSON.stringify(out, null, 2));
  else {
    for (const r of out) {
      console.log(
        `frame time, break playback, quality ${r.quality}${r.quality === "auto" ? ` (drew ${r.drawn})` : ""}, ${r.viewport}, ${r.camera === "top" ? "top view" : "3D camera"} (${r.renderer}): draw median ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms; ` +
          `between frames median ${r.gapMedianMs.toFixed(1)} ms, p95 ${r.gapP95Ms.toFixed(1)} ms; ${r.frames} frames over a ${r.shotSeconds.toFixed(2)} s shot`,
      );
    }
  }
} finally {
  await served.close();
}
