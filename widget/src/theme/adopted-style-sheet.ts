/**
 * Emotion's style sheet, written to constructable stylesheets adopted by the element's shadow
 * root instead of `<style>` elements. A strict Content-Security-Policy governs `<style>` elements
 * (they need the page's nonce, and a host that forgets to pass it got an unstyled form) but not
 * rules added to a constructed sheet, so the element is styled under any policy, nonce or not.
 *
 * Emotion's `<Global>` makes its sheets with `new cache.sheet.constructor(…)`, so they are of this
 * kind too. Their order is the one emotion's `prepend` gave with style elements: the global sheets
 * (the element's base styles) before the component styles, which must win at equal specificity.
 * Where a shadow root cannot adopt sheets (an old browser, a test DOM), the cache keeps emotion's
 * own sheet of style elements (`canAdoptSheets`).
 */
interface SheetOptions {
  key: string;
  nonce?: string;
  container: Node;
  speedy?: boolean;
  prepend?: boolean;
}

type Adopting = ShadowRoot & { adoptedStyleSheets: CSSStyleSheet[] };

/** The component styles' sheet of each shadow root: global sheets go before it. */
const componentSheets = new WeakMap<Node, CSSStyleSheet>();

export class AdoptedStyleSheet {
  readonly key: string;
  readonly nonce: string | undefined;
  readonly container: Node;
  readonly isSpeedy = true;
  /** Emotion reads these of a sheet made of style elements; this one has none. */
  readonly tags: HTMLStyleElement[] = [];
  before: Element | null = null;
  private readonly sheet = new CSSStyleSheet();

  constructor(options: SheetOptions) {
    this.key = options.key;
    this.nonce = options.nonce;
    this.container = options.container;
    const root = options.container as Adopting;
    const components = componentSheets.get(root);
    if (!components) {
      // The first sheet of a root is the cache's own: the component styles.
      componentSheets.set(root, this.sheet);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sheet];
    } else {
      const sheets = [...root.adoptedStyleSheets];
      const at = sheets.indexOf(components);
      sheets.splice(at < 0 ? sheets.length : at, 0, this.sheet);
      root.adoptedStyleSheets = sheets;
    }
  }

  hydrate(): void {}

  insert(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser does not know (a vendor prefix): skipped, as emotion does.
    }
  }

  flush(): void {
    this.sheet.replaceSync("");
  }
}

/** Whether this root can adopt constructed sheets. */
export function canAdoptSheets(root: Node | null | undefined): boolean {
  return (
    typeof CSSStyleSheet !== "undefined" &&
    typeof ShadowRoot !== "undefined" &&
    root instanceof ShadowRoot &&
    "adoptedStyleSheets" in root &&
    "replaceSync" in CSSStyleSheet.prototype
  );
}
