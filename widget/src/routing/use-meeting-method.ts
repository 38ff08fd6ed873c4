/** The meeting method asked for by the URL or the element's attribute (default in person). */
import { MeetingMethod } from "#contract";
import { useElement, useElementState } from "../element/element-context.js";

/** The method the URL's `meeting_method` or the `meeting-method` attribute names, if any. */
export function useAskedMeetingMethod(): number | undefined {
  const { attributes } = useElement();
  const query = useElementState((s) => s.route.query.meeting_method);
  const fromQuery = query && /^\d$/.test(query) ? Number(query) : undefined;
  return fromQuery ?? attributes.meetingMethod;
}

export function useMeetingMethod(): number {
  return useAskedMeetingMethod() ?? MeetingMethod.inPerson;
}
