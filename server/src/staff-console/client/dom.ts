/** Small DOM builders the console's views share (no framework: a view is a function that returns nodes). */

export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The console page lacks #${id}`);
  return found as T;
}

export function make<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * A button named for screen readers by what it does and to whom ("Start: Alex Morgan"): a line
 * or a day holds many "Start" buttons, and the name tells them apart. `id` lets a redraw give
 * focus back to the same button.
 */
export function actionButton(label: string, subject: string, id: string, onClick: () => void): HTMLButtonElement {
  const button = make("button", label);
  button.type = "button";
  button.id = id;
  button.setAttribute("aria-label", `${label}: ${subject}`);
  button.addEventListener("click", onClick);
  return button;
}

/** A definition list of the rows that have a value (empty ones are left out). */
export function detailList(rows: ReadonlyArray<readonly [string, string | null | undefined]>): HTMLDListElement {
  const list = make("dl");
  for (const [term, value] of rows) if (value) list.append(make("dt", term), make("dd", value));
  return list;
}

/** A labelled control inside a form: the label first, then the control (grid forms lay them out in pairs). */
export function labelled(form: HTMLElement, label: string, control: HTMLInputElement | HTMLSelectElement): void {
  const caption = make("label", label);
  caption.htmlFor = control.id;
  form.append(caption, control);
}
