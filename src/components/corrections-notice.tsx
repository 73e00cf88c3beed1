// Says which values of the address were not usable and what is shown instead (every list).
import { Link } from 'react-router';
import type { Correction } from '../lib/list-params';
import { Notice } from './notice';

/** The title where values are left out rather than corrected (a filter that refuses them). */
export const UNUSED_VALUES_TITLE = 'Some values in the address could not be used';

export function CorrectionsNotice({
  corrections,
  title = 'Part of the address was corrected',
  correctedHref,
}: {
  corrections: readonly Pick<Correction, 'message'>[];
  title?: string;
  /** The address as corrected: offered as a link that replaces the one in the history. */
  correctedHref?: string;
}) {
  if (corrections.length === 0) return null;
  return (
    <>
      <Notice tone="warning" title={title}>
        <ul>
          {corrections.map(({ message }) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </Notice>
      {correctedHref !== undefined && (
        <p className="corrections-notice__fix">
          <Link to={correctedHref} replace>
            Use the corrected address
          </Link>
        </p>
      )}
    </>
  );
}
