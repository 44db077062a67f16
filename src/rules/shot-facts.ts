/**
 * What a shot's event list says, in the terms the rules ask about: first contact, balls
 * pocketed and where, balls off the table, cushions after the first contact. Validates the
 * list against the table first: every ball named must be in play at that moment.
 */
import {
  type BallId,
  err,
  isBallId,
  isPocketId,
  type ObjectBallId,
  ok,
  type PocketId,
  type Result,
} from "../core/index.ts";
import type { RuleError, ShotEvent } from "./actions.ts";
import { sortBalls } from "./state.ts";

export interface ShotFacts {
  /** The first object ball the cue ball touched, or null for none. */
  readonly firstContact: ObjectBallId | null;
  /** Object balls pocketed, in the order they dropped. */
  readonly pocketed: readonly { readonly ball: ObjectBallId; readonly pocket: PocketId }[];
  readonly cuePocketed: boolean;
  /** The cue ball ended off the table (G-OFFTABLE-BACK: only an `off` event says so). */
  readonly cueOff: boolean;
  /** Object balls that ended off the table, ascending. */
  readonly objectOff: readonly ObjectBallId[];
  /** Some ball (the cue ball included) touched a cushion after the first contact (B8-F12). */
  readonly railAfterContact: boolean;
  /** Distinct object balls that touched a cushion, ascending (B8-BREAK). */
  readonly objectBallsToRail: readonly ObjectBallId[];
}

export const pocketedBalls = (f: ShotFacts): ObjectBallId[] => f.pocketed.map((p) => p.ball);

export function readShot(
  onTable: readonly ObjectBallId[],
  events: readonly ShotEvent[],
): Result<ShotFacts, RuleError> {
  const inPlay = new Set<BallId>([0, ...onTable]);
  const bad = (message: string) => err<RuleError>({ code: "invalid-shot", message });
  const need = (b: unknown, i: number): RuleError | null => {
    if (!isBallId(b))
      return { code: "invalid-shot", message: `event ${i + 1}: ${JSON.stringify(b)} is not a ball` };
    if (!inPlay.has(b))
      return {
        code: "ball-not-on-table",
        message: `event ${i + 1}: ball ${b} is not on the table${b === 0 ? " any more" : ""}`,
      };
    return null;
  };
  let firstContact: ObjectBallId | null = null;
  let contactSeen = false;
  let railAfterContact = false;
  let cuePocketed = false;
  let cueOff = false;
  const pocketed: { ball: ObjectBallId; pocket: PocketId }[] = [];
  const objectOff: ObjectBallId[] = [];
  const railed = new Set<ObjectBallId>();
  for (const [i, e] of events.entries()) {
    switch (e.kind) {
      case "hit": {
        const problem = need(e.a, i) ?? need(e.b, i);
        if (problem) return err(problem);
        if (e.a === e.b) return bad(`event ${i + 1}: ball ${e.a} cannot hit itself`);
        if (!contactSeen && (e.a === 0 || e.b === 0)) {
          contactSeen = true;
          firstContact = (e.a === 0 ? e.b : e.a) as ObjectBallId;
        }
        break;
      }
      case "rail": {
        const problem = need(e.ball, i);
        if (problem) return err(problem);
        if (contactSeen) railAfterContact = true;
        if (e.ball !== 0) railed.add(e.ball);
        break;
      }
      case "pocket": {
        const problem = need(e.ball, i);
        if (problem) return err(problem);
        if (!isPocketId(e.pocket)) return bad(`event ${i + 1}: ${JSON.stringify(e.pocket)} is not a pocket`);
        inPlay.delete(e.ball);
        if (e.ball === 0) cuePocketed = true;
        else pocketed.push({ ball: e.ball, pocket: e.pocket });
        break;
      }
      case "off": {
        const problem = need(e.ball, i);
        if (problem) return err(problem);
        inPlay.delete(e.ball);
        if (e.ball === 0) cueOff = true;
        else objectOff.push(e.ball);
        break;
      }
      default:
        return bad(`event ${i + 1}: unknown event`);
    }
  }
  return ok({
    firstContact,
    pocketed,
    cuePocketed,
    cueOff,
    objectOff: sortBalls(objectOff),
    railAfterContact,
    objectBallsToRail: sortBalls(railed),
  });
}
