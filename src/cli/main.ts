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
  .action(async (scenario: string, opts: { svg?: string }) => {
    const { runSimulateCommand } = await import("./simulate.ts");
    process.exitCode = await runSimulateCommand(scenario, opts);
  });

await program.parseAsync(process.argv);
