/**
 * One community (issue 28, carried): a player the organizer entered by name at the real tables
 * links the entry to their online profile. The organizer makes a link for the entry; the player
 * opens it signed in (a guest here, then an account that keeps the guest's history), and the
 * tournament is on their profile, with their record at the tables. The entry still plays at the
 * real tables (it is not an online registration: no check-in, never called online). Refusals
 * name the problem and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest, http, startNode } from "./helpers.ts";

// The no-show that settles the encounter is confirmed only after the wait (PC-NOSHOW): the
// server's clock is moved on rather than waited for.
const shift = { ms: 0 };
let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode({}, () => Date.now() + shift.ms);
});
afterAll(async () => node.close());

async function account(name: string): Promise<string> {
  const cred = { name, password: "secreto-de-cuenta" };
  expect((await http(node.url, "POST", "/api/organizers", cred)).status).toBeLessThan(300);
  return (await http(node.url, "POST", "/api/session", cred)).json.token;
}

const idOf = async (token: string): Promise<string> =>
  (await http(node.url, "GET", "/api/online/me", undefined, token)).json.player.id;

describe("an entry made by name, linked to a profile", () => {
  it("the organizer's link puts the real-table tournament on the player's profile, once", async () => {
    const org = await account("Club Mesa");
    const made = await http(
      node.url,
      "POST",
      "/api/tournaments",
      {
        name: "Viernes en el club",
        game: "bola8",
        format: "round-robin",
        tables: 1,
        settings: { raceTo: 1 },
      },
      org,
    );
    expect(made.status).toBe(201);
    const tid = made.json.id as string;
    const added = await http(
      node.url,
      "POST",
      `/api/tournaments/${tid}/players`,
      { names: ["Ana", "Beto"] },
      org,
    );
    const [anaEntry, betoEntry] = added.json.ids as string[];
    const linkPath = (p: string) => `/api/tournaments/${tid}/players/${p}/profile-link`;

    // Only the tournament's organizer makes a link.
    const stranger = await account("Otro Club");
    expect((await http(node.url, "POST", linkPath(anaEntry!), undefined, stranger)).status).toBe(403);
    expect((await http(node.url, "POST", linkPath(anaEntry!))).status).toBe(401);
    const missing = await http(node.url, "POST", linkPath("nadie"), undefined, org);
    expect([missing.status, missing.json.error.code]).toEqual([404, "not-found"]);

    const first = await http(node.url, "POST", linkPath(anaEntry!), undefined, org);
    expect(first.status).toBe(201);
    expect(first.json.player).toEqual({ id: anaEntry, name: "Ana" });
    expect(first.json.path).toBe(`/club/live.html?t=${tid}&profile=${first.json.token}`);
    // A new link replaces the last: the first no longer works.
    const link = await http(node.url, "POST", linkPath(anaEntry!), undefined, org);
    const anaGuest = await guest(node.url, "Ana");
    const anaId = await idOf(anaGuest);
    const open = (token: string, who?: string) =>
      http(node.url, "POST", `/api/tournaments/${tid}/profile`, { token }, who);
    expect((await open(first.json.token, anaGuest)).json.error.code).toBe("unknown-link");
    expect((await open(link.json.token)).status).toBe(401);
    expect((await open("no válido", anaGuest)).status).toBe(400);

    const linked = await open(link.json.token, anaGuest);
    expect(linked.status, JSON.stringify(linked.json)).toBe(200);
    expect(linked.json.player).toEqual({ id: anaEntry, name: "Ana" });
    // Used once.
    expect((await open(link.json.token, anaGuest)).json.error.code).toBe("unknown-link");

    // The view names the profile; the entry is not an online registration.
    const view = (await http(node.url, "GET", `/api/tournaments/${tid}`)).json;
    const ana = view.players.find((p: { id: string }) => p.id === anaEntry);
    expect(ana.profile).toBe(anaId);
    expect(ana.account).toBeUndefined();
    expect(ana.checkedIn).toBeUndefined();

    // Ana cannot take a second entry; Beto's link refuses an entry already linked.
    const betoLink = await http(node.url, "POST", linkPath(betoEntry!), undefined, org);
    const again = await open(betoLink.json.token, anaGuest);
    expect([again.status, again.json.error.code]).toEqual([409, "already-in"]);
    const relink = await http(node.url, "POST", linkPath(anaEntry!), undefined, org);
    expect([relink.status, relink.json.error.code]).toEqual([409, "already-linked"]);

    // The draw keeps her (no check-in asked of a player at the tables); her result is on her profile.
    expect((await http(node.url, "POST", `/api/tournaments/${tid}/draw`, undefined, org)).status).toBe(200);
    const drawn = (await http(node.url, "GET", `/api/tournaments/${tid}`)).json;
    expect(drawn.players.map((p: { name: string }) => p.name).sort()).toEqual(["Ana", "Beto"]);
    expect(drawn.encounters.every((e: { online: string | null }) => !e.online)).toBe(true);
    const enc = drawn.encounters[0];
    shift.ms = 2 * 60 * 60 * 1000;
    const noShow = await http(
      node.url,
      "POST",
      `/api/tournaments/${tid}/encounters/${enc.id}/noshow`,
      { absent: [enc.a === anaEntry ? 1 : 0] },
      org,
    );
    expect(noShow.status, JSON.stringify(noShow.json)).toBeLessThan(300);
    const profile = (await http(node.url, "GET", `/api/online/players/${anaId}`)).json;
    expect(profile.tournaments).toEqual([
      expect.objectContaining({
        id: tid,
        name: "Viernes en el club",
        entry: anaEntry,
        played: 1,
        won: 1,
        lost: 0,
      }),
    ]);

    // Signed in, the account keeps the guest's history: the tournament moves with it.
    const anaAccount = await account("Ana Torres");
    const kept = await http(node.url, "POST", "/api/online/claim", { guestToken: anaGuest }, anaAccount);
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json.moved.tournaments).toBe(1);
    const accountId = await idOf(anaAccount);
    const moved = (await http(node.url, "GET", `/api/online/players/${accountId}`)).json;
    expect(moved.tournaments.map((t: { id: string }) => t.id)).toEqual([tid]);
  });
});
