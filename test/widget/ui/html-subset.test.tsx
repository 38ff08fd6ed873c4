/**
 * Vendor HTML as React elements (issue 19, item 2): what the sanitiser keeps shows as it would
 * through innerHTML; anything else is text or nothing, never something that runs.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlToReact } from "../../../widget/src/ui/html-subset.js";

const render = (html: string, links = true) => renderToStaticMarkup(<div>{htmlToReact(html, { links })}</div>);

describe("vendor HTML as elements", () => {
  it("keeps the formatting and links the sanitiser keeps", () => {
    expect(
      render(
        '<p>Please <strong>do not</strong> share <em>card</em> numbers.<br>See <a href="https://bank.example/safe" target="_blank" rel="noopener noreferrer">how</a>.</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe(
      '<div><p>Please <strong>do not</strong> share <em>card</em> numbers.<br/>See <a href="https://bank.example/safe" target="_blank" rel="noopener noreferrer">how</a>.</p><ul><li>one</li><li>two</li></ul></div>',
    );
  });

  it("decodes entities once, and escapes what it outputs", () => {
    expect(render("Fish &amp; chips &lt;b&gt; &#169; &#x263A; &copy; &bogus;")).toBe("<div>Fish &amp; chips &lt;b&gt; © ☺ © &amp;bogus;</div>");
  });

  it("drops what is not formatting: scripts, handlers, images, styles and unsafe link targets", () => {
    expect(render('<img src=x onerror="alert(1)"><p onclick="alert(2)" style="color:red">hi</p><script>alert(3)</script>')).toBe(
      "<div><p>hi</p>alert(3)</div>",
    );
    expect(render('<a href="javascript:alert(1)">x</a> <a href=" JAVASCRIPT:alert(1)">y</a>')).toBe(
      '<div><a target="_blank" rel="noopener noreferrer">x</a> <a target="_blank" rel="noopener noreferrer">y</a></div>',
    );
    expect(render('<a href="tel:+12125550100">call</a><a href="mailto:a@b.example">mail</a>')).toContain('href="tel:+12125550100"');
  });

  it("closes what is left open and ignores stray closing tags", () => {
    expect(render("<p><strong>open</p>after</strong></em>")).toBe("<div><p><strong>open</strong></p>after</div>");
  });

  it("turns links into plain text on a kiosk", () => {
    expect(render('Read <a href="https://bank.example/terms">the terms</a>.', false)).toBe("<div>Read <span>the terms</span>.</div>");
  });
});
