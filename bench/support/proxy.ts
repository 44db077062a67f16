/**
 * nginx (Debian's package) in front of several nodes on loopback, from a temporary folder: round
 * robin, no sticky sessions, WebSockets upgraded, a node that refuses connections (killed) or
 * answers 503 (draining) skipped for the next. For the online bench and the three-node test.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const NGINX = process.env.MINGO_NGINX ?? "/usr/sbin/nginx";
export const hasNginx = (): boolean => existsSync(NGINX);

export interface NginxProxy {
  readonly url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

function config(dir: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams
    .map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  return `worker_processes 1;
worker_rlimit_nofile 65536;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 20000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream mingo {
${servers}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://mingo;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Starts nginx before `upstreams` (http://127.0.0.1:PORT each); resolves once it answers /healthz. */
export async function startProxy(upstreams: readonly string[]): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), "mingo-nginx-"));
  // nginx's workers drop root for nobody: they must be able to write the temporary folders.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, config(dir, port, upstreams));
  const test = spawnSync(NGINX, ["-t", "-c", conf, "-p", dir, "-e", join(dir, "error.log")], {
    encoding: "utf8",
  });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir, "-e", join(dir, "error.log")], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((res) => child.once("exit", () => res()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (i > 100) throw new Error("nginx did not answer within 10 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
