// How much of the account's contracts the mirror holds, for every view over them to say: the
// figures cover N contracts, and whether the list was read whole (an account without the contract
// list never is: the mirror then holds only the contracts read one by one so far).
import type { Coverage } from '../../../src/domain/view-contract';
import type { GatewayDb } from '../../gateway/database';
import { NotReady, tableStatus } from './state';

/** The contracts' coverage; `required`: NotReady (503) while the mirror has read none. */
export function contractCoverage(db: GatewayDb, required = true): Coverage {
  const { rows, asOf, complete } = tableStatus(db, 'contracts');
  if (required && rows === 0 && asOf === null) {
    throw new NotReady(
      'contracts',
      "The server has not read the account's contracts yet: the figures appear after its first pass",
    );
  }
  return { contracts: rows, complete, asOf };
}

/** Whole cents of an amount, as every figure adds them. */
export const centsOf = (amount: number) => Math.round(amount * 100);
