// The run sheet's product and section choices (applied as they change) and the ad size it may be
// narrowed to from an availability cell.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { adSizeListQuery } from '../../api/ad-sizes';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../app/paths';
import { FilterForm } from '../../components/filter-form';
import { NamedOptions } from '../../components/named-options';
import { listSearch } from '../../lib/list-params';
import { scheduleSpec, type ScheduleValues } from './schedule-params';

export function ScheduleFilters({
  values,
  products,
  onChange,
}: {
  values: ScheduleValues;
  products: readonly Product[] | undefined;
  onChange: (change: Partial<ScheduleValues>) => void;
}) {
  const productSelect = useId();
  const sectionSelect = useId();
  const productId = values.product_id;
  const sections = useQuery({
    ...sectionListQuery(productId ?? 0),
    enabled: productId !== undefined,
  });
  const sizes = useQuery({
    ...adSizeListQuery({ product_id: productId ?? 0, active: false }),
    enabled: productId !== undefined && values.ad_size_id !== undefined,
  });
  const sizeName =
    values.ad_size_id === undefined
      ? null
      : (sizes.data?.items.find((s) => s.id === values.ad_size_id)?.name ??
        `Ad size ${values.ad_size_id}`);
  const num = (value: string) => (value ? Number(value) : undefined);
  return (
    <FilterForm label="Products and sections">
      <label htmlFor={productSelect}>
        <span>Product</span>
        <select
          id={productSelect}
          value={productId ?? ''}
          onChange={(e) =>
            onChange({
              product_id: num(e.target.value),
              section_id: undefined,
              ad_size_id: undefined,
            })
          }
        >
          <NamedOptions none="Every product" chosen={productId} records={products} noun="Product" />
        </select>
      </label>
      <label htmlFor={sectionSelect}>
        <span>Section</span>
        <select
          id={sectionSelect}
          value={values.section_id ?? ''}
          disabled={productId === undefined && values.section_id === undefined}
          onChange={(e) => onChange({ section_id: num(e.target.value) })}
        >
          <NamedOptions
            none={productId === undefined ? 'Choose a product first' : 'Any section'}
            chosen={values.section_id}
            records={sections.data?.items}
            noun="Section"
          />
        </select>
      </label>
      {sizeName !== null && (
        <p className="filter-form__hint">
          Only the ad size {sizeName}.{' '}
          <Link
            to={paths.schedule.href(listSearch(scheduleSpec, { ...values, ad_size_id: undefined }))}
          >
            Every ad size
          </Link>
        </p>
      )}
    </FilterForm>
  );
}
