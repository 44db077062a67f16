/**
 * Baseline speeds from rolling resistance: a ball rolling on cloth slows by μr·g per second.
 * Each ball loses 2/7 of its speed while it slides into a roll, and a cut passes on cos(cut)
 * of the cue ball's. The margin gets the ball past the pocket's jaws with some pace to spare.
 */
const MU_ROLL_G = 0.01 * 9.81;

/** The firmest stroke the AI plays, m/s (a firm break's pace). */
export const MAX_STROKE_SPEED = 7;

export function rollSpeedFor(distance: number): number {
  return Math.sqrt(2 * MU_ROLL_G * Math.max(0, distance));
}

export function potSpeed(cueTravel: number, objectTravel: number, cut: number): number {
  const objectNeeds = rollSpeedFor(objectTravel + 0.4) * 1.25;
  // The object ball leaves sliding and rolls at 5/7 of its speed; the collision keeps ~95%.
  const atContact = objectNeeds / (SLIDE_TO_ROLL * 0.95 * Math.max(0.25, Math.cos(cut)));
  const start = Math.sqrt(atContact * atContact + 2 * MU_ROLL_G * cueTravel) / SLIDE_TO_ROLL;
  return Math.min(MAX_STROKE_SPEED, Math.max(0.6, start));
}

/** A ball struck without spin rolls at 5/7 of its speed once friction has turned slide into roll. */
const SLIDE_TO_ROLL = 5 / 7;
