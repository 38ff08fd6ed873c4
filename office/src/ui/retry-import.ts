/**
 * A chunk that fails to load is asked for once more after a moment: a connection dropped for a
 * second, or a proxy's 502 during a deploy, should not cost anyone their screen.
 */
export const CHUNK_RETRY_MS = 1000;

export async function retryImport<T>(load: () => Promise<T>, delayMs = CHUNK_RETRY_MS): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}
