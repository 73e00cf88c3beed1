// The insertion filters in words, with names where they are known: "Café Mañana, Product
// harborcitygazette.com, Section Arts". The advertiser links to their page; every name is text.
import { Fragment } from 'react';
import { INSERTION_FILTERS, type InsertionListParams } from '../domain/insertion-types';
import { INSERTION_FILTER_LABELS } from '../lib/insertion-filters';
import { AdvertiserName } from './advertiser-name';

interface Props {
  params: InsertionListParams;
  /** The product's name, or null when it is not (yet) known. */
  productName?: (productId: number) => string | null;
  /** The section's name, or null when it is not (yet) known. */
  sectionName?: (sectionId: number) => string | null;
}

export function InsertionFilterText({ params, productName, sectionName }: Props) {
  const parts = INSERTION_FILTERS.flatMap((name) => {
    const value = params[name];
    if (value === undefined) return [];
    if (name === 'advertiser_id') return [<AdvertiserName key={name} id={value} />];
    const named =
      name === 'product_id'
        ? productName?.(value)
        : name === 'section_id'
          ? sectionName?.(value)
          : null;
    return [<Fragment key={name}>{`${INSERTION_FILTER_LABELS[name]} ${named ?? value}`}</Fragment>];
  });
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {part}
        </Fragment>
      ))}
    </>
  );
}
