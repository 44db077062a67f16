/*
 * mingo's service worker: the game works offline after the first visit. The page tells the
 * worker which files it loaded (their names carry build hashes, so no list is written here);
 * every same-origin GET it sees later is kept too. Pages are fetched from the network first (a
 * new build shows at once when online), other files from the cache first. The club's
 * scorekeeper page (club/table.html) is kept too: a table's phone reopens it without the club's
 * Wi-Fi and its entries wait on the phone (issue 38). Other club pages and the API stay live.
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
  if (navigate && rest === "club/table.html") return "keeper";
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
  if (k === "page" || k === "keeper") {
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
            // Any table's page is the same file: its table is in the query and the hash.
            .then(
              (hit) =>
                hit || (k === "keeper" ? caches.match("club/table.html", { ignoreSearch: true }) : null),
            )
            .then((hit) => hit || (k === "page" ? caches.match("./", { ignoreSearch: true }) : null))
            .then((hit) => hit || (k === "page" ? caches.match("index.html", { ignoreSearch: true }) : null)),
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
