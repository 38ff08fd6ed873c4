/**
 * The join code: a QR code of the location's join form (drawn by the server, black on white),
 * which a person in the room scans to join the line on their phone.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { LobbyBoardAttributes } from "#contract";

export function JoinCode({ join }: { join: NonNullable<LobbyBoardAttributes["join"]> }) {
  const { t } = useLingui();
  // A data URL: the hosted pages' policy and the one docs/embedding.md gives vendors allow `img-src data:`.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(join.qr_svg)}`;
  return (
    <figure className="qb-tv-join">
      <img src={src} alt={t`QR code that opens the form to join this line`} />
      <figcaption>
        <Trans>Scan to join the line on your phone</Trans>
      </figcaption>
    </figure>
  );
}
