/** The meeting method asked for by the URL or the element's attribute (default in person). */
import { MeetingMethod } from "../contract/index.js";
import { useElement, useElementState } from "../element/element-context.js";

export function useMeetingMethod(): number {
  const { attributes } = useElement();
  const query = useElementState((s) => s.route.query.meeting_method);
  const fromQuery = query && /^\d$/.test(query) ? Number(query) : undefined;
  return fromQuery ?? attributes.meetingMethod ?? MeetingMethod.inPerson;
}
