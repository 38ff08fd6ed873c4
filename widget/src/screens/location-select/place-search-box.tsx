/**
 * The picker's search box (spec sections 2 and 4): an ARIA combobox whose listbox offers place
 * suggestions (arrow keys, Enter, Escape, or a click). Choosing one looks up its coordinates;
 * emptying the box clears the search. Failed look-ups change nothing, silently (spec section 8).
 */
import { Plural, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import * as v from "valibot";
import { PlaceResponseSchema, type LatLng } from "#contract";
import { useElement } from "../../element/element-context.js";
import { usePlaceSuggestions, type PlaceSuggestion } from "./use-place-suggestions.js";

export interface PlaceSearchBoxProps {
  /** The places call's `country` list, or undefined for the server's default. */
  countries: string | undefined;
  /** The chosen place's coordinates, or null when the search is cleared. */
  onPlace(point: LatLng | null): void;
}

export function PlaceSearchBox({ countries, onPlace }: PlaceSearchBoxProps) {
  const { t } = useLingui();
  const { api } = useElement();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  // What suggestions are asked for: what was typed, not a chosen suggestion's description.
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Only the latest choice may set the point; an older look-up answering late is ignored.
  const choice = useRef(0);
  const { suggestions, answered } = usePlaceSuggestions(typed, countries);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.description);
    setTyped("");
    close();
    const ticket = ++choice.current;
    const result = await api.get<unknown>(`/api/v2/open/places/${encodeURIComponent(suggestion.id)}`);
    if (ticket !== choice.current) return;
    const parsed = result.ok ? v.safeParse(PlaceResponseSchema, result.data) : undefined;
    if (parsed?.success) onPlace({ lat: parsed.output.data.attributes.lat, lng: parsed.output.data.attributes.lng });
  };

  const clear = () => {
    choice.current++;
    setText("");
    setTyped("");
    close();
    onPlace(null);
    input.current?.focus();
  };

  const onChange = (value: string) => {
    setText(value);
    setTyped(value);
    setOpen(true);
    setActive(-1);
    if (!value.trim()) {
      choice.current++;
      onPlace(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From nothing highlighted, down starts at the first and up at the last.
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === "Enter") {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (!suggestion) return;
      event.preventDefault();
      void choose(suggestion);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) close();
      else if (text) clear();
    }
  };

  return (
    <div className="qb-place-search">
      {/* Seen, not only a placeholder that goes as the client types: the box's name stays in view. */}
      <label htmlFor={`${id}-input`}>{t`Search by city or postal code`}</label>
      <div className="qb-place-search-field">
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
        {text ? (
          <button type="button" className="qb-place-search-clear" aria-label={t`Clear search`} onClick={clear}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {/* The ARIA combobox pattern: focus stays in the search box, which names the active option
          (aria-activedescendant) and takes the keys; the list and its options are never focused. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's listbox, see above. */}
      <ul id={`${id}-listbox`} role="listbox" aria-label={t`Suggestions`} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the search box (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the search box takes the keys (arrows, Enter, Escape).
          <li
            key={suggestion.id}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's options, see above.
            role="option"
            aria-selected={index === active}
            // Keeps focus in the box, so its blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void choose(suggestion)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      <p role="status" className="qb-visually-hidden">
        {expanded ? (
          <Plural value={suggestions.length} one="# suggestion available" other="# suggestions available" />
        ) : open && answered && !suggestions.length ? (
          // A search that finds nothing says so, rather than nothing at all.
          t`No places found`
        ) : null}
      </p>
    </div>
  );
}
