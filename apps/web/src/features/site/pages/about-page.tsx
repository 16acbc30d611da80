import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Accessibility from 'lucide-react/icons/accessibility';
import Award from 'lucide-react/icons/award';
import Blocks from 'lucide-react/icons/blocks';
import Eye from 'lucide-react/icons/eye';
import Handshake from 'lucide-react/icons/handshake';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Mail from 'lucide-react/icons/mail';
import Users from 'lucide-react/icons/users';
import { GithubIcon } from '@/components/social-icons';
import { COMPANY } from '../content/company';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';
import { PageHeader } from './page-header';

const PILLARS = [
  {
    key: 'accessibility',
    title: msg`Accessibility`,
    text: msg`Software anyone can use, whatever their device, connection or abilities.`,
    Icon: Accessibility,
  },
  {
    key: 'flexibility',
    title: msg`Flexibility`,
    text: msg`Modular tools that adapt to your stack instead of forcing a new one.`,
    Icon: Blocks,
  },
  {
    key: 'community',
    title: msg`Community`,
    text: msg`A worldwide network of developers who build, review and teach together.`,
    Icon: Users,
  },
] as const;

const VALUES = [
  {
    key: 'transparency',
    title: msg`Transparency`,
    text: msg`Open code, open roadmaps, open decisions.`,
    Icon: Eye,
  },
  {
    key: 'collaboration',
    title: msg`Collaboration`,
    text: msg`The best ideas come from many hands.`,
    Icon: Handshake,
  },
  {
    key: 'innovation',
    title: msg`Innovation`,
    text: msg`We try new approaches and share what we learn.`,
    Icon: Lightbulb,
  },
  {
    key: 'quality',
    title: msg`Quality`,
    text: msg`Tested, reviewed and documented before it ships.`,
    Icon: Award,
  },
] as const;

export function AboutPage() {
  const { t, i18n } = useLingui();
  const foundedYear = COMPANY.foundedYear;
  return (
    <main>
      <PageHeader title={t`About DotTrip`}>
        <p>
          <Trans>
            An open-source software company building tools with and for developers since {foundedYear}.
          </Trans>
        </p>
      </PageHeader>

      <section aria-labelledby="story-title" className="py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <Reveal>
            <h2 id="story-title" className="text-3xl font-bold text-slate-900">
              <Trans>Our Story</Trans>
            </h2>
            <p className="mt-4 text-slate-700">
              <Trans>
                DotTrip was founded in {foundedYear} by a small group of engineers who believed that the
                software businesses depend on should be open for everyone to read, improve and share.
              </Trans>
            </p>
            <p className="mt-4 text-slate-700">
              <Trans>
                What began as a handful of libraries has grown into a family of projects and a developer
                network of tens of thousands of people across the world.
              </Trans>
            </p>
          </Reveal>
          <Reveal delay={100}>
            <h2 className="text-3xl font-bold text-slate-900">
              <Trans>Our Mission</Trans>
            </h2>
            <p className="mt-4 text-slate-700">
              <Trans>
                To make high-quality software accessible to every team, and to connect the developers who
                build it with the companies that need them.
              </Trans>
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              <div className="rounded-xl bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">
                  <Trans>Founded</Trans>
                </dt>
                <dd className="text-2xl font-bold text-slate-900">{foundedYear}</dd>
              </div>
              <div className="rounded-xl bg-slate-50 p-4">
                <dt className="text-sm text-slate-600">
                  <Trans>Open-source projects</Trans>
                </dt>
                <dd className="text-2xl font-bold text-slate-900">5</dd>
              </div>
            </dl>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="pillars-title" title={t`Our Pillars`} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {PILLARS.map(({ key, title, text, Icon }, i) => (
              <li key={key}>
                <Reveal
                  delay={i * 100}
                  className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                >
                  <Icon size={32} aria-hidden="true" className="text-blue-700" />
                  <h3 className="mt-4 text-xl font-semibold text-slate-900">{i18n._(title)}</h3>
                  <p className="mt-2 text-slate-600">{i18n._(text)}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-title" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" title={t`Our Values`} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ key, title, text, Icon }, i) => (
              <li key={key}>
                <Reveal delay={i * 100} className="h-full rounded-2xl border border-slate-200 p-6">
                  <Icon size={28} aria-hidden="true" className="text-violet-700" />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
                  <p className="mt-2 text-slate-600">{i18n._(text)}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="join-title" className="bg-slate-900 py-20 text-center text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="join-title" className="text-3xl font-bold">
            <Trans>Join Us</Trans>
          </h2>
          <p className="mt-4 text-slate-300">
            <Trans>Browse our code, pick an issue, or tell us how you would like to contribute.</Trans>
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <a
              href={COMPANY.codeHost}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-200"
            >
              <GithubIcon />{' '}
              <Trans>
                DotTrip on GitHub <span className="sr-only">(opens in a new tab)</span>
              </Trans>
            </a>
            <a
              href={`mailto:${COMPANY.joinEmail}`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-400 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              <Mail size={20} aria-hidden="true" /> {COMPANY.joinEmail}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
