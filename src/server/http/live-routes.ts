/**
 * The live socket: a wall screen subscribes to one tournament and then only listens. Bounded:
 * one subscription per socket, a message budget per socket (then it is closed), and the
 * hub's cap on subscribers in all.
 */
import { liveClientMessage } from "../../protocol/club-api.ts";
import type { RouteContext } from "./context.ts";

export const LIVE_SOCKET_LIMITS = {
  /** Messages a socket may send per window; a wall screen sends one. */
  messagesPerWindow: 10,
  windowMs: 10_000,
} as const;

export function liveRoutes<S>(c: RouteContext<S>): void {
  c.app.get("/api/live", { websocket: true }, (socket) => {
    let subscribed = false;
    let windowStart = Date.now();
    let inWindow = 0;
    const reply = (code: string, message: string) =>
      socket.send(JSON.stringify({ v: 1, kind: "error", code, message }), () => {});
    socket.on("error", () => socket.terminate());
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
      if (subscribed) return reply("already-subscribed", "already subscribed");
      const m = liveClientMessage.safeParse(parsed);
      if (!m.success) {
        const bad = m.error.issues.find((i) => i.path[0] === "tournament");
        return reply(
          "invalid-input",
          bad ? `tournament: ${bad.message}` : 'send {"v":1,"kind":"subscribe","tournament":ID}',
        );
      }
      if (!c.hub.subscribe(m.data.tournament, socket)) {
        reply("server-full", "the server follows as many wall screens as it can: try again later");
        socket.close(1013, "try again later");
        return;
      }
      subscribed = true;
    });
  });
}
