/**
 * The focus ring, one definition for every focusable control of the element (WCAG 2.2 non-text
 * contrast and focus appearance: at least 3:1 against whatever it is drawn on).
 *
 * It is two-tone: the ring in `--qb-focus` (default a near-black that passes on white, on the
 * grey surfaces and on the map) between a white band on the control's side and a near-black
 * band on the other. A vendor colour is honoured as it is, even one that fails on the page's
 * background (a pale yellow on white): then the bands still carry the ring, since against any
 * background one of white and near-black reaches 3:1 (WCAG technique C40). The bands are fixed
 * colours, not variables, for that reason: a theme cannot take the guarantee away.
 *
 * Written compact (no spaces): these strings land in the form's bundle, whose styles are not
 * minified.
 */

/** The ring's default colour: 16:1 on white, 12:1 on the map's grey. */
const RING = "var(--qb-focus,#1f1f1f)";
const DARK = "#1f1f1f";
const LIGHT = "#fff";

/**
 * Drawn outside the control: white 0–2 px, the ring 2–5 px, near-black 5–7 px. Outline is painted
 * over box-shadow, so the near-black shadow shows only beyond the outline.
 */
export const FOCUS_RING = `outline:3px solid ${RING};outline-offset:2px;box-shadow:0 0 0 2px ${LIGHT},0 0 0 7px ${DARK}`;

/**
 * Drawn inside the control, for controls in a scrolling box that would clip an outer ring (the
 * location list) or packed against their neighbours: near-black 0–2 px in from the edge, the
 * ring 2–5 px, white 5–7 px.
 */
export const FOCUS_RING_INSET = `outline:3px solid ${RING};outline-offset:-5px;box-shadow:inset 0 0 0 2px ${DARK},inset 0 0 0 7px ${LIGHT}`;
