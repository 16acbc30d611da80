import type { SVGProps } from 'react';
import { useLingui } from '@lingui/react/macro';

// Brand marks are not part of lucide-react 1.x; these are small inline SVGs (no external requests).
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true as const,
  focusable: false as const,
});

export function GithubIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg {...base(size)} {...props}>
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z" />
    </svg>
  );
}

export function TwitterIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg {...base(size)} {...props}>
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
    </svg>
  );
}

export function LinkedinIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg {...base(size)} {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

export type SocialNetwork = 'github' | 'twitter' | 'linkedin';

const ICONS = { github: GithubIcon, twitter: TwitterIcon, linkedin: LinkedinIcon } as const;
const NAMES = { github: 'GitHub', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

/**
 * Icon links to social profiles. Each link is named for screen readers ("DotTrip on GitHub"),
 * opens in a new tab and says so.
 */
export function SocialLinks({
  links,
  owner,
  className = '',
  linkClassName = 'text-slate-600 hover:text-slate-900',
}: {
  links: Partial<Record<SocialNetwork, string>>;
  owner: string;
  className?: string;
  linkClassName?: string;
}) {
  const { t } = useLingui();
  const entries = (Object.keys(ICONS) as SocialNetwork[]).filter((network) => links[network]);
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {entries.map((network) => {
        const Icon = ICONS[network];
        const name = NAMES[network];
        return (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`${owner} on ${name} (opens in a new tab)`}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors ${linkClassName}`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
