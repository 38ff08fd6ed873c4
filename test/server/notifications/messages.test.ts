import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract";
import { MESSAGE_CATALOG } from "../../../server/src/notifications/message-catalog.js";
import { manageLink } from "../../../server/src/notifications/manage-link.js";
import { NOTIFICATION_TEMPLATES, messageLocale, renderMessage } from "../../../server/src/notifications/messages.js";

const values = {
  name: "Ana",
  vendor: "Maple & Main",
  location: "Downtown",
  service: "Deposits",
  manage_url: "https://q.example/callback-service/manage?id=7&code=AB12&lang=en",
  callback: false,
};
const KNOWN = new Set(["name", "vendor", "location", "service", "manage_url", "callback_line"]);

describe("notification messages", () => {
  it("has every template in every locale, with only known placeholders", () => {
    expect(Object.keys(MESSAGE_CATALOG).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const messages = MESSAGE_CATALOG[locale];
      expect(messages.callback_line.trim(), locale).not.toBe("");
      for (const template of NOTIFICATION_TEMPLATES) {
        const texts = messages[template];
        for (const part of ["subject", "email", "sms"] as const) {
          expect(texts[part].trim(), `${locale} ${template} ${part}`).not.toBe("");
          for (const [, key] of texts[part].matchAll(/\{([^}]*)\}/g)) expect(KNOWN.has(key ?? ""), `${locale} ${template} {${key}}`).toBe(true);
        }
        // Every notice names where and what, and links to the manage page.
        for (const part of ["email", "sms"] as const) {
          for (const key of ["{location}", "{service}", "{manage_url}", "{callback_line}"]) {
            expect(texts[part], `${locale} ${template} ${part} ${key}`).toContain(key);
          }
        }
      }
    }
  });

  it.each(LOCALES)("renders %s with every placeholder filled, with and without the callback line", (locale) => {
    for (const template of NOTIFICATION_TEMPLATES) {
      for (const channel of ["email", "sms"] as const) {
        for (const callback of [false, true]) {
          const message = renderMessage(template, locale, channel, { ...values, callback });
          const where = `${locale} ${template} ${channel} callback=${callback}`;
          expect(message.subject, where).not.toMatch(/[{}]/);
          expect(message.text, where).not.toMatch(/\{[a-z_]*\}/);
          expect(message.text, where).toContain(values.manage_url);
          expect(message.text, where).toContain(values.location);
          expect(message.text, where).toContain(values.service);
          expect(message.text.includes(MESSAGE_CATALOG[locale].callback_line), where).toBe(callback);
          if (channel === "sms") expect(message.text, where).not.toContain("\n");
          else expect(message.text, where).not.toMatch(/\n{3,}/);
        }
      }
    }
  });

  it("speaks English with the callback line for a phone callback", () => {
    const message = renderMessage("request_added", "en", "email", { ...values, callback: true });
    expect(message.subject).toBe("You're in line at Downtown");
    expect(message.text).toContain("We will call you back at the number given.");
    expect(message.text.startsWith("Hello Ana,")).toBe(true);
  });

  it("inserts values verbatim, even ones that look like placeholders", () => {
    const message = renderMessage("you_are_next", "en", "sms", { ...values, name: "{manage_url}", location: "A\nB" });
    expect(message.text).toContain("A B");
    expect(message.subject).toBe("You're next at A B");
  });

  it("falls back to English for a language we do not ship", () => {
    expect(messageLocale("de")).toBe("en");
    expect(messageLocale("pt")).toBe("pt-BR");
    expect(messageLocale("zh-Hans")).toBe("zh-Hans");
  });

  it("builds the manage link with the vendor, the id, code and language", () => {
    expect(manageLink("https://q.example/base/", { slug: "maple", path: null }, 12, "X Y", "pt-BR")).toBe(
      "https://q.example/base/callback-service/manage?vendor=maple&id=12&code=X+Y&lang=pt-BR",
    );
  });

  it("builds the manage link under the vendor's own path when it has one", () => {
    expect(manageLink("https://q.example", { slug: "maple", path: "maple-main" }, 12, "ABCD2345", "en")).toBe(
      "https://q.example/s/maple-main/callback-service/manage?id=12&code=ABCD2345&lang=en",
    );
  });

  it("builds a vendorless link for a notification queued before links named their vendor", () => {
    expect(manageLink("https://q.example", null, 12, "ABCD2345", "en")).toBe("https://q.example/callback-service/manage?id=12&code=ABCD2345&lang=en");
  });
});
