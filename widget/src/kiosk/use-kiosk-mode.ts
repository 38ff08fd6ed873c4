/**
 * The display mode (spec section 2): the URL's `mode` wins over the element's attribute; an
 * unknown value is the default online queue.
 */
import { DISPLAY_MODES, type DisplayMode } from "../contract/index.js";
import { useElement, useElementState } from "../element/element-context.js";

const isDisplayMode = (value: string | undefined): value is DisplayMode => (DISPLAY_MODES as readonly (string | undefined)[]).includes(value);

export function useDisplayMode(): DisplayMode | undefined {
  const { attributes } = useElement();
  const fromUrl = useElementState((s) => s.route.query.mode);
  return isDisplayMode(fromUrl) ? fromUrl : attributes.mode;
}

export function useKioskMode(): boolean {
  return useDisplayMode() === "kiosk";
}
