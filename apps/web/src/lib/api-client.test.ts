import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ApiError, TOKEN_EXPIRED, api } from './api-client';
import { getToken, isTokenExpired, setToken } from './auth/token-storage';
import { json, makeToken, stubFetch } from './testing';

const past = () => Math.floor(Date.now() / 1000) - 60;

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('api client', () => {
  it('sends JSON and the bearer token when one is stored', async () => {
    const token = makeToken();
    setToken(token);
    const { calls } = stubFetch(() => json(200, { success: true, value: 1 }));
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ success: true, value: 1 });
    expect(calls[0]).toEqual({
      url: '/api/things',
      method: 'POST',
      body: { a: 1 },
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
    });
  });

  it('clears an expired token and raises TOKEN_EXPIRED before any request', async () => {
    setToken(makeToken(past()));
    const { calls } = stubFetch(() => json(200, {}));
    const error = await failure(api.get('/api/auth/profile'));
    expect(error.message).toBe(TOKEN_EXPIRED);
    expect(getToken()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('treats a token it cannot read as expired', () => {
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired('a.b.c')).toBe(true);
    expect(isTokenExpired(makeToken())).toBe(false);
  });

  it('clears the token and raises TOKEN_EXPIRED on a 401 to a call that carried it', async () => {
    setToken(makeToken());
    stubFetch(() => json(401, { success: false, message: 'Authentication required.' }));
    const error = await failure(api.get('/api/auth/profile'));
    expect(error).toMatchObject({ message: TOKEN_EXPIRED, status: 401 });
    expect(getToken()).toBeNull();
  });

  it('leaves the token out of anonymous calls, so an old session cannot spoil a sign-in', async () => {
    setToken(makeToken(past()));
    const { calls } = stubFetch(() => json(401, { success: false, message: 'Invalid email or password.' }));
    const error = await failure(api.post('/api/auth/login', {}, { anonymous: true }));
    expect(error.message).toBe('Invalid email or password.');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('maps 422 to the server message, else "Validation error", else "Validation error from server"', async () => {
    stubFetch(() => json(422, { success: false, message: 'Please enter a valid email address' }));
    expect((await failure(api.post('/x', {}))).message).toBe('Please enter a valid email address');
    stubFetch(() => json(422, {}));
    expect((await failure(api.post('/x', {}))).message).toBe('Validation error');
    stubFetch(() => new Response('<html>', { status: 422 }));
    expect((await failure(api.post('/x', {}))).message).toBe('Validation error from server');
  });

  it('maps a 409 on register to the spec text', async () => {
    stubFetch(() => json(409, { success: false, message: 'Conflict' }));
    expect((await failure(api.post('/api/auth/register', {}))).message).toBe(MESSAGES.emailRegistered);
  });

  it('uses the server message, else the status fallbacks', async () => {
    stubFetch(() => json(429, { success: false, message: MESSAGES.rateLimited, code: 'RATE_LIMITED' }));
    expect(await failure(api.get('/x'))).toMatchObject({
      message: MESSAGES.rateLimited,
      code: 'RATE_LIMITED',
    });
    stubFetch(() => new Response('', { status: 404 }));
    expect((await failure(api.get('/x'))).message).toBe('Request failed with status: 404');
    stubFetch(() => new Response('oops', { status: 502 }));
    expect((await failure(api.get('/x'))).message).toBe(
      'Request failed with status: 502. Please try again later.',
    );
  });
});
