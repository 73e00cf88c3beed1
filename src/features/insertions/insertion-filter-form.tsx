// The seven API filters of the insertions list as a form; applying it writes them to the URL.
// The advertiser is chosen by name (or number), the product and its section from lists of names.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { INSERTION_FILTERS, type InsertionListParams } from '../../domain/insertion-types';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { AdvertiserCombobox } from '../../components/advertiser-combobox';
import { NamedOptions } from '../../components/named-options';
import { INSERTION_FILTER_LABELS } from '../../lib/insertion-filters';
import { parseRecordNumber } from '../../lib/record-id';

interface Props {
  params: InsertionListParams;
  products: readonly Product[] | undefined;
  onApply: (params: InsertionListParams) => void;
}

const PROBLEMS: Partial<Record<(typeof INSERTION_FILTERS)[number], string>> = {
  advertiser_id: 'Choose a name from the list, or type a number',
};

export function InsertionFilterForm({ params, products, onApply }: Props) {
  const id = useId();
  const [invalid, setInvalid] = useState<string[]>([]);
  const [product, setProduct] = useState(params.product_id?.toString() ?? '');
  const [section, setSection] = useState(params.section_id?.toString() ?? '');
  const productId = parseRecordNumber(product);
  // Only the chosen product's sections are read (reference data: usually cached already).
  const sections = useQuery({ ...sectionListQuery(productId ?? 0), enabled: productId !== null });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: InsertionListParams = {};
    const bad: string[] = [];
    for (const name of INSERTION_FILTERS) {
      const raw = String(data.get(name) ?? '').trim();
      if (raw === '') continue;
      const value = parseRecordNumber(raw);
      if (value === null) bad.push(name);
      else next[name] = value;
    }
    setInvalid(bad);
    if (bad.length === 0) onApply(next);
  }

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
        const problem = isBad && (
          <span id={`${fieldId}-problem`} className="insertion-filters__problem">
            {PROBLEMS[name] ?? 'A whole number above 0'}
          </span>
        );
        if (name === 'advertiser_id') {
          return (
            <div key={name} className="insertion-filters__field insertion-filters__field--wide">
              <AdvertiserCombobox
                label={INSERTION_FILTER_LABELS[name]}
                name={name}
                value={params.advertiser_id}
                invalid={isBad}
                describedBy={isBad ? `${fieldId}-problem` : undefined}
              />
              {problem}
            </div>
          );
        }
        return (
          <div key={name} className="insertion-filters__field">
            <label htmlFor={fieldId}>{INSERTION_FILTER_LABELS[name]}</label>
            {name === 'product_id' ? (
              <select
                id={fieldId}
                name={name}
                value={product}
                onChange={(event) => {
                  setProduct(event.target.value);
                  setSection('');
                }}
              >
                <NamedOptions
                  none="Any product"
                  chosen={product}
                  records={products}
                  noun="Product"
                />
              </select>
            ) : name === 'section_id' ? (
              <select
                id={fieldId}
                name={name}
                value={section}
                onChange={(event) => setSection(event.target.value)}
                disabled={productId === null && !section}
              >
                <NamedOptions
                  none={productId === null ? 'Choose a product first' : 'Any section'}
                  chosen={section}
                  records={sections.data?.items}
                  noun="Section"
                />
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
            {problem}
            {name === 'section_id' && sections.isError && (
              <span className="insertion-filters__problem">The sections could not be loaded.</span>
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
