// The due-date window of the report: two date fields, filled with the defaults the URL leaves out.
// The fields follow the address (back, forward, default window) except while being edited.
import { useState } from 'react';
import { FilterForm } from '../../components/filter-form';
import { useAddressDraft } from '../../lib/use-address-draft';
import type { DueWindow, ReceivablesValues } from './receivables-params';

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
  const [problem, setProblem] = useState<string | null>(null);
  const { draft, edit, applied } = useAddressDraft<DueWindow>(
    { date_due_after: value.date_due_after, date_due_before: value.date_due_before },
    { onFollow: () => setProblem(null) },
  );
  const apply = () => {
    if (!draft.date_due_after || !draft.date_due_before) {
      setProblem('Both dates are needed (a date the field cannot read counts as none).');
      return;
    }
    setProblem(null);
    applied();
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
          onChange={(e) => {
            const date = e.target.value;
            edit((was) => ({ ...was, date_due_after: date }));
          }}
        />
      </label>
      <label className="receivables-window__field">
        Due to
        <input
          type="date"
          name="date_due_before"
          value={draft.date_due_before}
          onChange={(e) => {
            const date = e.target.value;
            edit((was) => ({ ...was, date_due_before: date }));
          }}
        />
      </label>
      <div className="receivables-window__actions">
        <button type="submit" className="button">
          Apply
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            applied();
            onApply({ date_due_after: undefined, date_due_before: undefined });
          }}
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
