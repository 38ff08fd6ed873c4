/**
 * A vendor's text (a location's name, a question's label) marked with the language it is in
 * when that is not the page's: the answer's `text_lang` names it when the vendor wrote no
 * translation (WCAG 3.1.2: a screen reader then reads it with the right voice).
 */
import type { ReactNode } from "react";

export function VendorText(props: { lang: string | undefined; children: ReactNode }) {
  return props.lang ? <span lang={props.lang}>{props.children}</span> : props.children;
}
