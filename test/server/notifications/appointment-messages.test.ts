import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract";
import { APPOINTMENT_MESSAGE_CATALOG } from "../../../server/src/notifications/appointment-message-catalog.js";
import { VIDEO_READY_CATALOG } from "../../../server/src/notifications/appointment-video-catalog.js";
import {
  APPOINTMENT_TEMPLATES,
  appointmentTemplateTexts,
  formatWhen,
  renderAppointmentMessage,
} from "../../../server/src/notifications/appointment-messages.js";

const values = {
  name: "Ana",
  vendor: "Maple & Main",
  location: "Downtown",
  service: "Deposits",
  when: "WHEN",
  manage_url: "https://q.example/book/manage?id=7&code=AB12&lang=en",
};
const KNOWN = new Set([...Object.keys(values), "meeting_link", "dial_in_line"]);

describe("appointment notices", () => {
  it("has every template in every locale, with only known placeholders", () => {
    expect(Object.keys(APPOINTMENT_MESSAGE_CATALOG).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      for (const template of APPOINTMENT_TEMPLATES) {
        for (const part of ["subject", "email", "sms"] as const) {
          const text = appointmentTemplateTexts(template, locale)[part];
          for (const [, key] of text.matchAll(/\{([^}]*)\}/g)) expect(KNOWN.has(key ?? ""), `${locale} ${template} {${key}}`).toBe(true);
        }
      }
      const note = APPOINTMENT_MESSAGE_CATALOG[locale].calendar_note;
      expect(note, locale).toContain("{code}");
      expect(note, locale).toContain("{manage_url}");
    }
  });

  it.each(LOCALES)("renders %s with where, what, when and the link in every notice", (locale) => {
    for (const template of APPOINTMENT_TEMPLATES) {
      for (const channel of ["email", "sms"] as const) {
        const message = renderAppointmentMessage(template, locale, channel, values);
        const where = `${locale} ${template} ${channel}`;
        expect(message.subject, where).toContain(values.location);
        for (const value of [values.location, values.service, values.when, values.manage_url]) expect(message.text, where).toContain(value);
        expect(message.text, where).not.toMatch(/\{[a-z_]*\}/);
        if (channel === "sms") expect(message.text, where).not.toContain("\n");
      }
    }
  });

  it.each(LOCALES)("gives the video link in %s, with the dial-in and PIN when there is one", (locale) => {
    const link = "https://meet.example.org/room-7";
    const dialIn = { international: "+1 212-555-0100", pin: "4321" };
    expect(VIDEO_READY_CATALOG[locale].dial_in, locale).toContain("{number}");
    expect(VIDEO_READY_CATALOG[locale].pin, locale).toContain("{pin}");
    for (const channel of ["email", "sms"] as const) {
      const withDialIn = renderAppointmentMessage("appointment_video_ready", locale, channel, { ...values, meeting_link: link, dial_in: dialIn });
      expect(withDialIn.text).toContain(link);
      expect(withDialIn.text).toContain("+1 212-555-0100");
      expect(withDialIn.text).toContain("4321");
      const linkOnly = renderAppointmentMessage("appointment_video_ready", locale, channel, { ...values, meeting_link: link });
      expect(linkOnly.text).toContain(link);
      expect(linkOnly.text).not.toContain("+1 212");
      expect(linkOnly.text).not.toMatch(/\n{3}| {2}/);
    }
  });

  it("writes the time in the location's zone, the locale's way", () => {
    expect(formatWhen("2026-11-23T15:00:00.000Z", "America/New_York", "en")).toMatch(/^Monday, November 23, 2026 at 10:00\sAM EST$/u);
    expect(formatWhen("2026-11-23T15:00:00.000Z", "Europe/Paris", "fr")).toMatch(/^lundi 23 novembre 2026 à 16:00 UTC\+1$/u);
  });

  it("writes branch-local times by the current zone rules, and tells the repeated hour of a fall-back night apart", () => {
    // British Columbia stays on UTC−7 after 2026-11-01 (Node 20's ICU data still says UTC−8).
    expect(formatWhen("2026-11-25T16:00:00.000Z", "America/Vancouver", "en")).toMatch(/^Wednesday, November 25, 2026 at 9:00\sAM MST$/u);
    expect(formatWhen("2026-11-25T16:00:00.000Z", "America/Vancouver", "ko")).toMatch(/9:00 GMT-7$/u);
    expect(formatWhen("2026-11-01T05:30:00.000Z", "America/New_York", "en")).toMatch(/1:30\sAM EDT$/u);
    expect(formatWhen("2026-11-01T06:30:00.000Z", "America/New_York", "en")).toMatch(/1:30\sAM EST$/u);
    expect(formatWhen("2026-11-01T06:30:00.000Z", "America/New_York", "es")).toMatch(/1:30 GMT-5$/u);
  });
});
