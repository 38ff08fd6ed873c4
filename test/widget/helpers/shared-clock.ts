/**
 * Puts the test server's fixed clock at an instant, and the browser's there too, running on from
 * it: the element measures waits and openings by the browser's clock, so both must agree. Undo
 * the browser's with `vi.restoreAllMocks()`.
 */
import { vi } from "vitest";
import type { TestServer } from "../../helpers/test-server.js";

export function setClocks(server: TestServer, iso: string): void {
  server.clock.set(iso);
  const realNow = Date.now.bind(Date);
  const offset = Date.parse(iso) - realNow();
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
}
