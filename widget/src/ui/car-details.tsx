/** For curbside pickup: the car (required, 4 rows) and the parking spot number. */
import { useLingui } from "@lingui/react/macro";
import type { FieldErrorCode } from "#contract";
import { TextField } from "./text-field.js";

export interface CarDetailsProps {
  carDetails: string;
  parkingSpot: string;
  error: FieldErrorCode | undefined;
  autoComplete: string;
  onCarDetailsChange(value: string): void;
  onParkingSpotChange(value: string): void;
}

export function CarDetails(props: CarDetailsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        id="qb-car-details"
        label={t`Car make, model and colour`}
        rows={4}
        required
        maxLength={400}
        autoComplete={props.autoComplete}
        value={props.carDetails}
        onChange={props.onCarDetailsChange}
        error={props.error}
      />
      <TextField
        id="qb-parking-spot"
        label={t`Parking spot number`}
        maxLength={20}
        autoComplete={props.autoComplete}
        // The spec's "parking spot number": a phone shows its number pad.
        inputMode="numeric"
        value={props.parkingSpot}
        onChange={props.onParkingSpotChange}
      />
    </>
  );
}
