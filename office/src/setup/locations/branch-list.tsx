/**
 * `/office/setup/locations`: the branches, found by typing (name, key, address, city) and shown 25
 * a page, so 1,000 branches draw as quickly as 10. How many were found and which page is shown is
 * said politely as it changes.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useDeferredValue, useMemo, useState } from "react";
import { useGo } from "../../app/use-go.js";
import { StatusMessage } from "../../ui/status-message.js";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { useVendorDocument } from "../setup-context.js";
import { setupPath } from "../setup-paths.js";
import { PAGE_SIZE, searchBranches } from "./branch-search.js";

const listStyle = css`
  list-style: none;
  padding: 0;
  li {
    padding: 0.5rem 0;
    border-bottom: 1px solid #e0e0e0;
  }
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;

export function BranchList() {
  const { t } = useLingui();
  const { doc } = useVendorDocument();
  const { linkProps } = useGo();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchBranches(doc.locations, deferred), [doc.locations, deferred]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const shown = Math.min(page, pages - 1);
  const rows = found.slice(shown * PAGE_SIZE, (shown + 1) * PAGE_SIZE);
  const count = found.length;
  const pageNumber = shown + 1;
  return (
    <>
      <h1>{t`Branches`}</h1>
      <p>
        <a {...linkProps(setupPath("locations", "new"))}>{t`Add a branch`}</a>
      </p>
      <TextField
        id="branch-search"
        label={t`Find a branch`}
        hint={t`By name, address, city or key.`}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPage(0);
        }}
      />
      <StatusMessage message={count === 1 ? t`1 branch found. Page ${pageNumber} of ${pages}.` : t`${count} branches found. Page ${pageNumber} of ${pages}.`} />
      <ul css={listStyle} aria-label={t`Branches`}>
        {rows.map(({ location }) => (
          <li key={location.key}>
            <a {...linkProps(setupPath("locations", location.key))}>{location.name || location.address}</a>
            <div>
              {[location.address, location.city].filter(Boolean).join(", ")} · {location.timezone}
            </div>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" css={secondaryButtonStyle} aria-disabled={shown === 0 || undefined} onClick={() => shown > 0 && setPage(shown - 1)}>
          {t`Previous page`}
        </button>{" "}
        <button
          type="button"
          css={secondaryButtonStyle}
          aria-disabled={shown >= pages - 1 || undefined}
          onClick={() => shown < pages - 1 && setPage(shown + 1)}
        >
          {t`Next page`}
        </button>
      </div>
    </>
  );
}
