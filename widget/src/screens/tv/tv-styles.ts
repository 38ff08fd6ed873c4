/**
 * The lobby board's styles. Sizes follow the element's own width (container query units), so
 * the type reads from across a room on a 1920×1080 screen, still fits 1280×720, and an element
 * embedded in a narrow column stacks its sections. Colours come only from `--qb-*` variables;
 * the join code keeps its white card whatever the theme, for the scanners.
 */
import { css } from "@emotion/react";

export const tvStyles = css`
  .qb-tv {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 0.55fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: "head head head" "serving waiting join" "waits waiting join";
    align-items: start;
    gap: 1cqi 2.5cqi;
    font-size: clamp(16px, 1.45cqi, 44px);
    line-height: 1.25;
  }
  .qb-tv h1,
  .qb-tv h2 {
    margin: 0 0 0.5em;
    font-weight: var(--qb-font-weight-bold);
  }
  .qb-tv-head {
    grid-area: head;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5em 1.5em;
  }
  .qb-tv-head h1 {
    margin: 0;
    font-size: 2em;
  }
  .qb-tv h2 {
    font-size: 1.25em;
    color: var(--qb-primary);
    border-bottom: 0.12em solid var(--qb-primary);
    padding-bottom: 0.2em;
  }
  .qb-tv ul,
  .qb-tv ol,
  .qb-tv dl {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.45em;
  }
  .qb-tv-serving {
    grid-area: serving;
  }
  .qb-tv-serving li {
    display: grid;
    grid-template-areas: "name" "detail";
    gap: 0.15em;
    padding: 0.5em 0.7em;
    background: var(--qb-highlight, #e8f0fe);
    border-left: 0.3em solid var(--qb-primary);
    border-radius: 0.25em;
  }
  .qb-tv-serving li:first-of-type .qb-tv-name {
    font-size: 1.9em;
  }
  .qb-tv-waiting {
    grid-area: waiting;
  }
  .qb-tv-waiting li {
    display: grid;
    grid-template-columns: 1.8em auto minmax(0, 1fr) auto;
    grid-template-areas: "position name detail wait";
    column-gap: 0.6em;
    align-items: baseline;
    padding-bottom: 0.35em;
    border-bottom: 1px solid var(--qb-border, #dadce0);
  }
  .qb-tv-waiting .qb-tv-detail {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .qb-tv-waiting .qb-tv-position {
    align-self: center;
  }
  .qb-tv-position {
    grid-area: position;
    display: grid;
    place-items: center;
    width: 1.6em;
    height: 1.6em;
    border-radius: 50%;
    background: var(--qb-primary);
    color: var(--qb-on-primary, #fff);
    font-weight: var(--qb-font-weight-bold);
  }
  .qb-tv-name {
    grid-area: name;
    font-size: 1.45em;
    font-weight: var(--qb-font-weight-bold);
    overflow-wrap: anywhere;
  }
  .qb-tv-detail {
    grid-area: detail;
    color: var(--qb-muted, #5f6368);
  }
  .qb-tv-wait {
    grid-area: wait;
    text-align: end;
    font-weight: var(--qb-font-weight-bold);
  }
  .qb-tv-empty,
  .qb-tv-more {
    margin: 0.5em 0 0;
    color: var(--qb-muted, #5f6368);
  }
  .qb-tv-services {
    grid-area: waits;
  }
  .qb-tv-join {
    grid-area: join;
    margin: 0;
    padding: 0.6em;
    background: #fff;
    color: #202124;
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: 0.4em;
    text-align: center;
  }
  .qb-tv-join img {
    display: block;
    width: 100%;
    max-width: 10em;
    margin: 0 auto 0.4em;
    image-rendering: pixelated;
  }
  .qb-tv-services dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: 0.75em;
  }
  .qb-tv-services dd {
    margin: 0;
    font-weight: var(--qb-font-weight-bold);
  }
  .qb-tv-stale {
    margin: 0;
    padding: 0.4em 0.7em;
    background: var(--qb-warning-background, #fef7e0);
    border-left: 0.3em solid var(--qb-warning, #f9ab00);
  }
  @container (max-width: 760px) {
    .qb-tv {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: none;
      grid-template-areas: "head" "serving" "waiting" "waits" "join";
      font-size: 16px;
      gap: 20px;
    }
  }
`;
