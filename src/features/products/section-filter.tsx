// The sections tab's filter: look a section up by id or by creation date (secondary endpoint).
import { useState } from 'react';
import { FilterForm } from '../../components/filter-form';
import { isValidCreatedDate, type SectionLookup } from './section-params';

interface SectionFilterProps {
  lookup: SectionLookup;
  onApply: (lookup: SectionLookup) => void;
}

/** Keyed by the address by its parent, so it starts from the URL's values after every change. */
export function SectionFilter({ lookup, onApply }: SectionFilterProps) {
  const [id, setId] = useState(lookup.id === null ? '' : String(lookup.id));
  const [date, setDate] = useState(lookup.dateCreated ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const idText = id.trim();
    const dateText = date.trim();
    if (idText && !/^\d{1,12}$/.test(idText)) {
      setError('A section id is a whole number, for example 7.');
      return;
    }
    if (dateText && !isValidCreatedDate(dateText)) {
      setError('Enter the creation date as YYYY-MM-DD (a day) or YYYY-MM (a month).');
      return;
    }
    setError(null);
    onApply({ id: idText ? Number(idText) : null, dateCreated: dateText || null });
  };
  const active = lookup.id !== null || lookup.dateCreated !== null;

  return (
    <FilterForm label="Find sections" onSubmit={apply}>
      <label>
        <span>Section id</span>
        <input
          type="text"
          inputMode="numeric"
          value={id}
          placeholder="e.g. 7"
          onChange={(e) => setId(e.target.value)}
        />
      </label>
      <label>
        <span>Created on</span>
        <input
          type="text"
          value={date}
          placeholder="YYYY-MM-DD or YYYY-MM"
          onChange={(e) => setDate(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary">
        Find
      </button>
      {active && (
        <button
          type="button"
          className="button"
          onClick={() => onApply({ id: null, dateCreated: null })}
        >
          Show all sections
        </button>
      )}
      {error && (
        <p role="alert" className="filter-form__hint filter-form__error">
          {error}
        </p>
      )}
      <p className="filter-form__hint">
        The full list comes from the base API; finding by id or creation date asks the secondary
        API, which alone can filter sections.
      </p>
    </FilterForm>
  );
}
