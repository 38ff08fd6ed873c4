/**
 * What a hosted page does when a screen's code cannot be had even after a retry (most likely a
 * deploy replaced the build the page was opened with, on a server that keeps no earlier chunks):
 * it reloads once, which loads the current release and comes back on the same screen (hosted
 * pages keep their screen in the URL). Once per URL in the tab's session, so a chunk that is
 * missing in the current release too shows the error screen instead of reloading for ever.
 */
const KEY = "queue-booking:chunk-reload";

export function reloadOnceForChunk(): boolean {
  try {
    const here = window.location.href;
    if (window.sessionStorage.getItem(KEY) === here) return false;
    window.sessionStorage.setItem(KEY, here);
  } catch {
    // No session storage (privacy modes): a reload could repeat, so show the error instead.
    return false;
  }
  window.location.reload();
  return true;
}
