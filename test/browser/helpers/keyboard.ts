/**
 * Working a page with the keyboard alone, as a person who uses no mouse does: the control is
 * found by its role and accessible name (what a screen reader says), and reached by pressing
 * Tab (or Shift+Tab) until it has focus — never focused by script or clicked. What the keys do
 * next is the control's own: typing, Space on a checkbox, Enter on a link or button, arrows in a
 * select.
 */
import type { Locator, Page } from "playwright-core";

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab until `target` has focus, going back with Shift+Tab when it lies behind. */
export async function tabTo(page: Page, target: Locator, max = 400): Promise<void> {
  await target.waitFor({ state: "visible" });
  const behind = await target.evaluate((element) => {
    const active = document.activeElement;
    return Boolean(active && active !== document.body && element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(behind ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Replaces a text field's value by typing. */
export async function typeIn(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  if (text) await page.keyboard.type(text);
}

/** Presses a button or follows a link (Enter). */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

/** Checks (or unchecks) a checkbox with Space, when it is not already so. */
export async function setChecked(page: Page, target: Locator, checked = true): Promise<void> {
  await tabTo(page, target);
  if ((await target.isChecked()) !== checked) await page.keyboard.press("Space");
}

/** Chooses a select's option by its text with the arrow keys, as a closed select takes them. */
export async function chooseOption(page: Page, target: Locator, label: string, max = 800): Promise<void> {
  await tabTo(page, target);
  const current = () => target.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? "");
  const labels = await target.evaluate((select) => [...(select as HTMLSelectElement).options].map((option) => option.textContent?.trim() ?? ""));
  const wanted = labels.indexOf(label);
  if (wanted < 0) throw new Error(`no option "${label}" in ${target.toString()}`);
  for (let i = 0; i < max; i++) {
    const at = labels.indexOf(await current());
    if (at === wanted) return;
    await page.keyboard.press(at < wanted ? "ArrowDown" : "ArrowUp");
  }
  throw new Error(`the arrows never reached "${label}"`);
}
