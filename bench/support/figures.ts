/** Small helpers the benches share: command-line options, percentiles, the machine's load. */
import { loadavg } from "node:os";

/** The value after `--name`, or the fallback. */
export const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? String(process.argv[i + 1]) : fallback;
};

export const flag = (name: string): boolean => process.argv.includes(`--${name}`);

/** The p-th percentile (nearest rank); NaN for no values. */
export const pct = (xs: readonly number[], p: number): number => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** The 1, 5 and 15 minute load averages, as printed beside every figure (the machine is shared). */
export const loadText = (): string =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
