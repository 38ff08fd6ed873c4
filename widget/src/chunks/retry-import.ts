/**
 * A lazy chunk that fails to load is asked for once more after a moment: a phone that dropped
 * its connection for a second, or a proxy that answered 502 during a deploy, should not cost the
 * client their screen. A second failure is passed on (the chunk error boundary handles it).
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
