/**
 * Statistics per player of every finished online match (issue 27 item 4), computed once when the
 * match ends by the one home of statistics (src/game/stats, the same code as a browser's page) in
 * the strike workers when there are some, and stored per player for the player's page. A match
 * nobody played (no step) has none; computer seats are not players.
 */
import type { MatchStatsStore } from "../store/index.ts";
import type { OnlineService } from "./service.ts";
import type { StrikePool } from "./strike-pool.ts";

export class MatchStatsRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      readonly service: OnlineService;
      readonly stats: MatchStatsStore;
      readonly strikes: StrikePool;
      readonly log: (message: string, e?: unknown) => void;
    },
  ) {
    deps.service.overListeners.add((id) => {
      const p = this.record(id).catch((e: unknown) => deps.log(`statistics of match ${id} not recorded`, e));
      this.pending.add(p);
      void p.finally(() => this.pending.delete(p));
    });
  }

  /** Resolves when every recording started so far has ended (a drain, a test). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async record(id: string): Promise<void> {
    const { service } = this.deps;
    const row = await service.store.match(id);
    if (row?.status !== "over" || row.seq === 0) return;
    const setup = service.setupOf(row);
    const actions = (await service.store.actions(id)) as Parameters<StrikePool["stats"]>[1];
    const computed = await this.deps.strikes.stats(setup, actions);
    if (!computed.ok) return this.deps.log(`statistics of match ${id}: ${computed.error}`);
    // The statistics are by the names the match was played under: each name's seat holder.
    const ids = new Map<string, string>();
    if (row.sides && setup.sides) {
      for (const [s, side] of row.sides.entries())
        for (const [k, seat] of side.entries()) {
          const name = setup.sides[s as 0 | 1]?.[k];
          if (seat && !seat.computer && name !== undefined) ids.set(name, seat.id);
        }
    } else for (const [s, p] of row.players.entries()) if (p) ids.set(setup.players[s as 0 | 1], p.id);
    const rows = computed.value.flatMap(([name, stats]) => {
      const playerId = ids.get(name);
      return playerId ? [{ playerId, stats }] : [];
    });
    const saved = await this.deps.stats.save(id, row.game, rows, row.updatedAt);
    if (!saved.ok) this.deps.log(`statistics of match ${id} not stored`, saved.error);
  }
}
