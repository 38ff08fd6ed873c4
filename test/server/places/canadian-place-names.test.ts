import { describe, expect, it } from "vitest";
import { canadianLocality, cityOfDistrict, repairFrenchAccents, titleCasePlaceName } from "../../../server/src/places/canadian-place-names.js";

const L = "\uFFFD";

describe("Canadian place names", () => {
  it("restores the accents the gazetteer lost", () => {
    expect(repairFrenchAccents(`Qu${L}bec`)).toBe("Québec");
    expect(repairFrenchAccents(`Rivi${L}re-du-loup`)).toBe("Rivière-du-loup");
    expect(repairFrenchAccents(`Lam${L}que`)).toBe("Lamèque");
    expect(repairFrenchAccents(`Cap-pel${L}`)).toBe("Cap-pelé");
    expect(repairFrenchAccents(`Th${L}r${L}se`)).toBe("Thérèse");
    expect(repairFrenchAccents(`Sept-${L}les`)).toBe("Sept-îles");
    expect(repairFrenchAccents(`L'${L}le-des-soeurs`)).toBe("L'île-des-soeurs");
    expect(repairFrenchAccents(`C${L}te-saint-luc`)).toBe("Côte-saint-luc");
    expect(repairFrenchAccents(`Ch${L}teauguay`)).toBe("Châteauguay");
    expect(repairFrenchAccents(`Saint-j${L}r${L}me`)).toBe("Saint-jérôme");
    expect(repairFrenchAccents("Toronto")).toBe("Toronto");
  });

  it("capitalizes like the place's own spelling", () => {
    expect(titleCasePlaceName("Saint-jean-sur-richelieu")).toBe("Saint-Jean-sur-Richelieu");
    expect(titleCasePlaceName("Portage La Prairie")).toBe("Portage la Prairie");
    expect(titleCasePlaceName("Val-d'or")).toBe("Val-d'Or");
    expect(titleCasePlaceName("l'assomption")).toBe("L'Assomption");
    expect(titleCasePlaceName("Fort Mcmurray")).toBe("Fort McMurray");
    expect(titleCasePlaceName("St. John's")).toBe("St. John's");
    expect(titleCasePlaceName("Lake Of The Woods")).toBe("Lake of the Woods");
  });

  it("reduces urban rows to their locality", () => {
    expect(canadianLocality("Downtown Toronto (cn Tower / King And Spadina)", "M5V")).toBe("Downtown Toronto");
    expect(canadianLocality("Kelowna North", "V1V")).toBe("Kelowna");
    expect(canadianLocality("North Vancouver Outer East", "V7G")).toBe("North Vancouver");
    expect(canadianLocality("Saint-jean- Sur-richelieu Central", "J3B")).toBe("Saint-Jean-sur-Richelieu");
    expect(canadianLocality("Fredericton South New Brunswick Provincial Government", "E3B")).toBe("Fredericton");
    expect(canadianLocality("Fort Saskatchewan", "T8L")).toBe("Fort Saskatchewan");
    expect(canadianLocality("Downtown Toronto Stn A Po Boxes 25 The Esplanade (enclave Of M5e)", "M5W")).toBe("Downtown Toronto");
    expect(canadianLocality("Reserved (santa Claus)", "H0H")).toBeUndefined();
  });

  it("keeps rural rows as their region", () => {
    expect(canadianLocality("Western Alberta (jasper)", "T0E")).toBe("Western Alberta");
    expect(canadianLocality("Remote Northeast (fitzgerald)", "T0V")).toBe("Remote Northeast");
  });

  it("folds districts into their city only where the city has a downtown", () => {
    const hasDowntown = (city: string) => city === "Toronto";
    expect(cityOfDistrict("East Toronto", hasDowntown)).toBe("Toronto");
    expect(cityOfDistrict("Downtown Toronto", hasDowntown)).toBe("Toronto");
    expect(cityOfDistrict("North Vancouver", hasDowntown)).toBe("North Vancouver");
    expect(cityOfDistrict("Toronto", hasDowntown)).toBe("Toronto");
  });
});
