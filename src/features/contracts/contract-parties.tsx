// Who the contract is with: the sold-to and billing addresses, and the e-mail contacts as mailto links.
import type { Contract } from '../../domain/contracts';
import { Facts } from '../../components/facts';
import type { AddressRef, Contact } from '../../domain/wire-objects';
import { addressLines } from '../list/postal-address';

function AddressView({ value }: { value: AddressRef | null }) {
  if (!value) return <span className="muted">none</span>;
  if (value.kind === 'id') {
    return (
      <span>
        Address {value.id} <span className="muted">(the API sent only its id)</span>
      </span>
    );
  }
  const lines = addressLines(value.address);
  if (lines.length === 0) return <span className="muted">an empty address</span>;
  return (
    <address className="contract-parties__address">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

function EmailView({ value }: { value: Contact | null }) {
  if (!value?.email) return <span className="muted">none</span>;
  return (
    <>
      <a href={`mailto:${value.email}`}>{value.email}</a>
      {value.typeName && <span className="muted"> ({value.typeName})</span>}
    </>
  );
}

export function ContractParties({ contract }: { contract: Contract }) {
  return (
    <section aria-labelledby="contract-parties" className="contract-section">
      <h2 id="contract-parties">Parties</h2>
      <div className="contract-parties">
        <Facts
          facts={[
            { label: 'Sold to', value: <AddressView value={contract.soldToAddress} /> },
            { label: 'Billing address', value: <AddressView value={contract.billingAddress} /> },
          ]}
        />
        <Facts
          facts={[
            { label: 'Sold-to e-mail', value: <EmailView value={contract.soldToEmail} /> },
            { label: 'Billing e-mail', value: <EmailView value={contract.billingEmail} /> },
            { label: 'Production e-mail', value: <EmailView value={contract.productionEmail} /> },
          ]}
        />
      </div>
    </section>
  );
}
