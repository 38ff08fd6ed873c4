/** Business constants of the location picker (spec section 9) and its layout switch. */

/** Place suggestions are asked for once typing pauses this long. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** Zoom when the map centres on one point (a selected location, or a search with no results). */
export const DEFAULT_MAP_ZOOM = 15;

/** Zoom when only one location is on the map. */
export const SINGLE_LOCATION_ZOOM = 18;

/** From this width of the element (CSS pixels) the map shows, with the list floating over it. */
export const WIDE_LAYOUT_MIN_WIDTH = 768;
