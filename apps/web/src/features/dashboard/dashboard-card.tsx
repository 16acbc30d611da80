import { useId } from 'react';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { textLang } from '@/lib/lang';

export type CardLink = {
  to: string;
  /** A message, or one of the spec's Vietnamese names ("Gói dịch vụ"), the same in both languages. */
  title: MessageDescriptor | string;
  description: MessageDescriptor;
  icon: LucideIcon;
};

/** A dashboard tile: the whole card is one link with its title as the accessible name. */
export function DashboardCard({ card, note }: { card: CardLink; note?: string }) {
  const { i18n } = useLingui();
  const Icon = card.icon;
  const fixed = typeof card.title === 'string';
  const title = typeof card.title === 'string' ? card.title : i18n._(card.title);
  return (
    <Link
      to={card.to}
      className="group flex h-full gap-4 rounded-xl border border-slate-800 bg-slate-900 p-5 transition-colors hover:border-sky-500 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-sky-500/15 text-sky-300">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span
          className="block font-semibold text-white"
          lang={fixed && i18n.locale !== 'vi' ? textLang(title) : undefined}
        >
          {title}
        </span>
        <span className="mt-1 block text-sm text-slate-300">{i18n._(card.description)}</span>
        {note && <span className="mt-2 block text-xs font-medium text-amber-200">{note}</span>}
      </span>
    </Link>
  );
}

export function CardGroup({ title, cards }: { title: MessageDescriptor; cards: CardLink[] }) {
  const { i18n } = useLingui();
  const id = useId();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-lg font-semibold text-white">
        {i18n._(title)}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.to}>
            <DashboardCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
