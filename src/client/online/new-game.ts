/**
 * Getting a game: a private invite (game, table, race, shot clock) whose link the opponent opens,
 * or the quick-match queue for a game, table size and race, paired by rating.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { GAME_IDS, type GameId } from "../../core/index.ts";
import { refusal } from "../app/match-source.ts";
import { sayRefusal } from "../app/refusal-words.ts";
import { t } from "../i18n/index.ts";
import { api } from "./api.ts";
import { sayApiError } from "./api-words.ts";
import { identity } from "./identity.ts";
import { rememberInvite, rememberSeatInvites } from "./invites.ts";
import { SINGLES, type SidesChoice, SidesFields, sidesOptions } from "./sides-choice.ts";
import type { OnlineSocket } from "./socket.ts";

const CLOCKS = [0, 30, 45, 60, 90] as const;

interface Choice {
  game: GameId;
  table: 7 | 8 | 9;
  race: number;
  clock: number;
}

function useChoice() {
  return useSignal<Choice>({ game: "bola8", table: 9, race: 3, clock: 60 });
}

function ChoiceFields(props: { c: ReturnType<typeof useChoice>; prefix: string; withClock: boolean }) {
  const c = props.c.value;
  const set = (patch: Partial<Choice>) => (props.c.value = { ...props.c.value, ...patch });
  return h(
    "div",
    { class: "row" },
    GAME_IDS.map((g) =>
      h(
        "button",
        {
          type: "button",
          class: c.game === g ? "on" : "",
          "data-testid": `${props.prefix}-game-${g}`,
          onClick: () => set({ game: g }),
        },
        t(g),
      ),
    ),
    h(
      "select",
      {
        "aria-label": t("tableSize"),
        "data-testid": `${props.prefix}-table`,
        value: String(c.table),
        onChange: (e: Event) => set({ table: Number((e.target as HTMLSelectElement).value) as 7 | 8 | 9 }),
      },
      [7, 8, 9].map((n) => h("option", { value: String(n) }, t("feet", { n }))),
    ),
    c.game === "bola8"
      ? h(
          "label",
          { class: "row" },
          t("raceTo"),
          h("input", {
            type: "number",
            min: 1,
            max: 15,
            style: "width:4em",
            "data-testid": `${props.prefix}-race`,
            value: c.race,
            onInput: (e: Event) =>
              set({ race: Math.max(1, Math.min(15, Number((e.target as HTMLInputElement).value) || 1)) }),
          }),
        )
      : null,
    props.withClock
      ? h(
          "select",
          {
            "aria-label": t("shotClockSetting"),
            "data-testid": `${props.prefix}-clock`,
            value: String(c.clock),
            onChange: (e: Event) => set({ clock: Number((e.target as HTMLSelectElement).value) }),
          },
          CLOCKS.map((s) =>
            h(
              "option",
              { value: String(s) },
              s === 0 ? t("noClock") : `${t("shotClockSetting")}: ${t("seconds", { n: s })}`,
            ),
          ),
        )
      : null,
  );
}

export function InviteCard(props: { onMatch: (id: string) => void }): ComponentChild {
  const c = useChoice();
  const sides = useSignal<SidesChoice>(SINGLES);
  const error = useSignal<string | null>(null);
  const create = async () => {
    const me = identity.value;
    if (!me) return;
    const v = c.value;
    const team = sidesOptions(sides.value);
    const r = await api.createMatch(me.token, {
      game: v.game,
      settings: {
        ...(v.game === "bola8" ? { tableSizeFt: v.table, raceTo: v.race } : { tableSizeFt: v.table }),
        ...team.settings,
      },
      clock: { shotSeconds: v.clock, extensions: 2, extensionSeconds: 30 },
      listed: false,
      ...(team.sides ? { sides: team.sides } : {}),
    });
    if (!r.ok) {
      error.value = sayApiError(r.error);
      return;
    }
    rememberInvite(r.value.match.id, r.value.invite, r.value.inviteUrl ?? null);
    if (r.value.seatInvites) rememberSeatInvites(r.value.match.id, r.value.seatInvites);
    props.onMatch(r.value.match.id);
  };
  return h(
    "section",
    { class: "ol-card" },
    h("h2", null, t("newInvite")),
    h(ChoiceFields, { c, prefix: "invite", withClock: true }),
    h(SidesFields, { c: sides, game: c.value.game }),
    h(
      "button",
      { class: "primary", "data-testid": "create-invite", onClick: () => void create() },
      t("newInvite"),
    ),
    error.value ? h("p", { class: "error" }, error.value) : null,
  );
}

export function QuickMatchCard(props: {
  socket: OnlineSocket;
  onMatch: (id: string) => void;
}): ComponentChild {
  const c = useChoice();
  const searching = useSignal<null | "alone" | "waiting-partner" | "waiting-rivals">(null);
  /** G-TEAM: a code both partners type to queue as a pair (empty: alone). */
  const pair = useSignal("");
  /** Seconds after which the computer is welcome instead of a person (0: wait for a person). */
  const computerAfter = useSignal(0);
  const error = useSignal<string | null>(null);
  const start = () => {
    const me = identity.value;
    if (!me) return;
    const v = c.value;
    const code = pair.value.trim();
    const stop = props.socket.onMessage((m) => {
      if (m.kind === "paired") {
        stop();
        searching.value = null;
        props.socket.greet(null);
        props.onMatch(m.match);
      } else if (m.kind === "queued" && m.pair) searching.value = m.pair;
      else if (m.kind === "refused" && searching.value) {
        stop();
        searching.value = null;
        error.value = sayRefusal(refusal(m.code, m.message));
      }
    });
    error.value = null;
    searching.value = code ? "waiting-partner" : "alone";
    // Sent again after a reconnection, so the wait survives a dropped network.
    props.socket.greet({
      v: 1,
      kind: "queue",
      token: me.token,
      game: v.game,
      tableSizeFt: v.table,
      raceTo: v.race,
      ...(code ? { pair: code } : {}),
      ...(!code && computerAfter.value > 0 ? { computerAfterS: computerAfter.value } : {}),
    });
  };
  const cancel = () => {
    props.socket.greet(null);
    props.socket.send({ v: 1, kind: "unqueue" });
    searching.value = null;
  };
  const waitWords = {
    alone: t("searching"),
    "waiting-partner": t("pairWaitingPartner"),
    "waiting-rivals": t("pairWaitingRivals"),
  } as const;
  return h(
    "section",
    { class: "ol-card" },
    h("h2", null, t("quickMatch")),
    h(ChoiceFields, { c, prefix: "quick", withClock: false }),
    h(
      "label",
      { class: "row", title: t("pairCodeExplain") },
      t("pairCode"),
      h("input", {
        "data-testid": "quick-pair",
        maxLength: 32,
        placeholder: t("pairCodePlaceholder"),
        value: pair.value,
        onInput: (e: Event) => (pair.value = (e.target as HTMLInputElement).value),
      }),
    ),
    h(
      "label",
      { class: "row" },
      t("computerAfter"),
      h(
        "select",
        {
          "data-testid": "quick-computer",
          value: String(computerAfter.value),
          onChange: (e: Event) => (computerAfter.value = Number((e.target as HTMLSelectElement).value)),
        },
        [0, 15, 30, 60, 120].map((n) =>
          h("option", { value: String(n) }, n === 0 ? t("computerNever") : t("seconds", { n })),
        ),
      ),
    ),
    searching.value
      ? h(
          "div",
          { class: "row" },
          h("span", { "data-testid": "searching" }, waitWords[searching.value]),
          h("button", { onClick: cancel }, t("cancel")),
        )
      : h("button", { class: "primary", "data-testid": "quick-go", onClick: start }, t("quickMatch")),
    error.value ? h("p", { class: "error" }, error.value) : null,
  );
}
