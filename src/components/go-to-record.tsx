// "Go to contract / invoice number": a small form that deep-links to the record's page.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { useMayOpen } from '../lib/access';
import { parseRecordNumber } from '../lib/record-id';
import './go-to-record.css';

type Kind = 'contract' | 'invoice';

export function GoToRecord({
  compact = false,
  label = 'Go to a record',
}: {
  compact?: boolean;
  label?: string;
}) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('contract');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // Invoices only for who may read them: no choice that can only answer "Not for your role".
  const invoices = useMayOpen()(paths.invoices.path);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = parseRecordNumber(value);
    if (number === null) {
      setProblem(`Enter ${kind === 'invoice' ? 'an' : 'a'} ${kind} number, for example 1042.`);
      return;
    }
    setProblem(null);
    setValue('');
    navigate(kind === 'contract' ? paths.contract.href(number) : paths.invoice.href(number));
  }

  return (
    <form
      role="search"
      aria-label={label}
      className={compact ? 'goto goto--compact' : 'goto'}
      onSubmit={submit}
      noValidate
    >
      {invoices && (
        <select
          aria-label="Record type"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          <option value="contract">Contract</option>
          <option value="invoice">Invoice</option>
        </select>
      )}
      <input
        aria-label={`${kind === 'contract' ? 'Contract' : 'Invoice'} number`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        inputMode="numeric"
        placeholder="Number"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit">Go</button>
      {problem && (
        <p id={`${id}-problem`} className="goto__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
