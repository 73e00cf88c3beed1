// The seven API filters of the insertions list as a form; applying it writes them to the URL.
import { useId, useState, type FormEvent } from 'react';
import { INSERTION_FILTERS, type InsertionListParams } from '../../api/insertions';
import type { Product } from '../../api/products';
import { INSERTION_FILTER_LABELS, parseId } from '../../lib/insertion-filters';

interface Props {
  params: InsertionListParams;
  products: readonly Product[] | undefined;
  onApply: (params: InsertionListParams) => void;
}

export function InsertionFilterForm({ params, products, onApply }: Props) {
  const id = useId();
  const [invalid, setInvalid] = useState<string[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: InsertionListParams = {};
    const bad: string[] = [];
    for (const name of INSERTION_FILTERS) {
      const raw = String(data.get(name) ?? '').trim();
      if (raw === '') continue;
      const value = parseId(raw);
      if (value === null) bad.push(name);
      else next[name] = value;
    }
    setInvalid(bad);
    if (bad.length === 0) onApply(next);
  }

  const knownProduct =
    params.product_id === undefined || products?.some((p) => p.id === params.product_id);

  return (
    <form
      className="insertion-filters"
      aria-label="Insertion filters"
      onSubmit={submit}
      noValidate
      // A new URL (back/forward, a link) resets the fields to what it says.
      key={JSON.stringify(params)}
    >
      {INSERTION_FILTERS.map((name) => {
        const fieldId = `${id}-${name}`;
        const isBad = invalid.includes(name);
        return (
          <div key={name} className="insertion-filters__field">
            <label htmlFor={fieldId}>{INSERTION_FILTER_LABELS[name]}</label>
            {name === 'product_id' && products ? (
              <select id={fieldId} name={name} defaultValue={params.product_id ?? ''}>
                <option value="">Any product</option>
                {!knownProduct && (
                  <option value={params.product_id}>Product {params.product_id}</option>
                )}
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                name={name}
                type="text"
                inputMode="numeric"
                placeholder="Any"
                defaultValue={params[name] ?? ''}
                aria-invalid={isBad || undefined}
                aria-describedby={isBad ? `${fieldId}-problem` : undefined}
                size={8}
              />
            )}
            {isBad && (
              <span id={`${fieldId}-problem`} className="insertion-filters__problem">
                A whole number above 0
              </span>
            )}
          </div>
        );
      })}
      <div className="insertion-filters__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        <button type="button" className="button" onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}
