/**
 * `queue-booking-frame.js`, for a vendor's page that frames a hosted page instead of using the
 * element: `<iframe data-queue-booking src="https://queue.example.com/callback-service?vendor=…&mode=embed">`.
 * It keeps each such iframe as tall as its content. A height is taken only from the window of
 * that very iframe, and only when it comes from the origin of its `src`.
 */
import { FRAME_HELLO, isFrameHeight } from "./frame-messages.js";

const SELECTOR = "iframe[data-queue-booking]";
const watched = new WeakSet<HTMLIFrameElement>();
/** Frames whose current document has answered; until then the hello is repeated. */
const answered = new WeakSet<HTMLIFrameElement>();
const HELLO_EVERY_MS = 250;
const HELLO_FOR_MS = 30_000;

function frameOrigin(frame: HTMLIFrameElement): string | null {
  try {
    return new URL(frame.src, document.baseURI).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the frame holds a document of its own yet: until its `src` has loaded it holds the
 * initial `about:blank`, and a message addressed to the `src`'s origin is refused there with an
 * error in the page's console. A page of another origin cannot be read (the check throws): it
 * has loaded.
 */
function holdsItsPage(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href !== "about:blank";
  } catch {
    return true;
  }
}

function watch(frame: HTMLIFrameElement): void {
  if (watched.has(frame)) return;
  watched.add(frame);
  // The frame sizes itself to its content; its own scrollbar would only ever show a sliver.
  frame.setAttribute("scrolling", "no");
  frame.style.overflow = "hidden";
  let timer: ReturnType<typeof setInterval> | undefined;
  const hello = () => {
    const origin = frameOrigin(frame);
    if (origin && frame.contentWindow && holdsItsPage(frame)) frame.contentWindow.postMessage({ type: FRAME_HELLO }, origin);
  };
  // The framed element starts listening once its script has run, which may be after the
  // frame's load event: say hello until it answers.
  const greet = () => {
    answered.delete(frame);
    clearInterval(timer);
    const started = Date.now();
    hello();
    timer = setInterval(() => {
      if (answered.has(frame) || Date.now() - started > HELLO_FOR_MS) clearInterval(timer);
      else hello();
    }, HELLO_EVERY_MS);
  };
  // Every load (the first, and each navigation inside the frame) starts a new document there.
  frame.addEventListener("load", greet);
  greet();
}

window.addEventListener("message", (event: MessageEvent) => {
  if (!isFrameHeight(event.data)) return;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(SELECTOR)) {
    if (event.source !== frame.contentWindow || event.origin !== frameOrigin(frame)) continue;
    answered.add(frame);
    frame.style.height = `${event.data.height}px`;
  }
});

const scan = () => document.querySelectorAll<HTMLIFrameElement>(SELECTOR).forEach(watch);
new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
scan();
