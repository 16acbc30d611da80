import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { CompanyForm } from './company-form';

describe('the company profile form', { timeout: UI_TEST_TIMEOUT }, () => {
  it('says in Vietnamese, beside the field, that a logo URL is over 500 characters, and sends nothing (decision 1181)', async () => {
    act(() => i18n.activate('vi'));
    try {
      const employer = makeUser('employer');
      const api = stubRecruitmentApi(employer, {
        'GET /api/employer/company': () => ({
          body: {
            success: true,
            company: {
              id: 'c1',
              name: 'Tiki',
              website: null,
              logo_url: null,
              description: '',
              location: 'Hà Nội',
            },
          },
        }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/company', element: <CompanyForm /> }],
        '/dashboard/company',
        employer,
      );
      const logo = await screen.findByLabelText('URL logo');
      // Typing 600 characters one by one is slow; the value is what a paste gives.
      fireEvent.input(logo, { target: { value: `https://example.com/${'a'.repeat(600)}` } });
      await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ công ty' }));
      expect(await screen.findByText('Tối đa 500 ký tự')).toBeInTheDocument();
      expect(logo).toHaveAttribute('aria-invalid', 'true');
      expect(logo).toHaveAccessibleDescription('Tối đa 500 ký tự');
      expect(logo).toHaveFocus();
      expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});
