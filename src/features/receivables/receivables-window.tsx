// The due-date window of the report: two date fields, filled with the defaults the URL leaves out.
import { useState } from 'react';
import { FilterForm } from '../../components/filter-form';
import type { DueWindow, ReceivablesValues } from './receivables-params';

/** Remount with `key` = the window, so back/forward refill the fields. */
export function ReceivablesWindow({
  value,
  defaults,
  onApply,
}: {
  value: DueWindow;
  defaults: DueWindow;
  /** Gets the dates to write; a date equal to its default is left out of the URL. */
  onApply: (next: ReceivablesValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    if (!draft.date_due_after || !draft.date_due_before) {
      setProblem('Both dates are needed (a date the field cannot read counts as none).');
      return;
    }
    setProblem(null);
    const written = (name: keyof DueWindow) =>
      draft[name] === defaults[name] ? undefined : draft[name];
    onApply({
      date_due_after: written('date_due_after'),
      date_due_before: written('date_due_before'),
    });
  };
  return (
    <FilterForm label="Due dates" onSubmit={apply}>
      <label className="receivables-window__field">
        Due from
        <input
          type="date"
          name="date_due_after"
          value={draft.date_due_after}
          onChange={(e) => setDraft({ ...draft, date_due_after: e.target.value })}
        />
      </label>
      <label className="receivables-window__field">
        Due to
        <input
          type="date"
          name="date_due_before"
          value={draft.date_due_before}
          onChange={(e) => setDraft({ ...draft, date_due_before: e.target.value })}
        />
      </label>
      <div className="receivables-window__actions">
        <button type="submit" className="button">
          Apply
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onApply({ date_due_after: undefined, date_due_before: undefined })}
        >
          Default window
        </button>
      </div>
      {problem && (
        <p className="receivables-window__problem" role="alert">
          {problem}
        </p>
      )}
    </FilterForm>
  );
}
