/**
 * The location, chosen by typing part of its name (the ARIA 1.2 combobox with a list popup): a
 * manager's thousand branches are found in a few keys. Down and Up move through the matches
 * (Alt+Down opens without moving), Enter chooses, Escape closes the list and then restores the
 * chosen name; a click chooses too. At most 50 matches are listed at once, with a note of how
 * many there are.
 */
import { css } from "@emotion/react";
import { Plural, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { type Branch, filterBranches, foldBranches } from "./branch-filter.js";

const SHOWN = 50;

const style = css`
  position: relative;
  max-width: 32rem;
  label {
    display: block;
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    padding: 0.5rem;
  }
  [role="listbox"] {
    position: absolute;
    z-index: 2;
    left: 0;
    right: 0;
    max-height: 18rem;
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
    background: #fff;
    border: 1px solid #555;
    border-radius: 4px;
  }
  [role="option"] {
    padding: 0.5rem;
    cursor: pointer;
    overflow-wrap: break-word;
  }
  [role="option"][aria-selected="true"] {
    background: #1d4ed8;
    color: #fff;
  }
  .hint {
    font-size: 0.875rem;
    margin: 0.25rem 0 0;
  }
`;

export interface LocationComboboxProps {
  branches: readonly Branch[];
  selectedId: number | undefined;
  onSelect(id: number): void;
}

export function LocationCombobox({ branches, selectedId, onSelect }: LocationComboboxProps) {
  const { t } = useLingui();
  const id = useId();
  const folded = useMemo(() => foldBranches(branches), [branches]);
  const selected = branches.find((b) => b.id === selectedId);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = query ?? selected?.name ?? "";
  // The chosen name in the box lists every branch, not just itself.
  const { shown, total } = useMemo(() => filterBranches(folded, query ?? "", SHOWN), [folded, query]);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (branch: Branch | undefined) => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
    if (branch && branch.id !== selectedId) onSelect(branch.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        if (!event.altKey) setActive((i) => (!open ? Math.max(i, 0) : i >= last ? 0 : i + 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? last : i - 1));
        return;
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          choose(shown[active]);
        } else if (open && shown.length === 1) {
          event.preventDefault();
          choose(shown[0]);
        }
        return;
      case "Escape":
        if (open) setOpen(false);
        else setQuery(null);
        setActive(-1);
        return;
      default:
        return;
    }
  };

  const count = shown.length;
  const hint =
    total === 0 ? (
      t`No branch matches.`
    ) : total > count ? (
      t`${count} of ${total} branches shown. Type to narrow the list.`
    ) : (
      <Plural value={total} one="# branch" other="# branches" />
    );

  return (
    <div css={style}>
      <label htmlFor={`${id}-input`}>{t`Location`}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={typed}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((o) => !o)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <div id={listId} role="listbox" aria-label={t`Locations`} hidden={!open || shown.length === 0}>
        {shown.map((branch, index) => (
          // Options are never focused themselves: the input keeps focus and points at the active one (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: the ARIA 1.2 combobox pattern
          <div
            key={branch.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(branch);
            }}
          >
            {branch.name}
          </div>
        ))}
      </div>
      <p id={hintId} className="hint">
        {open ? hint : ""}
      </p>
    </div>
  );
}
