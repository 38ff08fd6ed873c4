/**
 * The meeting link, dial-in number and PIN of a video client — a place in line or a booking,
 * the same fields and the same PATCH attributes. What staff type survives redraws (form-drafts.ts).
 */
import { changeSubject, type Subject } from "./change-subject.js";
import { labelled, make } from "./dom.js";
import { forgetDrafts, keepDraft } from "./form-drafts.js";

interface VideoDetails {
  meeting_link: string | null;
  dial_in: { e164: string; pin: string } | null;
}

interface VideoFormOptions {
  /** Keeps the inputs' ids apart where one client shows twice (the line and the day). */
  idPrefix: string;
  /** The form's name, unique on the page (a form named is a landmark); "Video details for {name}" by default. */
  formName?: string;
  onSaved?: () => void;
}

export function videoForm(subject: Subject, name: string, current: VideoDetails, options: VideoFormOptions): HTMLFormElement {
  const { idPrefix, onSaved } = options;
  const form = make("form", undefined, "video");
  form.setAttribute("aria-label", options.formName ?? `Video details for ${name}`);
  const field = (label: string, key: string, value: string, type: string) => {
    const input = keepDraft(make("input"), `${idPrefix}-${key}`, value);
    input.type = type;
    labelled(form, label, input);
    return input;
  };
  const link = field("Meeting link", "link", current.meeting_link ?? "", "url");
  const phone = field("Dial-in number (+E.164)", "dial", current.dial_in?.e164 ?? "", "tel");
  const pin = field("PIN", "pin", current.dial_in?.pin ?? "", "text");
  const save = make("button", "Save video details");
  save.type = "submit";
  form.append(save);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const dialIn = phone.value.trim() ? { e164: phone.value.trim(), pin: pin.value.trim() } : null;
    void changeSubject(subject, { meeting_link: link.value.trim() || null, dial_in: dialIn }, `${name}: video details saved.`, () => {
      forgetDrafts([link, phone, pin]);
      onSaved?.();
    });
  });
  return form;
}
