/**
 * Every name in print and the cards with QR codes (issue 39, items 3 and 4), read back as a
 * person would: pdftotext gives the names in four scripts, the arrows and the dashes as
 * written; pdffonts shows every PDF embeds its font; the table card's QR codes, rendered by
 * pdftoppm and decoded by jsqr, are the table's scorekeeper link (which opens the table) and
 * the wall's address; a player's profile card carries a new profile link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";
import { pdfFonts, pdfQr, pdfText } from "./pdf-tools.ts";

const NAMES = ["Íñigo Peña", "Łukasz Żółw", "Nguyễn Thị Ánh", "Γιώργος Παπαδόπουλος"];
const TOURNAMENT = "Copa Peña · Łódź · Hà Nội · Αθήνα";
const ORIGIN = "http://192.168.1.20:8080";
/** A4 at 100 dpi: 827 × 1169 pixels; a card is half a page. */
const TOP_HALF = { x: 0, y: 0, w: 827, h: 584 };
const BOTTOM_HALF = { x: 0, y: 585, w: 827, h: 584 };

async function get(f: Fixture, url: string, headers: Record<string, string> = {}) {
  const r = await f.app.inject({ method: "GET", url, headers });
  return { status: r.statusCode, type: String(r.headers["content-type"]), body: r.rawPayload };
}

describe(`every name in print, table and profile cards (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  let id: string;
  let tokens: string[];
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
    const created = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: TOURNAMENT, game: "pina", format: "round-robin", tables: 2, players: NAMES },
      auth,
    );
    expect(created.status).toBe(201);
    id = created.json.id;
    expect((await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth)).status).toBe(200);
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    tokens = admin.json.tables.map((t: { token: string }) => t.token);
    // One result, so the draw prints a score with its en dash: table 1's encounter, a no-show
    // once the 30 minutes' wait (PC-NOSHOW) has passed.
    f.now.value += 31 * 60 * 1000;
    const e = admin.json.tournament.encounters.find((x: { table: number | null }) => x.table === 1);
    const absent = await call(
      f.app,
      "POST",
      `/api/tournaments/${id}/encounters/${e.id}/noshow`,
      { absent: [1] },
      auth,
    );
    expect(absent.status).toBe(200);
  });
  afterAll(() => f.close());

  it("the standings print every name in four scripts and the tie-break line exactly, in both languages", async () => {
    const es = await pdfText((await get(f, `/api/tournaments/${id}/print/standings.pdf?lang=es`)).body);
    for (const name of NAMES) expect(es).toContain(name);
    expect(es).toContain(`${TOURNAMENT} — Posiciones`);
    expect(es).toContain("Desempate: puntos → encuentros ganados → resultado entre ellos → siembra");
    expect(es).not.toContain("?");
    const en = await pdfText((await get(f, `/api/tournaments/${id}/print/standings.pdf?lang=en`)).body);
    for (const name of NAMES) expect(en).toContain(name);
    expect(en).toContain("Tie-breaks: points → encounters won → head-to-head result → seed");
  });

  it("the draw prints the names and a result with its en dash", async () => {
    const text = await pdfText((await get(f, `/api/tournaments/${id}/print/draw.pdf?lang=es`)).body);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain("3–0 (no se presentó)");
  });

  it("the table cards: a page a table, the tournament's name as written, both QR codes decode to their links", async () => {
    const r = await get(
      f,
      `/api/tournaments/${id}/table-cards.pdf?lang=es&origin=${encodeURIComponent(ORIGIN)}`,
      auth,
    );
    expect(r.status).toBe(200);
    expect(r.type).toBe("application/pdf");
    const text = await pdfText(r.body);
    expect(text).toContain(TOURNAMENT);
    expect(text).toContain("Mesa 1");
    expect(text).toContain("Mesa 2");
    expect(text).toContain("Anotador de la mesa");
    expect(text).toContain("Sigue el torneo en vivo");
    const wall = `${ORIGIN}/club/live.html?t=${id}&lang=es`;
    for (const n of [1, 2]) {
      const keeper = await pdfQr(r.body, n, TOP_HALF);
      expect(keeper).toBe(`${ORIGIN}/club/table.html?t=${id}&n=${n}&lang=es#${tokens[n - 1]}`);
      expect(await pdfQr(r.body, n, BOTTOM_HALF)).toBe(wall);
      // The scanned link opens its table: the token after '#' is what the scorekeeper's page sends.
      const token = new URL(keeper!).hash.slice(1);
      const table = await call(f.app, "GET", `/api/tournaments/${id}/tables/${n}`, undefined, {
        "x-table-token": token,
      });
      expect(table.status).toBe(200);
    }
  });

  it("a player's profile card: their name, and a QR with a new profile link", async () => {
    const players = (await call(f.app, "GET", `/api/tournaments/${id}`)).json.players as {
      id: string;
      name: string;
    }[];
    const nguyen = players.find((p) => p.name === "Nguyễn Thị Ánh")!;
    const r = await f.app.inject({
      method: "POST",
      url: `/api/tournaments/${id}/players/${nguyen.id}/profile-card.pdf?lang=en&origin=${encodeURIComponent(ORIGIN)}`,
      headers: auth,
    });
    expect(r.statusCode).toBe(200);
    const text = await pdfText(r.rawPayload);
    expect(text).toContain("Nguyễn Thị Ánh");
    expect(text).toContain("This tournament on your online profile");
    const link = await pdfQr(r.rawPayload, 1, TOP_HALF);
    expect(link).toMatch(new RegExp(`^${ORIGIN}/club/live\\.html\\?t=${id}&profile=[A-Za-z0-9_-]+&lang=en$`));
  });

  it("every PDF the server makes embeds its fonts: DejaVu Sans, no standard font", async () => {
    const players = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    const eid = players.encounters[0].id;
    const pdfs = [
      (await get(f, `/api/tournaments/${id}/print/draw.pdf`)).body,
      (await get(f, `/api/tournaments/${id}/print/bracket.pdf`)).body,
      (await get(f, `/api/tournaments/${id}/print/standings.pdf`)).body,
      (await get(f, `/api/tournaments/${id}/encounters/${eid}/sheet.pdf`)).body,
      (await get(f, "/api/print/blank-sheet.pdf?game=bola8")).body,
      (await get(f, `/api/tournaments/${id}/table-cards.pdf`, auth)).body,
    ];
    for (const pdf of pdfs) {
      const fonts = await pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.embedded).toBe(true);
        expect(font.name).toMatch(/^[A-Z]{6}\+DejaVuSans/);
      }
    }
  });

  it("cards are the organizer's: refused without a session, to another organizer, with a bad origin or player", async () => {
    expect((await get(f, `/api/tournaments/${id}/table-cards.pdf`)).status).toBe(401);
    const other = await signIn(f.app, "otro-club", "otra-contraseña-larga");
    expect((await get(f, `/api/tournaments/${id}/table-cards.pdf`, other)).status).toBe(403);
    const bad = await get(
      f,
      `/api/tournaments/${id}/table-cards.pdf?origin=${encodeURIComponent("javascript:alert(1)")}`,
      auth,
    );
    expect(bad.status).toBe(400);
    const nobody = await f.app.inject({
      method: "POST",
      url: `/api/tournaments/${id}/players/nobody/profile-card.pdf`,
      headers: auth,
    });
    expect(nobody.statusCode).toBe(404);
  });
});
