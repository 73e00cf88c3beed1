// Names the records of a list that did not match their schema, while the good rows are shown.
import type { ParseProblem } from '../domain/parse';
import { Notice } from './notice';

const SHOWN = 5;

export function ProblemsNotice({
  problems,
  what = 'records',
}: {
  problems: readonly ParseProblem[];
  what?: string;
}) {
  if (problems.length === 0) return null;
  const title =
    problems.length === 1
      ? `1 of the ${what} could not be read and is not shown.`
      : `${problems.length} of the ${what} could not be read and are not shown.`;
  return (
    <Notice tone="warning" title={title}>
      <ul>
        {problems.slice(0, SHOWN).map((p) => (
          <li key={`${p.index}-${p.fieldPath}`}>
            {p.recordId ? `Record ${p.recordId}` : `Item ${p.index + 1}`}, field{' '}
            <code>{p.fieldPath || '(the record)'}</code>: {p.message}{' '}
            <span className="muted">({p.endpoint})</span>
          </li>
        ))}
      </ul>
      {problems.length > SHOWN && <p>…and {problems.length - SHOWN} more.</p>}
    </Notice>
  );
}
