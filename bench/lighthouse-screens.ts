/**
 * Every hosted screen of one vendor, as the URL a client opens: the queue's pages, each step of
 * the booking flow with the choices of the steps before it in its query (as the flow writes
 * them), the manage pages of real appointments, the lobby's two modes and the not-found page.
 * The default vendor's URLs name no vendor, as its clients' links do; any other's say `?vendor=`.
 */
import type { Appointment, VendorIds } from "./lighthouse-fixtures.js";

export interface Screen {
  /** `{vendor} {screen}`, what `--only` matches. */
  name: string;
  /** Path and query on the server. */
  path: string;
}

/** What the vendor's manage and booking pages open: made through the API before the run. */
export interface VendorAppointments {
  waiting: Appointment;
  completed: Appointment;
  /** The booking flow's chosen time and its booked appointment; absent when the vendor books none. */
  booked?: { start: string; appointment: Appointment };
}

export function vendorScreens(vendor: VendorIds, appointments: VendorAppointments, isDefault: boolean): Screen[] {
  const slug = vendor.keys.slug;
  const url = (path: string, query: Record<string, string> = {}) => {
    const qs = new URLSearchParams({ ...(isDefault ? {} : { vendor: slug }), ...query }).toString();
    return qs ? `${path}?${qs}` : path;
  };
  const manage = (appointment: Appointment) => ({ id: String(appointment.id), code: appointment.code });
  const choice = { service: String(vendor.service), meeting_method: "1" };
  const atLocation = { ...choice, location: String(vendor.location) };
  const screens: [string, string][] = [
    ["location picker", url("/callback-service")],
    ["join form", url(`/callback-service/${vendor.location}`)],
    ["manage, waiting", url("/callback-service/manage", manage(appointments.waiting))],
    ["manage, completed", url("/callback-service/manage", manage(appointments.completed))],
    ["kiosk", url(`/callback-service/${vendor.location}`, { mode: "kiosk" })],
    ["TV board", url(`/callback-service/${vendor.location}`, { mode: "tv" })],
    ["book: service", url("/book")],
  ];
  // A vendor that books nothing says so on every step alike: the first stands for them all.
  if (appointments.booked) {
    const chosen = { ...atLocation, start: appointments.booked.start };
    screens.push(
      ["book: location", url("/book/select-location", choice)],
      ["book: staff", url("/book/select-staff", atLocation)],
      ["book: time", url("/book/select-timeslot", atLocation)],
      ["book: attendees", url("/book/select-attendees", chosen)],
      ["book: details", url("/book/attendee-details", chosen)],
      ["book: manage", url("/book/manage", manage(appointments.booked.appointment))],
    );
  }
  screens.push(["not found", url("/callback-service/no-such-page")]);
  return screens.map(([name, path]) => ({ name: `${slug} ${name}`, path }));
}

/** The one page that is no vendor's: the element on a vendor's site, by script tag. */
export const DEMO_HOST_SCREEN: Screen = { name: "demo host page", path: "/demo-host/" };
