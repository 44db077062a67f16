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
 * With --pairs, photo N is instead a pair for the scorekeeper (pair-N-before.jpg, pair-N-after.jpg,
 * pair-N.json): photo N's layout, then the same table after a stroke the engine played that
 * dropped one ball or more; every other pair's phone moved a little between the two.
 *
 * Photo N depends only on --seed and N, so batches (--from, --count) make the same set as one run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { serveClient } from "../bench/support/serve-client.ts";
import type { SynthShot } from "../src/client/photo/synth-scene.ts";
import { type BallId, makeRng, type Rng, type Vec2 } from "../src/core/index.ts";
import { makeTable, type TableSize } from "../src/physics/index.ts";
import { playedLayout } from "./photo-synth/layout.ts";
import { nudged, strokeThatDrops } from "./photo-synth/pair.ts";
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

export interface PairTruth {
  readonly before: PhotoTruth;
  readonly after: PhotoTruth;
  /** The object balls the stroke dropped, ascending. */
  readonly dropped: readonly number[];
  /** The phone moved between the photos. */
  readonly nudged: boolean;
}

/** Pair n: photo n's table before, and after a stroke that dropped balls (null: no stroke found). */
export function synthPair(
  seed: string,
  n: number,
): { before: SynthShot; after: SynthShot; truth: PairTruth } | null {
  const { shot, truth } = synthShot(seed, n);
  const rng = makeRng(`${seed}:${n}:after`);
  const stroke = strokeThatDrops(truth.size, shot.balls, rng);
  if (!stroke) return null;
  const moved = n % 2 === 1;
  const camera = moved ? nudged(shot.stage.eye, shot.stage.look, rng) : shot.stage;
  const stayed = (id: BallId, at: Vec2) =>
    shot.balls.some((b) => b.id === id && Math.hypot(b.at[0] - at[0], b.at[1] - at[1]) < 1e-4);
  const after: SynthShot = {
    ...shot,
    balls: stroke.after,
    stage: {
      ...shot.stage,
      eye: camera.eye,
      look: camera.look,
      // A ball that rolled shows another face; one that stayed, the same.
      turns: stroke.after.map((b) =>
        stayed(b.id, b.at) ? shot.stage.turns.find((x) => x.id === b.id)! : { id: b.id, q: randomTurn(rng) },
      ),
    },
    seed: 1 + rng.int(1e9),
  };
  const name = (k: string) => `pair-${String(n).padStart(4, "0")}-${k}.jpg`;
  return {
    before: shot,
    after,
    truth: {
      before: { ...truth, file: name("before") },
      after: {
        ...truth,
        file: name("after"),
        eye: camera.eye,
        look: camera.look,
        balls: stroke.after,
        frozenPairs: [],
        onCushion: [],
      },
      dropped: stroke.dropped,
      nudged: moved,
    },
  };
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

type Render = (shot: SynthShot) => Promise<Buffer>;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: "test-output/photos" },
      from: { type: "string", default: "0" },
      count: { type: "string", default: "20" },
      seed: { type: "string", default: "photo-synth" },
      "frozen-cue": { type: "boolean", default: false },
      pairs: { type: "boolean", default: false },
    },
  });
  const out = values.out;
  mkdirSync(out, { recursive: true });
  const served = await serveClient();
  try {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 1280 } });
    await page.goto(`${served.url}photo.html?synth`);
    await page.waitForSelector("body[data-synth=ready]", { state: "attached" });
    const render: Render = async (shot) => {
      const url = await page.evaluate(
        (s) =>
          (
            window as unknown as { __photoSynth: { render(s: unknown): Promise<string> } }
          ).__photoSynth.render(s),
        shot,
      );
      return Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    };
    const from = Number(values.from);
    const count = Number(values.count);
    for (let n = from; n < from + count; n++) {
      if (values.pairs) await writePair(render, out, values.seed, n);
      else await writePhoto(render, out, synthShot(values.seed, n, values["frozen-cue"]));
    }
  } finally {
    await served.close();
  }
}

async function writePhoto(render: Render, out: string, { shot, truth }: ReturnType<typeof synthShot>) {
  const t0 = Date.now();
  const jpeg = await render(shot);
  writeFileSync(join(out, truth.file), jpeg);
  writeFileSync(join(out, truth.file.replace(/\.jpg$/, ".json")), `${JSON.stringify(truth, null, 1)}\n`);
  console.log(
    `${truth.file}: ${truth.size} ${truth.cloth} ${truth.elevationDeg.toFixed(0)}° ${truth.balls.length} balls, ${(jpeg.length / 1024).toFixed(0)} kB, ${Date.now() - t0} ms`,
  );
}

async function writePair(render: Render, out: string, seed: string, n: number) {
  const pair = synthPair(seed, n);
  if (!pair) {
    console.log(`pair ${n}: no stroke dropped a ball`);
    return;
  }
  const { truth } = pair;
  writeFileSync(join(out, truth.before.file), await render(pair.before));
  writeFileSync(join(out, truth.after.file), await render(pair.after));
  const file = `pair-${String(n).padStart(4, "0")}.json`;
  writeFileSync(join(out, file), `${JSON.stringify(truth, null, 1)}\n`);
  console.log(
    `${file}: ${truth.before.size} ${truth.before.cloth} ${truth.before.elevationDeg.toFixed(0)}°, dropped ${truth.dropped.join(" ")}${truth.nudged ? ", phone moved" : ""}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
