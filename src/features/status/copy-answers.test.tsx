// /status's account of the copy's answers compared with the API's: read from the server's JSON,
// and said in one line with the kinds turned off, the request and the member that differed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseCopyAnswers, parseGatewayStatus, type CopyAnswers } from '../../api/gateway-status';
import { CopyAnswersFacts, copyAnswersText } from './status-sections';

const off = {
  kind: 'users?first_name',
  text: 'users by first_name',
  request: 'secondary/users/?first_name=maria',
  member: '$.users[0]',
  at: '2026-11-28T09:00:00.000Z',
};

const said = (answers: CopyAnswers) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <CopyAnswersFacts answers={answers} />
    </QueryClientProvider>,
  ).replace(/<[^>]+>/g, ' ');

describe("the copy's answers on /status", () => {
  it('is read from /api/status, and is null without a copy or when malformed', () => {
    const quota = { quota: { used: 1, limit: 5000, windowHours: 24, reserve: 500 } };
    const body = { ...quota, mirrorVerify: { budget: 50, compared: 3, differed: 1, off: [off] } };
    expect(parseGatewayStatus(body).copyAnswers).toEqual({
      budget: 50,
      compared: 3,
      differed: 1,
      off: [off],
    });
    expect(parseGatewayStatus(quota).copyAnswers).toBeNull();
    expect(parseCopyAnswers({ budget: 50, compared: 'many', differed: 0, off: [] })).toBeNull();
    expect(parseCopyAnswers({ budget: 5, compared: 1, differed: 0, off: [{ kind: 1 }] })).toEqual({
      budget: 5,
      compared: 1,
      differed: 0,
      off: [],
    });
  });

  it('says the counts and the kinds turned off, with where they differed', () => {
    const answers = { budget: 50, compared: 12, differed: 1, off: [off] };
    expect(copyAnswersText(answers)).toBe(
      'Answers from the copy: 12 compared, 1 differed; turned off: users by first_name.',
    );
    const text = said(answers);
    expect(text).toContain('secondary/users/?first_name=maria differed at $.users[0]');
    expect(text).toContain('Answer them from the copy again');
  });

  it('says nothing is turned off, and when no comparisons are made', () => {
    const text = said({ budget: 0, compared: 0, differed: 0, off: [] });
    expect(text).toContain('Answers from the copy: 0 compared, 0 differed.');
    expect(text).toContain('MIRROR_VERIFY_BUDGET is 0');
    expect(text).not.toContain('Answer them from the copy again');
  });
});
