/**
 * The `mingo` command. Each subcommand lives in its own file and is loaded only when used,
 * so `mingo referee` does not pay for the physics and vice versa.
 */
import { Command } from "commander";

const program = new Command("mingo")
  .description("Pool by the Bola 8 (Argentina) and Piña cantado (Venezuela) rulebooks")
  .showHelpAfterError();

program
  .command("referee")
  .description("Check a match script and print the referee's ruling after every step (MATCH-SCRIPT.md)")
  .argument("<script>", "match script JSON file, or - for standard input")
  .option("--explain", "print each step as a referee would say it")
  .option("--lang <lang>", "language of --explain: es or en", "es")
  .action(async (script: string, opts: { explain?: boolean; lang: string }) => {
    const { runRefereeCommand } = await import("./referee.ts");
    process.exitCode = await runRefereeCommand(script, opts);
  });

program
  .command("simulate")
  .description("Simulate one shot scenario and print the events and final positions (SIMULATE.md)")
  .argument("<scenario>", "scenario JSON file, or - for standard input")
  .option("--svg <file>", "also draw the table and every ball's path to an SVG file")
  .option("--svg-pocket <pocket>", "draw only the region around that pocket (foot-left, side-right, …)")
  .action(async (scenario: string, opts: { svg?: string; svgPocket?: string }) => {
    const { runSimulateCommand } = await import("./simulate.ts");
    process.exitCode = await runSimulateCommand(scenario, opts);
  });

const collect = (v: string, prev: string[]) => [...prev, v];
program
  .command("play")
  .description("Play whole matches headless (AI vs AI, or a human at the terminal) and print a summary")
  .option("--game <game>", "pina or bola8", "bola8")
  .option(
    "--players <a,b>",
    "two sides, each human or ai:beginner|easy|medium|strong|master, partners joined by + (G-TEAM)",
    "ai:strong,ai:easy",
  )
  .option("--matches <n>", "number of matches", "1")
  .option("--seed <s>", "seed of the series (match i uses S:i)", "1")
  .option("--save <dir>", "write each match file to this folder")
  .option("--json", "print the summary as one JSON object")
  .option("--set <name=value>", "a rule setting, repeatable (--set raceTo=1)", collect, [])
  .option("--verify", "replay each match from its saved moves and check the referee's steps are identical")
  .option("--max-steps <n>", "steps after which a match counts as stuck", "3000")
  .option("--check <dir>", "replay every match file saved in DIR and report whether each replays identically")
  .action(async (opts) => {
    const { runPlayCommand } = await import("./play.ts");
    process.exitCode = await runPlayCommand(opts);
  });

program
  .command("backup")
  .description("Copy the embedded SQLite database to FILE while the server runs (SQLite's online backup)")
  .argument("<file>", "the backup file to write (never overwritten)")
  .action(async (file: string) => {
    const { runBackupCommand } = await import("./backup.ts");
    process.exitCode = await runBackupCommand(file);
  });

program
  .command("restore")
  .description("Put a backup back as the embedded SQLite database (refused while a server holds it)")
  .argument("<file>", "a backup made by mingo backup")
  .action(async (file: string) => {
    const { runRestoreCommand } = await import("./backup.ts");
    process.exitCode = await runRestoreCommand(file);
  });

await program.parseAsync(process.argv);
