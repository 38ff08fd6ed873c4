/**
 * The spec's walk-in flag, from the URL's `walk_in` or the element's `walk-in` attribute: set
 * when present, even empty (`?walk_in`), unless it says `0` or `false`.
 */
import { useElement, useElementState } from "../element/element-context.js";

export function useWalkInFlag(): boolean {
  const { attributes } = useElement();
  const value = useElementState((s) => s.route.query.walk_in) ?? attributes.walkIn;
  return value !== undefined && value !== "0" && value !== "false";
}
