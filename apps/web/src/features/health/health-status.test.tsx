import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UI_TEST_TIMEOUT, json, stubFetch } from '@/lib/testing';
import { HealthStatus } from './health-status';

describe('health diagnostic', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the API address and the health reply', async () => {
    const reply = { status: 'ok', database: 'ok', version: '1.2.3', uptime: 42 };
    const { calls } = stubFetch(() => json(200, reply));
    render(<HealthStatus />);
    expect(screen.getByRole('heading', { name: 'API Connection Status' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/api`)).toBeInTheDocument();
    expect(await screen.findByText('Connected to API')).toBeInTheDocument();
    expect(screen.getByText(/"version": "1.2.3"/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/health', method: 'GET' });
  });

  it('shows "Failed to connect to API" with the error text, and checks again on request', async () => {
    let reachable = false;
    stubFetch(() =>
      reachable ? json(200, { status: 'ok' }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    render(<HealthStatus />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to connect to API');
    expect(alert).toHaveTextContent('Failed to fetch');
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Connected to API')).toBeInTheDocument();
  });

  it('says "Unknown error" when the failure has no text', async () => {
    stubFetch(() => Promise.reject(new Error('')));
    render(<HealthStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('reports an unhealthy server (503) as a failure with its status', async () => {
    stubFetch(() => json(503, { status: 'error', database: 'error', version: '1', uptime: 1 }));
    render(<HealthStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed with status: 503');
  });
});
