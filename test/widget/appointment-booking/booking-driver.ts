/**
 * Drives the booking flow from outside the element's shadow root: mounts it on a `/book/…`
 * hash route, picks radio choices by their visible text, and reads where the flow went.
 */
import { waitFor } from "../helpers/element-harness.js";
import { openRoute, type FormPage } from "../join-form/form-driver.js";

export type BookingPage = FormPage & {
  /** Ticks the radio whose label reads `text` (a service, location, staff member or time). */
  pick(text: string | RegExp): Promise<void>;
  /** Clicks the button that reads `text`. */
  press(text: string | RegExp): Promise<void>;
  /** The shadow root's focused element. */
  focused(): Element | null;
};

const matches = (node: Element, text: string | RegExp) => {
  const content = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
  return typeof text === "string" ? content.includes(text) : text.test(content);
};

export async function openBooking(base: string, route: string, attributes: Record<string, string> = {}): Promise<BookingPage> {
  const page = await openRoute(base, route, attributes);
  return {
    ...page,
    async pick(text) {
      // An exact label first ("2:00 PM" must not pick "12:00 PM"), else one that contains the text.
      const label = await waitFor(() => {
        const labels = [...page.shadow.querySelectorAll("label")].filter((l) => l.querySelector('input[type="radio"]'));
        return labels.find((l) => l.textContent?.trim() === text) ?? labels.find((l) => matches(l, text));
      });
      label.querySelector<HTMLInputElement>('input[type="radio"]')?.click();
    },
    async press(text) {
      const button = await waitFor(() => [...page.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => matches(b, text) && !b.disabled));
      button.click();
    },
    focused: () => page.shadow.activeElement,
  };
}

/** The current hash route's path and query, once it satisfies `path`. */
export async function routeAt(path: string): Promise<Record<string, string>> {
  const hash = await waitFor(() => window.location.hash.split("?")[0] === `#${path}` && window.location.hash).catch(() => {
    throw new Error(`still at ${window.location.hash}, expected ${path}`);
  });
  return Object.fromEntries(new URLSearchParams(hash.split("?")[1] ?? ""));
}

/** The booking flow's tests share the form's server harness. */
export { useFormTestServer as useBookingServer, type FormTestServer as BookingTestServer } from "../join-form/form-driver.js";
