import type { ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';

type Props = { tone?: 'error' | 'success' | 'info'; id?: string; children: ReactNode };

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
} as const;

/** A message screen readers announce: errors interrupt (alert), confirmations wait their turn (status). */
export function FormAlert({ tone = 'error', id, children }: Props) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      // An error takes the focus when a request fails (decision 1212): focusable from script, not a tab stop.
      tabIndex={tone === 'error' ? -1 : undefined}
      className={`mb-4 flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${tones[tone]} focus:outline-2 focus:outline-offset-2 focus:outline-red-700`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
