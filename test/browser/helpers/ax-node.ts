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

/** The node that has focus in Chromium's accessibility tree (shadow roots included): its role and name. */
export async function focusedAxNode(page: Page): Promise<{ role: string; name: string } | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    // The page's root says it is focused too, when the page is: the control is the other one.
    const node = nodes.find((n) => !n.ignored && n.role?.value !== "RootWebArea" && n.properties?.some((p) => p.name === "focused" && p.value.value === true));
    return node ? { role: String(node.role?.value ?? ""), name: String(node.name?.value ?? "") } : null;
  } finally {
    await cdp.detach();
  }
}

/** Every node a keyboard user can reach with Tab or focus by script, as Chromium tells assistive technology: role and name. */
export async function focusableAxNodes(page: Page): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    return nodes
      .filter((n) => !n.ignored && n.properties?.some((p) => p.name === "focusable" && p.value.value === true))
      .map((n) => ({ role: String(n.role?.value ?? ""), name: String(n.name?.value ?? "") }));
  } finally {
    await cdp.detach();
  }
}
