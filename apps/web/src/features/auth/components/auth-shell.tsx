import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// Decorative and absolutely positioned: loaded after the page (as on the home page), it cannot delay or shift the
// form, and the sign-in pages' scripts stay on the path to their first paint without it (decision 1016).
const ParticleCanvas = lazy(() =>
  import('@/components/particle-canvas').then((module) => ({ default: module.ParticleCanvas })),
);

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Spec §2: the login page's background has 80 animated particles. */
  particles?: number;
  children: ReactNode;
};

/** The frame every sign-in screen shares: a dark backdrop and one light card with the page heading. */
export function AuthShell({ title, subtitle, particles, children }: Props) {
  const hydrated = useHydrated();
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-slate-950 px-4 py-16">
      {particles && hydrated ? (
        <Suspense fallback={null}>
          <ParticleCanvas count={particles} />
        </Suspense>
      ) : null}
      <div className="relative w-full max-w-md rounded-2xl bg-white p-8 text-slate-900 shadow-xl">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
