// The page for an insertion number the account does not hold, or an address that is not a number:
// it offers the contract number search (an insertion is found through its contract).
import { PageHeader } from '../../components/page-header';
import { parseRecordNumber } from '../../lib/record-id';
import { ContractNumberForm } from './contract-number-form';

export function InsertionNotFound({ number, complete }: { number: string; complete: boolean }) {
  const isNumber = parseRecordNumber(number) !== null;
  return (
    <section className="contract-missing">
      <PageHeader title={isNumber ? `Insertion ${number} not found` : 'Not an insertion number'} />
      <p>
        {!isNumber ? (
          <>
            <code>{number}</code> is not an insertion number; insertion numbers are whole numbers,
            such as 100015.
          </>
        ) : complete ? (
          <>
            There is no insertion number <strong>{number}</strong> in this account.
          </>
        ) : (
          <>
            The server has not read insertion <strong>{number}</strong>: it is still reading the
            account for the first time. Try again in a few minutes.
          </>
        )}
      </p>
      <p>Insertions are found through their contract: open it by its number.</p>
      <ContractNumberForm />
    </section>
  );
}
