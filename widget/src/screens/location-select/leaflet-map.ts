/**
 * The Leaflet map of the wide location picker. This module (with Leaflet and its stylesheet)
 * is its own lazily loaded chunk: only wide screens pay for it, after the list is usable.
 *
 * The map stays usable without tiles (no network, blocked tile host, empty `MAP_TILE_URL`):
 * markers are plain styled elements, not images, so they need nothing from outside.
 *
 * Nothing here writes an HTML string into the page, so the map shows on pages that enforce
 * Trusted Types: Leaflet's zoom and attribution controls (which do) are replaced by the element's
 * own (`location-map.tsx`), and a marker's icon is an element, not an `html` string.
 */
import L from "leaflet";
import leafletStyles from "leaflet/dist/leaflet.css?inline";
import type { LatLng } from "#contract";
import { DEFAULT_MAP_ZOOM, SINGLE_LOCATION_ZOOM } from "./location-select-constants.js";

// Leaflet sets `window.L` when it loads; give the host page back whatever it had there.
L.noConflict();

/** Leaflet's own stylesheet, for the shadow root (styles of the host page do not reach in). */
export const leafletCss: string = leafletStyles;

export interface MapLocation {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface LocationMapOptions {
  /** XYZ template; empty for no tile layer. */
  tileUrl: string;
  /** How far from the left edge the floating panel covers the map, so markers are not hidden under it. */
  coveredLeft(): number;
  onSelect(id: number): void;
}

export interface LocationMapView {
  /** Puts these markers on the map and frames them (or the searched point when there are none). */
  showLocations(locations: MapLocation[], around: LatLng | null): void;
  /** Highlights a marker and centres it; null only removes the highlight. */
  select(id: number | null): void;
  zoomIn(): void;
  zoomOut(): void;
  destroy(): void;
}

/** A dot styled by the element's theme (`.qb-map-pin`); no image to load from anywhere. */
/** 24 px across: WCAG 2.2's smallest target (2.5.8), since markers sit close together. */
const pinIcon = () => L.divIcon({ className: "qb-map-pin", html: document.createElement("span"), iconSize: [24, 24], iconAnchor: [12, 12] });

export function createLocationMap(container: HTMLElement, options: LocationMapOptions): LocationMapView {
  // No window resize listener: the map watches its own container (below), which also
  // catches the element resizing while the window does not.
  const map = L.map(container, { zoomControl: false, attributionControl: false, trackResize: false });
  if (options.tileUrl) L.tileLayer(options.tileUrl, { maxZoom: 19 }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  const byId = new Map<number, L.Marker>();
  let framed: { locations: MapLocation[]; around: LatLng | null } = { locations: [], around: null };
  let selected: number | null = null;

  /** The panel's cover, at most half the map so a narrow map still frames something. */
  const coveredLeft = () => Math.max(0, Math.min(options.coveredLeft(), map.getSize().x / 2));

  const hasSize = () => {
    const size = map.getSize();
    return size.x > 0 && size.y > 0;
  };

  /** Centres a point in the part of the map the panel leaves visible, not under the panel. */
  function centerOn(point: L.LatLngExpression, zoomTo: number): void {
    const shift = hasSize() ? coveredLeft() / 2 : 0;
    map.setView(map.unproject(map.project(point, zoomTo).subtract([shift, 0]), zoomTo), zoomTo);
  }

  function frame(): void {
    const { locations, around } = framed;
    const first = locations[0];
    if (!first) {
      if (around) centerOn(around, DEFAULT_MAP_ZOOM);
      else map.setView([20, 0], 2);
    } else if (locations.length === 1) {
      centerOn(first, SINGLE_LOCATION_ZOOM);
    } else if (!hasSize()) {
      // Not laid out yet: Leaflet cannot compute a fitting zoom; framed again on the first resize.
      map.setView(L.latLngBounds(locations).getCenter(), DEFAULT_MAP_ZOOM);
    } else {
      map.fitBounds(L.latLngBounds(locations), { paddingTopLeft: [coveredLeft() + 32, 48], paddingBottomRight: [48, 48], maxZoom: SINGLE_LOCATION_ZOOM });
    }
  }

  /**
   * Only the markers a sighted client can see are tab stops: one off the map's edge or under the
   * panel leaves the tab order and the accessibility tree (the list names every location), and
   * comes back when the map moves it into view.
   */
  function updateTabStops(): void {
    const size = map.getSize();
    const left = coveredLeft();
    for (const marker of byId.values()) {
      const element = marker.getElement();
      if (!element) continue;
      const at = map.latLngToContainerPoint(marker.getLatLng());
      const seen = at.x >= left && at.x <= size.x && at.y >= 0 && at.y <= size.y;
      element.tabIndex = seen ? 0 : -1;
      if (seen) element.removeAttribute("aria-hidden");
      else element.setAttribute("aria-hidden", "true");
    }
  }
  map.on("moveend resize", updateTabStops);

  let wasSized = hasSize();
  const resize = new ResizeObserver(() => {
    map.invalidateSize();
    const sized = hasSize();
    if (sized && !wasSized) frame();
    wasSized = sized;
    updateTabStops();
  });
  resize.observe(container);

  return {
    showLocations(locations, around) {
      // Framed first: Leaflet puts markers on the page only once the map has a view.
      framed = { locations, around };
      frame();
      markers.clearLayers();
      byId.clear();
      for (const location of locations) {
        const marker = L.marker(location, { icon: pinIcon(), title: location.name, keyboard: true, riseOnHover: true });
        marker.on("click", () => options.onSelect(location.id));
        marker.addTo(markers);
        byId.set(location.id, marker);
        const element = marker.getElement();
        element?.setAttribute("role", "button");
        element?.setAttribute("aria-label", location.name);
        // A role=button answers Enter and Space as a button does; Leaflet 1.9 no longer maps them to a click.
        element?.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          options.onSelect(location.id);
        });
        if (location.id === selected) element?.classList.add("qb-selected");
      }
      updateTabStops();
    },
    select(id) {
      byId
        .get(selected ?? -1)
        ?.getElement()
        ?.classList.remove("qb-selected");
      selected = id;
      const marker = byId.get(id ?? -1);
      if (!marker) return;
      marker.getElement()?.classList.add("qb-selected");
      centerOn(marker.getLatLng(), Math.max(map.getZoom(), DEFAULT_MAP_ZOOM));
    },
    zoomIn() {
      map.zoomIn();
    },
    zoomOut() {
      map.zoomOut();
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
