/**
 * The display mode (spec section 2): the URL's `mode` wins over the element's attribute, in any
 * case (`mode=KIOSK` is kiosk); an unknown value is the default online queue.
 */
import { displayModeOf, type DisplayMode } from "#contract";
import { useElement, useElementState } from "../element/element-context.js";

export function useDisplayMode(): DisplayMode | undefined {
  const { attributes } = useElement();
  const fromUrl = useElementState((s) => s.route.query.mode);
  return displayModeOf(fromUrl) ?? attributes.mode;
}

export function useKioskMode(): boolean {
  return useDisplayMode() === "kiosk";
}
