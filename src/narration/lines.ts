/**
 * A narrated line is data: what kind of line it is (so each screen styles it), the rule it
 * cites (if any), a phrase key and the phrase's arguments. `render.ts` turns it into text.
 */
import type { BallId, ByPlayer, GameId, ObjectBallId, PocketId } from "../core/index.ts";
import type { Group, OptionName, RuleId } from "../rules/index.ts";

/** What a call says, whichever game: a ball and pocket, the 8's pocket, a group, a defence. */
export interface CallWords {
  readonly ball?: ObjectBallId;
  readonly pocket?: PocketId;
  readonly group?: Group;
  readonly defense?: true;
}

/**
 * Every phrase the narration says, with its arguments. `many` marks a subject that is a side of
 * several players (G-TEAM), so the verb agrees: "Ana y Carla ganan", "Ana and Carla win".
 */
export interface PhraseArgs {
  /** "Paso 3 · triángulo 1": a heading for a list of steps. */
  readonly stepHeading: { readonly step: number; readonly rack: number };
  /** "Ana tira" / "Ana abre" (the break); with a side of partners "Carla (Ana y Carla) tira", the side by its name. */
  readonly shot: { readonly name: string; readonly isBreak: boolean; readonly side?: string };
  /** "Canta la 5 a la tronera superior izquierda", "Declara defensa", "Juega a las lisas". */
  readonly call: { readonly call: CallWords };
  /** No call where one was needed (G-NOCALL). */
  readonly noCall: Record<string, never>;
  /** A call announced before the shot plays (the computer's, or a player's on the wall). */
  readonly announceCall: { readonly name: string; readonly call: CallWords };
  /** "El mingo toca primero la 3" / "La blanca no toca ninguna bola". */
  readonly firstHit: { readonly ball: ObjectBallId | null };
  /** "La 5 entra en la tronera superior izquierda" (the cue ball too). */
  readonly pocketed: { readonly ball: BallId; readonly pocket: PocketId };
  readonly offTable: { readonly ball: BallId };
  /**
   * "La blanca toca banda" / "La 1, la 3, la 9 y la 12 tocan banda" / "Ninguna bola toca banda
   * tras el contacto": a scorekeeper's entry before it is sent (Bola 8 rules ask about cushions).
   */
  readonly cushion: { readonly balls: readonly BallId[] };
  /** A break miscue that missed the rack (PC-3a): re-taken. */
  readonly miscue: Record<string, never>;
  /** Piña: "Ana suma 5 puntos" (or loses points on a foul with deductions). */
  readonly points: { readonly name: string; readonly points: number; readonly many?: boolean };
  /** "La 5 vuelve al punto superior". */
  readonly spotted: { readonly balls: readonly ObjectBallId[] };
  /** "Cabeza de Ana: la bola de turno" (the rule's title from line.rule). */
  readonly foul: { readonly name: string };
  /** A logged conduct item (PC-CONDUCT). */
  readonly logged: { readonly name: string };
  /** The foul count: Piña "Dos cabezas", Bola 8 "Dos infracciones seguidas". */
  readonly foulCount: { readonly count: number; readonly beneficiary: string };
  /** A rule that shaped the ruling, by its title. */
  readonly note: Record<string, never>;
  /** "Ana pierde el triángulo: la 8 con infracción". */
  readonly loss: { readonly name: string; readonly many?: boolean };
  /** "Ana abandona la partida" (G-RESIGN). */
  readonly resigned: { readonly name: string; readonly many?: boolean };
  readonly wins: { readonly name: string; readonly many?: boolean };
  /** Piña 60–60 with the table cleared. */
  readonly tie: Record<string, never>;
  /** "Beto elige:" before the options. */
  readonly chooses: { readonly name: string };
  /** "Bola en mano: Beto coloca la blanca…" (equalize: up to n balls). */
  readonly option: { readonly name: string; readonly option: OptionName; readonly upTo: number | null };
  /** The choice once made: "Beto elige bola en mano". */
  readonly choice: {
    readonly name: string;
    readonly option: OptionName;
    readonly balls: readonly ObjectBallId[];
    /** Taken by playing on (a shot while the option was pending). */
    readonly byPlaying: boolean;
  };
  readonly declares: { readonly name: string; readonly group: Group };
  readonly lagWon: { readonly name: string; readonly many?: boolean };
  readonly lagReplay: Record<string, never>;
  /** A lag fault (B8-LAG-1…4) by the rule's title. */
  readonly lagFault: { readonly name: string };
  readonly groups: {
    readonly names: ByPlayer<string>;
    readonly groups: ByPlayer<Group>;
    readonly many?: boolean;
  };
  readonly openTable: Record<string, never>;
  /** Piña: "Ana 34 – Beto 12". */
  readonly score: {
    readonly names: ByPlayer<string>;
    readonly scores: ByPlayer<number>;
    /** A handicap's targets (61 against 50): "Ana 34 de 61"; absent when both play to 61. */
    readonly targets?: ByPlayer<number>;
  };
  readonly ballOn: { readonly ball: ObjectBallId };
  /** "Dos tiros para Beto" (turnsOwed 1). */
  readonly turnsOwed: { readonly name: string; readonly owed: number };
  /** "Turno de Beto" (with ball in hand); with sides, "Turno de Carla (Ana y Carla)". */
  readonly turn: { readonly name: string; readonly side?: string; readonly ballInHand: boolean };
  /** The next rack/game: who breaks, or a lag first. */
  readonly nextRack: { readonly breaker: string | null };
  /** Bola 8 racks won / Piña encounter points. */
  readonly matchScore: {
    readonly names: ByPlayer<string>;
    readonly points: ByPlayer<number>;
    /** Bola 8 with a handicap: each player's own race (5 against 3), "Ana 2 de 5". */
    readonly targets?: ByPlayer<number>;
  };
  readonly matchOver: { readonly winner: string | null; readonly many?: boolean };
}

export type PhraseKey = keyof PhraseArgs;

/** How a screen may style a line. */
export const LINE_KINDS = [
  "heading",
  "action",
  "call",
  "contact",
  "ball",
  "points",
  "foul",
  "count",
  "note",
  "loss",
  "result",
  "option",
  "choice",
  "standing",
  "turn",
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** One narrated line: data, rendered by `renderLine`. */
export type Line = {
  [K in PhraseKey]: {
    readonly kind: LineKind;
    readonly game: GameId;
    /** The rule this line cites (fouls, losses, options, notes, results). */
    readonly rule?: RuleId;
    readonly phrase: K;
    readonly args: PhraseArgs[K];
  };
}[PhraseKey];

/** Builds a line with its arguments checked against the phrase. */
export function line<K extends PhraseKey>(
  kind: LineKind,
  game: GameId,
  phrase: K,
  args: PhraseArgs[K],
  rule?: RuleId,
): Line {
  return { kind, game, phrase, args, ...(rule ? { rule } : {}) } as Line;
}
