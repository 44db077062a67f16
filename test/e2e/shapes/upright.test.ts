/** The game at the upright shape: see test/e2e/game/shape-run.ts for what is played and checked. */
import { describe, it } from "vitest";
import { playShape, useServedGame } from "../game/shape-run.ts";
import { SHAPES } from "../game/shapes.ts";

const shape = SHAPES[2];
const served = useServedGame();

describe(`the game at ${shape.width}×${shape.height} (${shape.name})`, () => {
  it("menu in view; nothing over the table; a Bola 8 rack and a Piña game played through; the status bar follows", async () => {
    await playShape(served(), shape);
  }, 900_000);
});
