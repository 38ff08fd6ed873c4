/**
 * Text-message updates (spec section 5), decided once for the form and the server: who gets
 * them, and where a client may check in without them.
 */
import { type ContactOptionModes, MeetingMethod } from "./codes.js";

/**
 * Whether "check in without updates" is offered: beside required text updates, wherever the
 * phone is shown — also where the vendor requires it, or a client without a mobile phone could
 * not join at all. Not for a phone call, which needs the number whatever the client wants to
 * hear. Chosen, no number is needed (nor the phone-or-email rule) and no text is sent.
 */
export function withoutUpdatesOffered(options: ContactOptionModes, meetingMethod: number): boolean {
  return options.sms_notifications === "required" && options.mobile_phone !== "hidden" && meetingMethod !== MeetingMethod.phone;
}

export interface TextUpdateChoice {
  /** The number given, normalised; "" for none. */
  phone: string;
  /** The opt-in box, where text updates are optional. */
  receive_sms: boolean;
  without_updates: boolean;
}

/** Optional: as the client ticked. Required: forced on for a number, unless they checked in without updates. */
export function receivesTextUpdates(choice: TextUpdateChoice, options: ContactOptionModes, meetingMethod: number): boolean {
  const mode = options.sms_notifications;
  if (!choice.phone || mode === "hidden") return false;
  if (mode === "optional") return choice.receive_sms;
  return !(choice.without_updates && withoutUpdatesOffered(options, meetingMethod));
}
