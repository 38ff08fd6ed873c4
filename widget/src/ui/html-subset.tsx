/**
 * Vendor HTML — the pre-booking statement, the map tiles' credit — turned into React elements
 * instead of being written through `innerHTML`. A page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) refuses every HTML string written into the DOM, and
 * the form would go blank; React elements need no policy. Only the formatting and links the
 * server's sanitiser keeps are understood (`sanitize-statement.ts`); any other tag is dropped
 * with its text kept, and a link keeps only an http(s), mailto or tel address. Since what comes
 * out is elements and text, nothing in it can run whatever the input.
 */
import { createElement, Fragment, type ReactNode } from "react";

const TAGS = new Set(["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li", "span"]);
const VOID = new Set(["br"]);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", copy: "©" };
const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|<!--[\s\S]*?-->|[^<]+|</g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

function hrefOf(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== "href") continue;
    const href = decode(match[2] ?? match[3] ?? match[4] ?? "").trim();
    return SAFE_HREF.test(href) ? href : undefined;
  }
  return undefined;
}

interface Open {
  tag: string;
  props: Record<string, unknown>;
  children: ReactNode[];
}

/** `links: false` (a kiosk) turns links into plain text: a visitor who followed one could not come back. */
export function htmlToReact(html: string, options: { links: boolean } = { links: true }): ReactNode {
  const root: Open = { tag: "", props: {}, children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  const close = (tag: string) => {
    const at = stack.map((o) => o.tag).lastIndexOf(tag);
    if (at <= 0) return;
    while (stack.length > at) {
      const done = stack.pop();
      if (done) top().children.push(createElement(done.tag, { ...done.props, key: top().children.length }, ...done.children));
    }
  };
  for (const match of html.matchAll(TOKEN)) {
    const [token, name] = match;
    if (!name) {
      if (!token.startsWith("<!--")) top().children.push(decode(token));
      continue;
    }
    let tag = name.toLowerCase();
    if (!TAGS.has(tag)) continue;
    if (tag === "a" && !options.links) tag = "span";
    if (token.startsWith("</")) {
      close(tag);
    } else if (VOID.has(tag)) {
      top().children.push(createElement(tag, { key: top().children.length }));
    } else {
      const href = tag === "a" ? hrefOf(match[2] ?? "") : undefined;
      const props = tag === "a" ? { href, target: "_blank", rel: "noopener noreferrer" } : {};
      stack.push({ tag, props, children: [] });
    }
  }
  while (stack.length > 1) close(top().tag);
  return createElement(Fragment, null, ...root.children);
}
