// The product page's title block: name, type and the type's capabilities.
import type { Product } from '../../domain/products';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Facts, OrNone } from '../../components/facts';
import { PageHeader } from '../../components/page-header';
import { CapabilityBadges } from './capability-badges';

/** `tab`: the open tab's name, for the browser's title. */
export function ProductHeader({ product, tab }: { product: Product; tab: string }) {
  const type = product.productType;
  return (
    <header className="product-header">
      <PageHeader
        title={product.name}
        documentTitle={[product.name, tab]}
        badges={!product.active && <Badge tone="warning">Inactive</Badge>}
        subtitle={`Product ${product.id} · ${type.name}`}
      />
      <Facts
        className="product-header__facts"
        facts={[
          { label: 'Ad unit', value: <OrNone value={type.adUnit} /> },
          { label: 'Quantity unit', value: <OrNone value={type.quantityUnit} /> },
          { label: 'Schedule method', value: <OrNone value={type.scheduleMethod} /> },
          !!type.hadDeliverDate && {
            label: 'Had delivery date',
            value: <DateText value={type.hadDeliverDate} />,
          },
          {
            label: 'Capabilities',
            value: <CapabilityBadges type={type} />,
            className: 'product-header__capabilities',
          },
        ]}
      />
    </header>
  );
}
