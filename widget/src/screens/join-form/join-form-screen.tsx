/**
 * The route `/callback-service/{id}` (spec section 2, "Start and booking routes"): loads the
 * location and its services, then shows the closed-hours notice, the services-unavailable
 * screen or the join form, with the vendor's snippets above it. An unknown location is the
 * generic not-found page.
 *
 * The services-unavailable screen (the location does not offer the meeting method) is decided
 * by the first services answer; a later answer
 * with no services (the line changed under a client who was filling in the form) keeps the
 * form, with the no-service warning, so what was typed stays on screen.
 */
import { useEffect, useState } from "react";
import { Loading } from "../../chunks/lazy-screen.js";
import { useMeetingMethod } from "../../routing/use-meeting-method.js";
import type { PublicVendorSettings } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { ErrorScreen } from "../../ui/error-screen.js";
import { NoticeScreen } from "../../notices/notice-screens.js";
import { JoinForm } from "./join-form.js";
import { CxSnippetsSlot } from "./cx-snippets-slot.js";
import { pushDataLayer } from "./data-layer.js";
import { useJoinLocation } from "./use-join-location.js";
import { useQueueServices } from "./use-queue-services.js";

/** The booking route of one location, for the meeting method of the URL or the element. */
export function JoinFormScreen({ locationId }: { locationId: number }) {
  const settings = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings : null));
  const method = useMeetingMethod();
  if (!settings) return null;
  // Keyed, so another location or method starts from a clean slate (drafts are per location).
  return <JoinRoute key={`${locationId}:${method}`} locationId={locationId} meetingMethod={method} settings={settings} />;
}

function JoinRoute({ locationId, meetingMethod, settings }: { locationId: number; meetingMethod: number; settings: PublicVendorSettings }) {
  const path = useElementState((s) => s.route.path);
  const location = useJoinLocation(locationId);
  const services = useQueueServices(locationId, meetingMethod);
  const [unavailable, setUnavailable] = useState<boolean | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per screen.
  useEffect(() => {
    pushDataLayer({ event: "queue_booking_page_view", path });
  }, []);

  useEffect(() => {
    if (unavailable !== null || services.status !== "ready") return;
    const [list] = services.data.data;
    const reason = services.data.meta.unavailable_reason;
    // Only a method the location does not offer is "not taking requests". A private location,
    // or one with nobody on duty for the method, keeps the form under a warning saying why, so
    // the client knows to try later or choose another way rather than read "not offered".
    setUnavailable(!list.length && reason === "not_offered");
  }, [services, unavailable]);

  if (location.status === "loading") return <Loading />;
  if (location.status === "error") return <ErrorScreen kind={location.error.status === 404 ? "not-found" : "error"} />;
  const place = location.data;
  if (place.restrict_callback_request_hours && !place.is_currently_open) {
    return <NoticeScreen kind="closed" location={place} />;
  }
  if (unavailable && place.visibility !== "private") {
    return (
      <NoticeScreen kind="services-unavailable" location={place} meetingMethod={meetingMethod} showLocationInfo={settings.callback_closed_location_info} />
    );
  }
  return (
    <>
      <CxSnippetsSlot start={services.status === "ready"} />
      <JoinForm location={place} services={services} meetingMethod={meetingMethod} settings={settings} />
    </>
  );
}
