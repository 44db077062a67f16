/**
 * Synthetic table photos with known truth (issue 42): the game's high-quality three.js table,
 * rendered in headless Chromium (photo.html?synth, src/client/photo/synth-scene.ts), with the
 * balls where simulated play left them, some frozen together or to a cushion, seen from a phone
 * held 30–90° above the cloth behind the head of the table, on a green, blue, red or grey cloth,
 * under brighter or dimmer light, then blurred, grained and saved as JPEG. Beside each
 * photo-N.jpg, photo-N.json holds the truth: every ball's id and centre, the table, the camera.
 *
 *   node bin/run-ts.js scripts/photo-synth.ts --out test-output/photos --from 0 --count 50
 *
 * Photo N depends only on --seed and N, so batches (--from, --count) make the same set as one run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { serveClient } from "../bench/support/serve-client.ts";
import type { SynthShot } from "../src/client/photo/synth-scene.ts";
import { makeRng, type Rng } from "../src/core/index.ts";
import { makeTable, type TableSize } from "../src/physics/index.ts";
import { playedLayout } from "./photo-synth/layout.ts";
import { randomPose } from "./photo-synth/pose.ts";

export const CLOTHS = { green: 0x166b3c, blue: 0x1f4f8c, red: 0x8c1f28, grey: 0x676b6e } as const;
export type ClothName = keyof typeof CLOTHS;

export interface PhotoTruth {
  readonly file: string;
  readonly size: TableSize;
  readonly cloth: ClothName;
  readonly elevationDeg: number;
  readonly azimuthDeg: number;
  readonly fovDeg: number;
  readonly eye: readonly number[];
  readonly look: readonly number[];
  readonly up: readonly number[];
  readonly width: number;
  readonly height: number;
  readonly balls: readonly { readonly id: number; readonly at: readonly [number, number] }[];
  readonly frozenPairs: readonly [number, number][];
  readonly onCushion: readonly number[];
}

/** Photo n's shot and truth: its angle band cycles so every band is filled evenly. */
export function synthShot(
  seed: string,
  n: number,
  frozenCue = false,
): { shot: SynthShot; truth: PhotoTruth } {
  const rng = makeRng(`${seed}:${n}`);
  const size = (["7ft", "8ft", "9ft"] as const)[rng.int(3)]!;
  const table = makeTable(size);
  const band = n % 4;
  const elevationDeg = band === 3 ? 75 + 15 * rng.next() : 30 + band * 15 + 15 * rng.next();
  const cloth = (Object.keys(CLOTHS) as ClothName[])[rng.int(4)]!;
  const layout = playedLayout(size, rng, frozenCue);
  const pose = randomPose(table, rng, elevationDeg);
  const shot: SynthShot = {
    size,
    balls: layout.balls,
    stage: {
      eye: pose.eye,
      look: pose.look,
      up: pose.up,
      fovDeg: pose.fovDeg,
      cloth: tint(CLOTHS[cloth], rng),
      exposure: 0.75 + 0.55 * rng.next(),
      turns: layout.balls.map((b) => ({ id: b.id, q: randomTurn(rng) })),
    },
    width: pose.width,
    height: pose.height,
    blurPx: 1.2 * rng.next() ** 2,
    noise: 1 + 4 * rng.next(),
    jpegQuality: 0.7 + 0.22 * rng.next(),
    seed: 1 + rng.int(1e9),
  };
  const file = `${frozenCue ? "frozen" : "photo"}-${String(n).padStart(4, "0")}.jpg`;
  const truth: PhotoTruth = {
    file,
    size,
    cloth,
    elevationDeg,
    azimuthDeg: pose.azimuthDeg,
    fovDeg: pose.fovDeg,
    eye: pose.eye,
    look: pose.look,
    up: pose.up,
    width: pose.width,
    height: pose.height,
    balls: layout.balls,
    frozenPairs: layout.frozenPairs,
    onCushion: layout.onCushion,
  };
  return { shot, truth };
}

/** Clubs' cloths differ a little within a colour. */
function tint(hex: number, rng: Rng): number {
  const k = 0.85 + 0.3 * rng.next();
  const ch = (s: number) => Math.min(255, Math.round(((hex >> s) & 255) * k));
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** A uniformly random rotation (Shoemake). */
function randomTurn(rng: Rng): [number, number, number, number] {
  const [u1, u2, u3] = [rng.next(), rng.next(), rng.next()];
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [
    a * Math.sin(2 * Math.PI * u2),
    a * Math.cos(2 * Math.PI * u2),
    b * Math.sin(2 * Math.PI * u3),
    b * Math.cos(2 * Math.PI * u3),
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: "test-output/photos" },
      from: { type: "string", default: "0" },
      count: { type: "string", default: "20" },
      seed: { type: "string", default: "photo-synth" },
      "frozen-cue": { type: "boolean", default: false },
    },
  });
  const out = values.out;
  mkdirSync(out, { recursive: true });
  const served = await serveClient();
  try {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 1280 } });
    await page.goto(`${served.url}photo.html?synth`);
    await page.waitForSelector("body[data-synth=ready]", { state: "attached" });
    const from = Number(values.from);
    const count = Number(values.count);
    for (let n = from; n < from + count; n++) {
      const { shot, truth } = synthShot(values.seed, n, values["frozen-cue"]);
      const t0 = Date.now();
      const url = await page.evaluate(
        (s) =>
          (
            window as unknown as { __photoSynth: { render(s: unknown): Promise<string> } }
          ).__photoSynth.render(s),
        shot,
      );
      const jpeg = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
      writeFileSync(join(out, truth.file), jpeg);
      writeFileSync(join(out, truth.file.replace(/\.jpg$/, ".json")), `${JSON.stringify(truth, null, 1)}\n`);
      console.log(
        `${truth.file}: ${truth.size} ${truth.cloth} ${truth.elevationDeg.toFixed(0)}° ${truth.balls.length} balls, ${(jpeg.length / 1024).toFixed(0)} kB, ${Date.now() - t0} ms`,
      );
    }
  } finally {
    await served.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
