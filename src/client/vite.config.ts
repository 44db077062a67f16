/**
 * Builds the browser game into dist/client. The page is its own root so the server (issue 6)
 * can serve the folder at "/"; relative asset paths keep it working under any prefix.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  logLevel: "warn",
  build: {
    outDir: fileURLToPath(new URL("../../dist/client", import.meta.url)),
    emptyOutDir: true,
    // three.js alone is ~600 kB minified; one chunk keeps the first load a single request.
    chunkSizeWarningLimit: 1500,
    // One page per entry: the game, the replay by URL (replay.html?file=…) and online play.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        replay: fileURLToPath(new URL("replay.html", import.meta.url)),
        online: fileURLToPath(new URL("online.html", import.meta.url)),
      },
    },
  },
  worker: { format: "es" },
});
