/**
 * CPU time per thread, from Linux's /proc/PID/task/TID/schedstat (nanoseconds on the CPU):
 * figures a busy machine does not inflate, as wall time is. Node 20 has no per-thread
 * process.cpuUsage; a process's main thread is the task whose id is the process's.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Milliseconds on the CPU of each thread of `pid`, by thread id (empty when /proc is not there). */
export function threadCpuMs(pid: number | "self" = "self"): Map<number, number> {
  const out = new Map<number, number>();
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      out.set(Number(tid), ns / 1e6);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** A process's CPU split in two: its main thread, and every other thread (workers, GC, I/O). */
export interface CpuSplit {
  readonly mainMs: number;
  readonly otherMs: number;
}

export function cpuSplit(pid: number): CpuSplit {
  const threads = threadCpuMs(pid);
  let otherMs = 0;
  for (const [tid, ms] of threads) if (tid !== pid) otherMs += ms;
  return { mainMs: threads.get(pid) ?? Number.NaN, otherMs };
}

/** What was spent between two readings (threads that ended in between are not counted). */
export const cpuSince = (before: CpuSplit, after: CpuSplit): CpuSplit => ({
  mainMs: after.mainMs - before.mainMs,
  otherMs: after.otherMs - before.otherMs,
});
