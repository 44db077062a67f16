/*
 * mingo's service worker: the game works offline after the first visit. The page tells the
 * worker which files it loaded (their names carry build hashes, so no list is written here);
 * every same-origin GET it sees later is kept too. Pages are fetched from the network first (a
 * new build shows at once when online), other files from the cache first.
 */
const CACHE = "mingo-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** "page", "static" or null: only the game's own pages and files are kept. */
function kind(href, navigate) {
  const url = new URL(href, self.location.href);
  if (url.origin !== self.location.origin) return null;
  const scope = new URL(self.registration.scope).pathname;
  if (!url.pathname.startsWith(scope)) return null;
  const rest = url.pathname.slice(scope.length);
  if (navigate && (rest === "" || rest === "index.html" || rest === "replay.html")) return "page";
  if (/^(assets\/[^/]+|[^/]+\.(ico|png|svg|webmanifest))$/.test(rest)) return "static";
  return null;
}

self.addEventListener("message", (event) => {
  const urls = event.data && Array.isArray(event.data.cache) ? event.data.cache : [];
  const own = urls.filter((u) => typeof u === "string" && kind(u, true) !== null);
  event.waitUntil(
    caches.open(CACHE).then((c) => Promise.all(own.map((u) => c.add(u).catch(() => undefined)))),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET") return;
  // Only the game's own pages and static files; club mode, online play and any API stay live.
  const k = kind(req.url, req.mode === "navigate");
  if (k === null) return;
  if (k === "page") {
    event.respondWith(
      fetch(req)
        .then((res) => {
          const copy = res.clone();
          caches.open(CACHE).then((c) => c.put(url.pathname.endsWith("/") ? url.pathname : req, copy));
          return res;
        })
        .catch(() =>
          caches
            .match(req, { ignoreSearch: true })
            .then((hit) => hit || caches.match("./", { ignoreSearch: true }))
            .then((hit) => hit || caches.match("index.html", { ignoreSearch: true })),
        ),
    );
    return;
  }
  event.respondWith(
    caches.match(req).then(
      (hit) =>
        hit ||
        fetch(req).then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put(req, copy));
          }
          return res;
        }),
    ),
  );
});
