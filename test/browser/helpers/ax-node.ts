/**
 * What Chromium itself tells assistive technology about a control, read from its accessibility
 * tree over the DevTools protocol (shadow roots included): its description (aria-describedby
 * resolved), whether it reads as invalid, focusable or disabled. Axe and the DOM say what the
 * markup asks for; this says what a screen reader is given, native validity included.
 */
import type { Page } from "playwright-core";

interface AxValue {
  value?: unknown;
}
interface AxNode {
  ignored?: boolean;
  role?: AxValue;
  name?: AxValue;
  description?: AxValue;
  properties?: { name: string; value: AxValue }[];
}

export interface AxControl {
  description: string;
  /** Chromium's token: "false", "true", "grammar" or "spelling". */
  invalid: string;
  focusable: boolean;
  disabled: boolean;
}

/** The one control with this role and name (playwright's role names: "textbox", "checkbox", "button"). */
export async function axControl(page: Page, role: string, name: string): Promise<AxControl> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    const found = nodes.filter((n) => !n.ignored && n.role?.value === role && n.name?.value === name);
    if (found.length !== 1) throw new Error(`${found.length} ${role} controls named "${name}" in the accessibility tree`);
    const [node] = found as [AxNode];
    const property = (key: string) => node.properties?.find((p) => p.name === key)?.value.value;
    return {
      description: String(node.description?.value ?? ""),
      invalid: String(property("invalid") ?? "false"),
      focusable: property("focusable") === true,
      disabled: property("disabled") === true,
    };
  } finally {
    await cdp.detach();
  }
}

/** The focused element, followed into shadow roots: its tag and accessible text. */
export const focusedControl = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { tag: active?.tagName.toLowerCase() ?? "", text: active?.textContent?.trim().replace(/\s+/g, " ") ?? "", name: active?.getAttribute("name") ?? "" };
  });
