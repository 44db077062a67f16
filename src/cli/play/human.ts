/**
 * A human at the terminal: sees the balls and the referee's state, types where to put the cue
 * ball, an aim (degrees, 0 = toward the foot cushion, counter-clockwise), a speed (m/s) and a
 * call. Lines are read from standard input, so a game can also be piped in.
 */
import { createInterface, type Interface } from "node:readline/promises";
import type { AiCall, AiSituation } from "../../ai/index.ts";
import { idealLagSpeed } from "../../ai/index.ts";
import { isPocketId, type PlayerIndex, type Vec2 } from "../../core/index.ts";
import type { LagStroke } from "../../game/index.ts";
import type { Table } from "../../physics/index.ts";
import { currentReport, type Group, legalActions, type OptionName } from "../../rules/index.ts";
import type { Mover } from "./runner.ts";
import type { Move } from "./types.ts";

export function humanMover(
  p: PlayerIndex,
  rl: Interface = createInterface({ input: process.stdin, output: process.stderr }),
  /** G-TEAM: the partner's place in its side, for the prompt; null in singles. */
  partner: number | null = null,
): Mover {
  const who = partner === null ? `Player ${p + 1}` : `Side ${p + 1}, partner ${partner + 1}`;
  // Input that ends (a piped game, Ctrl-D) stops the match instead of waiting forever.
  const closed = new Promise<never>((_, reject) =>
    rl.once("close", () => reject(new Error("standard input closed"))),
  );
  closed.catch(() => {});
  const ask = async (q: string): Promise<string> => (await Promise.race([rl.question(q), closed])).trim();
  return {
    async move(sit: AiSituation): Promise<Move> {
      const report = currentReport(sit.state);
      const onCloth = sit.balls.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
      process.stderr.write(
        `\n${who} — ${JSON.stringify({ turn: report.turn, score: report.score ?? report.matchScore, groups: report.groups ?? null, ballOn: report.ballOn ?? null, ballInHand: report.ballInHand })}\n` +
          onCloth.map((b) => `  ball ${b.id} at (${b.r[0].toFixed(3)}, ${b.r[1].toFixed(3)})`).join("\n") +
          "\n",
      );
      const hints = legalActions(sit.state);
      const choose = hints.find((h) => h.kind === "choose" && h.by === p);
      if (choose?.kind === "choose") {
        for (;;) {
          const a = (await ask(`choose one of ${choose.options.join(", ")}: `)) as OptionName;
          if (choose.options.includes(a) && a !== "equalize")
            return { kind: "choose", by: p, choice: { kind: a } };
          if (a === "equalize" && choose.options.includes(a)) {
            const balls = (await ask(`balls to remove (up to ${choose.equalizeUpTo}): `))
              .split(/[ ,]+/)
              .map(Number);
            return { kind: "choose", by: p, choice: { kind: "equalize", balls: balls as never } };
          }
        }
      }
      const shot = hints.find((h) => h.kind === "shot" && h.by === p);
      let place: Vec2 | undefined;
      if (shot?.kind === "shot" && shot.ballInHand) {
        const [x, y] = (
          await ask(
            `cue ball position behind the head string (x ≤ ${sit.table.headStringX.toFixed(3)}), "x y": `,
          )
        )
          .split(/[ ,]+/)
          .map(Number);
        place = [x ?? sit.table.headStringX - 0.2, y ?? 0];
      }
      const [dir, speed, tipX, tipY] = (await ask("aim (deg) speed (m/s) [tipX tipY]: "))
        .split(/[ ,]+/)
        .map(Number);
      let call: AiCall | undefined;
      if (shot?.kind === "shot" && shot.call !== "none") {
        const c = (
          await ask(
            `call (${shot.call === "ball-or-defense" ? '"BALL POCKET" or "defense"' : shot.call === "group" ? "solids|stripes" : "pocket of the 8"}): `,
          )
        ).split(/\s+/);
        if (shot.call === "ball-or-defense")
          call =
            c[0] === "defense"
              ? { defense: true }
              : isPocketId(c[1])
                ? { ball: Number(c[0]) as never, pocket: c[1] }
                : { defense: true };
        else if (shot.call === "group")
          call = { group: (c[0] === "stripes" ? "stripes" : "solids") as Group };
        else if (isPocketId(c[0])) call = { pocket: c[0] };
      }
      return {
        kind: "shot",
        by: p,
        strike: { speed: speed || 2, direction: dir || 0, tipX: tipX || 0, tipY: tipY || 0, elevation: 0 },
        ...(call ? { call } : {}),
        ...(place ? { place } : {}),
      };
    },
    lag(table: Table): LagStroke {
      // The lag is not typed: a human lags with the ideal pace, like a steady hand would.
      return { speed: idealLagSpeed(table), angleDeg: 0, tipY: 0 };
    },
  };
}
