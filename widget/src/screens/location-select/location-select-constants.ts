/** Business constants of the location picker (spec section 9) and its layout switch. */
import { LOCATION_PAGE_DEFAULT } from "#contract";

/** Place suggestions are asked for once typing pauses this long. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** Zoom when the map centres on one point (a selected location, or a search with no results). */
export const DEFAULT_MAP_ZOOM = 15;

/** Zoom when only one location is on the map. */
export const SINGLE_LOCATION_ZOOM = 18;

/** From this width of the element (CSS pixels) the map shows, with the list floating over it. */
export const WIDE_LAYOUT_MIN_WIDTH = 768;

/**
 * Rows in a page of the list: what one screen shows, so the first branch shows as soon for 1,000
 * as for 3. The API's default page, which a hosted page inlines the first of.
 */
export const LIST_PAGE_SIZE = LOCATION_PAGE_DEFAULT;

/** The map's markers: every location the list may hold, in one read (the spec's "up to 1000"). */
export const MAP_PAGE_SIZE = 1000;

/** The name or street filter shows for a vendor with more locations than this. */
export const FILTER_FROM_LOCATIONS = 10;

/** The list is read again once typing in the filter pauses this long (as place suggestions are). */
export const FILTER_DEBOUNCE_MS = 200;

/** The map clusters its markers when there are more than this many; a few stay single tab stops. */
export const CLUSTER_FROM_MARKERS = 50;
