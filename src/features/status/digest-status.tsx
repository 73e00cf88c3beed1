// /status's section on the morning digest of watches: on or off, its hour, and every digest not
// sent in the last two days (still being tried, or given up after a day) with why.
import type { DigestsStatus } from '../../api/gateway-status';
import { Notice } from '../../components/notice';
import { formatCount } from '../../domain/format';
import { utc } from './postgres-copy';

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
