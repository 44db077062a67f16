import type { esLearn } from "./learn-es.ts";

/** The first match that teaches, in English (spread into en.ts). */
export const enLearn: Record<keyof typeof esLearn, string> = {
  learnTitle: "First match",
  learnIntro:
    "A short match against the computer: each new thing is met in play, explained in a line, and practised once.",
  learnStart: "First match of {game}",
  learnResume: "Go on with the first match of {game} ({n} of {total})",
  learnFinished: "First match of {game}: done ✓",
  learnProgress: "First match of {game} · {n} of {total}",
  learnLearned: "Learned!",
  learnNotYet: "Not yet: see what the referee said and try again.",
  learnAgain: "Again",
  learnNext: "Next",
  learnDone:
    "You finished the first match of {game}. You know the main things now: the rest is in the rulebook.",
  learnPlayComputer: "Play the computer",
  learnRestart: "Start again",
  learnYou: "You",
  learnComputer: "Computer",
  "learn_bola8-lag_do":
    "The lag decides who breaks: send your ball to the top cushion and back as close as you can to the head cushion.",
  "learn_bola8-lag_why": "Whoever wins the lag chooses who breaks (B8-LAG).",
  "learn_bola8-break_do":
    "The break: put the cue ball behind the head string and break hard. A ball must drop or four must reach a cushion.",
  "learn_bola8-break_why":
    "A legal break pockets a ball or drives four to a cushion; otherwise it is a foul (B8-BREAK).",
  "learn_bola8-call_do": "The table is open: call “Solids” and pot the 3 in the foot-left pocket.",
  "learn_bola8-call_why":
    "On an open table you call your group; the first ball you pot legally gives it to you (B8-OPEN).",
  "learn_bola8-foul_do": "The computer fouled: it hit one of your balls first. Choose what to do.",
  "learn_bola8-foul_why":
    "After a foul the opponent chooses among the options the rulebook gives (B8-SANCTION).",
  "learn_bola8-eight_do": "Only the 8 is left for you: call its pocket (foot left) and pot it.",
  "learn_bola8-eight_why":
    "The 8 wins the rack when it drops in the called pocket after your group (B8-8CALL).",
  "learn_pina-lag_do":
    "The lag decides who breaks: send your ball to the top cushion and back as close as you can to the head cushion.",
  "learn_pina-lag_why": "Whoever wins the lag breaks (PC-LAG).",
  "learn_pina-call_do":
    "The ball on is always the lowest on the table: call the 1 in the foot-left pocket and pot it.",
  "learn_pina-call_why":
    "The lowest ball is played and every ball is called with its pocket; a ball that drops scores its number (PC-ORDER, PC-SCORE).",
  "learn_pina-45_do":
    "The 45° rule: the cue ball must leave towards the ball on within 45° either side of the line between them. Play the 1.",
  "learn_pina-45_why": "A shot that leaves more than 45° off the ball on is a foul, a “cabeza” (PC-45).",
  "learn_pina-defense_do":
    "A defence: call “Defence” and play the 1 so that the cue ball travels at least a hand span.",
  "learn_pina-defense_why":
    "A defence pots nothing on purpose, and the cue ball must travel a hand span (PC-DEFENSE).",
  "learn_pina-foul_do":
    "The computer fouled (a “cabeza”): its shot left more than 45° off the ball on. Your turn: play the 1 without a foul.",
  "learn_pina-foul_why":
    "Every foul has its penalty, and three in a row give the opponent two turns (PC-FOUL, PC-3FOULS).",
  "learn_pina-61_do": "You lead 55 to 50: the 6 makes 61. Call it in the foot-left pocket and pot it.",
  "learn_pina-61_why": "The first to 61 wins the game; 60–60 with the table cleared is a tie (PC-SCORE).",
};
