/**
 * Which file a replay address names: ?file=URL (any address the page may fetch), or ?match=ID
 * for a finished online match, whose saved file the server serves.
 */
export function replayFileUrl(params: URLSearchParams): string | null {
  const file = params.get("file");
  if (file) return file;
  const id = params.get("match");
  if (id) return savedMatchUrl(id);
  return null;
}

/** The server's address of a finished online match's saved file. */
export function savedMatchUrl(id: string): string {
  return `/api/online/matches/${encodeURIComponent(id)}/saved`;
}

/** The replay page for a finished online match. */
export function replayPageUrl(id: string): string {
  return `replay.html?match=${encodeURIComponent(id)}`;
}
