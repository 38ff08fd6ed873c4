/** The page's two message areas: what went wrong (an alert) and what was done (a polite status). */
import { ui } from "./page-elements.js";

export const say = (message: string) => void (ui.status.textContent = message);
export const fail = (message: string) => void (ui.error.textContent = message);
