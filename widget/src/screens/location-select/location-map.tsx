/**
 * The map behind the floating list on wide screens. Leaflet arrives as a separate chunk when
 * the map first shows; until then, and if it cannot load, the list alone does the job. Its zoom
 * buttons and the tiles' credit are the element's own (Leaflet's write HTML strings, which a page
 * enforcing Trusted Types refuses).
 */
import { Global } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type RefObject } from "react";
import { htmlToReact } from "../../ui/html-subset.js";
import type { LatLng, LocationListItem, PublicMapSettings } from "#contract";
import type { LocationMapView, MapLocation } from "./leaflet-map.js";
import { MAP_PAGE_SIZE } from "./location-select-constants.js";
import { useLocations } from "./use-locations.js";

type LeafletMapModule = typeof import("./leaflet-map.js");

// The import() is what makes the bundler split Leaflet out of the initial bundle.
const loadLeafletMap = (): Promise<LeafletMapModule> => import("./leaflet-map.js");

export interface LocationMapProps {
  /** The searched point, framed when no location is near it. */
  point: LatLng | null;
  /** The list's filter words: the map marks what the list may show. */
  filter: string;
  selectedId: number | null;
  tiles: PublicMapSettings | undefined;
  /** The floating panel, whose width the map keeps markers clear of. */
  panel: RefObject<HTMLElement | null>;
  onSelect(id: number): void;
}

const toMapLocation = (location: LocationListItem): MapLocation => ({
  id: location.id,
  name: location.attributes.name,
  lang: location.attributes.text_lang?.name,
  ...location.attributes.coordinates,
});

export function LocationMap({ point, filter, selectedId, tiles, panel, onSelect }: LocationMapProps) {
  const { t } = useLingui();
  // Every match's marker in one read of light rows (the list reads a page at a time); null while
  // they load, so the markers already up stay until the new ones arrive.
  const { state } = useLocations({ point, filter, pageSize: MAP_PAGE_SIZE });
  const locations = state.status === "ready" ? state.locations : null;
  const around = point;
  const canvas = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<LeafletMapModule | null>(null);
  const [view, setView] = useState<LocationMapView | null>(null);
  const [failed, setFailed] = useState(false);
  // Handlers and labels change on every render; the map reads the latest through refs.
  const clusterLabel = (count: number) => t`${count} locations here, zoom in to see them`;
  const latest = useRef({ onSelect, panel, clusterLabel });
  latest.current = { onSelect, panel, clusterLabel };

  useEffect(() => {
    let active = true;
    loadLeafletMap().then(
      (module) => active && setLeaflet(module),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const tileUrl = tiles?.tile_url ?? "";
  const attribution = tiles?.attribution ?? "";
  useEffect(() => {
    const container = canvas.current;
    if (!leaflet || !container) return;
    let created: LocationMapView;
    try {
      created = leaflet.createLocationMap(container, {
        tileUrl,
        coveredLeft: () => {
          const box = latest.current.panel.current?.getBoundingClientRect();
          return box ? box.right - container.getBoundingClientRect().left : 0;
        },
        onSelect: (id) => latest.current.onSelect(id),
        clusterLabel: (count) => latest.current.clusterLabel(count),
      });
    } catch {
      // A browser Leaflet cannot run in: the list is enough.
      setFailed(true);
      return;
    }
    setView(created);
    return () => {
      setView(null);
      created.destroy();
    };
  }, [leaflet, tileUrl]);

  useEffect(() => {
    if (locations) view?.showLocations(locations.map(toMapLocation), around);
  }, [view, locations, around]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of locations redraws the markers, after which the chosen one is marked again.
  useEffect(() => {
    view?.select(selectedId);
  }, [view, selectedId, locations]);

  return (
    <section className="qb-location-map" aria-label={t`Map of locations`} data-state={failed ? "failed" : view ? "ready" : "loading"}>
      {leaflet ? <Global styles={leaflet.leafletCss} /> : null}
      <div ref={canvas} className="qb-location-map-canvas" />
      {view ? (
        <>
          <div className="qb-map-zoom">
            <button type="button" className="qb-map-zoom-button" aria-label={t`Zoom in`} title={t`Zoom in`} onClick={() => view.zoomIn()}>
              +
            </button>
            <button type="button" className="qb-map-zoom-button" aria-label={t`Zoom out`} title={t`Zoom out`} onClick={() => view.zoomOut()}>
              −
            </button>
          </div>
          <p className="qb-map-attribution">
            <a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">
              Leaflet
            </a>
            {tileUrl && attribution ? <> | {htmlToReact(attribution)}</> : null}
          </p>
        </>
      ) : null}
    </section>
  );
}
