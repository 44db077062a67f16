/**
 * `node bin/run-ts.js src/cli/play/standalone.ts …`: the play command on its own, with the same
 * options main.ts is to register, until main.ts loads it as `mingo play`.
 */
import { Command } from "commander";

const collect = (v: string, prev: string[]) => [...prev, v];

const program = new Command("mingo-play");
program
  .description("Play whole matches headless (AI vs AI, or a human at the terminal) and print a summary")
  .option("--game <game>", "pina or bola8", "bola8")
  .option("--players <a,b>", "two players: human or ai:beginner|easy|medium|strong", "ai:strong,ai:easy")
  .option("--matches <n>", "number of matches", "1")
  .option("--seed <s>", "seed of the series (match i uses S:i)", "1")
  .option("--save <dir>", "write each match file to this folder")
  .option("--json", "print the summary as one JSON object")
  .option("--set <name=value>", "a rule setting, repeatable (--set raceTo=1)", collect, [])
  .option("--verify", "replay each match from its saved moves and check the referee's steps are identical")
  .option("--max-steps <n>", "steps after which a match counts as stuck", "3000")
  .option("--check <dir>", "replay every match file saved in DIR and report whether each replays identically")
  .action(async (opts) => {
    const { runPlayCommand } = await import("../play.ts");
    process.exitCode = await runPlayCommand(opts);
  });
await program.parseAsync(process.argv);
