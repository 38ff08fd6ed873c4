/** The console page's fixed elements (console-page.ts), found once. */
import { byId } from "./dom.js";

export const ui = {
  who: byId<HTMLParagraphElement>("who"),
  signOut: byId<HTMLButtonElement>("sign-out"),
  error: byId<HTMLDivElement>("error"),
  signIn: byId<HTMLElement>("sign-in"),
  signInForm: byId<HTMLFormElement>("sign-in-form"),
  token: byId<HTMLInputElement>("token"),
  desk: byId<HTMLElement>("desk"),
  location: byId<HTMLSelectElement>("location"),
  callNext: byId<HTMLButtonElement>("call-next"),
  duty: byId<HTMLButtonElement>("duty"),
  liveState: byId<HTMLParagraphElement>("live-state"),
  zone: byId<HTMLParagraphElement>("zone"),
  line: byId<HTMLDivElement>("line"),
  dayTitle: byId<HTMLHeadingElement>("day-title"),
  dayDate: byId<HTMLInputElement>("day-date"),
  dayToday: byId<HTMLButtonElement>("day-today"),
  dayMine: byId<HTMLInputElement>("day-mine"),
  day: byId<HTMLDivElement>("day"),
  staff: byId<HTMLUListElement>("staff"),
  status: byId<HTMLDivElement>("status"),
};
