import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/member-area';
import { makeCv, makeProfile, renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import type { Handler } from '@/testing/recruitment';
import { CandidateProfilePage } from './candidate-profile-page';

const member = makeUser('member');
const routes = [{ path: '/dashboard/candidate-profile', element: <CandidateProfilePage /> }];

function setup(handlers: Record<string, Handler> = {}, profile = makeProfile()) {
  return stubRecruitmentApi(member, {
    'GET /api/me/candidate-profile': () => ({ body: { success: true, profile } }),
    'PUT /api/me/candidate-profile': ({ body }) => ({
      body: {
        success: true,
        profile: { ...profile, ...(body as object), updated_at: '2026-11-22T02:00:00.000Z' },
      },
    }),
    ...handlers,
  });
}

const render = () => renderRecruitment(routes, '/dashboard/candidate-profile', member);

describe('Candidate profile', () => {
  it('shows the saved profile and saves the edited one with the contract shape', async () => {
    const calls = setup();
    const { user } = render();
    expect(await screen.findByLabelText('Headline')).toHaveValue('Frontend developer');
    expect(screen.getByLabelText('Phone')).toHaveValue('0912 345 678');
    expect(screen.getByLabelText('Location')).toHaveValue('Hà Nội');
    expect(screen.getByLabelText('Skills')).toHaveValue('React, TypeScript');
    expect(screen.getByLabelText('Years of experience')).toHaveValue('4');
    expect(screen.getByRole('switch', { name: 'Open to employers' })).not.toBeChecked();

    await user.clear(screen.getByLabelText('Skills'));
    await user.type(screen.getByLabelText('Skills'), 'React,  Node.js , ,GraphQL');
    await user.clear(screen.getByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), '6');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('switch', { name: 'Open to employers' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/me/candidate-profile')[0]!.body).toEqual({
      headline: 'Frontend developer',
      phone: null,
      location: 'Hà Nội',
      skills: ['React', 'Node.js', 'GraphQL'],
      years_experience: 6,
      open_to_employers: true,
    });
  });

  it('keeps the focus on Save profile once saved, not on the page’s body (decision 1212)', async () => {
    let release: () => void = () => undefined;
    setup({
      'PUT /api/me/candidate-profile': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true, profile: makeProfile() } });
        }),
    });
    const { user } = render();
    await user.clear(await screen.findByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), 'Backend developer');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save profile' });
    await user.click(save);
    // As a browser does (jsdom does not): the button, disabled while saving, drops the focus on the page's body.
    // jsdom blurs no disabled element, so the button is enabled for the blur only.
    await waitFor(() => expect(save).toBeDisabled());
    save.disabled = false;
    save.blur();
    save.disabled = true;
    expect(save).not.toHaveFocus();
    release();
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toHaveFocus());
  });

  it('checks the fields with the shared schema before sending', async () => {
    const calls = setup();
    const { user } = render();
    await user.clear(await screen.findByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), 'five');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Enter a phone number (digits, spaces, dots, an optional leading +)',
      'Enter whole years from 0 to 60',
    ]);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Years of experience')).toHaveAccessibleDescription(
      'Enter whole years from 0 to 60',
    );
    expect(calls.callsTo('PUT', '/api/me/candidate-profile')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), '61');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter whole years from 0 to 60')).toBeInTheDocument();
  });

  it('says a skill’s and the list’s limits in the contract’s limit words, in both languages (decision 1221)', async () => {
    const calls = setup();
    const { user } = render();
    const skills = await screen.findByLabelText('Skills');
    await user.clear(skills);
    await user.click(skills);
    await user.paste(`React, ${'x'.repeat(51)}`);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 50 characters per skill');

    await user.clear(skills);
    await user.click(skills);
    await user.paste(Array.from({ length: 51 }, (_, n) => `skill ${n}`).join(', '));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 50 skills');
    expect(skills).toHaveAccessibleDescription(/At most 50 skills/);

    act(() => i18n.activate('vi'));
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tối đa 50 kỹ năng');
    await user.clear(skills);
    await user.click(skills);
    await user.paste(`React, ${'x'.repeat(51)}`);
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tối đa 50 ký tự mỗi kỹ năng');
    expect(calls.callsTo('PUT', '/api/me/candidate-profile')).toHaveLength(0);
  });

  it("shows the server's 422 errors beside their fields, and the rest above the form", async () => {
    setup({
      'PUT /api/me/candidate-profile': () => ({
        status: 422,
        body: {
          success: false,
          message: 'Validation error',
          errors: { headline: ['Headline must be at most 200 characters'], 'skills.1': ['Too long'] },
        },
      }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Headline must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Headline')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Skills')).toHaveAccessibleDescription(/Too long/);
  });

  it('shows a 422 that belongs to no field as a form alert', async () => {
    setup({
      'PUT /api/me/candidate-profile': () => ({
        status: 422,
        body: {
          success: false,
          message: 'Choose one of your own CVs.',
          errors: { default_cv_id: ['Unknown CV'] },
        },
      }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of your own CVs.');
  });

  it('uploads a new default CV (multipart), checking size and type first', async () => {
    const current = makeCv({ id: 'cv-old', filename: 'old-cv.pdf' });
    const uploaded = makeCv({ id: '00000000-0000-4000-8000-0000000000aa', filename: 'new-cv.docx' });
    const calls = setup(
      { 'POST /api/me/cvs': () => ({ status: 201, body: { success: true, cv: uploaded } }) },
      makeProfile({ default_cv: current }),
    );
    const { user } = render();
    expect(await screen.findByText('On file: old-cv.pdf')).toBeInTheDocument();
    const input = screen.getByLabelText('Upload a CV (PDF or DOCX, at most 5 MB)');

    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('The CV is larger than 5 MB.');
    await user.upload(input, new File(['text'], 'notes.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PDF or Word (.docx) file.');
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    expect(calls.callsTo('POST', '/api/me/cvs')).toHaveLength(0);

    await user.upload(input, new File(['PK'], 'new-cv.docx'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    expect(await screen.findByText('new-cv.docx is now your default CV.')).toBeInTheDocument();
    const form = calls.callsTo('POST', '/api/me/cvs')[0]!.body as FormData;
    expect((form.get('cv') as File).name).toBe('new-cv.docx');
    expect(calls.callsTo('PUT', '/api/me/candidate-profile')[0]!.body).toMatchObject({
      headline: 'Frontend developer',
      default_cv_id: uploaded.id,
    });
  });

  it("shows the server's content check of an upload", async () => {
    setup({
      'POST /api/me/cvs': () => ({
        status: 422,
        body: {
          success: false,
          message: 'The CV must be a PDF or a Word (.docx) document; this file is neither.',
          errors: { cv: ['Only PDF or DOCX files are accepted (checked by content, not by name)'] },
        },
      }),
    });
    const { user } = render();
    await user.upload(
      await screen.findByLabelText('Upload a CV (PDF or DOCX, at most 5 MB)'),
      new File(['MZ'], 'x.pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PDF or DOCX files are accepted (checked by content, not by name)',
    );
  });

  it('speaks Vietnamese when the reader chose it, its own checks included', async () => {
    act(() => i18n.activate('vi'));
    const calls = setup();
    const { user } = render();
    expect(await screen.findByLabelText('Tiêu đề hồ sơ')).toHaveValue('Frontend developer');
    expect(screen.getByRole('heading', { level: 1, name: 'Hồ sơ ứng viên' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CV mặc định' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cho phép nhà tuyển dụng tìm thấy' })).not.toBeChecked();
    await user.clear(screen.getByLabelText('Số năm kinh nghiệm'));
    await user.type(screen.getByLabelText('Số năm kinh nghiệm'), '61');
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    expect(await screen.findByText('Nhập số năm nguyên từ 0 đến 60')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/me/candidate-profile')).toHaveLength(0);
  });
});
