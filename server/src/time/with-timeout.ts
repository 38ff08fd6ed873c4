/**
 * Gives up waiting on `work` after `ms` (the work itself goes on; its late failure is handled).
 * For checks that must answer quickly whatever the database does: `/readyz`, a metrics scrape.
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
