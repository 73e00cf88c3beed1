// A person's name, from the server's copy of the account (the sellers view's `people`, which every
// signed-in role may read, e-mails only to who may read users): the one resolver of a user id to a
// name for every page, row and CSV. "User N" only for an id the copy does not know.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sellersQuery } from '../api/contract-list';
import type { Person, SellersAnswer } from '../domain/contract-list';
import { useSharedQueryData } from '../lib/use-shared-query-data';

/** Names by user id, from the sellers view's answer (empty while it is missing). */
export type PeopleNames = ReadonlyMap<number, string>;

const EMPTY: PeopleNames = new Map();
const built = new WeakMap<object, PeopleNames>();

/** Built once an answer: every name in a table reads the same map. */
export function peopleNames(answer: Pick<SellersAnswer, 'people'> | undefined): PeopleNames {
  if (!answer) return EMPTY;
  let names = built.get(answer);
  if (!names) {
    names = new Map(answer.people.map((p) => [p.id, p.name || p.email || unknownPerson(p.id)]));
    built.set(answer, names);
  }
  return names;
}

/** A person the copy does not know: their number, the only case a page shows one. */
export const unknownPerson = (id: number) => `User ${id}`;

/** The person's name, or "User N" when the copy does not know them. */
export function personName(names: PeopleNames, id: number): string {
  return names.get(id) ?? unknownPerson(id);
}

/** For a CSV: the names as the server has them now; none (ids) when it cannot say. */
export function fetchPeopleNames(queryClient: QueryClient): Promise<PeopleNames> {
  return queryClient.fetchQuery(sellersQuery()).then(peopleNames, () => new Map());
}

/** The person, as the server's copy has them (an e-mail only for who may read users). */
export function usePerson(id: number): Person | undefined {
  return useSharedQueryData(sellersQuery())?.people.find((p) => p.id === id);
}

export function UserName({ id }: { id: number | null }) {
  const names = peopleNames(useSharedQueryData(sellersQuery()));
  if (id === null) return <span className="muted">not recorded</span>;
  return <>{personName(names, id)}</>;
}

/** One line when the names could not be read: the page shows the numbers instead, and goes on. */
export function NamesNote() {
  // The answer as it is (the names' own readers ask again): an error shows, not a new request.
  const answer = useQuery({ ...sellersQuery(), retryOnMount: false });
  if (!answer.error) return null;
  return (
    <p className="muted" role="status">
      People are shown by number: the server could not give their names just now.
    </p>
  );
}
