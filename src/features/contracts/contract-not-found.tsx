// The page for a contract number the API does not know (404), or an address that is not a number.
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';
import { parseRecordNumber } from '../../lib/record-id';
import { ContractNumberForm } from './contract-number-form';

export function ContractNotFound({ number }: { number: string }) {
  const isNumber = parseRecordNumber(number) !== null;
  return (
    <section className="contract-missing">
      <PageHeader title={isNumber ? `Contract ${number} not found` : 'Not a contract number'} />
      <p>
        {isNumber ? (
          <>
            There is no contract number <strong>{number}</strong> in this account: the API answered
            that it does not exist.
          </>
        ) : (
          <>
            <code>{number}</code> is not a contract number; contract numbers are whole numbers, such
            as 1003.
          </>
        )}
      </p>
      <ContractNumberForm />
      <p>
        Or <Link to={paths.contracts.href()}>browse the contracts</Link> by advertiser, product or
        section.
      </p>
    </section>
  );
}
