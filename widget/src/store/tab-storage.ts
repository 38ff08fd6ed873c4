/**
 * The browser tab's session storage, for the little an element keeps across a reload (the
 * form's draft, the client's current visit). It can be missing, blocked or full (no window on
 * the server's renderer, sandboxed frames, privacy modes, a quota): every call then does
 * nothing, and the element simply works without what it would have kept. Session storage, not
 * local: it ends with the tab, so nothing stays behind on a shared computer.
 */

/** The value kept under `key`, or null (also when storage cannot be read). */
export function readTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // A full or blocked storage only costs what would have been kept.
  }
}

export function removeTab(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
