import { Link } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import MapPin from 'lucide-react/icons/map-pin';
import { SocialLinks } from '@/components/social-icons';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { COMPANY } from '../content/company';
import { OPENINGS, TEAM, initialsOf } from '../content/team';
import type { JobOpening } from '../content/team';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';
import { PageHeader } from './page-header';

const AVATAR_COLOURS = ['bg-blue-700', 'bg-violet-700', 'bg-teal-700', 'bg-rose-700'] as const;

/** The e-mail's subject names the opening, in the language the applicant reads it in. */
const applyHref = (i18n: I18n, job: JobOpening) => {
  const title = i18n._(job.title);
  const subject = i18n._(msg`Application: ${title}`);
  return `mailto:${COMPANY.joinEmail}?subject=${encodeURIComponent(subject)}`;
};

export function TeamPage() {
  const { t, i18n } = useLingui();
  // The job board's link keeps the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  return (
    <main>
      <PageHeader title={t`Our Team`}>
        <p>
          <Trans>The people who build DotTrip and look after its community.</Trans>
        </p>
      </PageHeader>

      <section aria-labelledby="members-title" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="members-title" className="sr-only">
            <Trans>Team members</Trans>
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((member, i) => {
              const firstName = member.name.split(' ')[0];
              return (
                <li key={member.id}>
                  <Reveal
                    delay={i * 100}
                    className="flex h-full flex-col items-center rounded-2xl border border-slate-200 p-6 text-center"
                  >
                    <span
                      aria-hidden="true"
                      className={`flex h-24 w-24 items-center justify-center rounded-full text-3xl font-bold text-white ${
                        AVATAR_COLOURS[i % AVATAR_COLOURS.length]
                      }`}
                    >
                      {initialsOf(member.name)}
                    </span>
                    <h3 className="mt-4 text-xl font-semibold text-slate-900">{member.name}</h3>
                    <p className="font-medium text-blue-700">{i18n._(member.role)}</p>
                    <p className="mt-3 text-slate-600">{i18n._(member.bio)}</p>
                    <details className="mt-3 text-left text-sm text-slate-600">
                      <summary className="cursor-pointer text-center font-medium text-slate-800">
                        <Trans>More about {firstName}</Trans>
                      </summary>
                      <p className="mt-2">{i18n._(member.fullBio)}</p>
                    </details>
                    <SocialLinks
                      links={member.socialLinks}
                      owner={member.name}
                      className="mt-auto pt-4"
                      linkClassName="text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                    />
                  </Reveal>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="openings-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="openings-title"
            title={t`Join Our Team`}
            subtitle={t`We are hiring. Apply by e-mail with a short note and a link to your work.`}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {OPENINGS.map((job) => {
              const title = i18n._(job.title);
              return (
                <li
                  key={job.id}
                  className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                >
                  <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <Briefcase size={16} aria-hidden="true" /> {i18n._(job.type)}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MapPin size={16} aria-hidden="true" /> {i18n._(job.location)}
                    </span>
                  </p>
                  <p className="mt-3 flex-1 text-slate-700">{i18n._(job.summary)}</p>
                  <a
                    href={applyHref(i18n, job)}
                    className="mt-6 inline-flex items-center justify-center rounded-full bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
                  >
                    <Trans>
                      Apply Now<span className="sr-only">: {title}</span>
                    </Trans>
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="mt-10 text-center">
            <Link
              to={linkTo('/jobs')}
              className="inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
            >
              <Trans>Browse all open jobs on our job board</Trans> <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>
    </main>
  );
}
