import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sellersQuery } from '../api/contract-list';
import type { SellersAnswer } from '../domain/contract-list';
import { fetchPeopleNames, NamesNote, peopleNames, personName, UserName } from './user-name';

const answer: SellersAnswer = {
  me: null,
  sellers: [{ id: 2, name: 'Marcus Bell' }],
  people: [
    { id: 2, name: 'Marcus Bell' },
    { id: 20, name: 'Ana Ortiz', email: 'ana@example.com' },
    { id: 21, name: '', email: 'nameless@example.com' },
    { id: 22, name: '' },
  ],
};

function clientWith(data: SellersAnswer | Error): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data instanceof Error) {
    const { queryKey } = sellersQuery();
    client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: data });
  } else client.setQueryData(sellersQuery().queryKey, data);
  return client;
}

const html = (client: QueryClient, node: React.ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

describe("a person's name", () => {
  it("is the copy's name; the e-mail when it has none; User N only for an id it does not know", () => {
    const names = peopleNames(answer);
    expect(personName(names, 2)).toBe('Marcus Bell');
    expect(personName(names, 20)).toBe('Ana Ortiz');
    expect(personName(names, 21)).toBe('nameless@example.com');
    expect(personName(names, 22)).toBe('User 22');
    expect(personName(names, 99)).toBe('User 99');
    // One map an answer: every row of a table reads the same one.
    expect(peopleNames(answer)).toBe(names);
    expect(personName(peopleNames(undefined), 2)).toBe('User 2');
  });

  it('is drawn from the cached answer, with "not recorded" for no one', () => {
    const client = clientWith(answer);
    expect(html(client, <UserName id={2} />)).toBe('Marcus Bell');
    expect(html(client, <UserName id={7} />)).toBe('User 7');
    expect(html(client, <UserName id={null} />)).toContain('not recorded');
    expect(html(client, <NamesNote />)).toBe('');
  });

  it('falls back to the numbers with a one-line note when the names cannot be read', async () => {
    const client = clientWith(new Error('503'));
    expect(html(client, <UserName id={2} />)).toBe('User 2');
    expect(html(client, <NamesNote />)).toContain('People are shown by number');
    const failing = new QueryClient();
    failing.setQueryDefaults(sellersQuery().queryKey, {
      queryFn: () => Promise.reject(new Error('down')),
    });
    expect(personName(await fetchPeopleNames(failing), 2)).toBe('User 2');
    expect(personName(await fetchPeopleNames(clientWith(answer)), 20)).toBe('Ana Ortiz');
  });
});
