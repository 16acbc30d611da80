import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/auth';
import { futureToken } from '@/testing/member-area';
import { stubRecruitmentApi } from '@/testing/recruitment';
import { ApiError, TOKEN_EXPIRED, apiDownload, apiUpload } from './api-client';

const form = () => {
  const data = new FormData();
  data.append('cv', new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
  return data;
};

describe('apiUpload', () => {
  it('posts the FormData with the bearer token and no JSON content type', async () => {
    localStorage.setItem(TOKEN_KEY, futureToken());
    const api = stubRecruitmentApi(null, {
      'POST /api/me/cvs': () => ({ status: 201, body: { success: true, cv: { id: 'cv-1' } } }),
    });
    await expect(apiUpload('/api/me/cvs', form())).resolves.toEqual({ success: true, cv: { id: 'cv-1' } });
    const init = api.fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(init.body).toBeInstanceOf(FormData);
    expect(headers.authorization).toMatch(/^Bearer /);
    expect(headers['content-type']).toBeUndefined();
  });

  it('follows the JSON rules on failure: 413 message, 422 errors, 401 clears the token', async () => {
    localStorage.setItem(TOKEN_KEY, futureToken());
    let status = 413;
    stubRecruitmentApi(null, {
      'POST /api/me/cvs': () =>
        status === 413
          ? {
              status,
              body: { success: false, message: 'The CV is larger than 5 MB.', code: 'PAYLOAD_TOO_LARGE' },
            }
          : status === 422
            ? { status, body: { success: false, message: 'Not a CV', errors: { cv: ['Only PDF or DOCX'] } } }
            : { status, body: { success: false, message: 'Unauthorized' } },
    });
    await expect(apiUpload('/api/me/cvs', form())).rejects.toMatchObject({
      status: 413,
      message: 'The CV is larger than 5 MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    status = 422;
    await expect(apiUpload('/api/me/cvs', form())).rejects.toMatchObject({
      errors: { cv: ['Only PDF or DOCX'] },
    });
    status = 401;
    const error = await apiUpload('/api/me/cvs', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(TOKEN_EXPIRED);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('apiDownload', () => {
  it('returns the bytes, or the API error message', async () => {
    localStorage.setItem(TOKEN_KEY, futureToken());
    stubRecruitmentApi(null, { 'GET /api/cvs/ok': () => ({ body: { pretend: 'bytes' } }) });
    const blob = await apiDownload('/api/cvs/ok');
    expect(await blob.text()).toBe('{"pretend":"bytes"}');
    await expect(apiDownload('/api/cvs/missing')).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
  });
});
