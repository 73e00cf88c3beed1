// The advertiser field of the filters (invoices, insertions, contract browsing): a combobox over the
// server's search of the names (the ARIA combobox pattern with a listbox). Typing part of a name lists the matches;
// arrows choose, Enter picks (and applies the form), Escape closes the list, then clears the field.
// A bare number still works. The form gets the advertiser's number as text (a hidden field `name`
// and `onChange`), or what was typed when it names no one advertiser, for the form to refuse.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { advertiserNameQuery, advertiserSearchQuery, type Advertiser } from '../api/advertisers';
import { advertiserMatches, resolveAdvertiser } from '../lib/advertiser-search';
import { ListboxOption } from './listbox-option';
import './advertiser-combobox.css';

const LIMIT = 50;
const NO_ADVERTISERS: readonly Advertiser[] = [];

interface Props {
  label: string;
  /** The advertiser in the address, if any. */
  value: number | undefined;
  /** The form field carrying the chosen number (for forms read with FormData). */
  name?: string;
  onChange?: (value: string) => void;
  /** Picking a name applies the form at once (default true). */
  submitOnPick?: boolean;
  className?: string;
  /** Ids of elements describing the field (e.g. a problem under it). */
  describedBy?: string;
  invalid?: boolean;
}

export function AdvertiserCombobox({
  label,
  value,
  name,
  onChange,
  submitOnPick = true,
  className,
  describedBy,
  invalid,
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const input = useRef<HTMLInputElement>(null);
  // null until the person types: the field shows the address's advertiser by name.
  const [typed, setTyped] = useState<string | null>(null);
  // The server's best matches for what is typed (the last answer stays while the next comes).
  const names = useQuery({
    ...advertiserSearchQuery(typed ?? '', LIMIT),
    placeholderData: keepPreviousData,
  });
  const list = names.data?.items ?? NO_ADVERTISERS;
  const valueName = useQuery({
    ...advertiserNameQuery(value ?? 0),
    enabled: value !== undefined,
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const submitPending = useRef(false);

  const shown = typed ?? (value === undefined ? '' : (valueName.data ?? String(value)));
  const matches = useMemo(() => advertiserMatches(list, typed ?? '', LIMIT), [list, typed]);
  const expanded = open && matches.length > 0;
  const current =
    expanded && active >= 0 ? matches[Math.min(active, matches.length - 1)] : undefined;
  const optionId = (a: Advertiser) => `${id}-option-${a.id}`;
  const resolved =
    typed === null ? (value === undefined ? '' : String(value)) : resolveAdvertiser(list, typed);

  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  // Applied after the pick is rendered, so the form reads the chosen number.
  useEffect(() => {
    if (!submitPending.current) return;
    submitPending.current = false;
    input.current?.form?.requestSubmit();
  });

  const edit = (text: string) => {
    setTyped(text);
    setOpen(true);
    setActive(-1);
    onChange?.(resolveAdvertiser(list, text));
  };
  const pick = (advertiser: Advertiser) => {
    setTyped(advertiser.name);
    setOpen(false);
    setActive(-1);
    onChange?.(String(advertiser.id));
    submitPending.current = submitOnPick;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && current) {
      // Enter on a highlighted name picks it; otherwise it submits the form as typed.
      event.preventDefault();
      pick(current);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (shown !== '') {
        event.preventDefault();
        edit('');
        setOpen(false);
      }
    }
  };

  const status =
    typed === null || typed.trim() === ''
      ? ''
      : names.isPending
        ? 'Loading the names…'
        : matches.length === 0
          ? 'No advertiser name matches; a number is used as typed.'
          : `${matches.length === LIMIT ? `The first ${LIMIT}` : matches.length} ${matches.length === 1 ? 'name matches' : 'names match'}: arrow keys to choose, Enter to pick.`;

  return (
    <div className={['combobox', className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="combobox__box">
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current) : undefined}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Name or number"
          value={shown}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}: names`}
          className="combobox__list"
          hidden={!expanded}
        >
          {expanded &&
            matches.map((advertiser) => (
              <ListboxOption
                key={advertiser.id}
                id={optionId(advertiser)}
                selected={advertiser === current}
                className="combobox__option"
                onChoose={() => pick(advertiser)}
              >
                <span className="combobox__name">{advertiser.name}</span>
                <span className="combobox__number">#{advertiser.id}</span>
              </ListboxOption>
            ))}
        </ul>
      </div>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {status}
      </span>
      {name !== undefined && <input type="hidden" name={name} value={resolved} />}
    </div>
  );
}
