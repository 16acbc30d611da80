import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import Code from 'lucide-react/icons/code';
import Gauge from 'lucide-react/icons/gauge';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Users from 'lucide-react/icons/users';
import { LANGUAGES } from '../content/languages';
import { FEATURED_PROJECTS } from '../content/featured';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';

const VALUES = [
  {
    title: 'Open Source',
    text: 'Every project is public, licensed openly and shaped in the open.',
    Icon: Code,
  },
  {
    title: 'Customizable',
    text: 'Modular building blocks you can extend, theme and adapt to your needs.',
    Icon: SlidersHorizontal,
  },
  {
    title: 'High Performance',
    text: 'Lean code and strict budgets keep our software fast on every device.',
    Icon: Gauge,
  },
  {
    title: 'Community Driven',
    text: 'Roadmaps, reviews and releases are decided together with contributors.',
    Icon: Users,
  },
] as const;

export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="values-title"
          title="Why DotTrip"
          subtitle="What every project we ship stands for."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ title, text, Icon }, i) => (
            <li key={title}>
              <Reveal delay={i * 100} className="h-full rounded-2xl border border-slate-200 p-6 shadow-sm">
                <Icon size={32} aria-hidden="true" className="text-blue-700" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FeaturedProjectsSection() {
  return (
    <section aria-labelledby="featured-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          title="Featured Projects"
          subtitle="A few of the open-source projects our community builds."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURED_PROJECTS.map((project, i) => (
            <li key={project.id}>
              <Reveal
                delay={i * 100}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <img src={project.image} alt="" width={400} height={225} className="aspect-video w-full" />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{project.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{project.description}</p>
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
                    {project.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={project.link}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
                  >
                    View Project<span className="sr-only">: {project.title}</span>
                    <ArrowRight size={16} aria-hidden="true" />
                  </Link>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to="/projects"
            className="inline-flex items-center gap-2 rounded-full bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
          >
            View All Projects <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

const number = new Intl.NumberFormat('en-US');

export function DeveloperNetworkSection() {
  return (
    <section aria-labelledby="network-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="network-title"
          title="Developer Network"
          subtitle="Developers in our network, by the language they work in most."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LANGUAGES.map((language, i) => (
            <li key={language.name}>
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
                      <span className="font-semibold text-slate-900">{number.format(language.count)}</span>{' '}
                      developers
                    </p>
                  </div>
                </div>
                <p className="mt-3 text-sm text-slate-600">{language.description}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function JobsSection() {
  return (
    <section aria-labelledby="jobs-title" className="bg-blue-700 py-16 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 text-center sm:px-6 md:flex-row md:text-left lg:px-8">
        <Briefcase size={48} aria-hidden="true" className="shrink-0" />
        <div className="flex-1">
          <h2 id="jobs-title" className="text-2xl font-bold">
            Looking for your next role?
          </h2>
          <p className="mt-2 text-blue-50">
            Companies in our network hire developers every week. See what is open right now.
          </p>
        </div>
        <Link
          to="/jobs"
          className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
        >
          Browse open jobs <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/** Spec §2: the home page's contact section, reachable as /#contact. */
export function ContactSection({ form }: { form: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-slate-50 py-20">
      <div className="mx-auto max-w-2xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-title"
          title="Get in Touch"
          subtitle="Questions, ideas or partnership requests: we read every message."
        />
        <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{form}</div>
      </div>
    </section>
  );
}
