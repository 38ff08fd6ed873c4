/**
 * Sends anonymous feedback (spec sections 4, 5 and 7): without a rating nothing is sent and
 * "Please provide a rating before submitting" shows for 5 seconds; while sending the button is
 * disabled; a failure re-enables it silently (the answer's body is not read).
 */
import { useEffect, useState } from "react";
import { useElement } from "../../element/element-context.js";

/** Spec section 9: "Feedback error display: 5000 ms". */
export const FEEDBACK_ERROR_MS = 5000;

export type FeedbackStatus = "editing" | "sending" | "sent";

export function useFeedback(appointmentId: number, code: string) {
  const { api } = useElement();
  const [status, setStatus] = useState<FeedbackStatus>("editing");
  /** Counts refusals, so each one restarts the 5 seconds; 0 hides the message. */
  const [missingRating, setMissingRating] = useState(0);

  useEffect(() => {
    if (!missingRating) return;
    const timer = setTimeout(() => setMissingRating(0), FEEDBACK_ERROR_MS);
    return () => clearTimeout(timer);
  }, [missingRating]);

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

  return { status, showMissingRating: missingRating > 0, send };
}
