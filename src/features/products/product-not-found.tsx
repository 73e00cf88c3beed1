// Shown for a product number that is not in the products list (or is not a number at all).
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';

export function ProductNotFound({ label }: { label: string }) {
  return (
    <section>
      <PageHeader title={`Product ${label} not found`} />
      <p>
        There is no product number <strong>{label}</strong> in this account’s product list.
      </p>
      <p>
        <Link to={paths.products.href()}>See all products</Link>
      </p>
    </section>
  );
}
