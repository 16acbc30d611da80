import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import Code from 'lucide-react/icons/code';
import Gauge from 'lucide-react/icons/gauge';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Users from 'lucide-react/icons/users';
import { formatNumber, pluralCategory } from '@app/shared';
import type { Locale } from '@app/shared';
import { LANGUAGES } from '../content/languages';
import { FEATURED_PROJECTS } from '../content/featured';
import { tagLabel } from '../content/tags';
import { HydrationSlice } from '@/lib/hydration-slices';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';

const VALUES = [
  {
    key: 'open-source',
    title: msg`Open Source`,
    text: msg`Every project is public, licensed openly and shaped in the open.`,
    Icon: Code,
  },
  {
    key: 'customizable',
    title: msg`Customizable`,
    text: msg`Modular building blocks you can extend, theme and adapt to your needs.`,
    Icon: SlidersHorizontal,
  },
  {
    key: 'performance',
    title: msg`High Performance`,
    text: msg`Lean code and strict budgets keep our software fast on every device.`,
    Icon: Gauge,
  },
  {
    key: 'community',
    title: msg`Community Driven`,
    text: msg`Roadmaps, reviews and releases are decided together with contributors.`,
    Icon: Users,
  },
] as const;

export function ValuesSection() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="values-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="values-title"
          title={t`Why DotTrip`}
          subtitle={t`What every project we ship stands for.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, title, text, Icon }, i) => (
            <li key={key}>
              {/* Each card hydrates in a task of its own (decision 1034). */}
              <HydrationSlice>
                <Reveal delay={i * 100} className="h-full rounded-2xl border border-slate-200 p-6 shadow-sm">
                  <Icon size={32} aria-hidden="true" className="text-blue-700" />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
                  <p className="mt-2 text-slate-600">{i18n._(text)}</p>
                </Reveal>
              </HydrationSlice>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FeaturedProjectsSection() {
  const { t, i18n } = useLingui();
  // The cards' and the section's links keep the language the address names (decision 1122): read once.
  const linkTo = useAddressLinks();
  return (
    <section aria-labelledby="featured-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          title={t`Featured Projects`}
          subtitle={t`A few of the open-source projects our community builds.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURED_PROJECTS.map((project, i) => {
            const title = i18n._(project.title);
            return (
              <li key={project.id}>
                <HydrationSlice>
                  <Reveal
                    delay={i * 100}
                    className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                  >
                    <img
                      src={project.image}
                      alt=""
                      width={400}
                      height={225}
                      className="aspect-video w-full"
                    />
                    <div className="flex flex-1 flex-col p-5">
                      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                      <p className="mt-2 flex-1 text-sm text-slate-600">{i18n._(project.description)}</p>
                      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Tags`}>
                        {project.tags.map((tag) => (
                          <li
                            key={tag}
                            className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800"
                          >
                            {tagLabel(i18n, tag)}
                          </li>
                        ))}
                      </ul>
                      <Link
                        to={linkTo(project.link)}
                        className="mt-4 inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
                      >
                        <Trans>
                          View Project<span className="sr-only">: {title}</span>
                        </Trans>
                        <ArrowRight size={16} aria-hidden="true" />
                      </Link>
                    </div>
                  </Reveal>
                </HydrationSlice>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to={linkTo('/projects')}
            className="inline-flex items-center gap-2 rounded-full bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
          >
            <Trans>View All Projects</Trans> <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export function DeveloperNetworkSection() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section aria-labelledby="network-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="network-title"
          title={t`Developer Network`}
          subtitle={t`Developers in our network, by the language they work in most.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LANGUAGES.map((language, i) => {
            const count = language.count;
            const formatted = formatNumber(count, locale);
            const form = pluralCategory(count, locale);
            return (
              <li key={language.name}>
                <HydrationSlice>
                  <Reveal delay={(i % 4) * 100} className="h-full rounded-2xl border border-slate-200 p-6">
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className={`flex h-12 w-12 items-center justify-center rounded-xl text-sm font-bold ${language.color}`}
                      >
                        {language.icon}
                      </span>
                      <div>
                        <h3 className="font-semibold text-slate-900">{language.name}</h3>
                        <p className="text-sm text-slate-600">
                          {/* A select on the shared plural rule: Lingui's own plural makes an Intl formatter (decision 1035). */}
                          <Select
                            value={form}
                            _one={
                              <span>
                                <span className="font-semibold text-slate-900">{formatted}</span> developer
                              </span>
                            }
                            other={
                              <span>
                                <span className="font-semibold text-slate-900">{formatted}</span> developers
                              </span>
                            }
                          />
                        </p>
                      </div>
                    </div>
                    <p className="mt-3 text-sm text-slate-600">{i18n._(language.description)}</p>
                  </Reveal>
                </HydrationSlice>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function JobsSection() {
  const linkTo = useAddressLinks();
  return (
    <section aria-labelledby="jobs-title" className="bg-blue-700 py-16 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 text-center sm:px-6 md:flex-row md:text-left lg:px-8">
        <Briefcase size={48} aria-hidden="true" className="shrink-0" />
        <div className="flex-1">
          <h2 id="jobs-title" className="text-2xl font-bold">
            <Trans>Looking for your next role?</Trans>
          </h2>
          <p className="mt-2 text-blue-50">
            <Trans>Companies in our network hire developers every week. See what is open right now.</Trans>
          </p>
        </div>
        <Link
          to={linkTo('/jobs')}
          className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
        >
          <Trans>Browse open jobs</Trans> <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/** Spec §2: the home page's contact section, reachable as /#contact. */
export function ContactSection({ form }: { form: ReactNode }) {
  const { t } = useLingui();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-slate-50 py-20">
      <div className="mx-auto max-w-2xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-title"
          title={t`Get in Touch`}
          subtitle={t`Questions, ideas or partnership requests: we read every message.`}
        />
        <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{form}</div>
      </div>
    </section>
  );
}
