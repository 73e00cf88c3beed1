// /status's sections beside the copy's tables: the copy in Postgres (DATABASE_URL: whether this
// server leads the sync and publishes, or follows and copies, and whether Postgres is behind), the
// copy's answers compared with the API's (how many differed, the kinds turned off, with the request
// and the member that differed, and for an administrator a button that turns them back on), and
// the morning digest of watches (on or off, its hour, every digest not sent in two days and why).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  gatewayStatusQuery,
  resetCopyAnswers,
  type CopyAnswers,
  type DigestsStatus,
  type MirrorPostgres,
} from '../../api/gateway-status';
import { Notice } from '../../components/notice';
import { formatCount, formatInteger, formatTimestamp } from '../../domain/format';

/** An ISO time in UTC, said so: the server and the reader may be in other time zones. */
export const utc = (iso: string | null) => (iso ? `${formatTimestamp(iso)} UTC` : 'never');

/** With several servers on one Postgres: what this one does with the copy, and whether it lags. */
export function PostgresCopy({ postgres }: { postgres: MirrorPostgres }) {
  return (
    <>
      <p>
        {postgres.role === 'leader'
          ? `This server leads the sync: it runs the passes and publishes the copy to Postgres (last ${utc(postgres.publishedAt)}${postgres.behind > 0 ? `; ${formatCount(postgres.behind, 'row')} still to publish` : ''}).`
          : `This server follows the sync’s leader: it copies what the leader published to Postgres (last ${utc(postgres.pulledAt)}) and makes no passes of its own; the passes below are the leader’s.`}
      </p>
      {postgres.problem && (
        <Notice tone="warning" title="Postgres is behind">
          {postgres.problem}. This server’s pages still answer from its own copy; it tries again.
        </Notice>
      )}
    </>
  );
}

/** The one-line summary, e.g. "Answers from the copy: 12 compared, 1 differed; turned off: …". */
export function copyAnswersText(answers: CopyAnswers): string {
  const counts = `Answers from the copy: ${formatInteger(answers.compared)} compared, ${formatInteger(answers.differed)} differed`;
  const off = answers.off.map((kind) => kind.text).join(', ');
  return `${counts}${off ? `; turned off: ${off}` : ''}.`;
}

export function CopyAnswersFacts({ answers }: { answers: CopyAnswers }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetCopyAnswers(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gatewayStatusQuery().queryKey }),
  });
  return (
    <>
      <p>
        {copyAnswersText(answers)}{' '}
        {answers.budget > 0
          ? `The server compares the first answer of each kind with the API’s, then one in 50, within ${formatInteger(answers.budget)} API requests a day.`
          : 'The server makes no comparisons (MIRROR_VERIFY_BUDGET is 0).'}
      </p>
      {answers.off.length > 0 && (
        <>
          <p>
            The API answers these kinds instead (staff see nothing different). Turn them back on
            once the server’s code is fixed:
          </p>
          <ul className="status-page__facts">
            {answers.off.map((kind) => (
              <li key={kind.kind}>
                {`${kind.text}: ${kind.request ?? 'a request'} differed at ${kind.member ?? 'its answer'} (${utc(kind.at)})`}
              </li>
            ))}
          </ul>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => reset.mutate()}
              disabled={reset.isPending}
            >
              Answer them from the copy again
            </button>
          </p>
          {reset.isError && (
            <Notice tone="warning" title="Nothing was turned back on">
              {reset.error.message}
            </Notice>
          )}
        </>
      )}
    </>
  );
}

export function DigestStatus({ digests }: { digests: DigestsStatus }) {
  const given = digests.unsent.filter((d) => d.status === 'expired');
  return (
    <section aria-labelledby="digest-heading" className="status-page__section">
      <h2 id="digest-heading">The morning e-mail</h2>
      <p>
        {digests.on
          ? `Each morning at ${digests.hour}:00 (${digests.timeZone}), after the nightly pass, each person whose watches changed gets one e-mail.`
          : 'Off: set SMTP_URL and PUBLIC_URL to send each person what changed on what they watch.'}
      </p>
      {digests.unsent.length === 0 ? (
        digests.on && <p>Every e-mail of the last two days was sent.</p>
      ) : (
        <Notice
          tone={given.length > 0 ? 'danger' : 'warning'}
          title={`${formatCount(digests.unsent.length, 'e-mail')} not sent`}
        >
          <ul>
            {digests.unsent.map((d, i) => (
              <li key={i}>
                {d.to}:{' '}
                {d.status === 'expired'
                  ? `given up after a day (${formatCount(d.attempts, 'attempt')})`
                  : `tried ${formatCount(d.attempts, 'time')}, next at ${utc(d.nextAttempt)}`}
                {d.lastError && ` — ${d.lastError}`}
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </section>
  );
}
