// Choose what to browse contracts by: an advertiser (by name or number), a product, and a section of
// that product (both by name; a number from the address is kept). The fields follow the address
// (back, forward) except while the person is editing them.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { InsertionListParams } from '../../domain/insertion-types';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { AdvertiserCombobox } from '../../components/advertiser-combobox';
import { NamedOptions } from '../../components/named-options';
import { parseRecordNumber } from '../../lib/record-id';
import { useAddressDraft } from '../../lib/use-address-draft';

interface Props {
  params: InsertionListParams;
  products: readonly Product[] | undefined;
  onBrowse: (params: InsertionListParams) => void;
}

export function BrowseForm({ params, products, onBrowse }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { draft, edit, field, applied, generation } = useAddressDraft(
    {
      advertiser: params.advertiser_id?.toString() ?? '',
      product: params.product_id?.toString() ?? '',
      section: params.section_id?.toString() ?? '',
    },
    { onFollow: () => setProblem(null) },
  );
  const { advertiser, product, section } = draft;
  const productId = parseRecordNumber(product);
  // Only the chosen product's sections are read, and only once a product is chosen.
  const sections = useQuery({ ...sectionListQuery(productId ?? 0), enabled: productId !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: InsertionListParams = {};
    if (advertiser.trim()) {
      const value = parseRecordNumber(advertiser);
      if (value === null) {
        setProblem('Choose an advertiser from the list of names, or type their number.');
        return;
      }
      next.advertiser_id = value;
    }
    if (productId !== null) next.product_id = productId;
    const sectionId = parseRecordNumber(section);
    if (sectionId !== null) next.section_id = sectionId;
    if (Object.keys(next).length === 0) {
      setProblem('Choose an advertiser, a product or a section to browse by.');
      return;
    }
    setProblem(null);
    applied();
    onBrowse(next);
  }

  return (
    <form className="browse-form" onSubmit={submit} noValidate aria-label="Browse contracts">
      {/* The combobox holds the text typed: made again each time the draft takes the address. */}
      <AdvertiserCombobox
        key={generation}
        label="Advertiser"
        value={parseRecordNumber(advertiser) ?? undefined}
        onChange={(value) => edit((was) => ({ ...was, advertiser: value }))}
        className="browse-form__field browse-form__field--wide"
      />
      <div className="browse-form__field">
        <label htmlFor={`${id}-product`}>Product</label>
        <select
          id={`${id}-product`}
          value={product}
          onChange={(e) => {
            const value = e.target.value;
            edit((was) => ({ ...was, product: value, section: '' }));
          }}
        >
          <NamedOptions none="Any product" chosen={product} records={products} noun="Product" />
        </select>
      </div>
      <div className="browse-form__field">
        <label htmlFor={`${id}-section`}>Section</label>
        <select
          id={`${id}-section`}
          {...field('section')}
          disabled={productId === null && !section}
        >
          <NamedOptions
            none={productId === null ? 'Choose a product first' : 'Any section'}
            chosen={section}
            records={sections.data?.items}
            noun="Section"
          />
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Find contracts
      </button>
      {sections.error && (
        <p className="contracts__problem">The sections of this product could not be loaded.</p>
      )}
      {problem && (
        <p role="alert" className="contracts__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
