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
 *
 * More than `CLUSTER_FROM_MARKERS` markers are clustered by Supercluster (the clustering
 * library of Mapbox): only the clusters and markers in view are on the map, each a button. The
 * Leaflet plugin leaflet.markercluster was tried first: its code reads the global `window.L` at
 * every call, which the element hands back to the host page once Leaflet has loaded.
 */
import L from "leaflet";
import Supercluster, { type AnyProps } from "supercluster";
import leafletStyles from "leaflet/dist/leaflet.css?inline";
import type { LatLng } from "#contract";
import { CLUSTER_FROM_MARKERS, DEFAULT_MAP_ZOOM, SINGLE_LOCATION_ZOOM } from "./location-select-constants.js";

// Leaflet sets `window.L` when it loads; give the host page back whatever it had there.
L.noConflict();

/** Leaflet's own stylesheet, for the shadow root (styles of the host page do not reach in). */
export const leafletCss: string = leafletStyles;

export interface MapLocation {
  id: number;
  name: string;
  /** The name's language when not the page's (the marker is named by it). */
  lang?: string | undefined;
  lat: number;
  lng: number;
}

export interface LocationMapOptions {
  /** XYZ template; empty for no tile layer. */
  tileUrl: string;
  /** How far from the left edge the floating panel covers the map, so markers are not hidden under it. */
  coveredLeft(): number;
  onSelect(id: number): void;
  /** A cluster's name for screen readers: "12 locations here, zoom in to see them". */
  clusterLabel(count: number): string;
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

/** A cluster: its count in an element (no HTML string), 40 px across. */
function clusterIcon(count: number): L.DivIcon {
  const label = document.createElement("span");
  label.textContent = String(count);
  return L.divIcon({ className: "qb-map-cluster", html: label, iconSize: [40, 40], iconAnchor: [20, 20] });
}

/** Beyond this zoom no marker is clustered (a street's branches stand apart). */
const CLUSTER_MAX_ZOOM = 16;

type ClusterIndex = Supercluster<{ id: number }, AnyProps>;

function clusterIndex(locations: MapLocation[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({ radius: 80, maxZoom: CLUSTER_MAX_ZOOM });
  return index.load(locations.map((l) => ({ type: "Feature", properties: { id: l.id }, geometry: { type: "Point", coordinates: [l.lng, l.lat] } })));
}

/** Makes a marker's element a button that answers Enter and Space (Leaflet 1.9 no longer maps them to a click). */
function asButton(marker: L.Marker, label: string, press: () => void): HTMLElement | undefined {
  const element = marker.getElement();
  element?.setAttribute("role", "button");
  element?.setAttribute("aria-label", label);
  element?.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    press();
  });
  return element;
}

export function createLocationMap(container: HTMLElement, options: LocationMapOptions): LocationMapView {
  // No window resize listener: the map watches its own container (below), which also
  // catches the element resizing while the window does not.
  // No keyboard handler: it made the map's canvas a Tab stop with no role or name, for panning
  // with the arrow keys; everything on the map is also in the list, and the element's zoom
  // buttons and in-view markers stay in the tab order (docs/accessibility.md).
  const map = L.map(container, { zoomControl: false, attributionControl: false, trackResize: false, keyboard: false });
  if (options.tileUrl) L.tileLayer(options.tileUrl, { maxZoom: 19 }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  const byId = new Map<number, L.Marker>();
  let framed: { locations: MapLocation[]; around: LatLng | null } = { locations: [], around: null };
  let selected: number | null = null;
  /** With many markers: the clusters' index, and the locations by id. */
  let clusters: { index: ClusterIndex; byLocation: Map<number, MapLocation> } | null = null;

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
    for (const layer of markers.getLayers()) {
      const marker = layer as L.Marker;
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

  function addMarker(location: MapLocation): void {
    const marker = L.marker(location, { icon: pinIcon(), title: location.name, keyboard: true, riseOnHover: true });
    marker.on("click", () => options.onSelect(location.id));
    marker.addTo(markers);
    byId.set(location.id, marker);
    const element = asButton(marker, location.name, () => options.onSelect(location.id));
    if (location.lang) element?.setAttribute("lang", location.lang);
    if (location.id === selected) element?.classList.add("qb-selected");
  }

  /** The clusters and single markers in view, at this zoom; a cluster zooms in to its markers. */
  function drawClusters(): void {
    if (!clusters || !hasSize()) return;
    const { index, byLocation } = clusters;
    markers.clearLayers();
    byId.clear();
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties as AnyProps;
      if (!properties.cluster) {
        const location = byLocation.get((properties as { id: number }).id);
        if (location) addMarker(location);
        continue;
      }
      const count = Number(properties.point_count);
      const zoomIn = () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(Number(properties.cluster_id)), CLUSTER_MAX_ZOOM + 1));
      const marker = L.marker([lat, lng], { icon: clusterIcon(count), keyboard: true })
        .on("click", zoomIn)
        .addTo(markers);
      asButton(marker, options.clusterLabel(count), zoomIn);
    }
    updateTabStops();
  }
  map.on("moveend", drawClusters);

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
      if (locations.length > CLUSTER_FROM_MARKERS) {
        clusters = { index: clusterIndex(locations), byLocation: new Map(locations.map((l) => [l.id, l])) };
        drawClusters();
        return;
      }
      clusters = null;
      for (const location of locations) addMarker(location);
      updateTabStops();
    },
    select(id) {
      byId
        .get(selected ?? -1)
        ?.getElement()
        ?.classList.remove("qb-selected");
      selected = id;
      const marker = byId.get(id ?? -1);
      // Inside a cluster: zoomed to where no marker is clustered, which draws it (marked as chosen).
      const clustered = id === null ? undefined : clusters?.byLocation.get(id);
      if (!marker && clustered) centerOn(clustered, CLUSTER_MAX_ZOOM + 1);
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
