/** `mingo referee SCRIPT.json [--explain] [--lang es|en]` (MATCH-SCRIPT.md). */
import { readFile } from "node:fs/promises";
import { isLang, type Lang } from "../core/index.ts";
import { explainStep } from "./explain.ts";
import { toReportLine } from "./script/report-line.ts";
import { runScriptText } from "./script/run.ts";

export async function runRefereeCommand(
  path: string,
  opts: { explain?: boolean; lang: string },
): Promise<number> {
  if (!isLang(opts.lang)) {
    process.stderr.write(`--lang must be es or en, not "${opts.lang}"\n`);
    return 2;
  }
  const lang: Lang = opts.lang;
  let text: string;
  try {
    text = path === "-" ? await readStdin() : await readFile(path, "utf8");
  } catch (e) {
    process.stderr.write(
      `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`,
    );
    return 2;
  }
  const run = runScriptText(text);
  const out: string[] = [];
  for (const s of run.steps) {
    if (opts.explain && run.header) out.push(explainStep(run.header, s, lang));
    else if (run.header) out.push(JSON.stringify(toReportLine(s.step, run.header.game, s.report)));
  }
  if (out.length > 0) process.stdout.write(`${out.join("\n")}\n`);
  if (run.error) {
    process.stderr.write(`${run.error}\n`);
    return 2;
  }
  return 0;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
