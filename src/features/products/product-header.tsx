// The product page's title block: name, type and the type's capabilities.
import type { Product } from '../../api/products';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { PageHeader } from '../../components/page-header';
import { CapabilityBadges } from './capability-badges';

export function ProductHeader({ product }: { product: Product }) {
  const type = product.productType;
  return (
    <header className="product-header">
      <PageHeader
        title={product.name}
        badges={!product.active && <Badge tone="warning">Inactive</Badge>}
        subtitle={`Product ${product.id} · ${type.name}`}
      />
      <dl className="product-header__facts">
        <div>
          <dt>Ad unit</dt>
          <dd>{type.adUnit ?? <span className="muted">none</span>}</dd>
        </div>
        <div>
          <dt>Quantity unit</dt>
          <dd>{type.quantityUnit ?? <span className="muted">none</span>}</dd>
        </div>
        <div>
          <dt>Schedule method</dt>
          <dd>{type.scheduleMethod ?? <span className="muted">none</span>}</dd>
        </div>
        {type.hadDeliverDate && (
          <div>
            <dt>Had delivery date</dt>
            <dd>
              <DateText value={type.hadDeliverDate} />
            </dd>
          </div>
        )}
        <div className="product-header__capabilities">
          <dt>Capabilities</dt>
          <dd>
            <CapabilityBadges type={type} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
