/**
 * The live socket: a wall screen subscribes to one tournament and then only listens. Bounded:
 * one subscription per socket, a message budget per socket (then it is closed), and the
 * hub's cap on subscribers in all. A table's scorekeeper also reports on it how it stands
 * (issue 38: its queue of shots not yet sent), proven once by the table's link.
 */
import type { WebSocket } from "ws";
import type { RefusalCode } from "../../protocol/index.ts";
import { liveClientMessage, type liveKeeper } from "../../protocol/index.ts";
import { sameToken } from "../auth/tokens.ts";
import { makeKeeperBoard } from "../live/keepers.ts";
import type { RouteContext } from "./context.ts";

export const LIVE_SOCKET_LIMITS = {
  /** Messages a socket may send per window; a wall screen sends one, a scorekeeper one per few seconds. */
  messagesPerWindow: 10,
  windowMs: 10_000,
} as const;

type KeeperMessage = ReturnType<typeof liveKeeper.parse>;

export function liveRoutes<S>(c: RouteContext<S>): void {
  const keepers = makeKeeperBoard({ broadcast: (id, text) => c.hub.broadcast(id, text), clock: c.clock });
  c.app.addHook("onClose", async () => keepers.close());

  /** Whether `m` holds the table's link (the answer kept per socket: one check per table). */
  const proven = new WeakMap<WebSocket, Set<string>>();
  async function holdsLink(socket: WebSocket, m: KeeperMessage): Promise<boolean> {
    const key = `${m.tournament}:${m.table}:${m.token}`;
    if (proven.get(socket)?.has(key)) return true;
    const tok = await c.stores.club.tableToken(m.tournament, m.table);
    if (!tok.ok || tok.value === null || !sameToken(tok.value, m.token)) return false;
    proven.set(socket, new Set([...(proven.get(socket) ?? []), key]));
    return true;
  }

  c.app.get("/api/live", { websocket: true }, (socket) => {
    let subscribed = false;
    let windowStart = Date.now();
    let inWindow = 0;
    const reply = (code: RefusalCode, message: string) =>
      socket.send(JSON.stringify({ v: 1, kind: "error", code, message }), () => {});
    socket.on("error", () => socket.terminate());
    // 1000/1001: the page closed or went elsewhere; anything else is a dropped connection.
    socket.on("close", (code) => keepers.left(socket, code === 1000 || code === 1001));
    socket.on("message", (data) => {
      const now = Date.now();
      if (now - windowStart > LIVE_SOCKET_LIMITS.windowMs) {
        windowStart = now;
        inWindow = 0;
      }
      if (++inWindow > LIVE_SOCKET_LIMITS.messagesPerWindow) {
        reply(
          "too-many-messages",
          `at most ${LIVE_SOCKET_LIMITS.messagesPerWindow} messages per ${LIVE_SOCKET_LIMITS.windowMs / 1000} s`,
        );
        socket.close(1008, "too many messages");
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        parsed = undefined;
      }
      const m = liveClientMessage.safeParse(parsed);
      if (!m.success) {
        const bad = m.error.issues.find((i) => i.path[0] !== "v" && i.path[0] !== "kind");
        return reply(
          "input-invalid",
          bad ? `${bad.path.join(".")}: ${bad.message}` : 'send {"v":1,"kind":"subscribe","tournament":ID}',
        );
      }
      if (m.data.kind === "keeper") {
        const k = m.data;
        void holdsLink(socket, k).then(
          (yes) => {
            if (!yes) return reply("wrong-table-token", `this link does not open table ${k.table}`);
            keepers.heard(k.tournament, k.table, socket, {
              pending: k.pending,
              conflict: k.conflict,
              offline: k.offline,
            });
          },
          () => reply("server-error", "the table's link could not be checked now"),
        );
        return;
      }
      if (subscribed) return reply("already-subscribed", "already subscribed");
      if (!c.hub.subscribe(m.data.tournament, socket)) {
        reply("server-full", "the server follows as many wall screens as it can: try again later");
        socket.close(1013, "try again later");
        return;
      }
      subscribed = true;
      // The scorekeepers' presence now; the hub sends the tournament's view.
      const presence = keepers.message(m.data.tournament);
      if (presence) socket.send(presence, () => {});
    });
  });
}
