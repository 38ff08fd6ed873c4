/** The desk in the person's language: its words, its times' zone and the server's refusals, all translated. */
import { describe, it } from "vitest";
import { useDeskServer, waitFor } from "./desk-harness.js";

describe("the desk in Spanish", () => {
  const harness = useDeskServer();

  it("speaks Spanish, zone and refusals included", async () => {
    const desk = await harness.open("ana", { locale: "es" });
    await desk.waitForText("Actualizaciones en vivo activas.");
    await desk.waitForText(/Las horas son las de la sucursal: America\/New_York \(GMT-5\)\./);
    await desk.waitForText("La fila");
    await desk.waitForText("Citas de hoy");
    await waitFor(() => !desk.text().includes("Cargando la fila"));
    if (!desk.text().includes("No hay nadie esperando.")) throw new Error(`a fresh server's line is empty: ${desk.text()}`);
    (await desk.button("Llamar al siguiente")).click();
    await waitFor(() => desk.alert().includes("No espera nadie a quien usted pueda atender."), 5000, "the refusal in Spanish");
  });
});
