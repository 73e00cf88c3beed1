// The header's note of who is signed in, with their roles and a Sign out button; or, when sign-in
// is off on a shared host, a warning that anyone may look.
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../components/badge';
import { accessQuery } from '../lib/access';
import './signed-in-as.css';

export function SignedInAs() {
  const { data } = useQuery(accessQuery());
  if (!data) return null;
  if (data.openToAll) {
    return (
      <Badge tone="danger" title="The server runs with ALLOW_ANONYMOUS=1">
        No sign-in: open to anyone
      </Badge>
    );
  }
  if (data.signedOut) {
    return (
      <a className="button" href={`/auth/login?return=${encodeURIComponent(location.pathname)}`}>
        Session ended: sign in
      </a>
    );
  }
  const { person, signOut } = data;
  if (!person) return null;
  const roles = person.roles.length ? person.roles.join(', ') : 'no role';
  return (
    <div className="signed-in-as" aria-label="Signed in">
      <span className="signed-in-as__who">
        <span className="signed-in-as__name" title={person.email}>
          {person.name}
        </span>
        <span className="signed-in-as__roles">{roles}</span>
      </span>
      {signOut?.method === 'post' && (
        <form method="post" action={signOut.url}>
          <button type="submit" className="button">
            Sign out
          </button>
        </form>
      )}
      {signOut?.method === 'get' && (
        <a className="button" href={signOut.url}>
          Sign out
        </a>
      )}
    </div>
  );
}
