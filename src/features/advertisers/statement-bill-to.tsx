// The statement's "Bill to": the address and e-mail of the most recent invoice carrying each, and
// a note when their invoices carry different ones. Shown only when an invoice carries them.
import type { Invoice } from '../../domain/invoices';
import { formatCount } from '../../domain/format';
import { addressLines } from '../list/postal-address';
import { billingContact, type BillingPick } from './statement-rows';

function Different({
  pick,
  what,
  whats,
}: {
  pick: BillingPick<unknown>;
  what: string;
  whats: string;
}) {
  if (pick.distinct < 2) return null;
  return (
    <p className="statement__note">
      Their invoices carry {formatCount(pick.distinct, `different ${what}`, `different ${whats}`)};
      this is the one on the most recent, invoice {pick.invoiceId}.
    </p>
  );
}

export function StatementBillTo({ invoices }: { invoices: readonly Invoice[] }) {
  const { address, email } = billingContact(invoices);
  if (!address && !email) return null;
  const lines = address?.value.kind === 'object' ? addressLines(address.value.address) : null;
  return (
    <section aria-labelledby="statement-bill-to" className="statement__bill-to">
      <h2 id="statement-bill-to">Bill to</h2>
      {address &&
        (lines === null ? (
          <p>
            Billing address no. {address.value.kind === 'id' ? address.value.id : ''}{' '}
            <span className="muted">(the API sent only its number)</span>
          </p>
        ) : (
          lines.length > 0 && (
            <address>
              {lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          )
        ))}
      {address && <Different pick={address} what="billing address" whats="billing addresses" />}
      {email && (
        <p className="statement__email">
          <a href={`mailto:${email.value}`}>{email.value}</a>
        </p>
      )}
      {email && <Different pick={email} what="billing e-mail" whats="billing e-mails" />}
    </section>
  );
}
