/**
 * Starts the real server (`src/server/main.ts`) as a child process on a free loopback port: the one
 * home of this scaffolding, for the benches and (through test/server/spawn-server.ts) the tests.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import type { DbTarget } from "../../src/server/db/connect.ts";
import { dbEnv } from "./test-db.ts";

export interface Spawned {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
}

const root = resolve(import.meta.dirname, "../..");

/**
 * `extraEnv`: more environment for the server, e.g. MINGO_CLIENT_DIR naming a build of the
 * pages (club-pages.ts); without it the pages are absent (an empty folder, not dist/client,
 * so a test sees only the build it asked for).
 */
export function spawnServer(target: DbTarget, extraEnv: Record<string, string> = {}): Promise<Spawned> {
  const extra = process.env.MINGO_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, "bin/run-ts.js", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...dbEnv(target),
      PORT: "0",
      HOST: "127.0.0.1",
      MINGO_LOG: "0",
      MINGO_CLIENT_DIR: "/nonexistent",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((res) => child.once("exit", () => res()));
  return new Promise((res, rej) => {
    let out = "";
    let errText = "";
    const timer = setTimeout(() => rej(new Error(`server did not start: ${out}${errText}`)), 60_000);
    child.stderr?.on("data", (d) => {
      errText += String(d);
      if (process.env.MINGO_SERVER_STDERR) process.stderr.write(d);
    });
    child.stdout?.on("data", (d) => {
      out += String(d);
      // main.ts prints "listening on http://host:port/ (the game)": drop the trailing slash.
      const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        res({ url: m[1].replace("localhost", "127.0.0.1"), child, exited });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      rej(new Error(`server exited (${code}) before listening: ${errText}`));
    });
  });
}

export async function http(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any }> {
  const r = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, json: await r.json().catch(() => null) };
}
