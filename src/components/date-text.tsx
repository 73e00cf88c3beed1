// A date or timestamp as a <time> element; missing and placeholder dates read "no date".
import { formatDate, formatTimestamp } from '../domain/format';

export function DateText({
  value,
  withTime = false,
  empty = 'no date',
}: {
  value: string | null | undefined;
  withTime?: boolean;
  empty?: string;
}) {
  if (!value) return <span className="muted">{empty}</span>;
  return (
    <time dateTime={value.replace(' ', 'T')} title={value}>
      {withTime ? formatTimestamp(value) : formatDate(value)}
    </time>
  );
}
