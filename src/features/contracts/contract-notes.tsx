// A contract's notes as plain text; long notes are cut short until "Show more" is pressed.
import { useId, useState } from 'react';
import { formatInteger } from '../../domain/format';

const SHORT_LENGTH = 280;
const SHORT_LINES = 4;

export function ContractNotes({ notes }: { notes: string | null }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (!notes) return <p className="muted">No notes.</p>;
  const lines = notes.split('\n');
  const long = notes.length > SHORT_LENGTH || lines.length > SHORT_LINES;
  const shown =
    long && !expanded
      ? `${lines.slice(0, SHORT_LINES).join('\n').slice(0, SHORT_LENGTH).trimEnd()}…`
      : notes;
  return (
    <div className="contract-notes">
      <p id={id} className="contract-notes__text">
        {shown}
      </p>
      {long && (
        <button
          type="button"
          className="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : `Show more (${formatInteger(notes.length)} characters)`}
        </button>
      )}
    </div>
  );
}
