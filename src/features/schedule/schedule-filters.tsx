// The run sheet's product and section choices (applied as they change) and the ad size it may be
// narrowed to from an availability cell.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { adSizeListQuery } from '../../api/ad-sizes';
import type { Product } from '../../api/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../app/paths';
import { FilterForm } from '../../components/filter-form';
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
          <option value="">Every product</option>
          {productId !== undefined && !products?.some((p) => p.id === productId) && (
            <option value={productId}>Product {productId}</option>
          )}
          {products?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
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
          <option value="">
            {productId === undefined ? 'Choose a product first' : 'Any section'}
          </option>
          {values.section_id !== undefined &&
            !sections.data?.items.some((s) => s.id === values.section_id) && (
              <option value={values.section_id}>Section {values.section_id}</option>
            )}
          {sections.data?.items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
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
