import { useLocation, useNavigate } from 'react-router';

type StepKey = 'verifyEmail' | 'resetEmail';

/**
 * The second step of registration or password recovery, kept in the history entry's state (decision 1149).
 *
 * The address stays as it is (`/register`, `/forgot-password`): the entry is replaced by the same address with the
 * e-mail in its state, as the invitation pages keep their token (decision 1082). A reload, or Back from the mailbox,
 * then opens the step again instead of the empty first form, whose second submission the server would refuse (409 on
 * register) or answer without a mail (within the minute of the first one).
 */
export function useStepInHistory(key: StepKey): [string | null, (email: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state as Record<string, unknown> | null) ?? {};
  const kept = state[key];
  const keep = (email: string | null) => {
    const next: Record<string, unknown> = { ...state };
    if (email) next[key] = email;
    else delete next[key];
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: next },
    );
  };
  return [typeof kept === 'string' ? kept : null, keep];
}
