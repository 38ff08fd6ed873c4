/**
 * `/office/setup/webhooks`: the vendor's webhook endpoints (docs/webhooks.md), read and changed
 * through the office's webhook API rather than the vendor document: the list, `/new` to add one
 * (its secret shown once), and `/{id}` for one endpoint with its delivery log.
 */
import { useSetupPath } from "../use-setup-path.js";
import { AddEndpoint } from "./add-endpoint.js";
import { EndpointList } from "./endpoint-list.js";
import { EndpointPage } from "./endpoint-page.js";

export default function WebhooksSection() {
  const [id] = useSetupPath();
  if (id === undefined) return <EndpointList />;
  if (id === "new") return <AddEndpoint />;
  // Anything but an id reads as an endpoint that does not exist.
  return <EndpointPage key={id} id={/^\d{1,10}$/.test(id) ? Number(id) : 0} />;
}
