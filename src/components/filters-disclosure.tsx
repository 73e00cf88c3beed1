// On a phone, a list's filters fold behind a "Filters (n)" button so the rows come first; on wider
// screens the button is hidden and the filters always show.
import { useId, useState, type ReactNode } from 'react';
import './filters-disclosure.css';

export function FiltersDisclosure({
  activeCount,
  children,
}: {
  /** How many filters are set, shown on the button so a folded filter is never forgotten. */
  activeCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={open ? 'filters-disclosure filters-disclosure--open' : 'filters-disclosure'}>
      <button
        type="button"
        className="filters-disclosure__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </button>
      <div id={id} className="filters-disclosure__body">
        {children}
      </div>
    </div>
  );
}
