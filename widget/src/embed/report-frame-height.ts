/**
 * Inside an iframe in embed mode: once the embedding page's helper says hello, tell it the
 * element's height now and after every change, so the iframe can be exactly as tall as its
 * content (no inner scrollbar, nothing clipped). Answers go to the origin that said hello and
 * nowhere else. Loaded as its own chunk: only framed pages need it.
 */
import { FRAME_HEIGHT, isFrameHello, type FrameHeightMessage } from "./frame-messages.js";

export function reportFrameHeight(host: HTMLElement): () => void {
  const parent = window.parent;
  let origin: string | null = null;
  let last = -1;
  const report = () => {
    if (!origin) return;
    const height = Math.ceil(host.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: FrameHeightMessage = { type: FRAME_HEIGHT, height };
    parent.postMessage(message, origin);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || !isFrameHello(event.data)) return;
    origin = event.origin;
    last = -1;
    report();
  };
  const observer = new ResizeObserver(report);
  observer.observe(host);
  window.addEventListener("message", onMessage);
  return () => {
    observer.disconnect();
    window.removeEventListener("message", onMessage);
  };
}
