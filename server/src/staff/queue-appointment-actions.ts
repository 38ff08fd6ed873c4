/**
 * Which staff action a person may take on one appointment in its current state: the single
 * place the PATCH route and the queue view (its `actions` list) ask, so the desk never
 * offers a button the API would refuse.
 */
import { MeetingMethod, QueueStatus, type StaffAction } from "#contract";
import { canCancel, canFinish, canStart, type Actor, type Decision, type VisitFacts } from "./staff-permissions.js";

/** Actions that make sense in a state, before asking who may take them. */
function actionsIn(status: number, meetingMethod: number): StaffAction[] {
  const link: StaffAction[] = meetingMethod === MeetingMethod.video ? ["meeting_link"] : [];
  if (status === QueueStatus.waiting) return ["start", "no_show", "cancel", ...link];
  if (status === QueueStatus.inProgress) return ["complete", "no_show", ...link];
  return [];
}

/** The permission for an action on a visit in `status` (the state decides who may finish it). */
export function decideAction(actor: Actor, action: StaffAction, visit: VisitFacts, status: number): Decision {
  if (action === "cancel") return canCancel(actor, visit);
  if (action === "complete") return canFinish(actor, visit);
  return status === QueueStatus.inProgress ? canFinish(actor, visit) : canStart(actor, visit);
}

export function allowedActions(actor: Actor, visit: VisitFacts, status: number): StaffAction[] {
  return actionsIn(status, visit.meetingMethod).filter((action) => decideAction(actor, action, visit, status).allowed);
}
