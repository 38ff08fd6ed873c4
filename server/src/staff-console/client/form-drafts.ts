/**
 * The line and the day are drawn anew on every live event. Without these a recompute arriving
 * while staff type would wipe a half-filled form, close an open disclosure or throw focus back
 * to the top of the page. Drafts and open disclosures are kept by element id until saved.
 */

const drafts = new Map<string, string>();
const openDisclosures = new Set<string>();

/** Gives the control its unsaved value (else `value`) and remembers what is typed or chosen. */
export function keepDraft<T extends HTMLInputElement | HTMLSelectElement>(control: T, id: string, value: string): T {
  control.id = id;
  control.value = drafts.get(id) ?? value;
  control.addEventListener(control instanceof HTMLSelectElement ? "change" : "input", () => drafts.set(id, control.value));
  return control;
}

/** After a save: the stored values are what the next drawing shows. */
export function forgetDrafts(controls: ReadonlyArray<{ id: string }>): void {
  for (const control of controls) drafts.delete(control.id);
}

/** A `<details>` disclosure that stays open across redraws once staff open it. */
export function disclosure(id: string, summary: string, subject: string): HTMLDetailsElement {
  const details = document.createElement("details");
  details.id = id;
  const caption = document.createElement("summary");
  caption.textContent = summary;
  caption.setAttribute("aria-label", `${summary}: ${subject}`);
  details.append(caption);
  details.open = openDisclosures.has(id);
  details.addEventListener("toggle", () => (details.open ? openDisclosures.add(id) : openDisclosures.delete(id)));
  return details;
}

/** Closes a disclosure for good (its form was saved). */
export const closeDisclosure = (id: string) => void openDisclosures.delete(id);

const TEXT_TYPES = new Set(["text", "tel", "url", "search"]);

/**
 * Redraws `container` and gives focus back where it was: to the element with the same id, with
 * the caret where it stood; if that element is gone (its button's action is done), to the first
 * button of the same row (`data-row`), so a keyboard user stays where they work.
 */
export function redrawKeepingFocus(container: HTMLElement, draw: () => void): void {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== container && container.contains(active) ? active : null;
  const row = focused?.closest<HTMLElement>("[data-row]")?.dataset.row;
  draw();
  if (!focused) return;
  const again = focused.id ? document.getElementById(focused.id) : null;
  if (again && container.contains(again)) {
    again.focus();
    if (focused instanceof HTMLInputElement && again instanceof HTMLInputElement && TEXT_TYPES.has(focused.type)) {
      again.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    }
    return;
  }
  const sameRow = row ? container.querySelector<HTMLElement>(`[data-row="${CSS.escape(row)}"]`) : null;
  sameRow?.querySelector<HTMLElement>("button, summary, input, select")?.focus();
}
