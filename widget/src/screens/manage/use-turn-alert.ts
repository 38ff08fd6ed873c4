/**
 * When the client's turn comes (waiting → in progress, seen live): a browser notification if
 * the person allowed them, and the tab's title says so while it lasts, so a client who switched
 * to another tab notices. The page itself shows it in the success card. Where the element names
 * the tab after its screen (use-document-title.ts), the screen's title "It's your turn" already
 * does, so the tab is left to that.
 */
import { useEffect, useRef } from "react";
import { QueueStatus } from "#contract";
import { useOwnsDocumentTitle } from "../../ui/use-document-title.js";

export interface TurnTexts {
  title: string;
  body: string;
}

export function notificationsAllowed(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

export function useTurnAlert(status: number, texts: TurnTexts): void {
  const previous = useRef(status);
  const titled = useOwnsDocumentTitle();
  // biome-ignore lint/correctness/useExhaustiveDependencies: notifies on the change of status only; the texts follow the language.
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status !== QueueStatus.inProgress || was !== QueueStatus.waiting || !notificationsAllowed()) return;
    try {
      new Notification(texts.title, { body: texts.body });
    } catch {
      // Some mobile browsers only notify through a service worker; the page still shows it.
    }
  }, [status]);

  useEffect(() => {
    if (titled || status !== QueueStatus.inProgress || typeof document === "undefined") return;
    const original = document.title;
    const changed = original ? `${texts.title} – ${original}` : texts.title;
    document.title = changed;
    return () => {
      if (document.title === changed) document.title = original;
    };
  }, [titled, status, texts.title]);
}
