/**
 * Helpers of the location picker tests: typing into the shadow root's inputs the way a user
 * does, and a ResizeObserver the test can drive (happy-dom lays nothing out).
 */
import { waitFor } from "../helpers/element-harness.js";

/** Sets an input's value past React's value tracker, then fires `input` as typing does. */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function pressKey(target: HTMLElement, key: string): void {
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

export function searchInput(shadow: ShadowRoot): HTMLInputElement {
  const input = shadow.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!input) throw new Error("no search box");
  return input;
}

/** The names in the results list, in order. */
export function listedNames(shadow: ShadowRoot): string[] {
  return [...shadow.querySelectorAll(".qb-location-list .qb-location-name")].map((n) => n.textContent ?? "");
}

/** Waits for a suggestion containing `text` and clicks it. */
export async function pickSuggestion(shadow: ShadowRoot, text: string): Promise<void> {
  const option = await waitFor(() => [...shadow.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.includes(text)));
  option.click();
}

/** A ResizeObserver whose observations the test reports through `resize`. */
export class FakeResizeObserver {
  static readonly instances = new Set<FakeResizeObserver>();
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    FakeResizeObserver.instances.delete(this);
  }

  /** Tells every observer of `target` that its content box is now `width` wide. */
  static resize(target: Element, width: number): void {
    for (const observer of [...FakeResizeObserver.instances]) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, contentRect: { width, height: 600 } } as unknown as ResizeObserverEntry;
      observer.callback([entry], observer as unknown as ResizeObserver);
    }
  }

  static observes(target: Element): boolean {
    return [...FakeResizeObserver.instances].some((o) => o.targets.has(target));
  }
}
