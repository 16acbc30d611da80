import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADLINES, HEADLINE_INTERVAL_MS, RotatingHeadline } from './rotating-headline';

const visiblePhrases = () => HEADLINES.filter((phrase) => screen.getByText(phrase).style.opacity === '1');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RotatingHeadline', () => {
  it('cycles through the four phrases every 3 s, one visible at a time, and wraps around', () => {
    render(<RotatingHeadline />);
    const heading = screen.getByRole('heading', { level: 1 });
    const seen: string[] = [];
    for (let i = 0; i < HEADLINES.length + 1; i++) {
      expect(visiblePhrases()).toHaveLength(1);
      seen.push(visiblePhrases()[0]!);
      expect(heading).toHaveAccessibleName(visiblePhrases()[0]);
      act(() => vi.advanceTimersByTime(HEADLINE_INTERVAL_MS - 1));
      expect(visiblePhrases()[0]).toBe(seen.at(-1));
      act(() => vi.advanceTimersByTime(1));
    }
    expect(seen).toEqual([
      'Building the Future',
      'Transforming Technology',
      'Innovation Together',
      'Powering Next Generation',
      'Building the Future',
    ]);
  });

  it('never changes the layout: all phrases stay stacked in the same box, only opacity changes', () => {
    render(<RotatingHeadline />);
    const stack = screen.getByTestId('headline-stack');
    const before = { className: stack.className, html: stack.innerHTML.replace(/opacity: \d/g, '') };
    const phrases = HEADLINES.map((phrase) => screen.getByText(phrase));
    for (let i = 0; i < HEADLINES.length; i++) {
      act(() => vi.advanceTimersByTime(HEADLINE_INTERVAL_MS));
      expect(screen.getByTestId('headline-stack')).toBe(stack);
      expect(stack.className).toBe(before.className);
      // Same phrases, same elements, same classes: the box is sized by the longest phrase.
      expect(HEADLINES.map((phrase) => screen.getByText(phrase))).toEqual(phrases);
      expect(
        stack.innerHTML.replace(/opacity: \d/g, '').replace(/aria-hidden="\w+"|data-active="\w+"/g, ''),
      ).toBe(before.html.replace(/aria-hidden="\w+"|data-active="\w+"/g, ''));
      phrases.forEach((phrase) => expect(phrase).toHaveClass('col-start-1', 'row-start-1'));
    }
  });

  it('can be paused and resumed (WCAG 2.2.2)', () => {
    render(<RotatingHeadline />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause headline' }));
    act(() => vi.advanceTimersByTime(HEADLINE_INTERVAL_MS * 3));
    expect(visiblePhrases()).toEqual(['Building the Future']);
    const resume = screen.getByRole('button', { name: 'Resume headline' });
    expect(resume).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(resume);
    act(() => vi.advanceTimersByTime(HEADLINE_INTERVAL_MS));
    expect(visiblePhrases()).toEqual(['Transforming Technology']);
  });
});
