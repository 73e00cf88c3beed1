// Says which values of the address were not usable and what is shown instead (every list).
import type { Correction } from '../lib/list-spec';
import { Notice } from './notice';

export function CorrectionsNotice({
  corrections,
  title = 'Part of the address was corrected',
}: {
  corrections: readonly Pick<Correction, 'message'>[];
  title?: string;
}) {
  if (corrections.length === 0) return null;
  return (
    <Notice tone="warning" title={title}>
      <ul>
        {corrections.map(({ message }) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Notice>
  );
}
