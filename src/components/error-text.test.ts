import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { describeError } from './error-text';

const http = (status: number, message = 'boom', retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', endpoint: 'base /contracts/5', status, message, retryAfterSeconds });

describe('describeError', () => {
  it('blames the server credentials on 403', () => {
    const text = describeError(http(403, 'Invalid API credentials'), 'contract 5');
    expect(text.title).toContain('credentials');
    expect(text.detail).toContain('API_KEY');
  });
  it("says a 403 from the viewer's role policy is about the person's role, not the credentials", () => {
    const message = 'Not for your role: Invoices is for accounting';
    const text = describeError(http(403, message), 'the invoices of this contract');
    expect(text).toEqual({
      title: 'The invoices of this contract: not for your role',
      detail: message,
      canRetry: false,
    });
  });
  // A status's title, the API's message kept in the detail, and whether a retry can help.
  it.each([
    {
      why: 'names the missing record on 404 and offers no retry',
      status: 404,
      message: 'Contract 5 not found',
      what: 'contract 5',
      title: 'Contract 5: not found (404)',
      canRetry: false,
    },
    {
      why: 'calls a 504 gateway timeout a timeout',
      status: 504,
      message: 'Upstream did not answer in time',
      what: 'users',
      title: 'Users took too long',
      canRetry: true,
    },
  ])('$why', ({ status, message, what, title, canRetry }) => {
    const text = describeError(http(status, message), what);
    expect(text.title).toBe(title);
    expect(text.detail).toContain(message);
    expect(text.canRetry).toBe(canRetry);
  });
  it('gives the wait on 429', () => {
    const text = describeError(http(429, 'Rate limit', 30), 'the invoice list');
    expect(text.waitSeconds).toBe(30);
    expect(text.detail).toContain('30 seconds');
  });
  it('says a 429 from the API is the account’s limit at the API, in its own words', () => {
    const text = describeError(http(429, 'Rate limit exceeded', 30), 'the invoice list');
    expect(text.title).toBe('The account’s rate limit is reached (429)');
    expect(text.detail).toMatch(/^The API said: Rate limit exceeded\. The API itself refused/);
  });
  it('says a 429 from the server’s quota is the team’s limit on this server, not the API’s', () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'base /invoices/',
      status: 429,
      message:
        "The team's daily quota of 5000 API requests is spent; the next one frees up in 3 minutes.",
      retryAfterSeconds: 170,
      refusal: 'quota',
    });
    const text = describeError(error, 'the invoice list');
    expect(text.title).toBe('The team’s daily quota on this server is spent (429)');
    expect(text.detail).toContain('not the API’s');
    expect(text.detail).toContain('Retry after 3 minutes');
    expect(text.waitSeconds).toBe(170);
  });
  it('reports 5xx with the status', () => {
    expect(describeError(http(500), 'the invoice list').title).toBe(
      'The API failed while loading the invoice list (500)',
    );
  });
  it('names endpoint, record and field for a parse error', () => {
    const error = new ApiError({
      kind: 'parse',
      endpoint: 'base /invoices/7',
      message: 'expected a number',
      recordId: '7',
      fieldPath: 'line_items[0].amount',
    });
    expect(describeError(error, 'invoice 7').detail).toBe(
      'The answer from base /invoices/7 did not have the expected shape (record 7, field line_items[0].amount): expected a number',
    );
  });
  it('explains timeouts and network failures', () => {
    const timeout = new ApiError({ kind: 'timeout', endpoint: 'x', message: 'No answer in 20 s' });
    expect(describeError(timeout, 'users').title).toBe('Users took too long');
    const network = new ApiError({ kind: 'network', endpoint: 'x', message: 'Unreachable' });
    expect(describeError(network, 'users').detail).toContain('Unreachable');
  });
  it('shows other errors by their message', () => {
    expect(describeError(new Error('odd'), 'the page').detail).toBe('odd');
  });
});
