/**
 * Moving to another screen: `go(path)` for buttons, and `linkProps(path)` for links, which stay
 * real links (open in a new tab, copy the address) and move within the app on a plain click.
 */
import { useCallback } from "react";
import type { MouseEvent } from "react";
import { useOffice } from "./office-context.js";

export function useGo() {
  const { history } = useOffice();
  const go = useCallback((path: string, options?: { replace?: boolean }) => history.go(path, options), [history]);
  const linkProps = useCallback(
    (path: string) => ({
      href: path,
      onClick(event: MouseEvent<HTMLAnchorElement>) {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.go(path);
      },
    }),
    [history],
  );
  return { go, linkProps };
}
