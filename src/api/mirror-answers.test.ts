import { afterEach, describe, expect, it } from 'vitest';
import {
  clearMirrorAnswers,
  mirrorAnswers,
  noteMirrorAnswer,
  refreshPage,
  takeRefresh,
} from './mirror-answers';
import { setPageOf } from './answer-notes';

const headers = (cache: string, at = '2026-11-02T10:42:00.000Z') =>
  new Headers({ 'x-gateway-cache': cache, 'x-gateway-stored-at': at });

afterEach(() => clearMirrorAnswers());

describe('the answers from the server’s copy of the account', () => {
  it('are kept by URL for the page they were asked for, and cleared by a later answer', () => {
    setPageOf(() => '/invoices/50011');
    noteMirrorAnswer('/api/base/invoices/50011', headers('mirror'));
    expect(mirrorAnswers()).toEqual([
      { asOf: Date.parse('2026-11-02T10:42:00.000Z'), page: '/invoices/50011' },
    ]);
    noteMirrorAnswer('/api/base/invoices/50011', headers('miss'));
    expect(mirrorAnswers()).toEqual([]);
  });

  it('leave reference lists to their own notice, and an as-of that is not a date out', () => {
    noteMirrorAnswer('/api/base/products/', headers('mirror'));
    noteMirrorAnswer('/api/secondary/users/?email=a%40b.c', headers('mirror'));
    noteMirrorAnswer('/api/base/invoices/1', headers('mirror', 'soon'));
    expect(mirrorAnswers()).toEqual([]);
  });

  it('a Refresh marks the page’s answers once', () => {
    setPageOf(() => '/contracts/1003');
    noteMirrorAnswer('/api/base/contracts/1003', headers('mirror'));
    setPageOf(() => '/invoices');
    noteMirrorAnswer('/api/base/invoices/?page=1', headers('mirror'));
    refreshPage('/contracts/1003');
    expect(takeRefresh('/api/base/invoices/?page=1')).toBe(false);
    expect(takeRefresh('/api/base/contracts/1003')).toBe(true);
    expect(takeRefresh('/api/base/contracts/1003')).toBe(false);
  });
});
