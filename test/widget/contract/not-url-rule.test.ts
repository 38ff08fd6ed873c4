/** What the not-url rule counts as a web address, and the ordinary text it leaves alone. */
import { expect, it } from "vitest";
import { checkNotUrl, containsUrl } from "#contract";

it("finds a scheme, www. and a bare domain, anywhere in the text", () => {
  for (const text of [
    "http://evil.example.com",
    "see HTTPS://x.example/path",
    "ftp://files",
    "www.evil",
    "evil.example.com",
    "Visit evil.example.com now",
    "bit.ly/abc",
    "(evil.com)",
    "contact me @ evil.com",
    "EVIL.example.com",
  ]) {
    expect(containsUrl(text), text).toBe(true);
  }
  expect(checkNotUrl("evil.example.com")).toBe("not_url");
});

it("leaves email addresses, abbreviations, initials, numbers and a missing space before a capital", () => {
  for (const text of [
    "Dr. Smith",
    "3.5",
    "v1.2",
    "e.g. blue",
    "i.e. this",
    "U.S. citizen",
    "5 p.m.",
    "St. Louis",
    "arrived.Please call",
    "plate ABC.123",
    "maria@example.org",
    "write to maria@mail.example.org",
    "10:30",
    "María-José",
    "",
  ]) {
    expect(containsUrl(text), text).toBe(false);
  }
  expect(checkNotUrl("Dr. Smith")).toBeNull();
});
