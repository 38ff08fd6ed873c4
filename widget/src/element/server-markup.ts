/**
 * A hosted page's first screen arrives rendered by the server inside a declarative shadow root
 * (`<template shadowrootmode="open">`), so the browser paints it before any script has run.
 * When the element is defined, r2wc calls `attachShadow`, which empties such a root; the
 * element's class keeps the server's nodes across that call (`keepServerMarkup`) and they stay
 * on screen while the element loads its language. The element's first real commit removes them
 * in a layout effect (`releaseServerMarkup`), in the same frame as its own nodes appear: React
 * appends to a shadow root without clearing it, so the swap has no blank frame in between.
 * An element on a vendor's page has no such root, and nothing here changes for it.
 */
const serverNodes = new WeakMap<ShadowRoot, ChildNode[]>();

/** `attachShadow` that keeps what a declarative shadow root already holds. */
export function keepServerMarkup(host: HTMLElement, attach: () => ShadowRoot): ShadowRoot {
  const nodes = host.shadowRoot ? [...host.shadowRoot.childNodes] : [];
  const root = attach();
  if (nodes.length) {
    root.append(...nodes);
    serverNodes.set(root, nodes);
  }
  return root;
}

/** Removes the server's nodes once the element shows its own. */
export function releaseServerMarkup(root: ShadowRoot | undefined): void {
  if (!root) return;
  for (const node of serverNodes.get(root) ?? []) node.remove();
  serverNodes.delete(root);
}
