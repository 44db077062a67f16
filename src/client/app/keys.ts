/**
 * Keyboard play: ← → aim (Shift for a fine step), ↑ ↓ power, W A S D tip offset, Q E cue
 * elevation, space or Enter strike, V camera, R replay, Escape skip; with ball in hand I J K L
 * move the cue ball.
 */
import type { TableView } from "../view/index.ts";
import type { Session } from "./session.ts";
import { clampTip } from "./spin-widget.ts";

export function bindKeys(s: Session, view: TableView, toggleCamera: () => void): () => void {
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (
      target &&
      (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")
    )
      return;
    // Enter and space on a focused button press that button; they strike only from elsewhere.
    if ((e.key === "Enter" || e.key === " ") && target?.tagName === "BUTTON") return;
    const a = s.aim.value;
    const fine = e.shiftKey ? 0.05 : 0.5;
    const tip = (dx: number, dy: number) => {
      const [x, y] = clampTip(a.tipX + dx, a.tipY + dy);
      s.setAim({ tipX: x, tipY: y });
    };
    switch (e.key) {
      case "ArrowLeft":
        s.setAim({ direction: a.direction + fine });
        break;
      case "ArrowRight":
        s.setAim({ direction: a.direction - fine });
        break;
      case "ArrowUp":
        s.setAim({ power: Math.min(1, a.power + (e.shiftKey ? 0.005 : 0.02)) });
        break;
      case "ArrowDown":
        s.setAim({ power: Math.max(0, a.power - (e.shiftKey ? 0.005 : 0.02)) });
        break;
      case "w":
        tip(0, 0.05);
        break;
      case "s":
        tip(0, -0.05);
        break;
      case "a":
        tip(-0.05, 0);
        break;
      case "d":
        tip(0.05, 0);
        break;
      case "q":
        s.setAim({ elevation: Math.max(0, a.elevation - 1) });
        break;
      case "e":
        s.setAim({ elevation: Math.min(85, a.elevation + 1) });
        break;
      case " ":
      case "Enter":
        void s.strike();
        break;
      case "v":
        toggleCamera();
        break;
      case "r":
        void s.replayLast();
        break;
      case "Escape":
        s.skip();
        break;
      case "i":
        view.nudgeCueBall(0.01, 0);
        break;
      case "k":
        view.nudgeCueBall(-0.01, 0);
        break;
      case "j":
        view.nudgeCueBall(0, 0.01);
        break;
      case "l":
        view.nudgeCueBall(0, -0.01);
        break;
      default:
        return;
    }
    e.preventDefault();
  };
  window.addEventListener("keydown", onKey);
  return () => window.removeEventListener("keydown", onKey);
}
