/**
 * Baseline speeds from rolling resistance: a ball rolling on cloth slows by μr·g per second.
 * The cue ball loses about 2/7 of its speed while it slides into a roll, and a cut passes on
 * cos(cut) of it. The margin gets the ball past the pocket's jaws with some pace to spare.
 */
const MU_ROLL_G = 0.01 * 9.81;

export function rollSpeedFor(distance: number): number {
  return Math.sqrt(2 * MU_ROLL_G * Math.max(0, distance));
}

export function potSpeed(cueTravel: number, objectTravel: number, cut: number): number {
  const objectNeeds = rollSpeedFor(objectTravel + 0.4) * 1.25;
  const atContact = objectNeeds / Math.max(0.25, Math.cos(cut));
  const start = Math.sqrt(atContact * atContact + 2 * MU_ROLL_G * cueTravel) / 0.8;
  return Math.min(7, Math.max(0.6, start));
}
