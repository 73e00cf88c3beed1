// /status's lines about the copy's answers compared with the API's: how many were compared, how
// many differed, and the kinds of answer turned off (the API answers them), with the request and
// the member that differed, and for an administrator a button that turns them back on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayStatusQuery, resetCopyAnswers, type CopyAnswers } from '../../api/gateway-status';
import { Notice } from '../../components/notice';
import { formatInteger } from '../../domain/format';
import { utc } from './postgres-copy';

/** The one-line summary, e.g. "Answers from the copy: 12 compared, 1 differed; turned off: …". */
export function copyAnswersText(answers: CopyAnswers): string {
  const counts = `Answers from the copy: ${formatInteger(answers.compared)} compared, ${formatInteger(answers.differed)} differed`;
  const off = answers.off.map((kind) => kind.text).join(', ');
  return `${counts}${off ? `; turned off: ${off}` : ''}.`;
}

export function CopyAnswersFacts({ answers }: { answers: CopyAnswers }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetCopyAnswers(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gatewayStatusQuery().queryKey }),
  });
  return (
    <>
      <p>
        {copyAnswersText(answers)}{' '}
        {answers.budget > 0
          ? `The server compares the first answer of each kind with the API’s, then one in 50, within ${formatInteger(answers.budget)} API requests a day.`
          : 'The server makes no comparisons (MIRROR_VERIFY_BUDGET is 0).'}
      </p>
      {answers.off.length > 0 && (
        <>
          <p>
            The API answers these kinds instead (staff see nothing different). Turn them back on
            once the server’s code is fixed:
          </p>
          <ul className="status-page__facts">
            {answers.off.map((kind) => (
              <li key={kind.kind}>
                {`${kind.text}: ${kind.request ?? 'a request'} differed at ${kind.member ?? 'its answer'} (${utc(kind.at)})`}
              </li>
            ))}
          </ul>
          <p>
            <button
              type="button"
              className="button"
              onClick={() => reset.mutate()}
              disabled={reset.isPending}
            >
              Answer them from the copy again
            </button>
          </p>
          {reset.isError && (
            <Notice tone="warning" title="Nothing was turned back on">
              {reset.error.message}
            </Notice>
          )}
        </>
      )}
    </>
  );
}
