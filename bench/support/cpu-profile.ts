/**
 * Where a V8 CPU profile's time went, by part of mingo: each sample goes to the nearest frame on
 * its stack that belongs to a known part (the physics, the referee, the narration, the store…),
 * so a JSON.stringify called by the rooms counts as broadcast and a structured clone called by
 * the pool as the copy to the worker. Reads the .cpuprofile files of `node --cpu-prof` and the
 * profiles of node:inspector's Profiler alike.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
}

/** Parts in the order they are tried: the first pattern a frame's URL (or name) matches names it. */
const PARTS: readonly [string, RegExp][] = [
  ["simulate (physics)", /\/src\/physics\//],
  ["statistics", /\/src\/game\/stats\//],
  ["rule (referee)", /\/src\/rules\//],
  ["narrate", /\/src\/narration\//],
  ["game: shot record, table sync", /\/src\/game\//],
  ["worker glue", /\/src\/server\/online\/strike-(job|worker)/],
  ["copy to/from worker (piscina, structured clone)", /piscina|node:internal\/worker|strike-pool/],
  ["socket: parse, decode, send", /\/src\/protocol\/|\/node_modules\/ws\/|\/src\/server\/online\/socket\.ts/],
  ["broadcast (rooms, bus)", /\/src\/server\/online\/(rooms|bus|bus-redis)\.ts|ioredis/],
  ["store (SQL)", /\/src\/server\/(store|db)\/|kysely|better-sqlite3|\/node_modules\/pg/],
  ["service: checks, step message", /\/src\/server\/online\//],
  ["http, metrics", /fastify|\/src\/server\/|prom-client|light-my-request/],
  ["loading modules (tsx)", /\/node_modules\/(tsx|esbuild|get-tsconfig)\/|node:internal\/modules/],
  ["computer (ai)", /\/src\/ai\//],
];

const SPECIAL: Record<string, string> = {
  "(garbage collector)": "garbage collection",
  "(idle)": "(idle)",
  "(program)": "(program: V8 and native, no JS frame)",
  "(root)": "(program: V8 and native, no JS frame)",
};

function partOf(frame: ProfileNode["callFrame"]): string | null {
  const special = SPECIAL[frame.functionName];
  if (special && frame.url === "") return special;
  for (const [name, re] of PARTS) if (re.test(frame.url)) return name;
  return null;
}

/** Milliseconds of samples per part; "(idle)" is the thread waiting. */
export function partsOf(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = memo.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const own = partOf(node.callFrame);
    const up = parent.get(id);
    const part = own ?? (up === undefined ? "other (node, native)" : resolve(up));
    memo.set(id, part);
    return part;
  };
  const out = new Map<string, number>();
  for (const [i, id] of profile.samples.entries()) {
    const part = resolve(id);
    out.set(part, (out.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return out;
}

/** Every .cpuprofile in a folder (node --cpu-prof writes one per thread). */
export function profilesIn(dir: string): { file: string; profile: CpuProfile }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => ({ file: f, profile: JSON.parse(readFileSync(join(dir, f), "utf8")) as CpuProfile }));
}

/**
 * The parts as lines, busiest first, each with its share of the time spent in a known part. A
 * sampling profile counts wall time: on a loaded machine a thread waiting for a core piles up
 * "(program)" samples, so that and "(idle)" are left out of the shares, and `cpuMs` (the CPU time
 * measured apart, per strike) is split by the shares instead of the samples' own milliseconds.
 */
export function partLines(parts: Map<string, number>, cpuMs: number): string[] {
  const known = [...parts].filter(([k]) => !k.startsWith("("));
  const total = known.reduce((a, [, v]) => a + v, 0);
  return known
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => {
      const share = v / Math.max(total, 1e-9);
      return `  ${(share * cpuMs).toFixed(3).padStart(8)} ms  ${(100 * share).toFixed(0).padStart(3)}%  ${k}`;
    });
}
