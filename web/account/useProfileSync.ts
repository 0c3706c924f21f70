import { useEffect } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../graphql';
import { useAuth } from './auth';

const EnsureProfileMutation = graphql(`
  mutation EnsureProfile {
    ensureProfile {
      id
    }
  }
`);

const RecordLoginMutation = graphql(`
  mutation RecordLogin {
    recordLogin {
      id
      lastLoginAt
    }
  }
`);

/** The uids already synced in this page: each sign-in is recorded once. */
const synced = new Set<string>();

/**
 * When someone is signed in, makes sure their profile exists and records the sign-in
 * (docs/product.md#accounts). Failures are only logged: the site works without them.
 */
export function useProfileSync() {
  const { user } = useAuth();
  const [, ensureProfile] = useMutation(EnsureProfileMutation);
  const [, recordLogin] = useMutation(RecordLoginMutation);

  useEffect(() => {
    if (!user || synced.has(user.uid)) return;
    synced.add(user.uid);
    void (async () => {
      const ensured = await ensureProfile({});
      if (ensured.error) {
        console.error('ensureUserProfile error', ensured.error);
        return;
      }
      const login = await recordLogin({});
      if (login.error) console.error("Errore nell'aggiornamento dell'ultimo accesso", login.error);
    })();
  }, [user, ensureProfile, recordLogin]);
}
