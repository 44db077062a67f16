/**
 * Builds the browser game, its replay page and the club pages into dist/client, one build
 * (shared code such as the i18n and core is one chunk). The game is the root page, the club
 * pages live under club/ (organizer's desk, scorekeeper, wall); the server serves the folder
 * at "/", so the club is at /club/. Relative asset paths keep it working under any prefix.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  logLevel: "warn",
  build: {
    outDir: fileURLToPath(new URL("../../dist/client", import.meta.url)),
    emptyOutDir: true,
    // three.js alone is ~600 kB minified; one chunk keeps the first load a single request.
    chunkSizeWarningLimit: 1500,
    // One page per entry: the game, the replay by URL (replay.html?file=…), online play and the club pages.
    rolldownOptions: {
      input: {
        main: page("index.html"),
        replay: page("replay.html"),
        stats: page("stats.html"),
        rules: page("rules.html"),
        online: page("online.html"),
        photo: page("photo.html"),
        "club-organizer": page("club/index.html"),
        "club-table": page("club/table.html"),
        "club-live": page("club/live.html"),
        "club-overlay": page("club/overlay.html"),
      },
    },
  },
  worker: { format: "es" },
  // `npm run dev:client` next to `npm start`: the club pages' API calls and live socket go to
  // the club server (PORT 8080 unless MINGO_API says otherwise).
  server: {
    proxy: { "/api": { target: process.env.MINGO_API ?? "http://localhost:8080", ws: true } },
  },
});
