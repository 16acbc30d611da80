import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useHydrated } from '@/lib/use-hydrated';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { RotatingHeadline } from './rotating-headline';

// Decorative and absolutely positioned: loaded after the page, it cannot delay or shift anything.
const ParticleCanvas = lazy(() =>
  import('@/components/particle-canvas').then((module) => ({ default: module.ParticleCanvas })),
);

export function Hero() {
  const hydrated = useHydrated();
  // The calls to action keep the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  return (
    <section aria-labelledby="hero-eyebrow" className="relative isolate overflow-hidden bg-slate-900">
      {/* Spec §2: the decorative canvas, 30 particles. */}
      {hydrated && (
        <Suspense fallback={null}>
          <ParticleCanvas count={30} className="-z-10" />
        </Suspense>
      )}
      <div className="mx-auto max-w-5xl px-4 py-24 text-center sm:px-6 sm:py-32 lg:px-8">
        <p id="hero-eyebrow" className="text-sm font-semibold tracking-widest text-sky-300 uppercase">
          <Trans>DotTrip · Open-source software since 2020</Trans>
        </p>
        <div className="mt-4">
          <RotatingHeadline />
        </div>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
          <Trans>
            We build open, customizable and fast software together with a worldwide community of developers.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            to={linkTo('/projects')}
            className="inline-flex items-center gap-2 rounded-full bg-blue-600 px-6 py-3 font-semibold text-white hover:bg-blue-500"
          >
            <Trans>Explore Projects</Trans> <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link
            to={linkTo('/about')}
            className="inline-flex items-center rounded-full border border-slate-400 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Trans>
              Learn More<span className="sr-only"> about DotTrip</span>
            </Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
