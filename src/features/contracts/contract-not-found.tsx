// The pages for a contract or insertion number the account does not hold, or an address that is not
// a number: each offers the contract number search (an insertion is found through its contract).
// That search, "go to contract number N", is also the quickest way to a contract on /contracts.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { parseRecordNumber } from '../../lib/record-id';

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

export function ContractNumberForm() {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = parseRecordNumber(value);
    if (number === null) {
      setProblem('Enter a contract number, for example 1003.');
      return;
    }
    setProblem(null);
    navigate(paths.contract.href(number));
  }

  return (
    <form className="contracts__goto" onSubmit={submit} noValidate aria-label="Go to a contract">
      <label htmlFor={`${id}-number`}>Contract number</label>
      <input
        id={`${id}-number`}
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        size={10}
      />
      <button type="submit" className="button button--primary">
        Open contract
      </button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="contracts__problem">
          {problem}
        </p>
      )}
    </form>
  );
}
