/**
 * Page views and booking results for the host page's tag manager (spec section 7). The element
 * only pushes onto a `window.dataLayer` the page already has; it never creates one or loads a
 * tag manager itself.
 */
export type DataLayerEvent = { event: "queue_booking_page_view"; path: string } | { event: "queue_booking_success" } | { event: "queue_booking_failure" };

export function pushDataLayer(entry: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push(entry);
}
