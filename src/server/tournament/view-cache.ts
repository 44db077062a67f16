/**
 * The tournament view, built once per change and shared by every reader and wall screen.
 * A cached view is reused while the tournament's version in the database is unchanged (one
 * primary-key read), so a change made by another server process is seen too; concurrent
 * readers of a stale view wait for one rebuild instead of each building their own.
 */
import { ok } from "../../core/index.ts";
import type { ClubStore } from "../store/club-store.ts";
import type { StoreResult } from "../store/errors.ts";
import { buildTournamentView, type TournamentView } from "./view.ts";

export interface CachedView {
  readonly view: TournamentView;
  /** The view as JSON text, made once: what the HTTP route and the live socket send. */
  readonly json: string;
  readonly version: number;
}

export interface ViewCacheStats {
  hits: number;
  builds: number;
}

export class ViewCache {
  private readonly views = new Map<string, CachedView>();
  private readonly building = new Map<string, Promise<StoreResult<CachedView | null>>>();
  readonly stats: ViewCacheStats = { hits: 0, builds: 0 };

  constructor(
    private readonly store: ClubStore,
    /** Tournaments kept; the least recently built goes first. */
    private readonly capacity = 200,
  ) {}

  async get(id: string): Promise<StoreResult<CachedView | null>> {
    const cached = this.views.get(id);
    if (cached) {
      const v = await this.store.tournamentVersion(id);
      if (!v.ok) return v;
      if (v.value === cached.version) {
        this.stats.hits++;
        return ok(cached);
      }
    }
    const inFlight = this.building.get(id);
    if (inFlight) return inFlight;
    const job = this.build(id).finally(() => this.building.delete(id));
    this.building.set(id, job);
    return job;
  }

  /** A change made here: the next read rebuilds without waiting for the version check to differ. */
  invalidate(id: string): void {
    this.views.delete(id);
  }

  private async build(id: string): Promise<StoreResult<CachedView | null>> {
    const rows = await this.store.tournamentRows(id);
    if (!rows.ok || !rows.value) return rows.ok ? ok(null) : rows;
    this.stats.builds++;
    const view = buildTournamentView(rows.value);
    const entry: CachedView = { view, json: JSON.stringify(view), version: rows.value.version };
    this.views.delete(id);
    this.views.set(id, entry);
    if (this.views.size > this.capacity) this.views.delete(this.views.keys().next().value as string);
    return ok(entry);
  }
}
