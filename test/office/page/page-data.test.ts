/** The page's data as the server writes it: the vendor on `#office`, the language on `<html>`, checked. */
import { afterEach, expect, it } from "vitest";
import { readPageData } from "../../../office/src/page/page-data.js";

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "";
});

function root(data: Record<string, string>): HTMLElement {
  const element = document.createElement("div");
  Object.assign(element.dataset, data);
  document.body.append(element);
  return element;
}

it("reads the vendor and the language", () => {
  document.documentElement.lang = "pt-BR";
  expect(readPageData(root({ vendor: "demo", vendorName: "Maple & Main" }))).toMatchObject({
    vendor: { slug: "demo", name: "Maple & Main" },
    locale: "pt-BR",
  });
});

it("takes a vendor out of shape, or a language not ours, as absent", () => {
  document.documentElement.lang = "de";
  expect(readPageData(root({ vendor: "Not A Slug!", vendorName: "X" }))).toMatchObject({ vendor: undefined, locale: "en" });
  expect(readPageData(root({ vendor: "demo" })).vendor).toBeUndefined();
});
