/**
 * A sheet over the game screen (the match menu, the upright phone's full scoreboard): a
 * backdrop and a labelled dialog. Escape or a tap outside closes it; focus moves into it on
 * opening; while it is open the keys are the sheet's and never reach the table. One home for
 * this behaviour, so every sheet opens, closes and holds the keyboard the same way.
 */
import { type ComponentChild, type ComponentChildren, Fragment, h } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";
import { t } from "../i18n/index.ts";

export interface SheetProps {
  /** Names the sheet's parts for tests and styles: `${name}-sheet`, `${name}-backdrop`, `${name}-close`. */
  readonly name: string;
  readonly title: string;
  /** `refocus`: focus goes back to the button that opened it (not after a tap outside). */
  readonly onClose: (refocus: boolean) => void;
  /** A menu: ↑ ↓ Home End Tab move between its buttons. Otherwise they do what they do in a page (scroll). */
  readonly menuKeys?: boolean;
  readonly children?: ComponentChildren;
}

const ITEMS = "button:not(:disabled)";

export function Sheet(props: SheetProps): ComponentChild {
  const box = useRef<HTMLDivElement>(null);
  const { name, menuKeys = false } = props;
  // The latest handler, read when a key comes: the sheet keeps one listener while it is open.
  const close = useRef(props.onClose);
  close.current = props.onClose;
  const onClose = (refocus: boolean) => close.current(refocus);

  // A layout effect: the listener is in place as soon as the sheet is in the page. A plain
  // effect waits for the next paint, and on a slow screen (software GL, a cheap phone) an
  // Escape pressed as the sheet appeared went to the game's keys and the sheet stayed open.
  useLayoutEffect(() => {
    const first = box.current?.querySelector<HTMLElement>(".menu-item:not(:disabled)");
    (first ?? box.current?.querySelector<HTMLElement>(".close"))?.focus();
    // Before the game's own keys (keys.ts: Escape skips, Enter and space strike, arrows aim):
    // while a sheet is open its keys are the sheet's.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        e.stopPropagation();
        onClose(true);
        return;
      }
      const sheet = box.current;
      if (sheet && menuKeys) {
        const items = [...sheet.querySelectorAll<HTMLElement>(ITEMS)];
        const at = items.indexOf(document.activeElement as HTMLElement);
        const move = (to: number) => {
          e.preventDefault();
          items[(to + items.length) % items.length]?.focus();
        };
        if (e.key === "ArrowDown") move(at + 1);
        else if (e.key === "ArrowUp") move(at - 1);
        else if (e.key === "Home") move(0);
        else if (e.key === "End") move(items.length - 1);
        else if (e.key === "Tab") move(at + (e.shiftKey ? -1 : 1));
      }
      // The sheet's keys never reach the table (Enter and space press the focused item).
      e.stopPropagation();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);

  return h(
    Fragment,
    null,
    h("div", {
      class: "sheet-backdrop",
      "data-testid": `${name}-backdrop`,
      // A tap outside only closes: it neither aims nor strikes on the table under it.
      onPointerDown: (e: PointerEvent) => {
        e.preventDefault();
        e.stopPropagation();
        onClose(false);
      },
    }),
    h(
      "div",
      {
        ref: box,
        id: `${name}-sheet`,
        class: `sheet ${name}-sheet`,
        role: "dialog",
        "aria-modal": "true",
        "aria-label": props.title,
        "data-testid": `${name}-sheet`,
      },
      h(
        "div",
        { class: "sheet-head" },
        h("h2", null, props.title),
        h(
          "button",
          {
            class: "close",
            "data-testid": `${name}-close`,
            "aria-label": t("closeMenu"),
            onClick: () => onClose(true),
          },
          "✕",
        ),
      ),
      props.children,
    ),
  );
}
