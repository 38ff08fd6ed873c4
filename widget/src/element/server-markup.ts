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

/** Removes the server's nodes once the element shows its own, keeping what was typed in them. */
export function releaseServerMarkup(root: ShadowRoot | undefined): void {
  const nodes = root && serverNodes.get(root);
  if (!root || !nodes) return;
  const focused = root.activeElement;
  for (const node of nodes) node.remove();
  serverNodes.delete(root);
  // After the commit: the element's fields take the changes as if typed there.
  queueMicrotask(() => {
    carryFilledFields(nodes, root, focused);
    if (focused && root.activeElement === null) focusCounterpart(nodes, root, focused);
  });
}

const FOCUSABLE = "a[href],button,input,select,textarea,[tabindex]";

/**
 * Focus on something without a name (a button, a link) goes to the element's control in the
 * same place: the element renders the same screen, so the n-th focusable of the server's nodes
 * is the n-th of its own.
 */
function focusCounterpart(nodes: ChildNode[], root: ShadowRoot, focused: Element): void {
  const painted = nodes.flatMap((node) => (node instanceof Element ? [...(node.matches(FOCUSABLE) ? [node] : []), ...node.querySelectorAll(FOCUSABLE)] : []));
  const index = painted.indexOf(focused);
  const counterpart = index < 0 ? undefined : root.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  counterpart?.focus();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the client changed a painted field (the element's own may differ from its default: a saved draft). */
function changedByClient(old: Field): boolean {
  if (old instanceof HTMLSelectElement) return [...old.options].some((option) => option.selected !== option.defaultSelected);
  if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) return old.checked !== old.defaultChecked;
  return old.value !== old.defaultValue;
}

/**
 * A client may fill in the painted form before the script has run: each field they changed
 * there is given to the element's field of the same name (and value, for a choice) through the
 * native setter and the event React listens to, so its state has it; focus follows. A field left
 * as painted is left to the element, which may hold the client's saved draft.
 */
function carryFilledFields(nodes: ChildNode[], root: ShadowRoot, focused: Element | null): void {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const old of node.querySelectorAll<Field>("input[name],textarea[name],select[name]")) {
      const choice = old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio");
      const value = choice ? old.getAttribute("value") : null;
      // Radios without a value cannot be told apart by name: left to the element.
      if (old.type === "radio" && value === null) continue;
      const selector = `[name="${CSS.escape(old.name)}"]${value === null ? "" : `[value="${CSS.escape(value)}"]`}`;
      const field = root.querySelector<Field>(selector);
      if (!field) continue;
      if (changedByClient(old)) {
        if (choice) {
          // A radio is only ever turned on; a checkbox either way.
          const checked = (old as HTMLInputElement).checked;
          if (checked !== (field as HTMLInputElement).checked && (checked || old.type === "checkbox")) field.click();
        } else if (old.value !== field.value) {
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, old.value);
          field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
        }
      }
      if (old === focused) field.focus();
    }
  }
}
