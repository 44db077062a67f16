/**
 * Where a strike's time goes (issue 41 item 1), CPU time rather than wall time so a busy machine
 * does not inflate it. Plays whole matches with the simple player (src/game/testing), keeps every
 * strike with the match before it, then measures each part on its own:
 *  1. the worker's work (src/game's playAction from the state without history): CPU per strike,
 *     breaks and plain strikes apart, and a V8 profile of it split by part (simulate, rule,
 *     narrate, game glue, garbage collection);
 *  2. the copy to the worker and back: structured clone of the job and the answer, as sent today
 *     (the state) and as sent before (the whole match with its history);
 *  3. the round trip through a one-worker pool: CPU of the main thread and of the worker thread
 *     per strike (Linux schedstat, nanoseconds), p50 and p95;
 *  4. the worker's start (TypeScript through tsx): time and CPU to its first answer.
 * The server's own part (socket, checks, store, broadcast) is measured by bench/online.ts --profile.
 *   node bin/run-ts.js bench/strike-profile.ts [--matches 8]
 */
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { serialize } from "node:v8";
import { unwrap } from "../src/core/index.ts";
import { type GameAction, type Match, playAction, startMatch } from "../src/game/index.ts";
import { simpleAction } from "../src/game/testing/simple-player.ts";
import { playFromState, StrikePool, toStrikeState } from "../src/server/online/index.ts";
import { type CpuProfile, partLines, partsOf } from "./support/cpu-profile.ts";
import { arg, pct } from "./support/figures.ts";
import { threadCpuMs } from "./support/thread-cpu.ts";

const MATCHES = Number(arg("matches", "8"));

interface Strike {
  readonly before: Match;
  readonly action: GameAction;
  readonly isBreak: boolean;
}

function corpus(): Strike[] {
  const out: Strike[] = [];
  for (let i = 0; i < MATCHES; i++) {
    const game = i % 2 === 0 ? "bola8" : "pina";
    const settings = game === "bola8" ? { raceTo: 4 } : {};
    let m = unwrap(startMatch({ seed: `profile-${i}`, game, players: ["A", "B"], settings }));
    for (let a = simpleAction(m); a && m.actions.length < 400; a = simpleAction(m)) {
      if (a.kind === "strike") {
        const phase = m.rules?.phase.kind;
        out.push({ before: m, action: a, isBreak: phase === "break" || phase === "rack-over" });
      }
      m = unwrap(playAction(m, a)).match;
    }
  }
  return out;
}

const cpuNowMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const line = (label: string, xs: number[], unit = "ms", digits = 2) =>
  `  ${label}: n ${xs.length}, p50 ${pct(xs, 50).toFixed(digits)} ${unit}, p95 ${pct(xs, 95).toFixed(digits)} ${unit}, max ${pct(xs, 100).toFixed(digits)} ${unit}`;

async function workerWork(strikes: Strike[], label: string): Promise<void> {
  for (const s of strikes) playFromState(toStrikeState(s.before), s.action); // warm the JIT
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const cpu: number[] = [];
  for (const s of strikes) {
    const c0 = cpuNowMs();
    playFromState(toStrikeState(s.before), s.action);
    cpu.push(cpuNowMs() - c0);
  }
  const { profile } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
  session.disconnect();
  console.log(line(`${label}, CPU of playAction (all threads of this process)`, cpu));
  const mean = cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length);
  console.log(`  ${label}, where its mean ${mean.toFixed(2)} ms of CPU goes (shares from a V8 profile):`);
  for (const l of partLines(partsOf(profile), mean)) console.log(l);
}

function copies(strikes: Strike[]): void {
  const time = (f: () => unknown) => {
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  };
  const rows = {
    oldBytes: [] as number[],
    newBytes: [] as number[],
    oldMs: [] as number[],
    newMs: [] as number[],
  };
  for (const s of strikes) {
    const after = unwrap(playAction(s.before, s.action));
    const oldJob = { match: s.before, action: s.action };
    const oldAnswer = { ok: true, match: after.match };
    const played = unwrap(playFromState(toStrikeState(s.before), s.action));
    const newJob = { kind: "play", state: toStrikeState(s.before), action: s.action };
    const newAnswer = { ok: true, played };
    rows.oldBytes.push(serialize(oldJob).length + serialize(oldAnswer).length);
    rows.newBytes.push(serialize(newJob).length + serialize(newAnswer).length);
    rows.oldMs.push(time(() => structuredClone(oldJob)) + time(() => structuredClone(oldAnswer)));
    rows.newMs.push(time(() => structuredClone(newJob)) + time(() => structuredClone(newAnswer)));
  }
  console.log("2. the copy to the worker and back (structured clone of the job and of the answer):");
  console.log(line("before: the whole match, history included, bytes", rows.oldBytes, "B", 0));
  console.log(line("before: clone time (wall)", rows.oldMs, "ms", 3));
  console.log(line("now: the state without history, bytes", rows.newBytes, "B", 0));
  console.log(line("now: clone time (wall)", rows.newMs, "ms", 3));
}

async function roundTrips(strikes: Strike[]): Promise<void> {
  const before = new Set(threadCpuMs().keys());
  const t0 = performance.now();
  const c0 = cpuNowMs();
  const pool = new StrikePool(1);
  await pool.play(strikes[0]!.before, strikes[0]!.action);
  const startMs = performance.now() - t0;
  const startCpu = cpuNowMs() - c0;
  const workers = [...threadCpuMs().keys()].filter((t) => !before.has(t));
  console.log(
    `4. the worker's start (TypeScript through tsx, then the first strike): ${startMs.toFixed(0)} ms wall, ${startCpu.toFixed(0)} ms CPU (all threads)`,
  );
  for (const s of strikes.slice(0, 200)) await pool.play(s.before, s.action); // warm the worker
  // What reading the threads' CPU itself costs the main thread, taken off each figure below.
  const probe: number[] = [];
  for (let i = 0; i < 50; i++) {
    const a = threadCpuMs();
    const b = threadCpuMs();
    probe.push(b.get(process.pid)! - a.get(process.pid)!);
  }
  const probeMs = pct(probe, 50);
  const rows = { mainB: [] as number[], workerB: [] as number[], allB: [] as number[] };
  const plain = { main: [] as number[], worker: [] as number[], all: [] as number[] };
  for (const s of strikes) {
    const a = threadCpuMs();
    const all0 = cpuNowMs();
    await pool.play(s.before, s.action);
    const all = cpuNowMs() - all0;
    const b = threadCpuMs();
    const main = b.get(process.pid)! - a.get(process.pid)! - probeMs;
    const worker = workers.reduce((sum, t) => sum + (b.get(t) ?? 0) - (a.get(t) ?? 0), 0);
    if (s.isBreak) {
      rows.mainB.push(main);
      rows.workerB.push(worker);
      rows.allB.push(all);
    } else {
      plain.main.push(main);
      plain.worker.push(worker);
      plain.all.push(all);
    }
  }
  await pool.close();
  console.log(
    `3. the round trip through a one-worker pool, CPU per strike (schedstat per thread; ${probeMs.toFixed(2)} ms of reading it taken off the main thread's):`,
  );
  console.log(line("break, main thread", rows.mainB));
  console.log(line("break, worker thread", rows.workerB));
  console.log(line("break, every thread of the process", rows.allB));
  console.log(line("plain strike, main thread", plain.main));
  console.log(line("plain strike, worker thread", plain.worker));
  console.log(line("plain strike, every thread of the process", plain.all));
}

console.log(
  `strike profile: ${MATCHES} matches by the simple player; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} (2 cores)`,
);
const strikes = corpus();
const breaks = strikes.filter((s) => s.isBreak);
const others = strikes.filter((s) => !s.isBreak);
console.log(`${strikes.length} strikes: ${breaks.length} breaks, ${others.length} plain`);
console.log("1. the worker's work, on this thread:");
await workerWork(breaks, "break");
await workerWork(others, "plain strike");
copies(strikes);
await roundTrips(strikes);
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
