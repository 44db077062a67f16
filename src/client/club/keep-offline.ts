/**
 * Once opened, the scorekeeper's page loads from the service worker without a connection
 * (issue 38): the game's worker (public/sw.js) keeps this page too, and the files this visit
 * loaded are handed to it (their names carry build hashes, so no list is written anywhere).
 * Browsers offer service workers on https and on localhost only: a phone that opens the club's
 * server at a plain http address keeps its entries (IndexedDB) but not the page.
 */
export function keepPageOffline(workerUrl: string): void {
  if (!("serviceWorker" in navigator)) return;
  addEventListener("load", () => {
    navigator.serviceWorker
      .register(workerUrl)
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        const files = performance.getEntriesByType("resource").map((e) => e.name);
        reg.active?.postMessage({ cache: [location.href.split("#")[0], ...files] });
      })
      .catch(() => {
        // No worker (a private window): the page works online as before.
      });
  });
}
