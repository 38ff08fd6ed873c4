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
  // Moving a node drops its focus: a field the client is in stays focused.
  const focused = host.shadowRoot?.activeElement;
  const root = attach();
  if (nodes.length) {
    root.append(...nodes);
    serverNodes.set(root, nodes);
    if (focused instanceof HTMLElement) focused.focus();
  }
  return root;
}

/** Whether the server's nodes are still in this root (the element has not shown its own yet). */
export function hasServerMarkup(root: ShadowRoot | undefined): boolean {
  return Boolean(root && serverNodes.has(root));
}

/** Removes the server's nodes once the element shows its own, keeping what was done in them. */
export function releaseServerMarkup(root: ShadowRoot | undefined): void {
  const nodes = root && serverNodes.get(root);
  if (!root || !nodes) return;
  const focused = root.activeElement;
  for (const node of nodes) node.remove();
  serverNodes.delete(root);
  // After the commit: the element's fields take the changes as if made there.
  queueMicrotask(() => carryOver(nodes, root, focused));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = "input,select,textarea";
const FOCUSABLE = "a[href],button,input,select,textarea,[tabindex]";

/** What matches the selector in the server's nodes, in document order. */
const paintedOnes = <T extends Element>(nodes: ChildNode[], selector: string): T[] =>
  nodes.flatMap((node) => (node instanceof Element ? [...(node.matches(selector) ? [node as T] : []), ...node.querySelectorAll<T>(selector)] : []));

/** Whether the client changed a painted field (the element's own may differ from its default: a saved draft). */
function changedByClient(old: Field): boolean {
  if (old instanceof HTMLSelectElement) return [...old.options].some((option) => option.selected !== option.defaultSelected);
  if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) return old.checked !== old.defaultChecked;
  return old.value !== old.defaultValue;
}

/**
 * A client may use the painted screen before the script has run: the element renders the same
 * screen, so the n-th field of the server's nodes is the n-th of its own. Each field the client
 * changed there is given to its counterpart through the native setter and the event React
 * listens to (a click for a choice), so the element's state has it; focus goes to the control
 * in the same place. A field left as painted is left to the element, which may hold the
 * client's saved draft.
 */
function carryOver(nodes: ChildNode[], root: ShadowRoot, focused: Element | null): void {
  const own = [...root.querySelectorAll<Field>(FIELDS)];
  paintedOnes<Field>(nodes, FIELDS).forEach((old, index) => {
    const field = own[index];
    if (!field || field.tagName !== old.tagName || field.type !== old.type || !changedByClient(old)) return;
    if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
      // A radio is only ever turned on; a checkbox either way.
      if (old.checked !== (field as HTMLInputElement).checked && (old.checked || old.type === "checkbox")) field.click();
    } else if (old.value !== field.value) {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, old.value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  });
  const place = focused ? paintedOnes(nodes, FOCUSABLE).indexOf(focused) : -1;
  if (place >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[place]?.focus();
}
