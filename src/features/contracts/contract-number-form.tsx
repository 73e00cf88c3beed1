// "Go to contract number N": the quickest way to a contract, since the API cannot list them.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { parseRecordNumber } from '../../lib/record-id';

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
