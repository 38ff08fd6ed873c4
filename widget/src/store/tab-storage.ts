/**
 * The browser tab's session storage, for the little an element keeps across a reload (the
 * form's draft, the client's current visit). It can be missing, blocked or full (sandboxed
 * frames, privacy modes, a quota): every call then does nothing, and the element simply works
 * without what it would have kept. Session storage, not local: it ends with the tab, so nothing
 * stays behind on a shared computer.
 */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The value kept under `key`, or null (also when storage cannot be read). */
export function readTab(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs what would have been kept.
  }
}

export function removeTab(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
