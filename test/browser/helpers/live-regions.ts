/**
 * What a screen reader would announce from the page's live regions, read from Chromium's own
 * accessibility tree (DevTools protocol), shadow roots included: every node that is a live
 * region root (`aria-live`, or implied by role alert/status), its politeness and its text; the
 * announced ones are those with text.
 */
import type { Page } from "playwright-core";

interface AxValue {
  value?: unknown;
}
interface AxNode {
  nodeId: string;
  ignored?: boolean;
  role?: AxValue;
  name?: AxValue;
  properties?: { name: string; value: AxValue }[];
  childIds?: string[];
}

export interface LiveRegion {
  politeness: "polite" | "assertive";
  role: string;
  text: string;
}

/** A node's text as the tree gives it: its static texts, in order. */
function regionText(nodes: AxNode[]): (node: AxNode) => string {
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const textOf = (node: AxNode): string => {
    if (node.role?.value === "StaticText") return String(node.name?.value ?? "");
    return (node.childIds ?? [])
      .map((id) => byId.get(id))
      .filter((n): n is AxNode => n !== undefined)
      .map(textOf)
      .join(" ");
  };
  return textOf;
}

export async function liveRegions(page: Page): Promise<LiveRegion[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Accessibility.enable");
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    const textOf = regionText(nodes);
    const regions: LiveRegion[] = [];
    for (const node of nodes) {
      if (node.ignored) continue;
      const live = node.properties?.find((p) => p.name === "live")?.value.value;
      // Chromium marks only a region's root with `live`; what is inside is its text.
      if (live === "polite" || live === "assertive") {
        regions.push({ politeness: live, role: String(node.role?.value ?? ""), text: textOf(node).replace(/\s+/g, " ").trim() });
      }
    }
    return regions;
  } finally {
    await cdp.detach();
  }
}

const BEFORE = "data-test-live-before";

/**
 * Marks every live region now in the page (shadow roots included). A screen reader speaks what
 * changes inside a region it already knew, not a region inserted with its text: what
 * `announcedSinceMark` returns is only what such a region says.
 */
export async function markLiveRegions(page: Page): Promise<void> {
  await page.evaluate((mark) => {
    const walk = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll("*")) {
        if (node.matches("[aria-live], [role=status], [role=alert], [role=log]")) node.setAttribute(mark, "");
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
  }, BEFORE);
}

/** The live regions with text whose root was in the page at `markLiveRegions`, from the accessibility tree. */
export async function announcedSinceMark(page: Page): Promise<LiveRegion[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Accessibility.enable");
    await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: (AxNode & { backendDOMNodeId?: number })[] };
    const textOf = regionText(nodes);
    const regions: LiveRegion[] = [];
    for (const node of nodes) {
      const live = node.properties?.find((p) => p.name === "live")?.value.value;
      if (node.ignored || (live !== "polite" && live !== "assertive") || node.backendDOMNodeId === undefined) continue;
      const { object } = (await cdp.send("DOM.resolveNode", { backendNodeId: node.backendDOMNodeId })) as { object: { objectId?: string } };
      if (!object.objectId) continue;
      const marked = (await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId,
        functionDeclaration: `function () { return this.hasAttribute("${BEFORE}"); }`,
        returnByValue: true,
      })) as { result: { value?: boolean } };
      const text = textOf(node).replace(/\s+/g, " ").trim();
      if (marked.result.value && text) regions.push({ politeness: live, role: String(node.role?.value ?? ""), text });
    }
    return regions;
  } finally {
    await cdp.detach();
  }
}
