/**
 * `mingo simulate SCENARIO.json [--svg FILE [--svg-pocket POCKET]]` (docs/simulate.md): decode the
 * scenario, simulate the shot, print the result JSON; exit 2 with one line on standard error
 * for an invalid scenario, 1 if the engine refuses it (e.g. too many events).
 */
import { readFile, writeFile } from "node:fs/promises";
import type { SimulationError } from "../physics/index.ts";
import { positionsAt, simulateShot } from "../physics/index.ts";
import { parseScenario } from "./scenario.ts";
import { toShotDrawing } from "./shot-drawing.ts";
import { formatShotJson } from "./shot-json.ts";
import { pocketFocus, renderShotSvg } from "./svg.ts";

export const EXIT_OK = 0;
export const EXIT_SIMULATION_FAILED = 1;
export const EXIT_INVALID_SCENARIO = 2;

export interface SimulateOptions {
  readonly svg?: string;
  /** Draw only the region around this pocket (its id). */
  readonly svgPocket?: string;
}

export async function runSimulateCommand(path: string, opts: SimulateOptions): Promise<number> {
  try {
    return await simulateFile(path, opts);
  } catch (e) {
    // Whatever the input provoked (a validator's recursion, a drawing failure): one line, not a stack.
    return fail(
      EXIT_INVALID_SCENARIO,
      `cannot simulate ${path}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

async function simulateFile(path: string, opts: SimulateOptions): Promise<number> {
  let text: string;
  try {
    text = path === "-" ? await readStdin() : await readFile(path, "utf8");
  } catch (e) {
    return fail(EXIT_INVALID_SCENARIO, `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const scenario = parseScenario(text);
  if (!scenario.ok) return fail(EXIT_INVALID_SCENARIO, `invalid scenario ${path}: ${scenario.error}`);
  const { table, balls, shot, options } = scenario.value;
  const focus = opts.svgPocket === undefined ? undefined : table.pockets.find((p) => p.id === opts.svgPocket);
  if (opts.svgPocket !== undefined && (!focus || !opts.svg)) {
    return fail(
      EXIT_INVALID_SCENARIO,
      focus
        ? "--svg-pocket needs --svg FILE to draw to"
        : `--svg-pocket: expected one of ${table.pockets.map((p) => p.id).join(", ")}, got ${JSON.stringify(opts.svgPocket)}`,
    );
  }

  const result = simulateShot(table, balls, shot, options);
  if (!result.ok)
    return fail(EXIT_SIMULATION_FAILED, `simulation failed: ${describeSimulationError(result.error)}`);

  process.stdout.write(formatShotJson(result.value));

  if (opts.svg) {
    const drawing = toShotDrawing(
      table,
      options.ball.radius,
      balls,
      result.value,
      positionsAt,
      svgTitle(path, result.value.events.length),
    );
    try {
      const focused = focus ? { ...drawing, focus: pocketFocus(table, focus.centre) } : drawing;
      await writeFile(opts.svg, renderShotSvg(focused));
    } catch (e) {
      return fail(
        EXIT_SIMULATION_FAILED,
        `cannot write ${opts.svg}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }
  return EXIT_OK;
}

export function describeSimulationError(e: SimulationError): string {
  return e.code === "too-many-events"
    ? `more than ${e.limit} events (raise options.maxEvents if the shot is real)`
    : e.message;
}

function svgTitle(path: string, events: number): string {
  return `${path === "-" ? "standard input" : path} · ${events} events`;
}

function fail(code: number, line: string): number {
  // One line, whatever the message holds, so scripts can read it.
  process.stderr.write(`${line.replace(/\s*\n\s*/g, " ")}\n`);
  return code;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
