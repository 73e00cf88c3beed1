import { describe, expect, it } from 'vitest';
import {
  booleanParam,
  changeList,
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  listSearch,
  parseListParams,
  pickSet,
  textParam,
} from './list-params';

const spec = defineListSpec({
  params: {
    q: textParam({ default: '' }),
    email: textParam({ trim: true }),
    past_due: booleanParam({ default: false, write: ['1', '0'] }),
    active: booleanParam({ default: true }),
    month: dateParam({ month: true }),
    status: enumParam(['unpaid', 'paid'], {
      message: ({ given, readable }) => (readable ? null : `No status “${given}”.`),
    }),
    page: integerParam({ min: 1, default: 1 }),
  },
  page: 'page',
});
const parse = (query: string) => parseListParams(spec, query);

describe('text, boolean and month params', () => {
  it('keeps free text as typed, and trims exact-match text with a note', () => {
    const { values, corrections } = parse('q=%20two%20words&email=%20a%40b.c%20');
    expect(values.q).toBe(' two words');
    expect(values.email).toBe('a@b.c');
    expect(corrections.map((c) => c.message)).toEqual([
      'email=\u0020a@b.c\u0020 has spaces around it; “a@b.c” is used.',
    ]);
    expect(parse('email=%20%20').values.email).toBeUndefined();
  });

  it('reads booleans in either spelling and writes them the declared way', () => {
    expect(parse('past_due=1&active=false').values).toMatchObject({
      past_due: true,
      active: false,
    });
    expect(parse('past_due=true').corrections[0]!.message).toBe('past_due=true is read as 1.');
    expect(parse('active=maybe').corrections[0]!.message).toBe(
      'active=maybe is neither true nor false; true (the default) is used.',
    );
    expect(listSearch(spec, { past_due: true, active: false }).toString()).toBe(
      'past_due=1&active=false',
    );
    expect(listSearch(spec, { past_due: false, active: true }).toString()).toBe('');
  });

  it('accepts a month where the param allows one', () => {
    expect(parse('month=2025-03').values.month).toBe('2025-03');
    expect(parse('month=2025-13').values.month).toBeUndefined();
  });

  it('uses a param’s own wording, and says nothing when it returns null', () => {
    expect(parse('status=late').corrections.map((c) => c.message)).toEqual(['No status “late”.']);
    expect(parse('status=PAID').corrections).toEqual([]);
    expect(parse('status=PAID').values.status).toBe('paid');
  });
});

describe('changeList: every change but paging goes back to page 1', () => {
  const on3 = parse('page=3&q=x').values;

  it('sends a filter change back to the first page', () => {
    expect(changeList(spec, on3, { status: 'paid' })).toMatchObject({ status: 'paid', page: 1 });
    expect(changeList(spec, on3, { q: '' }).page).toBe(1);
  });

  it('keeps the page for a page change and for no change at all', () => {
    expect(changeList(spec, on3, { page: 4 }).page).toBe(4);
    expect(changeList(spec, on3, {}).page).toBe(3);
    expect(listSearch(spec, changeList(spec, on3, {})).toString()).toBe('q=x&page=3');
  });

  it('leaves lists without a page alone', () => {
    const unpaged = defineListSpec({ params: { q: textParam({ default: '' }) } });
    expect(changeList(unpaged, { q: 'a' }, { q: 'b' })).toEqual({ q: 'b' });
  });
});

describe('pickSet', () => {
  it('keeps only the named values that are set', () => {
    expect(pickSet(parse('email=a%40b.c').values, ['email', 'month'])).toEqual({
      email: 'a@b.c',
    });
  });
});
