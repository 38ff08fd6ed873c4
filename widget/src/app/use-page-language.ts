/**
 * The element's text carries its language: the app's root gets `lang` (so a screen reader reads
 * Korean with a Korean voice on an English host page, or after a switch), and a hosted page,
 * which the element owns, keeps `<html lang>` in step too. An element on a vendor's page leaves
 * the host's `<html>` alone.
 */
import { useEffect } from "react";
import { useElement, useElementState } from "../element/element-context.js";

export function usePageLanguage(): string {
  const { hosted } = useElement();
  const locale = useElementState((s) => s.locale);
  useEffect(() => {
    if (hosted) document.documentElement.lang = locale;
  }, [hosted, locale]);
  return locale;
}
