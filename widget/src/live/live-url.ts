/** The `/live` websocket URL of the server an element talks to (`ws:` for `http:`, `wss:` for `https:`). */
export function liveUrl(apiBase: string, vendor: string | undefined): string {
  const url = new URL("/live", apiBase);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  if (vendor) url.searchParams.set("vendor", vendor);
  return url.toString();
}
