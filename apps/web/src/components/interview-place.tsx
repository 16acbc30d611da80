import { joinLink } from '@/lib/join-link';

/**
 * An interview's place: its https join link opens in a new tab (decision 1109), anything else (an address, a phone
 * number) is plain text. Shared by the hiring team's interview card and the candidate's "My applications".
 */
export function InterviewPlace({ location, className = '' }: { location: string; className?: string }) {
  const href = joinLink(location);
  if (!href) return <>{location}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`text-sky-300 underline ${className}`}
    >
      {location}
    </a>
  );
}
