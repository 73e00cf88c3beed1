// /status: the server's state for the team: the day's API quota and the server's copy of the
// account (the mirror): each table's rows and when it was read, the last and next pass of the
// sync, and for an administrator a button that starts a pass now.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  gatewayStatusQuery,
  requestMirrorPass,
  type CopyAnswers,
  type MirrorPass,
  type MirrorStatus,
} from '../../api/gateway-status';
import { ErrorPanel } from '../../components/error-panel';
import { FiguresTable } from '../../components/figures-table';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { formatInteger } from '../../domain/format';
import { CopyAnswersFacts, DigestStatus, PostgresCopy, utc } from './status-sections';
import './status.css';

export function prefetch(queryClient: QueryClient) {
  return queryClient.ensureQueryData(gatewayStatusQuery());
}

/** The tables as people call them. */
const TABLE_LABELS: Record<string, string> = {
  contracts: 'Contracts',
  invoices: 'Invoices (with line items)',
  insertions: 'Insertions (with schedules)',
  users: 'Users',
  products: 'Products',
  adSizes: 'Ad sizes',
  adRates: 'Ad rates',
  sections: 'Sections',
  lineItemTypes: 'Invoice line item types',
};

function passText(pass: MirrorPass): string {
  const what = pass.kind === 'full' ? 'Full pass' : 'Short pass';
  const calls = `${formatInteger(pass.calls)} API ${pass.calls === 1 ? 'request' : 'requests'}`;
  if (pass.outcome === 'running') return `${what} running since ${utc(pass.startedAt)}`;
  if (pass.outcome === 'complete') return `${what} finished ${utc(pass.endedAt)} (${calls})`;
  return `${what} ${pass.outcome.replace(/^stopped: /, 'stopped: ')} at ${utc(pass.endedAt)} (${calls}); the next pass resumes where it stopped`;
}

function MirrorSection({
  mirror,
  copyAnswers,
}: {
  mirror: MirrorStatus;
  copyAnswers: CopyAnswers | null;
}) {
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: requestMirrorPass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gatewayStatusQuery().queryKey }),
  });
  return (
    <section aria-labelledby="mirror-heading" className="status-page__section">
      <h2 id="mirror-heading">The server’s copy of the account</h2>
      <p>
        The server keeps the account’s records as tables and answers the pages that look across
        records from them. It reads the account again in passes: a full pass once a day at a quiet
        hour, short passes of the newest records in working hours.
      </p>
      {mirror.postgres && <PostgresCopy postgres={mirror.postgres} />}
      {mirror.problem && (
        <Notice tone="danger" title="The copy cannot be updated">
          {mirror.problem}. Pages show what it holds, with its date.
        </Notice>
      )}
      <div className="status-page__table">
        <FiguresTable
          caption="Tables of the server’s copy"
          captionClassName="visually-hidden"
          columns={[{ label: 'Records' }, { label: 'Rows', num: true }, { label: 'Last read' }]}
          rows={mirror.tables.map((table) => ({
            key: table.name,
            cells: [
              TABLE_LABELS[table.name] ?? table.name,
              formatInteger(table.rows),
              <>
                {utc(table.asOf)}
                {!table.complete && table.rows > 0 && ' (not yet read whole)'}
                {table.dropped && (
                  <>
                    <br />
                    {`${formatInteger(table.dropped.count)} left out of the last read: they did not match the API’s shape (${table.dropped.ids.join(', ')}; ${table.dropped.fields.join(', ')})`}
                  </>
                )}
              </>,
            ],
          }))}
        />
      </div>
      <ul className="status-page__facts">
        {mirror.currentPass && <li>{passText(mirror.currentPass)}</li>}
        <li>{mirror.lastPass ? passText(mirror.lastPass) : 'No pass has finished yet'}</li>
        {mirror.nextPass && !mirror.currentPass && <li>Next pass due {utc(mirror.nextPass)}</li>}
        <li>
          {mirror.dailyBudget === null
            ? `The passes made ${formatInteger(mirror.callsToday)} reads of the demo in the last 24 hours (free).`
            : `The passes used ${formatInteger(mirror.callsToday)} of their ${formatInteger(mirror.dailyBudget)} API requests in the last 24 hours; page views always come first.`}
        </li>
      </ul>
      {copyAnswers && <CopyAnswersFacts answers={copyAnswers} />}
      <p>
        <button
          type="button"
          className="button"
          onClick={() => refresh.mutate()}
          disabled={
            refresh.isPending ||
            mirror.currentPass !== null ||
            mirror.postgres?.role === 'follower' ||
            mirror.byHandRefused !== null
          }
          aria-describedby={mirror.byHandRefused ? 'by-hand-refused' : undefined}
        >
          Read the whole account now
        </button>
        {mirror.postgres?.role === 'follower' && ' Passes are started on the server that leads.'}
        {mirror.byHandRefused && <span id="by-hand-refused"> {mirror.byHandRefused}</span>}
      </p>
      {refresh.isError && (
        <Notice tone="warning" title="No pass was started">
          {refresh.error.message}
        </Notice>
      )}
      {refresh.isSuccess && <Notice>A full pass started.</Notice>}
    </section>
  );
}

export function Component() {
  const query = useQuery(gatewayStatusQuery());
  const data = query.data;
  return (
    <section className="status-page">
      <PageHeader title="Server status" />
      {query.isPending && <Loading label="Loading the server’s status…" />}
      {query.isError && (
        <ErrorPanel
          error={query.error}
          what="the server’s status"
          onRetry={() => query.refetch()}
        />
      )}
      {data && (
        <>
          <section aria-labelledby="quota-heading" className="status-page__section">
            <h2 id="quota-heading">The team’s API requests</h2>
            <p>
              {formatInteger(data.used)} of {formatInteger(data.limit)} used in the last{' '}
              {data.windowHours} hours, by the whole team; you caused {formatInteger(data.you.used)}
              .
              {data.backoffSeconds > 0 &&
                ` The API asked the server to slow down: it asks again in ${data.backoffSeconds} seconds.`}
            </p>
          </section>
          {data.mirror ? (
            <MirrorSection mirror={data.mirror} copyAnswers={data.copyAnswers} />
          ) : (
            <Notice title="No copy of the account">
              This server keeps no copy of the account.
            </Notice>
          )}
          {data.digests && <DigestStatus digests={data.digests} />}
        </>
      )}
    </section>
  );
}
