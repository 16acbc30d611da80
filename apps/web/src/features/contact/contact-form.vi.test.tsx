import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { ContactForm, SUCCESS_PANEL_MS } from './contact-form';
import { LazyContactForm } from './lazy-contact-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fill = () => {
  fireEvent.change(screen.getByLabelText('Họ tên'), { target: { value: 'Nguyễn Văn An' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'an@example.com' } });
  fireEvent.change(screen.getByLabelText('Tin nhắn'), { target: { value: 'Xin chào DotTrip' } });
};
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  act(() => i18n.activate('vi'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm in Vietnamese', { timeout: UI_TEST_TIMEOUT }, () => {
  it('labels, placeholders and the button, then "Đang gửi..." and the success panel', async () => {
    let reply: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))),
    );
    render(<ContactForm />);
    expect(screen.getByRole('form', { name: 'Biểu mẫu liên hệ' })).toBeInTheDocument();
    expect(screen.getByLabelText('Họ tên')).toHaveAttribute('placeholder', 'Họ và tên của bạn');
    expect(screen.getByLabelText('Tin nhắn')).toHaveAttribute(
      'placeholder',
      'Chúng tôi có thể giúp gì cho bạn?',
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Đang gửi...' })).toBeDisabled();
    await act(async () => reply(json(201, { success: true })));
    expect(screen.getByText('Đã gửi tin nhắn!')).toBeVisible();
    expect(
      screen.getByText('Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi sớm nhất có thể.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_PANEL_MS));
    expect(screen.getByRole('button', { name: 'Gửi tin nhắn' })).toBeEnabled();
  });

  it('says the send failed in Vietnamese when the message cannot be kept for later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    render(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Không gửi được tin nhắn. Vui lòng thử lại.');
  });

  it('the lazy form’s placeholder reads "Đang tải biểu mẫu liên hệ…" while its code loads, and links the contact page', () => {
    render(
      <MemoryRouter initialEntries={['/?lang=vi']}>
        <LazyContactForm />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải biểu mẫu liên hệ…');
    // Without JavaScript the placeholder stays: its link leads to /contact's form, in the address's language.
    expect(screen.getByRole('link', { name: 'trang liên hệ' })).toHaveAttribute('href', '/contact?lang=vi');
  });
});
