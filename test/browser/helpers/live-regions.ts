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

export async function liveRegions(page: Page): Promise<LiveRegion[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Accessibility.enable");
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const textOf = (node: AxNode): string => {
      if (node.role?.value === "StaticText") return String(node.name?.value ?? "");
      return (node.childIds ?? [])
        .map((id) => byId.get(id))
        .filter((n): n is AxNode => n !== undefined)
        .map(textOf)
        .join(" ");
    };
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
