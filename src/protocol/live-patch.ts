/**
 * What the live socket sends after the first full view: only what changed (issue 29 item 7).
 * A patch names the sequence number it applies to (`base`) and the one it makes (`seq`); it
 * carries the top-level fields that changed, the encounters that changed or appeared (by id) and
 * the ones gone, and each standings group's rows that changed (by id) with the group's order.
 * `diffView` (the server) and `applyPatch` (every page) are the one home of the format: applying
 * the patches in order to the first view gives the latest view, field for field.
 */
import type { EncounterView, GroupStandingView, StandingRowView, TournamentView } from "./club-views.ts";

/** The live socket's update after the full view: what changed. */
export interface LivePatchMessage {
  readonly v: 1;
  readonly kind: "patch";
  readonly tournament: string;
  readonly patch: ViewPatch;
}

export interface GroupPatch {
  readonly group: number;
  /** The group's row ids in standings order. */
  readonly order: readonly string[];
  /** Rows whose figures changed (or that are new). */
  readonly rows: readonly StandingRowView[];
}

export interface ViewPatch {
  readonly base: number;
  readonly seq: number;
  /** Top-level fields (name, status, players…) that changed, whole. */
  readonly set: Partial<Omit<TournamentView, "encounters" | "standings">>;
  /** Encounters that changed or appeared, whole, and the order of all encounters by id. */
  readonly encounters: readonly EncounterView[];
  readonly encounterOrder: readonly string[] | null;
  /** Standings groups that changed; null when none did. */
  readonly standings: readonly GroupPatch[] | null;
  /** The number of groups, when it changed. */
  readonly groups: number | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What turns `prev` into `next`; null when nothing changed. */
export function diffView(prev: TournamentView, next: TournamentView, base: number): ViewPatch | null {
  const set: Record<string, unknown> = {};
  for (const k of Object.keys(next) as (keyof TournamentView)[]) {
    if (k === "encounters" || k === "standings") continue;
    if (!same(prev[k], next[k])) set[k] = next[k];
  }
  const before = new Map(prev.encounters.map((e) => [e.id, e]));
  const encounters = next.encounters.filter((e) => !same(before.get(e.id), e));
  const order = next.encounters.map((e) => e.id);
  const sameOrder = same(
    prev.encounters.map((e) => e.id),
    order,
  );
  const standings: GroupPatch[] = [];
  next.standings.forEach((g, i) => {
    const old = prev.standings[i];
    if (old && same(old, g)) return;
    const oldRows = new Map((old?.rows ?? []).map((r) => [r.id, r]));
    standings.push({
      group: g.group,
      order: g.rows.map((r) => r.id),
      rows: g.rows.filter((r) => !same(oldRows.get(r.id), r)),
    });
  });
  const groups = prev.standings.length === next.standings.length ? null : next.standings.length;
  if (
    Object.keys(set).length === 0 &&
    encounters.length === 0 &&
    sameOrder &&
    standings.length === 0 &&
    groups === null
  )
    return null;
  return {
    base,
    seq: base + 1,
    set: set as ViewPatch["set"],
    encounters,
    encounterOrder: sameOrder ? null : order,
    standings: standings.length ? standings : null,
    groups,
  };
}

/** The view after the patch (the patch must apply to this view's sequence number: `base`). */
export function applyPatch(view: TournamentView, p: ViewPatch): TournamentView {
  const byId = new Map(view.encounters.map((e) => [e.id, e]));
  for (const e of p.encounters) byId.set(e.id, e);
  const order = p.encounterOrder ?? view.encounters.map((e) => e.id);
  const encounters = order.flatMap((id) => {
    const e = byId.get(id);
    return e ? [e] : [];
  });
  let standings: GroupStandingView[] = [...view.standings];
  if (p.groups !== null) standings = standings.slice(0, p.groups);
  for (const g of p.standings ?? []) {
    const i = standings.findIndex((x) => x.group === g.group);
    const old = new Map((i >= 0 ? standings[i]!.rows : []).map((r) => [r.id, r]));
    for (const r of g.rows) old.set(r.id, r);
    const rows = g.order.flatMap((id) => {
      const r = old.get(id);
      return r ? [r] : [];
    });
    const next: GroupStandingView = { group: g.group, rows };
    if (i >= 0) standings[i] = next;
    else standings.push(next);
  }
  return { ...view, ...p.set, encounters, standings };
}
