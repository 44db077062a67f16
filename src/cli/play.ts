/**
 * `mingo play --game pina|bola8 --players ai:strong,ai:easy --matches N --seed S`: whole
 * matches headless, with a progress bar and a summary (or one JSON object with --json);
 * `--save DIR` writes each match file, `--verify` replays each one and checks the referee's
 * steps come out identical, `--set NAME=VALUE` sets a rule setting.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import cliProgress from "cli-progress";
import { fromSavedMatch } from "../game/index.ts";
import { fromSettings } from "../rules/index.ts";
import { aiMover } from "./play/movers.ts";
import { parseGame, parsePlayers, parseSets } from "./play/options.ts";
import { type Mover, runMatch } from "./play/runner.ts";
import { formatSummary, summarize } from "./play/summary.ts";
import { type MatchConfig, type MatchOutcome, partnersOf, type SideSpec } from "./play/types.ts";

export interface PlayOptions {
  game: string;
  players: string;
  matches: string;
  seed: string;
  save?: string;
  json?: boolean;
  set?: string[];
  verify?: boolean;
  maxSteps?: string;
  /** Replay every saved match file in this folder instead of playing. */
  check?: string;
}

export async function runPlayCommand(opts: PlayOptions): Promise<number> {
  const fail = (m: string) => {
    process.stderr.write(`${m}\n`);
    return 2;
  };
  if (opts.check) return checkSavedMatches(opts.check, opts.json === true);
  const game = parseGame(opts.game);
  if (!game.ok) return fail(game.error);
  const players = parsePlayers(opts.players);
  if (!players.ok) return fail(players.error);
  const settings = parseSets(opts.set ?? []);
  if (!settings.ok) return fail(settings.error);
  // A bad setting is the command line's fault: said before any match starts, exit 2.
  const checked = fromSettings(game.value, settings.value);
  if (!checked.ok) return fail(`--set: ${checked.error.message}`);
  const n = Number(opts.matches);
  if (!Number.isInteger(n) || n < 1)
    return fail(`--matches must be a positive integer, not "${opts.matches}"`);
  const maxSteps = Number(opts.maxSteps ?? 3000);
  // Find an unwritable folder before playing, not after the first match.
  if (opts.save) {
    const ready = await writableFolder(opts.save);
    if (ready) return fail(ready);
  }

  const hasHuman = players.value.some((side) => partnersOf(side).some((p) => p.kind === "human"));
  const bar =
    opts.json || hasHuman
      ? null
      : new cliProgress.SingleBar(
          {
            format: "{bar} {value}/{total} matches | {eta_formatted} left | {info}",
            stream: process.stderr,
            noTTYOutput: true,
            notTTYSchedule: 10_000,
          },
          cliProgress.Presets.shades_classic,
        );
  bar?.start(n, 0, { info: "" });
  const outcomes: MatchOutcome[] = [];
  let mismatches = 0;
  let terminal: import("node:readline/promises").Interface | undefined;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const seed = `${opts.seed}:${i}`;
    const config: MatchConfig = {
      game: game.value,
      players: players.value,
      settings: settings.value,
      seed,
      table: "9ft",
      maxSteps,
    };
    // G-TEAM: one mover per partner, each computer partner at its own level with its own dice.
    const sideMovers = async (side: SideSpec, pi: 0 | 1): Promise<Mover[]> =>
      Promise.all(
        partnersOf(side).map(async (p, k): Promise<Mover> => {
          if (p.kind === "ai") return aiMover(p.level, seed, pi, {}, k);
          const { humanMover } = await import("./play/human.ts");
          // Every person at the terminal reads the one standard input.
          terminal ??= (await import("node:readline/promises")).createInterface({
            input: process.stdin,
            output: process.stderr,
          });
          return humanMover(pi, terminal, Array.isArray(side) ? k : null);
        }),
      );
    const movers = [await sideMovers(players.value[0], 0), await sideMovers(players.value[1], 1)] as const;
    let out: MatchOutcome;
    try {
      out = await runMatch(config, movers);
    } catch (e) {
      bar?.stop();
      return fail(`match ${seed}: ${(e as Error).message}`);
    }
    outcomes.push(out);
    if (opts.save && out.saved) {
      const file = join(opts.save, `match-${String(i).padStart(4, "0")}.json`);
      try {
        await writeFile(file, `${JSON.stringify(out.saved)}\n`);
      } catch (e) {
        bar?.stop();
        return fail(`--save: cannot write ${file}: ${oneLine(e)}`);
      }
    }
    if (opts.verify && !replaysIdentically(out)) mismatches++;
    const s = summarize(game.value, players.value, outcomes, 0);
    bar?.increment(1, {
      info: `wins ${s.wins[0]}–${s.wins[1]}${s.problems.length ? `, ${s.problems.length} stuck` : ""}`,
    });
  }
  bar?.stop();
  terminal?.close();
  const summary = summarize(game.value, players.value, outcomes, (performance.now() - t0) / 1000);
  const withVerify = opts.verify ? { ...summary, replayMismatches: mismatches } : summary;
  if (opts.json) process.stdout.write(`${JSON.stringify(withVerify)}\n`);
  else
    process.stdout.write(
      `${formatSummary(summary)}${opts.verify ? `\nreplays differing: ${mismatches}` : ""}\n`,
    );
  return summary.completed === summary.matches && mismatches === 0 ? 0 : 1;
}

/**
 * The game's saved-match reader replays the actions from the seed and refuses a file whose
 * replay does not give the same referee script and final table.
 */
export function replaysIdentically(out: Pick<MatchOutcome, "saved">): boolean {
  return out.saved !== null && fromSavedMatch(JSON.stringify(out.saved)).ok;
}

const oneLine = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, " ");

/**
 * mkdir -p one level at a time: Node's recursive mkdir never returns for some paths (under
 * /proc, for one), which made `--save` to such a place hang.
 */
async function makeFolder(dir: string): Promise<void> {
  const parts = resolve(dir).split(sep).filter(Boolean);
  let path: string = sep;
  for (const part of parts) {
    path = join(path, part);
    try {
      await mkdir(path);
    } catch (e) {
      if ((e as { code?: string }).code !== "EEXIST") throw e;
      if (!(await stat(path)).isDirectory()) throw new Error(`${path} is not a folder`);
    }
  }
}

/** Null when DIR exists (or was made) and takes a file; else the one-line reason. */
async function writableFolder(dir: string): Promise<string | null> {
  const probe = join(dir, `.mingo-write-check-${process.pid}`);
  try {
    await makeFolder(dir);
    await writeFile(probe, "");
    await rm(probe, { force: true });
    return null;
  } catch (e) {
    return `--save: cannot write to ${dir}: ${oneLine(e)}`;
  }
}

/** `--check DIR`: replays each saved match (no AI involved, only physics and referee) and compares. */
export async function checkSavedMatches(dir: string, json: boolean): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    process.stderr.write(`--check: cannot read the folder ${dir}: ${oneLine(e)}\n`);
    return 2;
  }
  const files = names.filter((f) => f.endsWith(".json")).sort();
  let identical = 0;
  const differing: string[] = [];
  for (const f of files) {
    let text: string;
    try {
      text = await readFile(join(dir, f), "utf8");
    } catch (e) {
      differing.push(`${f} (cannot read: ${oneLine(e)})`);
      continue;
    }
    let replayed: ReturnType<typeof fromSavedMatch>;
    try {
      replayed = fromSavedMatch(text);
    } catch (e) {
      differing.push(`${f} (${oneLine(e)})`);
      continue;
    }
    if (replayed.ok) identical++;
    else differing.push(`${f} (${replayed.error.message})`);
  }
  const result = { files: files.length, identical, differing };
  process.stdout.write(
    json
      ? `${JSON.stringify(result)}\n`
      : `${identical}/${files.length} saved matches replay identically${differing.length ? `; differing: ${differing.join(", ")}` : ""}\n`,
  );
  return differing.length === 0 ? 0 : 1;
}
