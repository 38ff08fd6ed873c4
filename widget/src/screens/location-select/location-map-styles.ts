/** Styles of the wide layout: the map filling the element, the panel floating over it, the pins. */
import { css } from "@emotion/react";
import { FOCUS_RING } from "../../theme/focus-ring.js";

/**
 * The map is full width: while it shows, the flow's centred column lets go of its limits.
 * Two classes, because the element's cache prepends later styles: the app's own `.qb-main`
 * rule would otherwise come after this one and win.
 */
export const fullWidthMainCss = css`
  .qb-app .qb-main {
    max-width: none;
    padding: 0;
  }
`;

/** Applies to the picker's root (`&.qb-wide`) and the map inside it. */
export const locationMapCss = css`
  &.qb-wide {
    position: relative;
    height: var(--qb-map-height, 80vh);
    min-height: 512px;
    overflow: hidden;
  }
  .qb-location-map,
  .qb-location-map-canvas {
    position: absolute;
    inset: 0;
  }
  .qb-location-map {
    /* Leaflet's panes use z-indexes up to 1000; they stay under the panel. */
    isolation: isolate;
    z-index: 0;
    background: var(--qb-map-background, #e5e3df);
  }
  .qb-location-map .leaflet-container {
    font-family: inherit;
  }
  &.qb-wide .qb-location-panel {
    position: absolute;
    z-index: 1;
    top: 16px;
    left: 16px;
    bottom: 16px;
    width: min(384px, calc(100% - 32px));
    overflow-y: auto;
    padding: 16px;
    background: var(--qb-background, #fff);
    border-radius: 8px;
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.3);
  }
  .qb-map-zoom {
    position: absolute;
    z-index: 1;
    top: 16px;
    right: 16px;
    display: flex;
    flex-direction: column;
    border-radius: 4px;
    box-shadow: 0 1px 5px rgba(0, 0, 0, 0.4);
    background: var(--qb-background, #fff);
  }
  .qb-map-zoom-button {
    width: 36px;
    height: 36px;
    border: 0;
    background: none;
    color: var(--qb-text, #202124);
    font: bold 20px/36px system-ui, sans-serif;
    cursor: pointer;
  }
  .qb-map-zoom-button + .qb-map-zoom-button {
    border-top: 1px solid var(--qb-border, #dadce0);
  }
  .qb-map-zoom-button:focus-visible {
    ${FOCUS_RING}
  }
  /* Its line is 24px high: alone in the corner, the credit link is a target of its own (WCAG 2.5.8). */
  .qb-map-attribution {
    position: absolute;
    z-index: 1;
    right: 0;
    bottom: 0;
    margin: 0;
    padding: 0 5px;
    font-size: 12px;
    line-height: 24px;
    color: #333;
    background: rgba(255, 255, 255, 0.8);
  }
  .qb-map-attribution a {
    display: inline-block;
    min-height: 24px;
    color: #0078a8;
  }
  .qb-map-pin {
    border-radius: 50%;
    background: var(--qb-primary);
    border: 3px solid #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.5);
  }
  /* Leaflet positions markers with transform, so the highlight must not use one. */
  .qb-map-pin.qb-selected {
    background: var(--qb-secondary);
    box-shadow: 0 0 0 3px var(--qb-secondary), 0 1px 6px rgba(0, 0, 0, 0.6);
  }
  .qb-map-pin:focus-visible,
  .qb-map-cluster:focus-visible {
    ${FOCUS_RING}
  }
  /* A cluster of markers: its count on the theme's colour, larger than a single pin. */
  .qb-map-cluster {
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: var(--qb-primary);
    color: var(--qb-on-primary, #fff);
    border: 3px solid #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.5);
    font-weight: var(--qb-font-weight-bold);
  }
`;
