// Whose records a per-seller view answers: the seller asked for (`seller`: a user id, or `all`),
// checked against what the role policy gives the person (everyone's, or their own records only),
// and by default a salesperson's own. The signed-in person is a seller when their e-mail is a
// user's (userOfEmail, the contract list's "Mine" too) who sold a contract the copy holds.
import type { Whose } from '../../../src/domain/view-contract';
import type { Access, Role, SectionName } from '../../auth/policy';
import type { GatewayDb } from '../../gateway/database';
import { userOfEmail } from './figures';

/** Who asks: their e-mail (none without sign-in) and what the role policy lets them read. */
export interface Viewer {
  email?: string;
  /** The person's roles; none without sign-in. */
  roles?: readonly Role[];
  may: (section: SectionName) => boolean;
  /** What the policy gives the person of a section: everyone's records, their own, or none. */
  access: (section: SectionName) => Access;
  /**
   * A per-seller view's (one with a `seller` parameter) seller, checked against the policy: a user
   * id, or null for everyone's. The query answers this seller's records alone, never `seller`.
   */
  seller: number | null;
}

/** The signed-in person as a seller: their user, when they sold a contract the copy holds. */
export function sellerOf(db: GatewayDb, email: string | undefined) {
  const user = userOfEmail(db, email);
  const sold = db.prepare('SELECT 1 FROM contracts WHERE sold_by_user_id = ? LIMIT 1').pluck();
  return user && sold.get(user.id) ? user : null;
}

/** Whose records to answer, or why the person may not have what they asked for. */
export function whoseRecords(
  db: GatewayDb,
  person: { email?: string; roles?: readonly Role[] },
  access: Exclude<Access, 'none'>,
  asked: number | 'all' | undefined,
): Whose | { refusal: string } {
  const me = sellerOf(db, person.email);
  if (access === 'own') {
    if (!me) return { refusal: 'your e-mail matches no seller of the account' };
    if (asked !== undefined && asked !== me.id) {
      return { refusal: "another seller's records are not yours to read" };
    }
    return { me, seller: me.id, everyone: false };
  }
  const mineFirst = me !== null && person.roles?.includes('sales') === true;
  const seller = asked === 'all' ? null : (asked ?? (mineFirst ? me.id : null));
  return { me, seller, everyone: true };
}
