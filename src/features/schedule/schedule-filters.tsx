// The run sheet's address, /schedule?from=&to=&product_id=&section_id=&ad_size_id=&page= (default:
// this week, Monday to Sunday, computed and not written into the URL; the first page), and its
// product and section choices (applied as they change) and the ad size it may be narrowed to from
// an availability cell.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { adSizeListQuery } from '../../api/ad-sizes';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../app/paths';
import { FilterForm } from '../../components/filter-form';
import { NamedOptions } from '../../components/named-options';
import { quickPickRange } from '../../domain/date-quick-picks';
import type { DateWindow } from '../../domain/date-only';
import { resolveWindow } from '../../lib/date-window';
import {
  dateParam,
  defineListSpec,
  idFilterParam,
  integerParam,
  listSearch,
  type ListValues,
} from '../../lib/list-params';

export const scheduleSpec = defineListSpec({
  params: {
    from: dateParam(),
    to: dateParam(),
    product_id: idFilterParam(),
    section_id: idFilterParam(),
    ad_size_id: idFilterParam(),
    page: integerParam({ min: 1, max: 1_000_000, default: 1 }),
  },
  ranges: [['from', 'to']],
  page: 'page',
});

export type ScheduleValues = ListValues<typeof scheduleSpec.params>;

/** A year: the longest period an availability cell links to. */
const SCHEDULE_MAX_DAYS = 366;

export const thisWeek = (today: string): DateWindow => {
  const [from, to] = quickPickRange('this-week', today);
  return { from, to };
};

export const scheduleWindow = (values: ScheduleValues, today: string) =>
  resolveWindow(values.from, values.to, {
    defaults: thisWeek(today),
    maxDays: SCHEDULE_MAX_DAYS,
    names: ['from', 'to'],
  });

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
