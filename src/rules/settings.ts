/**
 * Every [interp] item of RULES.md and every match option, as a named setting with its
 * documented default. Unknown names and bad values are refused, never ignored, so a script
 * or a room cannot silently play by rules nobody chose.
 */
import { type ByPlayer, err, type GameId, ok, type Result } from "../core/index.ts";
import type { RuleError } from "./actions.ts";
import { TEAM_ROTATIONS, type TeamRotation } from "./teams.ts";

export const NEXT_BREAK = ["alternate", "winner", "loser", "lag"] as const;
export type NextBreak = (typeof NEXT_BREAK)[number];

export interface Settings {
  /** B8-MATCH: racks needed to win the match. */
  readonly raceTo: number;
  /** B8-MATCH / PC-LAG: who breaks every rack or game after the first. */
  readonly nextBreak: NextBreak;
  /** G-TABLE: table size in feet (used by the game and physics, not by the referee). */
  readonly tableSizeFt: 7 | 8 | 9;
  /** G-KITCHEN: a cue ball that crossed the head string before its first contact may hit a ball behind it. */
  readonly kitchenCrossingCounts: boolean;
  /** B8-EQUALIZE: may the opponent remove their own last group ball when equalizing? */
  readonly equalizeMayTakeLastBall: boolean;
  /** PC-BREAK: may the breaker continue after pocketing on the break (the balls are spotted either way)? */
  readonly breakPocketContinues: boolean;
  /** PC-FOUL: points taken off the fouler's score per foul. */
  readonly pointsDeductedPerFoul: number;
  /** PC-TWO-TURNS: does an owed turn survive the beneficiary's own foul? */
  readonly owedTurnAfterOwnFoul: boolean;
  /** PC-DEFENSE: the hand-span the cue ball (plus one object ball) must travel, in cm. */
  readonly defenseSpanCm: number;
  /** PC-FROZEN: "very close" to the ball on, as a fraction of a ball diameter. */
  readonly frozenGapBallFraction: number;
  /** PC-FROZEN: minimum cue elevation of a massé, in degrees. */
  readonly masseMinElevationDeg: number;
  /** B8-RACK: the group pattern of the triangle (racking is the game's job; one reading so far). */
  readonly rackPattern: "alternating-canonical";
  /** PC-RACK: the 1 at the apex, the rest shuffled by the seed. */
  readonly pinaRack: "one-at-apex-seeded";
  /** G-TEAM-ORDER: partners take turns by visit (doubles) or stroke by stroke (scotch doubles). */
  readonly teamRotation: TeamRotation;
  /**
   * A handicap (B8-MATCH, PC-SCORE): each player's own race (Bola 8: 5 against 3) or target
   * (Piña: 61 against 50); null, the same for both (raceTo, 61).
   */
  readonly handicap: ByPlayer<number> | null;
}

type Allowed =
  | { readonly kind: "enum"; readonly values: readonly (string | number)[] }
  | { readonly kind: "boolean" }
  | { readonly kind: "number"; readonly min: number; readonly max: number; readonly integer: boolean }
  /** One whole number per player, [a, b], or null for none. */
  | { readonly kind: "pair"; readonly min: number; readonly max: number };

export interface SettingSpec {
  readonly name: keyof Settings;
  readonly game: GameId | "both";
  readonly default: string | number | boolean | null;
  readonly allowed: Allowed;
  readonly rule: string;
  readonly explanation: { readonly es: string; readonly en: string };
}

const bool: Allowed = { kind: "boolean" };

export const SETTINGS: readonly SettingSpec[] = [
  {
    name: "raceTo",
    game: "bola8",
    default: 3,
    allowed: { kind: "number", min: 1, max: 25, integer: true },
    rule: "B8-MATCH",
    explanation: {
      es: "Triángulos que hay que ganar para llevarse el partido.",
      en: "Racks a player must win to take the match.",
    },
  },
  {
    name: "nextBreak",
    game: "bola8",
    default: "alternate",
    allowed: { kind: "enum", values: NEXT_BREAK },
    rule: "B8-MATCH",
    explanation: {
      es: "Quién abre cada triángulo después del primero: alternado, el ganador, el perdedor, o un nuevo sorteo de salida.",
      en: "Who breaks each rack after the first: alternate, the winner, the loser, or a new lag.",
    },
  },
  {
    name: "nextBreak",
    game: "pina",
    default: "lag",
    allowed: { kind: "enum", values: NEXT_BREAK },
    rule: "PC-LAG",
    explanation: {
      es: "Quién rompe cada partida después de la primera; por defecto hay canteo antes de cada partida.",
      en: "Who breaks each game after the first; by default there is a lag before every game.",
    },
  },
  {
    name: "tableSizeFt",
    game: "both",
    default: 9,
    allowed: { kind: "enum", values: [7, 8, 9] },
    rule: "G-TABLE",
    explanation: { es: "Tamaño de la mesa en pies.", en: "Table size in feet." },
  },
  {
    name: "kitchenCrossingCounts",
    game: "both",
    default: true,
    allowed: bool,
    rule: "G-KITCHEN",
    explanation: {
      es: "Con bola en mano, se puede tocar una bola detrás de la línea de salida si la blanca cruzó la línea antes.",
      en: "With ball in hand, a ball behind the head string may be hit if the cue ball crossed the string first.",
    },
  },
  {
    name: "equalizeMayTakeLastBall",
    game: "bola8",
    default: false,
    allowed: bool,
    rule: "B8-EQUALIZE",
    explanation: {
      es: "Al equiparar, ¿puede el rival quitar su última bola del grupo? Por defecto no: la 8 se gana con un tiro.",
      en: "When equalizing, may the opponent remove their last group ball? By default no: the 8 is earned by a shot.",
    },
  },
  {
    name: "breakPocketContinues",
    game: "pina",
    default: false,
    allowed: bool,
    rule: "PC-BREAK",
    explanation: {
      es: "Si el que rompe emboca alguna bola, ¿sigue tirando? Las bolas suben al punto igual.",
      en: "Does the breaker keep shooting after pocketing on the break? The balls are spotted either way.",
    },
  },
  {
    name: "pointsDeductedPerFoul",
    game: "pina",
    default: 0,
    allowed: { kind: "number", min: 0, max: 15, integer: true },
    rule: "PC-FOUL",
    explanation: {
      es: "Puntos que se restan al infractor por cada cabeza (algunas tradiciones restan 3).",
      en: "Points taken from the fouler per foul (some traditions take 3).",
    },
  },
  {
    name: "owedTurnAfterOwnFoul",
    game: "pina",
    default: true,
    allowed: bool,
    rule: "PC-TWO-TURNS",
    explanation: {
      es: "El tiro adicional se conserva aunque el beneficiado cometa falta en el primero.",
      en: "An owed turn is kept even when the beneficiary fouls on the first one.",
    },
  },
  {
    name: "defenseSpanCm",
    game: "pina",
    default: 20,
    allowed: { kind: "number", min: 5, max: 60, integer: false },
    rule: "PC-DEFENSE",
    explanation: {
      es: "Recorrido mínimo de una defensa (una cuarta), en centímetros.",
      en: "Minimum travel of a defence (a hand-span), in centimetres.",
    },
  },
  {
    name: "frozenGapBallFraction",
    game: "pina",
    default: 0.25,
    allowed: { kind: "number", min: 0, max: 1, integer: false },
    rule: "PC-FROZEN",
    explanation: {
      es: "Distancia que cuenta como «muy cerca» de la bola de turno, en diámetros de bola.",
      en: "Gap to the ball on that counts as 'very close', in ball diameters.",
    },
  },
  {
    name: "masseMinElevationDeg",
    game: "pina",
    default: 60,
    allowed: { kind: "number", min: 30, max: 90, integer: false },
    rule: "PC-FROZEN",
    explanation: {
      es: "Inclinación mínima del taco para que un tiro cuente como massé, en grados.",
      en: "Minimum cue elevation for a shot to count as a massé, in degrees.",
    },
  },
  {
    name: "rackPattern",
    game: "bola8",
    default: "alternating-canonical",
    allowed: { kind: "enum", values: ["alternating-canonical"] },
    rule: "B8-RACK",
    explanation: {
      es: "Triángulo: 8 al centro, lisas y rayadas alternadas con dos iguales arriba y dos abajo (S / S T / T 8 S / S T S T / T S T T S).",
      en: "Rack: 8 in the centre, solids and stripes alternating with two alike at the top and two at the back (S / S T / T 8 S / S T S T / T S T T S).",
    },
  },
  {
    name: "pinaRack",
    game: "pina",
    default: "one-at-apex-seeded",
    allowed: { kind: "enum", values: ["one-at-apex-seeded"] },
    rule: "PC-RACK",
    explanation: {
      es: "La 1 en el vértice sobre el punto; las demás en orden aleatorio (semilla).",
      en: "The 1 at the apex on the foot spot; the rest in seeded random order.",
    },
  },
  {
    name: "handicap",
    game: "bola8",
    default: null,
    allowed: { kind: "pair", min: 1, max: 25 },
    rule: "B8-MATCH",
    explanation: {
      es: "Hándicap: los triángulos que necesita cada jugador, por ejemplo 5 contra 3; sin él, los dos juegan a la misma carrera.",
      en: "Handicap: the racks each player needs, for example 5 against 3; without it, both play the same race.",
    },
  },
  {
    name: "handicap",
    game: "pina",
    default: null,
    allowed: { kind: "pair", min: 1, max: 120 },
    rule: "PC-SCORE",
    explanation: {
      es: "Hándicap: los puntos que necesita cada jugador para ganar la partida, por ejemplo 61 contra 50; sin él, los dos juegan a 61.",
      en: "Handicap: the points each player needs to win a game, for example 61 against 50; without it, both play to 61.",
    },
  },
  {
    name: "teamRotation",
    game: "both",
    default: "visit",
    allowed: { kind: "enum", values: TEAM_ROTATIONS },
    rule: "G-TEAM-ORDER",
    explanation: {
      es: "Con equipos: cada entrada a la mesa le toca al siguiente compañero, o los compañeros alternan tiro a tiro (escocés).",
      en: "With teams: each visit to the table goes to the next partner, or partners alternate stroke by stroke (scotch doubles).",
    },
  },
];

export function settingsFor(game: GameId): readonly SettingSpec[] {
  return SETTINGS.filter((s) => s.game === game || s.game === "both");
}

/** A handicap's bounds in a game (each player's race in Bola 8, target in Piña), as the setting allows. */
export function handicapRange(game: GameId): { readonly min: number; readonly max: number } {
  const a = SETTINGS.find((s) => s.name === "handicap" && s.game === game)?.allowed;
  if (a?.kind !== "pair") throw new Error(`no handicap setting for ${game}`);
  return { min: a.min, max: a.max };
}

export function defaultSettings(game: GameId): Settings {
  const out: Record<string, unknown> = {
    // Defaults of the other game's settings keep the record total; they are never consulted.
    raceTo: 3,
    nextBreak: "alternate",
    equalizeMayTakeLastBall: false,
    breakPocketContinues: false,
    pointsDeductedPerFoul: 0,
    owedTurnAfterOwnFoul: true,
    defenseSpanCm: 20,
    frozenGapBallFraction: 0.25,
    masseMinElevationDeg: 60,
    rackPattern: "alternating-canonical",
    pinaRack: "one-at-apex-seeded",
    handicap: null,
  };
  for (const s of settingsFor(game)) out[s.name] = s.default;
  return out as unknown as Settings;
}

/** Validates a settings record for one game: unknown names and bad values are errors. */
export function fromSettings(
  game: GameId,
  input: Readonly<Record<string, unknown>>,
): Result<Settings, RuleError> {
  const specs = settingsFor(game);
  const out: Record<string, unknown> = { ...defaultSettings(game) };
  for (const [name, value] of Object.entries(input)) {
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      const elsewhere = SETTINGS.some((s) => s.name === name);
      return err({
        code: "unknown-setting",
        message: elsewhere
          ? `setting "${name}" does not apply to ${game}`
          : `unknown setting "${name}"; known: ${specs.map((s) => s.name).join(", ")}`,
      });
    }
    const problem = checkValue(spec.allowed, value);
    if (problem) return err({ code: "invalid-setting", message: `setting "${name}": ${problem}` });
    out[name] = value;
  }
  return ok(out as unknown as Settings);
}

function checkValue(allowed: Allowed, value: unknown): string | null {
  switch (allowed.kind) {
    case "boolean":
      return typeof value === "boolean" ? null : `expected true or false, got ${JSON.stringify(value)}`;
    case "enum":
      return allowed.values.includes(value as string | number)
        ? null
        : `expected one of ${allowed.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(value)}`;
    case "pair": {
      if (value === null) return null;
      const ok =
        Array.isArray(value) &&
        value.length === 2 &&
        value.every((n) => Number.isInteger(n) && n >= allowed.min && n <= allowed.max);
      return ok
        ? null
        : `expected null or two whole numbers ${allowed.min}..${allowed.max} (one per player, e.g. [5, 3]), got ${JSON.stringify(value)}`;
    }
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value))
        return `expected a number, got ${JSON.stringify(value)}`;
      if (allowed.integer && !Number.isInteger(value)) return `expected a whole number, got ${value}`;
      if (value < allowed.min || value > allowed.max)
        return `expected ${allowed.min}..${allowed.max}, got ${value}`;
      return null;
  }
}
