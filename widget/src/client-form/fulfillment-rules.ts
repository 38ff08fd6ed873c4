/**
 * Spec section 4, "Fulfilment method is forced by service": a curbside-only service gets
 * curbside, a lobby-only one walk-in; when the service allows both, the client chooses only if
 * the vendor offers curbside, the location supports it and the visit is in person.
 */
import { FulfillmentMethod } from "#contract";
import type { QueueService } from "../api/queue-services.js";

export type FulfillmentChoice =
  | { kind: "forced"; method: FulfillmentMethod }
  /** The client picks; `method` is what they picked. */
  | { kind: "choice"; method: FulfillmentMethod };

export function fulfillmentChoice(service: QueueService | undefined, curbsideOffered: boolean, chosen: number): FulfillmentChoice {
  const curbside = service?.attributes.supports_curbside_pickup ?? false;
  const lobby = service?.attributes.display_in_lobby ?? true;
  if (curbside && !lobby) return { kind: "forced", method: FulfillmentMethod.curbside };
  if (!curbside || !curbsideOffered) return { kind: "forced", method: FulfillmentMethod.walkIn };
  return { kind: "choice", method: chosen === FulfillmentMethod.curbside ? FulfillmentMethod.curbside : FulfillmentMethod.walkIn };
}
