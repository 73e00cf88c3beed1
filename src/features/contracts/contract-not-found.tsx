// The pages for a record number the account does not hold, or an address that is not a number: a
// contract's and an insertion's offer the contract number search (an insertion is found through its
// contract).
// That search, "go to contract number N", is also the quickest way to a contract on /contracts.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { parseRecordNumber } from '../../lib/record-id';
import { RecordNotFound } from '../list/view-parts';

export function ContractNotFound({ number }: { number: string }) {
  const missing = (
    <>
      There is no contract number <strong>{number}</strong> in this account: the API answered that
      it does not exist.
    </>
  );
  return (
    <RecordNotFound noun="contract" number={number} example={1003} missing={missing}>
      <ContractNumberForm />
      <p>
        Or <Link to={paths.contracts.href()}>browse the contracts</Link> by advertiser, product or
        section.
      </p>
    </RecordNotFound>
  );
}

export function InsertionNotFound({ number, complete }: { number: string; complete: boolean }) {
  const missing = complete ? (
    <>
      There is no insertion number <strong>{number}</strong> in this account.
    </>
  ) : (
    <>
      The server has not read insertion <strong>{number}</strong>: it is still reading the account
      for the first time. Try again in a few minutes.
    </>
  );
  return (
    <RecordNotFound noun="insertion" number={number} example={100015} missing={missing}>
      <p>Insertions are found through their contract: open it by its number.</p>
      <ContractNumberForm />
    </RecordNotFound>
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
