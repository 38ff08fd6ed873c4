/**
 * The feedback card (spec section 2, card 4, and the feedback screen): a half-star rating, an
 * optional text on what could be better, and send. Then a thank-you and, for a good rating at a
 * location with a review link, an invitation to leave a public review.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { ManageAppointment } from "./manage-appointment.js";
import { StarRating } from "./star-rating.js";
import { useFeedback } from "./use-feedback.js";

/** From this rating on, a client is asked for a public review. */
export const GOOD_RATING = 4;

export function FeedbackCard({ appointment }: { appointment: ManageAppointment }) {
  const { t } = useLingui();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [experience, setExperience] = useState("");
  const feedback = useFeedback(appointment.id, appointment.attributes.confirm_code);
  const reviewUrl = appointment.location.reviewUrl;

  if (feedback.status === "sent") {
    return (
      <section className="qb-card qb-manage-feedback" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} tabIndex={-1} ref={(heading) => heading?.focus()}>
          <Trans>Thank you for your feedback!</Trans>
        </h2>
        {rating !== null && rating >= GOOD_RATING && reviewUrl ? (
          <>
            <p>
              <Trans>We are glad you had a good visit. Would you share it in a public review?</Trans>
            </p>
            <a className="qb-button" href={reviewUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Write a review</Trans>
              <span className="qb-visually-hidden">
                {" "}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </>
        ) : null}
      </section>
    );
  }

  return (
    <section className="qb-card qb-manage-feedback" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>How was your visit?</Trans>
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Sending, the button stays focusable (aria-disabled): a disabled one would drop the focus.
          if (feedback.status !== "sending") void feedback.send(rating, experience.trim());
        }}
      >
        <StarRating
          name="qb-rating"
          legend={t`Your rating`}
          value={rating}
          onChange={(value) => {
            setRating(value);
            feedback.rated();
          }}
          errorId={feedback.missingRating ? `${id}-rating-error` : undefined}
        />
        {/* Always in the page, so its text is announced as it comes; a new refusal replaces it (key) and is said again. */}
        <p id={`${id}-rating-error`} role="alert" className="qb-manage-error">
          {feedback.missingRating ? <span key={feedback.missingRating}>{t`Please provide a rating before submitting`}</span> : null}
        </p>
        <label className="qb-manage-field" htmlFor={`${id}-experience`}>
          <Trans>What could be better? (optional)</Trans>
        </label>
        <textarea id={`${id}-experience`} name="qb-experience" rows={4} maxLength={2000} value={experience} onChange={(e) => setExperience(e.target.value)} />
        <p className="qb-manage-note">
          <Trans>Your feedback is anonymous.</Trans>
        </p>
        <button type="submit" className="qb-button" aria-disabled={feedback.status === "sending" || undefined} aria-busy={feedback.status === "sending"}>
          <Trans>Send</Trans>
        </button>
      </form>
    </section>
  );
}
