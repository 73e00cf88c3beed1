// /changes: what changed in the account, as the server's mirror saw it pass after pass, in
// sentences grouped by day, newest first. By default since this browser's last visit (the URL's
// `since` wins; without script, the server's last 7 days); a salesperson sees their own contracts
// ("Mine"; in everyone's, theirs first). Filters: one seller, one kind. It needs the viewer's server (its mirror).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { advertiserLabel, advertiserNamesFor } from '../../api/advertisers';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiguresCoverage } from '../../components/figures-coverage';
import { PageHeader } from '../../components/page-header';
import { SellerSelect, sellerOfForm, WhoseLinks } from '../../components/seller-select';
import { DateShortcuts } from '../../components/date-shortcuts';
import { useToday } from '../../lib/use-today';
import { SINCE_PICKS } from '../../domain/date-quick-picks';
import { toCsv } from '../../lib/csv';
import { formatCount, formatTimestamp } from '../../domain/format';
import {
  CHANGE_KINDS,
  type ChangeKind,
  changesContract,
  type ChangesAnswer,
  type FeedChange,
} from '../../domain/mirror-views';
import {
  defineListSpec,
  enumParam,
  listSearch,
  sellerParam,
  textParam,
  type ListValues,
} from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { viewQuery } from '../../api/view-query';
import type { Coverage, PerSeller } from '../../domain/view-contract';
import { ChangeList } from '../../components/change-list';
import { changeSentence, type NameOf } from '../../domain/change-sentence';
import { createLocalStore } from '../../lib/local-store';
import { useNameOf } from '../../lib/use-name-of';
import { ExportCsv, QueryBody, valuesOf } from '../list/view-parts';
import './changes.css';

// The URL: since when (a date or an ISO time; by default the last visit on this browser, else the
// server's last 7 days), one seller's contracts, one kind of change.
const changesSpec = defineListSpec({
  params: {
    since: textParam({ trim: true }),
    seller: sellerParam(),
    kind: enumParam(CHANGE_KINDS),
  },
});

type ChangesValues = ListValues<typeof changesSpec.params>;

/** The words of each kind, for the filter and the headings. */
const KIND_LABELS: Record<(typeof CHANGE_KINDS)[number], string> = {
  new: 'Created',
  won: 'Won',
  lost: 'Lost',
  status: 'Any status change',
  total: 'Total changed',
  paid: 'Paid',
  cancelled: 'Cancelled',
  dates: 'Run dates changed',
};

// "Since your last visit": when this browser last opened the feed, kept in localStorage. Taken once
// a page load (React's strict mode runs effects twice; the second must not see "now").
const store = createLocalStore<string | null>(
  'changes.lastVisit',
  null,
  (v): v is string | null => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v))),
);

let taken: { previous: string | null } | null = null;

/** The visit before this one (ISO), and this one remembered as the last. */
function takeLastVisit(now = new Date()): string | null {
  if (!taken) {
    taken = { previous: store.get() };
    store.set(now.toISOString());
  }
  return taken.previous;
}

const queryOf = (values: ChangesValues) =>
  viewQuery(changesContract, { since: values.since, seller: values.seller, kind: values.kind });

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(queryOf(valuesOf(changesSpec, request)));
}

export function Component() {
  const { values, corrections, change } = useListParams(changesSpec);
  // Since the last visit on this browser, unless the URL says since when.
  useEffect(() => {
    const previous = takeLastVisit();
    if (values.since === undefined && previous) change({ since: previous }, { replace: true });
    // Once a visit: later changes of the URL are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const query = useQuery(queryOf(values));
  return (
    <section className="changes-page">
      <PageHeader
        title="What changed"
        subtitle="Contracts won, lost and created, invoices paid, insertions cancelled or moved: as the server saw them, newest first."
      />
      <CorrectionsNotice corrections={corrections} />
      <QueryBody
        query={query}
        what="What changed (it needs the viewer's server)"
        loading="Reading what changed…"
      >
        {(answer) => <Feed answer={answer} values={values} onChange={change} />}
      </QueryBody>
    </section>
  );
}

function Feed({
  answer,
  values,
  onChange,
}: {
  answer: PerSeller<ChangesAnswer & { coverage: Coverage }>;
  values: ChangesValues;
  onChange: (change: Partial<ChangesValues>) => void;
}) {
  const nameOf = useNameOf(answer.changes.map((c) => c.advertiserId));
  const queryClient = useQueryClient();
  const { me } = answer.whose;
  // In everyone's, a seller's own contracts first, then everyone else's.
  const mineFirst = me !== null && answer.whose.seller === null;
  const mine = mineFirst ? answer.changes.filter((c) => c.sellerId === me.id) : [];
  const rest = mineFirst ? answer.changes.filter((c) => c.sellerId !== me.id) : answer.changes;

  async function file(): Promise<[string, string]> {
    const names = await advertiserNamesFor(
      queryClient,
      answer.changes.flatMap((c) => (c.advertiserId === null ? [] : [c.advertiserId])),
    );
    const named: NameOf = (id) => advertiserLabel(id, names.get(id));
    return [
      `changes_since_${answer.since.slice(0, 10)}.csv`,
      toCsv(
        ['When (UTC)', 'Record', 'Id', 'Kind', 'Contract', 'Seller', 'What changed'],
        answer.changes.map((c: FeedChange) => [
          c.when,
          c.record,
          c.id,
          c.kind,
          c.contractId,
          c.sellerName,
          changeSentence(c, named),
        ]),
      ),
    ];
  }

  return (
    <>
      <WhoseLinks
        what="changes"
        whose={answer.whose}
        hrefFor={(seller) => paths.changes.href(listSearch(changesSpec, { ...values, seller }))}
      />
      <ChangesFilter answer={answer} values={values} onChange={onChange} />
      <FiguresCoverage
        coverage={answer.coverage}
        counted={`${formatCount(answer.changes.length, 'change')} since ${formatTimestamp(answer.since.replace('T', ' '))} UTC${answer.more ? ' (the newest; older ones are left out)' : ''}`}
      />
      <p>
        <ExportCsv file={file} disabled={answer.changes.length === 0} />
      </p>
      {mineFirst && (
        <section aria-labelledby="changes-mine">
          <h2 id="changes-mine">Your contracts</h2>
          <ChangeList changes={mine} nameOf={nameOf} empty="Nothing changed on your contracts." />
        </section>
      )}
      <section aria-labelledby="changes-all">
        <h2 id="changes-all">{mineFirst ? 'Everyone else' : 'Changes'}</h2>
        <ChangeList changes={rest} nameOf={nameOf} empty="Nothing changed in this time." />
      </section>
    </>
  );
}

/** Since when, which seller, which kind: a form that works without script. */
function ChangesFilter({
  answer,
  values,
  onChange,
}: {
  answer: PerSeller<ChangesAnswer>;
  values: ChangesValues;
  onChange: (change: Partial<ChangesValues>) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const day = text('since');
    onChange({
      // The date as shown keeps the time it stands for (the last visit's), a new one is its day.
      since: day && day === values.since?.slice(0, 10) ? values.since : day || undefined,
      seller: sellerOfForm(text('seller')),
      kind: (text('kind') || undefined) as ChangeKind | undefined,
    });
  };
  const key = `${values.since}/${values.seller}/${values.kind}`;
  const today = useToday();
  return (
    <form
      key={key}
      method="get"
      className="filter-form"
      role="search"
      aria-label="Filter the changes"
      onSubmit={submit}
    >
      <label>
        Since <input type="date" name="since" defaultValue={values.since?.slice(0, 10) ?? ''} />
      </label>{' '}
      <DateShortcuts
        title="Since"
        today={today}
        only={SINCE_PICKS}
        onPick={(from) => onChange({ since: from })}
      />{' '}
      <SellerSelect sellers={answer.sellers} whose={answer.whose} />{' '}
      <label>
        Kind{' '}
        <select name="kind" defaultValue={values.kind ?? ''}>
          <option value="">Every kind</option>
          {CHANGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}
