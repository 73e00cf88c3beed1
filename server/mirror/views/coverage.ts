// How much of the account's contracts the mirror holds, for every view over them to say: the
// figures cover N contracts, and whether the list was read whole (an account without the contract
// list never is: the mirror then holds only the contracts read one by one so far).
import type { ContractCoverage } from '../../../src/api/question-views';
import type { GatewayDb } from '../../gateway/database';

/** The mirror has read no contract at all: the view has nothing to say (HTTP 503). */
export class MirrorNotReadError extends Error {}

export function contractCoverage(db: GatewayDb): ContractCoverage {
  const stream = db
    .prepare(
      "SELECT as_of AS asOf, full_at AS fullAt FROM mirror_streams WHERE stream = 'contracts'",
    )
    .get() as { asOf: number | null; fullAt: number | null } | undefined;
  const contracts = db.prepare('SELECT COUNT(*) FROM contracts').pluck().get() as number;
  if (contracts === 0 && !stream?.asOf) {
    throw new MirrorNotReadError(
      "The server has not read the account's contracts yet: the figures appear after its first pass",
    );
  }
  return {
    contracts,
    complete: stream?.fullAt != null,
    asOf: stream?.asOf ? new Date(stream.asOf).toISOString() : null,
  };
}

/** Whole cents of an amount, as every figure adds them. */
export const centsOf = (amount: number) => Math.round(amount * 100);
