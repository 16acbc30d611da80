import { render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { makeJob } from '@/testing/recruitment';
import { JobCard } from './job-card';

// Issue 10: postings of Pro and Enterprise companies carry a "Priority" badge on the board and the member feed.

describe('JobCard priority badge', () => {
  it('shows "Priority" on a priority posting, in both looks', () => {
    for (const variant of ['board', 'feed'] as const) {
      const job = makeJob({ is_priority: true, is_featured: false });
      const { unmount } = render(<JobCard job={job} variant={variant} title={job.title} />);
      expect(within(screen.getByRole('article')).getByText('Priority')).toBeVisible();
      unmount();
    }
  });

  it('shows no badge on another posting', () => {
    const job = makeJob({ is_priority: false });
    render(<JobCard job={job} variant="board" title={job.title} />);
    expect(screen.queryByText('Priority')).toBeNull();
  });

  it('reads "Ưu tiên" in Vietnamese', () => {
    i18n.activate('vi');
    const job = makeJob({ is_priority: true });
    render(<JobCard job={job} variant="feed" title={job.title} />);
    expect(screen.getByText('Ưu tiên')).toBeVisible();
  });
});
