import { render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { RequestProblem, UpgradePrompt, needsUpgrade } from './upgrade-prompt';

const PLAN = 'The candidate tracking tool: part of the Pro plan. Upgrade to use it.';

describe('the upgrade prompt (issue 10)', () => {
  it('shows the server’s message naming the plan and links to /plans', () => {
    render(<UpgradePrompt message={PLAN} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent(PLAN);
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
  });

  it('stands for any 402 (a feature or a seat), and only for a 402', () => {
    expect(needsUpgrade(new ApiError(PLAN, 402, 'PLAN_REQUIRED'))).toBe(true);
    expect(needsUpgrade(new ApiError('Every seat is taken.', 402, 'SEAT_LIMIT'))).toBe(true);
    expect(needsUpgrade(new ApiError('Forbidden', 403, 'FORBIDDEN'))).toBe(false);
    expect(needsUpgrade(new Error(PLAN))).toBe(false);
  });

  it('RequestProblem: the prompt for a 402, a plain error otherwise, nothing without an error', () => {
    const { rerender, container } = render(
      <RequestProblem error={new ApiError(PLAN, 402, 'PLAN_REQUIRED')} />,
      {
        wrapper: MemoryRouter,
      },
    );
    expect(screen.getByTestId('upgrade-prompt')).toHaveTextContent(PLAN);
    rerender(<RequestProblem error={new ApiError('This posting does not exist.', 404)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This posting does not exist.');
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    rerender(<RequestProblem error="Give a reason for the rejection" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for the rejection');
    rerender(<RequestProblem error={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in Vietnamese', () => {
    i18n.activate('vi');
    render(<UpgradePrompt message="Công cụ theo dõi ứng viên thuộc gói Pro." />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Xem các gói dịch vụ' })).toBeVisible();
  });
});
