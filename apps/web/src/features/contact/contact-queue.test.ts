import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isPermanentFailure } from './contact-api';
import {
  CONTACT_QUEUE_LIMIT,
  enqueueContact,
  flushContactQueue,
  readQueue,
  retryDelay,
} from './contact-queue';

const MESSAGE = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };

afterEach(() => vi.unstubAllGlobals());

describe('contact queue rules', () => {
  it('backs off 5 s, 10 s, 20 s … up to 5 min', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(20)).toBe(300_000);
  });

  it('drops only rejections that can never succeed', () => {
    expect(isPermanentFailure(new ApiError('bad', 422))).toBe(true);
    expect(isPermanentFailure(new ApiError('bad', 400))).toBe(true);
    expect(isPermanentFailure(new ApiError('too big', 413))).toBe(true);
    for (const status of [401, 408, 429, 500, 502, 503]) {
      expect(isPermanentFailure(new ApiError('retry', status))).toBe(false);
    }
    expect(isPermanentFailure(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('refuses to grow past its limit, so the form can say the send failed', () => {
    for (let i = 0; i < CONTACT_QUEUE_LIMIT; i++) enqueueContact(MESSAGE);
    expect(() => enqueueContact(MESSAGE)).toThrow();
    expect(readQueue()).toHaveLength(CONTACT_QUEUE_LIMIT);
  });

  it('leaves the queue alone while another tab holds the delivery lock', async () => {
    enqueueContact(MESSAGE);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, _options: object, callback: (lock: null) => unknown) =>
          Promise.resolve(callback(null)),
      },
    });
    await flushContactQueue();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readQueue()).toHaveLength(1);
  });
});
