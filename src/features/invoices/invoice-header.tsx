// The invoice's head: who is billed, for which contract, in which currency, and when.
import { Link } from 'react-router';
import type { Invoice } from '../../domain/invoices';
import type { AddressRef } from '../../domain/wire-objects';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { DateText } from '../../components/date-text';
import { Facts, OrNone } from '../../components/facts';
import { formatNumber } from '../../domain/format';
import { addressLines } from '../list/postal-address';
import { invoiceListSearch } from './invoice-list-params';

const notStated = <span className="muted">not stated</span>;

export function InvoiceHeader({ invoice }: { invoice: Invoice }) {
  const currency = invoice.currency?.name ?? null;
  return (
    <div className="invoice-head">
      <section aria-labelledby="invoice-bill-to" className="invoice-head__party">
        <h2 id="invoice-bill-to">Bill to</h2>
        <p>
          <AdvertiserName id={invoice.advertiserId} showNumber />
          <span className="invoice-head__more">
            {' · '}
            <Link
              to={paths.invoices.href(invoiceListSearch({ advertiser_id: invoice.advertiserId }))}
            >
              their invoices
            </Link>
          </span>
        </p>
        <AddressLines address={invoice.billingAddress} />
        <p>
          {invoice.billingEmail?.email ? (
            <a href={`mailto:${invoice.billingEmail.email}`}>{invoice.billingEmail.email}</a>
          ) : (
            <span className="muted">No billing e-mail</span>
          )}
        </p>
      </section>
      <Facts
        className="invoice-head__facts"
        facts={[
          {
            label: 'Contract',
            value: (
              <OrNone
                value={
                  invoice.contractId === null ? null : (
                    <Link to={paths.contract.href(invoice.contractId)}>
                      Contract {invoice.contractId}
                    </Link>
                  )
                }
              />
            ),
          },
          { label: 'Currency', value: currency ?? notStated },
          {
            label: 'Exchange rate',
            value:
              invoice.exchangeRate === null ? (
                notStated
              ) : (
                <span className="num" title="Multiplier from the home currency">
                  {formatNumber(invoice.exchangeRate)}
                </span>
              ),
          },
          { label: 'Created', value: <DateText value={invoice.dateCreated} withTime /> },
          { label: 'Due', value: <DateText value={invoice.dateDue} /> },
          { label: 'Modified', value: <DateText value={invoice.dateModified} withTime /> },
        ]}
      />
      {invoice.comments && (
        <section aria-labelledby="invoice-comments" className="invoice-head__comments">
          <h2 id="invoice-comments">Comments</h2>
          <p>{invoice.comments}</p>
        </section>
      )}
    </div>
  );
}

function AddressLines({ address }: { address: AddressRef | null }) {
  if (address === null) return <p className="muted">No billing address</p>;
  if (address.kind === 'id') {
    return <p className="muted">Billing address no. {address.id} (only its number was sent)</p>;
  }
  const lines = addressLines(address.address);
  if (lines.length === 0) return <p className="muted">Billing address is empty</p>;
  return (
    <address className="invoice-head__address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
