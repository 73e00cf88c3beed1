// The go-anywhere dialog's content (loaded the first time the box opens): the combobox over record
// numbers and the names of lists already loaded or loaded once for the day.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { advertiserSearchQuery } from '../api/advertisers';
import { controlledSizesContract } from '../domain/availability-view';
import { viewQuery } from '../api/view-query';
import type { ParsedList } from '../domain/parse';
import { productListQuery } from '../api/products';
import { sectionKeys } from '../api/sections';
import type { Section } from '../domain/sections';
import { userListQuery } from '../api/users';
import { ListboxOption } from '../components/listbox-option';
import { useMayOpen } from '../lib/access';
import { goAnywhereHits, type Hit, type HitKind } from './go-anywhere-search';
import { paths } from './paths';

/** The server's best advertiser matches asked for; the box shows a few of each kind. */
const ADVERTISER_MATCHES = 20;

const KIND_LABELS: Record<HitKind, string> = {
  contract: 'Contract',
  invoice: 'Invoice',
  advertiser: 'Advertiser',
  product: 'Product',
  section: 'Section',
  size: 'Ad size',
  user: 'User',
};

function useCachedSections(): Section[] {
  const queryClient = useQueryClient();
  // Read once when the box opens: only the sections of products someone already looked at.
  const [sections] = useState(() => {
    const byId = new Map<number, Section>();
    for (const [, list] of queryClient.getQueriesData<ParsedList<Section>>({
      queryKey: sectionKeys.all,
    })) {
      for (const section of list?.items ?? []) byId.set(section.id, section);
    }
    return [...byId.values()];
  });
  return sections;
}

export default function GoAnywhereBox({
  titleId,
  initialText,
  onDone,
}: {
  titleId: string;
  /** Typed while this module was loading. */
  initialText: string;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const listId = useId();
  const hintId = useId();
  // Reference lists, fetched at most once for the day (the box never asks the API per key press).
  const products = useQuery(productListQuery());
  // Only what the person may open is searched and offered: no users list without the users section
  // (the server would refuse it), no invoice numbers without the invoices section.
  const mayOpen = useMayOpen();
  const withUsers = mayOpen(paths.users.path);
  const users = useQuery({ ...userListQuery(), enabled: withUsers });
  // Without the viewer's server (static hosting) or before its first pass: no sizes, no error.
  const sizes = useQuery(viewQuery(controlledSizesContract, {}));
  const sections = useCachedSections();
  const [typed, setTyped] = useState(initialText);
  // Advertisers are too many to hold (the names file may name 200,000): the viewer's server
  // searches them, its last answer kept while the next comes.
  const advertisers = useQuery({
    ...advertiserSearchQuery(typed, ADVERTISER_MATCHES),
    placeholderData: keepPreviousData,
  });
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Taking over from the stand-in box: keep typing where it left off.
  useEffect(() => {
    const end = input.current?.value.length ?? 0;
    input.current?.setSelectionRange(end, end);
  }, []);

  const found = useMemo(
    () =>
      goAnywhereHits(typed, {
        advertisers: advertisers.data?.items,
        products: products.data?.items,
        users: withUsers ? users.data?.items : undefined,
        sizes: sizes.data?.sizes,
        sections,
      }),
    [typed, advertisers.data, products.data, withUsers, users.data, sizes.data, sections],
  );
  const hits = found.filter((hit) => mayOpen(hit.href.split('?')[0]!));
  const current: Hit | undefined = hits[Math.min(active, hits.length - 1)];
  const optionId = (hit: Hit) => `${listId}-${hit.key}`;

  const currentId = current ? optionId(current) : undefined;
  useEffect(() => {
    if (currentId) document.getElementById(currentId)?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  const go = (hit: Hit) => {
    onDone();
    void navigate(hit.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    const index = Math.min(active, hits.length - 1);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % hits.length,
      ArrowUp: (index - 1 + hits.length) % hits.length,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      go(current);
    }
  };

  const loading = [advertisers, products, ...(withUsers ? [users] : [])].some((q) => q.isPending);
  const failed = [
    advertisers.isError && 'advertiser names',
    products.isError && 'products',
    users.isError && 'users',
  ].filter(Boolean);

  return (
    <div className="go-anywhere__box">
      <h2 id={titleId} className="go-anywhere__title">
        Go anywhere
      </h2>
      <input
        ref={input}
        className="go-anywhere__input"
        type="text"
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={currentId}
        aria-describedby={hintId}
        aria-label="Number or name"
        placeholder="Contract or invoice number, or a name"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="go-anywhere__hint" aria-live="polite">
        {typed.trim() === ''
          ? `A number opens that contract${mayOpen(paths.invoices.path) ? ' or invoice' : ''}; a name finds advertisers, products, sections${withUsers ? ' and users' : ''}.`
          : hits.length === 0
            ? loading
              ? 'Loading the names…'
              : 'Nothing found among the names loaded.'
            : `${hits.length} ${hits.length === 1 ? 'result' : 'results'}: arrow keys to choose, Enter to open.`}
        {failed.length > 0 && ` The ${failed.join(', ')} could not be loaded.`}
      </p>
      <ul id={listId} role="listbox" aria-label="Results" className="go-anywhere__list">
        {hits.map((hit, index) => (
          <ListboxOption
            key={hit.key}
            id={optionId(hit)}
            selected={hit === current}
            className="go-anywhere__option"
            onMouseMove={() => index !== active && setActive(index)}
            onChoose={() => go(hit)}
          >
            <span className="go-anywhere__kind">{KIND_LABELS[hit.kind]}</span>
            <span className="go-anywhere__label">{hit.label}</span>
            {hit.detail && <span className="go-anywhere__detail">{hit.detail}</span>}
          </ListboxOption>
        ))}
      </ul>
    </div>
  );
}
