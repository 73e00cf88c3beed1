// The columns of a product's sections table.
import { createColumnHelper } from '@tanstack/react-table';
import type { Section } from '../../domain/sections';
import { DateText } from '../../components/date-text';

const column = createColumnHelper<Section>();

export const sectionColumns = [
  column.accessor('id', { header: 'Section', meta: { numeric: true } }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('dateCreated', {
    header: 'Created',
    cell: (info) => <DateText value={info.getValue()} withTime />,
  }),
];
