// Says which values of the address were not usable and what is shown instead.
import { Notice } from './notice';

export function CorrectionsNotice({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Notice tone="warning" title="Part of the address was corrected">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Notice>
  );
}
