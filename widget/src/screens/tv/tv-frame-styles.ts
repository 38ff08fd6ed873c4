/**
 * The lobby board's frame: the header and main column around it. The header paints before the
 * board's chunk arrives, so these come with the screen's entry (tv-screen.tsx): applied with the
 * chunk, they shrank the header and moved the page up under the viewer's eyes. Written compact:
 * template literals are not minified, and these count against the form's budget.
 */
import { css } from "@emotion/react";

export const tvFrameStyles = css`
.qb-app[data-mode="tv"]{container-type:inline-size}
.qb-app[data-mode="tv"] .qb-main{max-width:none}
.qb-app[data-mode="tv"] .qb-header{min-height:0;padding:.5em 16px;font-size:clamp(16px,1.5cqi,40px);font-weight:var(--qb-font-weight-bold)}
.qb-app[data-mode="tv"] .qb-header img{max-height:2.5em}
`;
