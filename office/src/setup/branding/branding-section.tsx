/**
 * `/office/setup/branding`: the vendor's name, web site, logo and colours with a preview that
 * follows them as they are typed, the websites allowed to embed the element, and the snippet to
 * paste. Saves the whole of these in one patch (`branding-form.ts`).
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useSignedIn } from "../../app/office-context.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { isLocale, LOCALES } from "#contract";
import { SelectField } from "../fields/select-field.js";
import { languageName } from "../fields/translations-fields.js";
import { SaveFeedback } from "../save-feedback.js";
import { useVendorDocument } from "../setup-context.js";
import { useNewVersion } from "../use-new-version.js";
import { useSave } from "../use-save.js";
import { type BrandingProblem, type BrandingValues, brandingOf, brandingPatch, brandingProblems } from "./branding-form.js";
import { BrandingPreview } from "./branding-preview.js";
import { ColourField } from "./colour-field.js";
import { EmbedSnippet } from "./embed-snippet.js";
import { OriginsFields } from "./origins-fields.js";

const layoutStyle = css`
  display: grid;
  gap: 2rem;
  @media (min-width: 56rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** Field ids by the document's path, so a refused field can take focus. */
const idOf = (path: string): string =>
  path.startsWith("allowed_origins.")
    ? `allowed-origin-${path.split(".")[1]}`
    : ({
        name: "vendor-name",
        homepage: "vendor-homepage",
        "theme.logo": "vendor-logo",
        "theme.primary": "vendor-primary",
        "theme.secondary": "vendor-secondary",
        text_language: "vendor-text-language",
      }[path] ?? "vendor-name");

export default function BrandingSection() {
  const { t } = useLingui();
  const { doc, version } = useVendorDocument();
  const { vendor } = useSignedIn();
  const { save, busy, feedback, setFeedback, fieldError, reload } = useSave("");
  const [values, setValues] = useState(() => brandingOf(doc));
  // Each change from the values as they are then, never as a render saw them.
  const change = (patch: Partial<BrandingValues>) => setValues((current) => ({ ...current, ...patch }));
  const [problems, setProblems] = useState<Map<string, BrandingProblem>>(new Map());
  // A newer document (Reload after a conflict) starts the form again from it.
  useNewVersion(version, () => setValues(brandingOf(doc)));

  const problemText = (problem: BrandingProblem | undefined): string | undefined =>
    problem === "name_required"
      ? t`Enter the name clients see.`
      : problem === "colour_invalid"
        ? t`Enter a colour like #1a73e8.`
        : problem === "origin_invalid"
          ? t`Enter an address like https://www.example.com, with no path.`
          : undefined;
  const errorAt = (path: string) => problemText(problems.get(path)) ?? fieldError(path, true);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = brandingProblems(values);
    setProblems(found);
    if (found.size) {
      setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      document.getElementById(idOf([...found.keys()][0] ?? "name"))?.focus();
      return;
    }
    const outcome = await save(brandingPatch(doc, values));
    if (outcome.kind === "invalid") document.getElementById(idOf(outcome.errors[0]?.field ?? "name"))?.focus();
  }

  return (
    <>
      <h1>{t`Branding`}</h1>
      <div css={layoutStyle}>
        <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="branding-form-heading">
          <h2 id="branding-form-heading">{t`How clients see you`}</h2>
          <TextField id="vendor-name" label={t`Name`} value={values.name} onChange={(name) => change({ name })} error={errorAt("name")} required />
          <TextField
            id="vendor-homepage"
            label={t`Your website`}
            hint={t`Optional. Where "Back to the website" leads.`}
            value={values.homepage}
            onChange={(homepage) => change({ homepage })}
            error={errorAt("homepage")}
          />
          <TextField
            id="vendor-logo"
            label={t`Logo address`}
            hint={t`Optional. The https:// address of an image.`}
            value={values.logo}
            onChange={(logo) => change({ logo })}
            error={errorAt("theme.logo")}
          />
          <ColourField
            id="vendor-primary"
            label={t`Main colour`}
            value={values.primary}
            onChange={(primary) => change({ primary })}
            error={errorAt("theme.primary")}
          />
          <ColourField
            id="vendor-secondary"
            label={t`Second colour`}
            value={values.secondary}
            onChange={(secondary) => change({ secondary })}
            error={errorAt("theme.secondary")}
          />
          <SelectField
            id="vendor-text-language"
            label={t`Language your texts are written in`}
            hint={t`Service names, questions and the pre-booking statement are shown in it wherever you wrote no translation, and marked as such for screen readers.`}
            value={values.textLanguage}
            options={LOCALES.map((locale) => ({ value: locale, label: languageName(locale) }))}
            onChange={(textLanguage) => change({ textLanguage: isLocale(textLanguage) ? textLanguage : values.textLanguage })}
            error={errorAt("text_language")}
          />
          <OriginsFields
            origins={values.origins}
            onChange={(update) => setValues((current) => ({ ...current, origins: update(current.origins) }))}
            errorOf={(i) => errorAt(`allowed_origins.${i}`)}
          />
          <div>
            <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
              {t`Save branding`}
            </button>
          </div>
          <SaveFeedback id="branding-alert" feedback={feedback} onReload={() => void reload()} />
        </form>
        <div>
          <BrandingPreview name={values.name} logo={values.logo} primary={values.primary} secondary={values.secondary} />
          <EmbedSnippet slug={vendor.slug} />
        </div>
      </div>
    </>
  );
}
