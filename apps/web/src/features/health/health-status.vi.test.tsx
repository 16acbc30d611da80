import { act, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { UI_TEST_TIMEOUT, json, stubFetch } from '@/lib/testing';
import { HealthStatus } from './health-status';

describe('health diagnostic in Vietnamese', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the title, the address label and the connected state in Vietnamese', async () => {
    stubFetch(() => json(200, { status: 'ok' }));
    act(() => i18n.activate('vi'));
    render(<HealthStatus />);
    expect(screen.getByRole('heading', { name: 'Trạng thái kết nối API' })).toBeInTheDocument();
    expect(screen.getByText('Địa chỉ API')).toBeInTheDocument();
    expect(await screen.findByText('Đã kết nối tới API')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kiểm tra lại' })).toBeEnabled();
  });

  it('says "Lỗi không xác định" for a failure without text', async () => {
    stubFetch(() => Promise.reject(new Error('')));
    act(() => i18n.activate('vi'));
    render(<HealthStatus />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không kết nối được tới API');
    expect(alert).toHaveTextContent('Lỗi không xác định');
  });
});
