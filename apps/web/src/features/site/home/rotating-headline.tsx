import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2: the hero's phrases (the spec's English), changing every 3 s (spec §9). */
export const HEADLINES = [
  'Building the Future',
  'Transforming Technology',
  'Innovation Together',
  'Powering Next Generation',
] as const;
export const HEADLINE_INTERVAL_MS = 3_000;

/** Each phrase as a message, shown in the active language. */
const HEADLINE_MESSAGES: Record<(typeof HEADLINES)[number], MessageDescriptor> = {
  'Building the Future': msg`Building the Future`,
  'Transforming Technology': msg`Transforming Technology`,
  'Innovation Together': msg`Innovation Together`,
  'Powering Next Generation': msg`Powering Next Generation`,
};

/**
 * The hero headline. All phrases sit in one grid cell, so the box is always as large as the
 * longest phrase and never resizes when the phrase changes (no layout shift); only opacity
 * changes. Hidden phrases are aria-hidden, so the heading's name is the phrase on screen.
 * A pause button satisfies WCAG 2.2.2 for the auto-updating text.
 */
export function RotatingHeadline() {
  const { i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % HEADLINES.length), HEADLINE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <>
      <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
        <span data-testid="headline-stack" className="grid">
          {HEADLINES.map((phrase, i) => (
            <span
              key={phrase}
              aria-hidden={i !== index}
              data-active={i === index}
              style={{ opacity: i === index ? 1 : 0 }}
              className="col-start-1 row-start-1 bg-gradient-to-r from-sky-300 to-violet-300 bg-clip-text text-transparent transition-opacity duration-700 motion-reduce:transition-none"
            >
              {i18n._(HEADLINE_MESSAGES[phrase])}
            </span>
          ))}
        </span>
      </h1>
      <button
        type="button"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
        className="mt-4 rounded-full px-3 py-1 text-xs text-slate-300 hover:bg-white/10 hover:text-white"
      >
        {paused ? <Trans>Resume headline</Trans> : <Trans>Pause headline</Trans>}
      </button>
    </>
  );
}
