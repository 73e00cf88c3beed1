// Shown for an invoice number the API does not know (404) or an address that is not a number.
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';

export function InvoiceNotFound({ number, detail }: { number: string; detail?: string }) {
  return (
    <section>
      <PageHeader title={`Invoice ${number} not found`} />
      <p>
        There is no invoice number <strong>{number}</strong> in this account.
        {detail && <span className="muted"> ({detail})</span>}
      </p>
      <p>
        <Link to={paths.invoices.href()}>Browse the invoice list</Link> or{' '}
        <Link to={paths.home.href()}>go to another number</Link>.
      </p>
    </section>
  );
}
