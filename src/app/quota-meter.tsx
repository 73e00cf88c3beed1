// The header's quota meter: the team's API requests of the rolling day, a warning from 80 %, and a
// disclosure that explains what the limit means for everyone.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { gatewayStatusQuery, type GatewayStatus } from '../api/gateway-status';
import { formatInteger as count } from '../domain/format';
import { paths } from './paths';
import './quota-meter.css';

function level(status: GatewayStatus): 'ok' | 'warning' | 'danger' {
  const share = status.used / status.limit;
  if (share >= 1 || status.backoffSeconds > 0) return 'danger';
  return share >= 0.8 ? 'warning' : 'ok';
}

export function QuotaMeter() {
  const { data } = useQuery(gatewayStatusQuery());
  if (!data) return null;
  const percent = Math.min(100, Math.round((data.used / data.limit) * 100));
  const tone = level(data);
  return (
    <details className={`quota-meter quota-meter--${tone}`}>
      <summary>
        <span className="quota-meter__bar" aria-hidden="true">
          <span style={{ inlineSize: `${percent}%` }} />
        </span>
        <span className="quota-meter__label">
          {count(data.used)} / {count(data.limit)}
          <span className="visually-hidden"> API requests used in the last 24 hours</span>
        </span>
      </summary>
      <div className="quota-meter__panel">
        <p>
          <strong>
            {count(data.used)} of {count(data.limit)} API requests used ({percent} %)
          </strong>{' '}
          in the last {data.windowHours} hours, by the whole team. The account’s limit is shared:
          whatever one person’s pages cost, everyone has less.
        </p>
        <p>
          The server keeps copies of what anyone opened recently, so opening the same pages again
          costs nothing. You caused {count(data.you.used)} of the requests; one person may cause at
          most {count(data.you.limit)} a day.
        </p>
        <p>
          When fewer than {count(data.reserve)} remain, exports and summaries wait so that pages
          still open{data.bulkHeld ? ' (they are waiting now)' : ''}. When none remain, pages show
          the server’s last copy where it has one, marked with its age.
        </p>
        {data.backoffSeconds > 0 && (
          <p>
            The API asked the server to slow down: it asks again in {data.backoffSeconds} seconds.
          </p>
        )}
        <p>
          <Link to={paths.status.href()}>Server status: what the server holds of the account</Link>
        </p>
      </div>
    </details>
  );
}
