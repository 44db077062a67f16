/**
 * The rules in English, in the usual WPA vocabulary (cue ball, foot spot, head string, ball
 * in hand, open table, scratch, bank, combination), with the Spanish word in brackets where
 * players will hear it from the referee.
 */
import type { RuleId } from "../../rules/index.ts";
import type { RuleText } from "./text.ts";

export const en: Record<RuleId, RuleText> = {
  // Shared
  "G-TABLE": {
    title: "The table",
    text: "A six-pocket pool table of 7, 8 or 9 ft (9 ft by default). The head string lies a quarter of the length from the head cushion, the foot spot a quarter of the length from the foot cushion.",
  },
  "G-SPOT": {
    title: "Spotting balls",
    text: "A ball is spotted on the foot spot; if that is taken, frozen behind the balls there on the long axis toward the foot cushion, and if there is no room, in front of the spot toward the centre of the table. If the cue ball is in the way the ball goes as close as possible without touching it, and several balls go up in ascending number.",
  },
  "G-BIH": {
    title: "Ball in hand",
    text: "With ball in hand the shooter places the cue ball anywhere behind the head string and may adjust it by hand or with the cue until the cue tip touches it.",
  },
  "G-KITCHEN": {
    title: "Ball in hand: only balls past the line",
    text: "With ball in hand only balls whose base lies beyond the head string may be played: the first ball the cue ball contacts must have been past the line when the shot began, unless the cue ball crossed the line before that contact. Otherwise it is a foul.",
  },
  "G-OFFTABLE-BACK": {
    title: "A ball that jumps and comes back",
    text: "A ball that bounces onto the rail or frame and returns to the playing surface stays in play. Only a ball that ends on the floor or on the rail top counts as off the table.",
  },
  "G-HUMAN": {
    title: "Fouls the referee sees",
    text: "Double hits, push shots, touching a ball, no foot on the floor, shooting while balls move, scoop jumps, marking or moving the table, obstruction, breaking the cue and unsporting conduct have codes too: they cannot happen in a simulated game, and in referee mode they are entered by hand.",
  },

  "G-RESIGN": {
    title: "Resignation",
    text: "A player may concede the rack (Bola 8) or the game (Piña) at any moment the referee is not waiting on a lag; the opponent wins it. In Piña a broken cue (rule 15) is a resignation too.",
  },
  "G-NOCALL": {
    title: "A shot without a call",
    text: "A shot played without a call is ruled, never refused: in Piña nothing it pockets scores (a dirty ball) and, if the ball on had been declined, rule 14b applies; in Bola 8, on an open table with no group declared it is a foul (F2), and an 8 pocketed with no pocket named loses (L7).",
  },

  "G-TEAM": {
    title: "Player or team",
    text: "Each side is one player or a team of up to four. Wherever the rulebook says “the player” it means the side: the lag, the groups, fouls and their count, points, options, resignation and the match score, and the partner due to shoot makes the decisions at the table (calls, declaring, options).",
  },
  "G-TEAM-ORDER": {
    title: "Partners' order",
    text: "Partners shoot in the order listed, by visit or stroke by stroke (scotch doubles), and each rack or game starts with the next partner, so partners take turns to break. A stroke by the partner who was not due is a foul by the side, and the order goes on from the partner who was due.",
  },

  // Bola 8
  "B8-GROUPS": {
    title: "Solids and stripes",
    text: "Fifteen numbered balls and the cue ball; one player takes the solids (1–7), the other the stripes (9–15). You win by pocketing your whole group and then the 8 legally, or by pocketing the 8 on a legal break.",
  },
  "B8-RACK": {
    title: "Racking",
    text: "The apex ball sits on the foot spot and the 8 in the centre of the triangle; the rest alternate solid and stripe, with two alike touching near the top and two alike at the back. We use, from the apex, S / S T / T 8 S / S T S T / T S T T S, with the numbers inside each group drawn from the seed.",
  },
  "B8-LAG": {
    title: "Lag for the break",
    text: "Both players shoot at once from behind the head string, one each side of centre, to the foot cushion; whoever leaves their ball nearest the head cushion wins and chooses to break or to hand the break over.",
  },
  "B8-LAG-1": {
    title: "Lag: crossed into the other half",
    text: "A player loses the lag if their ball crosses into the opponent's half of the table.",
  },
  "B8-LAG-2": {
    title: "Lag: missed the foot cushion",
    text: "A player loses the lag if their ball does not touch the foot cushion at least once.",
  },
  "B8-LAG-3": {
    title: "Lag: ball pocketed",
    text: "A player loses the lag if their ball drops into a pocket.",
  },
  "B8-LAG-4": {
    title: "Lag: ball off the table",
    text: "A player loses the lag if their ball leaves the table.",
  },
  "B8-LAG-TIE": {
    title: "Tied lag",
    text: "If both players lose the lag, or neither ball is clearly nearer the head cushion (within 1 mm), the lag is a tie and is played again.",
  },
  "B8-LEGAL": {
    title: "Legal shot",
    text: "A shot is legal only when nothing but the cue tip touches the cue ball and no foul is committed.",
  },
  "B8-BREAK": {
    title: "The break",
    text: "The cue ball may be placed anywhere behind the head string. The breaker must pocket at least one ball or drive at least four object balls to a cushion; otherwise it is a foul.",
  },
  "B8-BREAK-OPTIONS": {
    title: "Illegal break: the opponent chooses",
    text: "After an illegal break the opponent chooses: accept the table as it lies, take ball in hand behind the head string, or re-rack and break themselves.",
  },
  "B8-BREAK-8": {
    title: "The 8 on the break",
    text: "If the 8 drops on the break, alone or with others, the breaker wins the rack, unless the cue ball is also pocketed or leaves the table: then the breaker loses it.",
  },
  "B8-BREAK-8-WIN": {
    title: "8 on the break: win",
    text: "Pocketing the 8 on the break, with the cue ball neither pocketed nor off the table, wins the rack.",
  },
  "B8-BREAK-8-LOSS": {
    title: "8 and cue ball on the break: loss",
    text: "If the 8 drops on the break and the cue ball is pocketed or leaves the table as well, the breaker loses the rack.",
  },
  "B8-OPEN": {
    title: "Open table",
    text: "After pocketing a ball on the break the breaker carries on with an open table: before every shot they must declare which group they are playing, and the first ball hit must be of that group (never the 8). The table stays open until a ball of the declared group is legally pocketed, which assigns the groups.",
  },
  "B8-8CALL": {
    title: "Calling the 8's pocket",
    text: "With the group cleared the shooter must pocket the 8 and name its pocket before every shot at it.",
  },
  "B8-SPOT-OWN": {
    title: "Spotting one of your own balls",
    text: "Taking ball in hand while all of your object balls are behind the head string, you may spot the one nearest the head string on the foot spot (any of them if tied).",
  },
  "B8-BOTH": {
    title: "Own and opponent's balls on one shot",
    text: "A legal shot that pockets at least one ball of your group and some of your opponent's lets you continue; the opponent's balls stay down.",
  },
  "B8-EQUALIZE": {
    title: "Equalizing a foul",
    text: "When a foul pockets balls of the fouler's group, the opponent may remove by hand up to as many balls of their own group. Never the last one, so the 8 is still earned by a shot.",
  },
  "B8-OFFTABLE": {
    title: "Ball off the table",
    text: "An object ball that leaves the table is spotted, except a ball of the shooter's opponent's group, which stays off and counts as pocketed. After a legal shot it is no foul (the 8 off the table loses), and the shooter continues if they also pocketed a ball of their group.",
  },
  "B8-FOULS": {
    title: "Fouls",
    text: "Every foul has a number. A simulated game judges the illegal break, no group declared on an open table, the cue ball pocketed or off the table, the wrong first contact and no ball reaching a cushion; the rest only a referee can see.",
  },
  "B8-F1": {
    title: "Illegal break",
    text: "The break pocketed no ball and drove fewer than four object balls to a cushion.",
  },
  "B8-F2": {
    title: "No group declared",
    text: "Shooting on an open table without declaring which group you are playing.",
  },
  "B8-F3": {
    title: "Shooting while balls move",
    text: "Shooting while any ball is still rolling or spinning.",
  },
  "B8-F4": {
    title: "Scratch",
    text: "The cue ball drops into a pocket.",
  },
  "B8-F5": {
    title: "Cue ball off the table",
    text: "The cue ball jumps off the table.",
  },
  "B8-F6": {
    title: "Double hit",
    text: "The cue tip touches the cue ball more than once on the same shot.",
  },
  "B8-F7": {
    title: "Push shot",
    text: "The cue tip stays on the cue ball longer than the momentary contact a stroke needs.",
  },
  "B8-F8": {
    title: "Touching a ball",
    text: "Touching or moving any ball with the body, clothing or anything other than the cue tip.",
  },
  "B8-F9": {
    title: "Scoop jump",
    text: "Making the cue ball jump by striking it below its equator, lifting it as with a spoon.",
  },
  "B8-F10": {
    title: "No foot on the floor",
    text: "Shooting without at least one foot on the floor.",
  },
  "B8-F11": {
    title: "Wrong first contact",
    text: "The cue ball first hits an opponent's ball, hits no ball, or hits the 8 when the 8 is not the legal object ball.",
  },
  "B8-F12": {
    title: "No rail after contact",
    text: "After the first contact no ball, the cue ball included, reaches a cushion and none is pocketed.",
  },
  "B8-F13": {
    title: "Marking the table",
    text: "Making visible marks on the table.",
  },
  "B8-SANCTION": {
    title: "Penalty: accept or ball in hand",
    text: "Any foul ends the fouler's inning, and the opponent chooses: accept the table as it lies or take ball in hand behind the head string.",
  },
  "B8-SANCTION-8": {
    title: "Penalty when the opponent is on the 8",
    text: "If the opponent's legal object ball is the 8, they get a third option: ball in hand behind the head string with the 8 spotted on the foot spot, wherever it was.",
  },
  "B8-LOSS": {
    title: "Loss of the rack",
    text: "A player loses the rack at once on any of the serious faults L1 to L10.",
  },
  "B8-L1": {
    title: "8 on a foul",
    text: "Pocketing the 8 on an illegal shot.",
  },
  "B8-L2": {
    title: "8 too early",
    text: "Pocketing the 8 when it is not yet your legal object ball.",
  },
  "B8-L3": {
    title: "8 with your last ball",
    text: "Pocketing the 8 on the same shot as your last group ball or balls.",
  },
  "B8-L4": {
    title: "Scratch while on the 8",
    text: "Pocketing the cue ball while the 8 is your legal object ball, even if the 8 does not drop.",
  },
  "B8-L5": {
    title: "8 off the table",
    text: "Driving the 8 off the table, at any time during the rack.",
  },
  "B8-L6": {
    title: "8 in the wrong pocket",
    text: "Pocketing the 8 in a pocket other than the one you named.",
  },
  "B8-L7": {
    title: "8 without a named pocket",
    text: "Pocketing the 8 without having named its pocket.",
  },
  "B8-L8": {
    title: "Cue ball off the table while on the 8",
    text: "Driving the cue ball off the table while the 8 is your legal object ball.",
  },
  "B8-L9": {
    title: "Three fouls in a row",
    text: "Committing three fouls in a row, on three consecutive innings of your own.",
  },
  "B8-L10": {
    title: "Unsporting conduct",
    text: "Unsporting conduct, at the referee's sole discretion.",
  },
  "B8-MATCH": {
    title: "The match",
    text: "The match goes to the first player to win N racks (3 by default). The lag decides the first break; after that the break alternates.",
  },

  // Piña cantado
  "PC-RACK": {
    title: "Racking the piña",
    text: "All 15 balls go in the triangle with the 1 at the apex on the foot spot and the rest in the order the seed gives. The rack is set up before the lag.",
  },
  "PC-LAG": {
    title: "Lag (canteo)",
    text: "Both players lag at once on the count of three; a ball that crosses the imaginary centre line loses the break, and the ball nearest the head cushion wins it. There is a lag before every game; a tie, or both losing, means it is replayed.",
  },
  "PC-BREAK": {
    title: "The break (rotura)",
    text: "A break miscue that misses the rack is taken again; the break must hit the 1 first, however hard or soft. Balls pocketed on the break were not called: they score nothing, are spotted, and the turn passes to the opponent.",
  },
  "PC-ORDER": {
    title: "The ball on",
    text: "Play goes from low to high: the ball on is the lowest-numbered ball on the table, and every shot must hit it first. Otherwise it is a foul (cabeza).",
  },
  "PC-SCORE": {
    title: "Race to 61",
    text: "Each called ball legally pocketed scores its number (all 15 make 120), and the first to reach 61 wins. At 60–60 with the table cleared the game is a tie, worth ½ point each.",
  },
  "PC-CALL": {
    title: "Calling the ball",
    text: "A ball counts only if called with its pocket: struck directly by the cue ball, banked one, two or three cushions, or by carom or combination. Any ball may be called, provided the cue ball hits the ball on first.",
  },
  "PC-DIRTY": {
    title: "Dirty ball (sucia)",
    text: "An uncalled ball that drops, or a called ball in another pocket, is dirty: it is spotted and scores nothing, but it is no foul. The shooter stays at the table only if a called ball also dropped.",
  },
  "PC-45": {
    title: "The 45° limit",
    text: "Every shot is played at the ball on, straight or within 45° either side of the line from the cue ball to it, and never backwards. Otherwise it is a foul.",
  },
  "PC-FROZEN": {
    title: "Frozen cue ball",
    text: "With the cue ball touching the ball on, or within a quarter of a ball of it, you may not shoot straight through: cue at least 45° off the line of centres, or play a massé that does not push the cue ball along the object ball's path.",
  },
  "PC-DEFENSE": {
    title: "Defence (defensa)",
    text: "A shot may be declared a defence, with no call: it must respect the 45° limit and travel at least a hand-span (20 cm by default), by the cue ball alone or by the cue ball and one object ball; otherwise it is a foul. A defence counts as declining the ball on.",
  },
  "PC-REFUSED": {
    title: "The ball the opponent declined",
    text: "If the opponent played safe on the ball on and you then call it and pocket it, you earn two turns. If you hit or pocket it without calling it, you get one extra turn and the ball is spotted.",
  },
  "PC-SCRATCH": {
    title: "Scratch on a called shot",
    text: "If the cue ball is pocketed (or leaves the table) on a called shot, the called ball and any other ball pocketed are spotted in ascending order, score nothing, and the turn is lost; the opponent has ball in hand behind the head string.",
  },
  "PC-OFFTABLE": {
    title: "Ball on the floor",
    text: "A ball that jumps the rail and comes back stays in play; an object ball that ends on the floor is dead and spotted, and a cue ball on the floor is a scratch. Either way the shooter loses the turn.",
  },
  "PC-FOUL": {
    title: "Foul (cabeza)",
    text: "A foul ends the turn: balls pocketed on it score nothing and are spotted, and the opponent plays from the position, or with ball in hand after a scratch. No points are deducted, though that is a setting (some tables deduct 3).",
  },
  "PC-3FOULS": {
    title: "Three fouls",
    text: "Three consecutive fouls by the same player give the opponent two turns, and the count starts again from zero. The referee announces each one: one foul, two fouls…",
  },
  "PC-TWO-TURNS": {
    title: "Two turns",
    text: "Two turns means that when your first turn ends without the game ending, you shoot again from the position, or with ball in hand after a scratch.",
  },
  "PC-MATCH": {
    title: "Encounter points",
    text: "In a tournament a game won is worth 1 point and a tie ½; an encounter is at most 3 games, and winning the first two ends it 3 points to 0. No encounter gives more than 3 points.",
  },
  "PC-NOSHOW": {
    title: "No-show",
    text: "A player who has not turned up, without excuse, 30 minutes after the set time forfeits the encounter as if they had resigned, and the player present takes all 3 points; if neither comes, both are disqualified.",
  },
  "PC-CONDUCT": {
    title: "Conduct",
    text: "In referee mode warnings, removing a spectator from the hall and suspending the game are logged.",
  },
  "PC-5": {
    title: "The head string (raya)",
    text: "The head string bounds the starting area, for balls and for the scratched cue ball alike: with ball in hand the cue ball goes behind it.",
  },
  "PC-6": {
    title: "No catching balls in the pocket",
    text: "When an uncalled ball drops or the cue ball is scratched, no player may reach into the pocket to catch it.",
  },
  "PC-7": {
    title: "Claims",
    text: "Claims about plays that were hard to judge are made to the referee calmly and in a sporting spirit.",
  },
  "PC-8": {
    title: "Touching a ball",
    text: "A player who touches any ball with their body or equipment while shooting commits a foul and loses the turn.",
  },
  "PC-9": {
    title: "Never backwards",
    text: "The shot is always played at the ball on, straight or within 45° either side, and never backwards.",
  },
  "PC-10": {
    title: "Cue under the ball",
    text: "Curve, spin and jump shots are allowed as long as the cue is not driven under the ball, as the referee judges.",
  },
  "PC-11": {
    title: "Dead ball",
    text: "If the cue ball or any ball jumps onto the rails and comes back, the shot stands; if it falls to the floor it is a dead ball or a scratch, and the turn is lost.",
  },
  "PC-12": {
    title: "Obstruction",
    text: "A player who obstructs the other's shot, physically, by deliberate movement or by distracting talk, is penalized.",
  },
  "PC-13": {
    title: "Moving the table",
    text: "A player who deliberately moves the table to make a ball drop: if it drops it is spotted and the turn is lost; if it does not, the turn is lost and the balls stay as they are.",
  },
  "PC-14": {
    title: "Declining the ball on",
    text: "If the opponent had declined the ball on and you call it and pocket it, you get two turns; if you hit or pocket it without having called it, you get only one extra turn and the ball goes back to the spot.",
  },
  "PC-15": {
    title: "Breaking the cue",
    text: "A player who takes apart or breaks their cue in the middle of a game loses it at once, like throwing in the towel.",
  },
  "PC-16": {
    title: "When to call",
    text: "A ball must be called to count when it is struck directly by the cue ball, banked one, two or three cushions (as long as the ball on is hit first), or made by carom.",
  },
  "PC-17": {
    title: "Clean rail-first shots",
    text: "With a ball less than one ball's width from the cushion, a clean rail-first or ball-first shot is legal, but it must still be called.",
  },
  "PC-18": {
    title: "Scratch on a called shot (seed)",
    text: "If the cue ball is scratched on a called shot, the called ball and any ball that dropped go back up to the spot from low to high, and the turn is lost.",
  },
  "PC-19": {
    title: "Travel of a defence",
    text: "On a defence the shot stays within 45° of the ball on and must travel at least a span of the referee's hand: the cue ball alone, or the cue ball and one object ball.",
  },
  "PC-20": {
    title: "Three fouls: two turns",
    text: "Three consecutive fouls are punished with two turns for the opponent, provided the referee announced each of them: one foul, two fouls…",
  },
  "PC-21": {
    title: "Cue ball frozen to the ball",
    text: "If the cue ball and the ball on are touching, you may not shoot straight at it but at 45° or more (aiming the cue ball's centre at an edge of the ball), or with a massé that does not push the cue ball along the ball's path.",
  },
  "PC-22": {
    title: "Speaking to the referee",
    text: "A player speaks to the referee only on their own turn, or asks permission once the other has finished the shot; never while the opponent is shooting.",
  },
  "PC-23": {
    title: "Order in the hall",
    text: "The referee may warn or expel an unruly spectator, and stop the game until order and discipline are restored.",
  },
  "PC-24": {
    title: "Failing to appear",
    text: "If a player fails to appear without excuse, thirty minutes after the set time the player present is awarded the points of the games still to be played; if neither appears, both are disqualified.",
  },
  "PC-25": {
    title: "One foot on the floor",
    text: "A player commits a foul if they do not keep at least one foot on the floor while shooting.",
  },
};
