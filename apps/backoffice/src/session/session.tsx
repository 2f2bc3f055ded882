import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, setCsrfToken, setUnauthorizedHandler } from '../api/client';
import type { MeAnswer, Member, Places } from '../api/types';
import { useLanguage } from '../i18n';

/**
 * The staff session: GET /me at start (the cookie is httpOnly, so asking is the only way to
 * know), then GET /places for the brands, cities and outlets in the member's scope. Any 401
 * (an expired or revoked session) turns the app to signed-out, which shows sign-in.
 */
export interface SignedIn {
  member: Member;
  places: Places;
  csrfToken: string;
  mustSetUpTotp: boolean;
}

type SessionState = { status: 'loading' } | { status: 'signedOut' } | ({ status: 'signedIn' } & SignedIn);

interface SessionContextValue {
  state: SessionState;
  /** after sign-in, the TOTP step or a link: keep the token and load the member's places */
  completeSignIn: (answer: { csrfToken: string }) => Promise<void>;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const NO_PLACES: Places = { brands: [], cities: [], outlets: [] };

async function loadSession(): Promise<SignedIn> {
  const me = await api.get<MeAnswer>('/me');
  setCsrfToken(me.csrfToken);
  // a member who must first set up the second factor reaches only their own account
  const places = me.mustSetUpTotp ? NO_PLACES : await api.get<Places>('/places');
  return { member: me.member, places, csrfToken: me.csrfToken, mustSetUpTotp: me.mustSetUpTotp };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const { setLanguage } = useLanguage();

  const load = useCallback(async () => {
    try {
      const session = await loadSession();
      setState({ status: 'signedIn', ...session });
      setLanguage(session.member.language);
    } catch {
      // a 401 lands here too (and the handler below did the same)
      setCsrfToken(null);
      setState({ status: 'signedOut' });
    }
  }, [setLanguage]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setCsrfToken(null);
      setState({ status: 'signedOut' });
    });
    void load();
    return () => setUnauthorizedHandler(null);
  }, [load]);

  const completeSignIn = useCallback(
    async (answer: { csrfToken: string }) => {
      setCsrfToken(answer.csrfToken);
      await load();
    },
    [load],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post('/auth/sign-out');
    } finally {
      setCsrfToken(null);
      setState({ status: 'signedOut' });
    }
  }, []);

  const value = useMemo(
    () => ({ state, completeSignIn, refresh: load, signOut }),
    [state, completeSignIn, load, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The whole session state, for the gate and the sign-in screens. */
export function useAuth(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useAuth needs <SessionProvider>');
  return value;
}

/** The signed-in member, their places and the session's actions (pages inside the gate only). */
export function useSession(): SignedIn & { refresh: () => Promise<void>; signOut: () => Promise<void> } {
  const { state, refresh, signOut } = useAuth();
  if (state.status !== 'signedIn') throw new Error('useSession is for pages behind sign-in');
  return {
    member: state.member,
    places: state.places,
    csrfToken: state.csrfToken,
    mustSetUpTotp: state.mustSetUpTotp,
    refresh,
    signOut,
  };
}
