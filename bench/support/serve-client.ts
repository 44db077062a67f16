/**
 * The browser game served to Chromium, for the browser tests and the benches that drive a page:
 * built once per test run (client-build.ts), served by Vite's in-process preview on 127.0.0.1
 * (port 0), opened in Debian's Chromium through playwright-core with the flags that give WebGL
 * in software (STACK.md).
 */
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { type PreviewServer, preview } from "vite";
import { builtClient, releaseClient } from "./client-build.ts";

const config = fileURLToPath(new URL("../../src/client/vite.config.ts", import.meta.url));

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--autoplay-policy=no-user-gesture-required",
];

/** Debian's Chromium, headless, with the flags above. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
}

export interface Served {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Serves the run's client build (building it when first asked); `url` ends with "/". */
export async function serveClient(): Promise<Served> {
  const client = await builtClient();
  const outDir = client.dir;
  const server: PreviewServer = await preview({
    configFile: config,
    logLevel: "error",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
  });
  const addr = server.httpServer.address();
  if (!addr || typeof addr === "string") throw new Error("preview server has no port");
  const browser = await launchChromium();
  return {
    url: `http://127.0.0.1:${addr.port}/`,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((r) => server.httpServer.close(() => r()));
      releaseClient(client);
    },
  };
}
