/**
 * What the client types into the form (spec section 3, "Callback form data"), plus the few
 * choices the form adds: the phone's country, the parking spot and opting out of updates.
 */
import { FulfillmentMethod, type AnswerValue } from "#contract";

export interface FormValues {
  firstName: string;
  lastName: string;
  /** Spaces are stripped as the client types. */
  email: string;
  cellPhone: string;
  /** ISO country the phone number belongs to; "" means "another country, with +". */
  phoneCountry: string;
  notes: string;
  /** The chosen service id; 0 until one is chosen. */
  topic: number;
  fulfillmentMethod: number;
  carDetails: string;
  parkingSpot: string;
  receiveSms: boolean;
  /** With SMS required, the client chose to check in without text updates (and no phone). */
  withoutUpdates: boolean;
  /** By question id: text, one option value, or a list of option values. */
  answers: Record<string, AnswerValue>;
}

export function defaultFormValues(phoneCountry: string): FormValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    cellPhone: "",
    phoneCountry,
    notes: "",
    topic: 0,
    fulfillmentMethod: FulfillmentMethod.walkIn,
    carDetails: "",
    parkingSpot: "",
    receiveSms: false,
    withoutUpdates: false,
    answers: {},
  };
}
