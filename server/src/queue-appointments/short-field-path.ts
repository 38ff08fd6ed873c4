/**
 * Maps JSON:API body paths to the short field names our field errors use, so a structural
 * error and a business-rule error about the same field name it the same way.
 */
export function shortFieldPath(path: string): string {
  return path
    .replace(/^data\.relationships\.client\.data\.attributes\./, "client.")
    .replace(/^data\.relationships\.answers\.data\.(\d+)\..*$/, "answers.$1")
    .replace(/^data\.attributes\./, "");
}
