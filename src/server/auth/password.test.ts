import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("organizer passwords (scrypt)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const h = await hashPassword("taco-de-billar");
    expect(h.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(await verifyPassword("taco-de-billar", h)).toBe(true);
    expect(await verifyPassword("taco-de-billaR", h)).toBe(false);
  });
  it("salts: the same password hashes differently twice", async () => {
    expect(await hashPassword("x")).not.toBe(await hashPassword("x"));
  });
  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});
