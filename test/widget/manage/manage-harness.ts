/** Opening the manage page of a demo appointment, optionally with changed vendor settings. */
import type { PublicVendorSettings } from "#contract";
import type { TestServer } from "../../helpers/test-server.js";
import { waitFor, type ElementTestServer, type MountedElement } from "../helpers/element-harness.js";

export interface ManageEntry {
  id: number;
  code: string;
}

/** The demo vendor's public settings with some changed, for the element's `settings` attribute. */
export async function demoSettings(server: TestServer, changes: Partial<PublicVendorSettings> = {}): Promise<string> {
  const res = await server.call({ method: "GET", url: "/api/v2/open/vendor" });
  const settings = (res.json() as { data: { attributes: PublicVendorSettings } }).data.attributes;
  return JSON.stringify({ ...settings, ...changes });
}

export function openManage(
  harness: ElementTestServer,
  entry: ManageEntry,
  options: { query?: string; attributes?: Record<string, string> } = {},
): Promise<MountedElement> {
  const query = `id=${entry.id}&code=${entry.code}${options.query ? `&${options.query}` : ""}`;
  return harness.mount(`#/callback-service/confirmation?${query}`, options.attributes);
}

export const find = <T extends Element = HTMLElement>(el: MountedElement, selector: string) => waitFor(() => el.shadow.querySelector<T>(selector));
