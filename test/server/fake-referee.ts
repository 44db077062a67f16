/**
 * A tiny stand-in referee for server tests, so they test the server (storage, ordering,
 * access, durability) and not the rulebooks: a called ball scores its number, a foul hands
 * the opponent accept / ball-in-hand, 61 wins a game, two games win the encounter 3–0.
 */
import { err, ok, type PlayerIndex } from "../../src/core/index.ts";
import type { Action, OptionName, StepReport } from "../../src/rules/actions.ts";
import type { Referee } from "../../src/server/match/referee-port.ts";

export interface FakeState {
  readonly turn: PlayerIndex;
  readonly score: [number, number];
  readonly games: [number, number];
  readonly fouls: [number, number];
  readonly options: OptionName[];
  readonly over: boolean;
  readonly onTable: number[];
}

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const all = () => Array.from({ length: 15 }, (_, i) => i + 1);

function report(s: FakeState, fouls: string[], winner: PlayerIndex | null): StepReport {
  return {
    rack: s.games[0] + s.games[1] + 1,
    turn: s.turn,
    fouls,
    loss: null,
    winner,
    score: s.score,
    onTable: s.onTable as never,
    spotted: [],
    ballInHand: false,
    options: s.options,
    optionsFor: s.options.length ? s.turn : null,
    consecutiveFouls: s.fouls,
    turnsOwed: 0,
    matchScore: s.over && s.games[0] + s.games[1] === 2 ? [s.games[0] * 1.5, s.games[1] * 1.5] : s.games,
    matchOver: s.over,
  };
}

export const fakeReferee: Referee<FakeState> = {
  next: (s) => (s.over ? [] : [{ kind: "shot", by: s.turn }]),
  newMatch(_game, settings, breaker) {
    if (Object.keys(settings).some((k) => k !== "raceTo"))
      return err({ code: "unknown-setting", message: `unknown setting ${Object.keys(settings)[0]}` });
    return ok({
      turn: breaker,
      score: [0, 0],
      games: [0, 0],
      fouls: [0, 0],
      options: [],
      over: false,
      onTable: all(),
    });
  },
  apply(s, a: Action) {
    if (s.over) return err({ code: "match-over", message: "the match is over" });
    if (a.kind === "lag") return err({ code: "lag-not-expected", message: "no lag is due" });
    const by = a.kind === "shot" ? a.shot.by : a.by;
    // Either player may resign at any time.
    if (a.kind === "resign") {
      const next = { ...s, over: true, games: (by === 0 ? [0, 3] : [3, 0]) as [number, number], options: [] };
      return ok({ state: next, report: report(next, [], other(by)) });
    }
    if (by !== s.turn) return err({ code: "not-your-turn", message: `it is player ${s.turn}'s turn` });
    if (a.kind === "choose") {
      if (!s.options.includes(a.choice.kind as OptionName))
        return err({ code: "option-not-offered", message: `"${a.choice.kind}" is not offered` });
      const next = { ...s, options: [] };
      return ok({ state: next, report: report(next, [], null) });
    }
    if (a.kind === "declare") return err({ code: "invalid-call", message: "no groups in this game" });
    const shot = a.shot;
    for (const e of shot.events)
      if (e.kind === "pocket" && e.ball !== 0 && !s.onTable.includes(e.ball))
        return err({ code: "ball-not-on-table", message: `ball ${e.ball} is not on the table` });
    if (shot.fouls?.length) {
      const fouls: [number, number] = [...s.fouls];
      fouls[by] += 1;
      const next = { ...s, turn: other(by), fouls, options: ["accept", "ball-in-hand"] as OptionName[] };
      return ok({ state: next, report: report(next, [...shot.fouls], null) });
    }
    const call = shot.call && "ball" in shot.call ? shot.call : null;
    const potted = shot.events.find(
      (e) => e.kind === "pocket" && call && e.ball === call.ball && e.pocket === call.pocket,
    );
    const fouls: [number, number] = [...s.fouls];
    fouls[by] = 0;
    if (!potted || !call) {
      const next = { ...s, turn: other(by), fouls, options: [] };
      return ok({ state: next, report: report(next, [], null) });
    }
    const score: [number, number] = [...s.score];
    score[by] += call.ball;
    const onTable = s.onTable.filter((b) => b !== call.ball);
    if (score[by] >= 61) {
      const games: [number, number] = [...s.games];
      games[by] += 1;
      const over = games[by] === 2;
      const next = {
        ...s,
        games,
        score: [0, 0] as [number, number],
        fouls: [0, 0] as [number, number],
        over,
        onTable: all(),
        options: [],
      };
      return ok({ state: next, report: report(next, [], by) });
    }
    const next = { ...s, score, fouls, onTable, options: [] };
    return ok({ state: next, report: report(next, [], null) });
  },
};
