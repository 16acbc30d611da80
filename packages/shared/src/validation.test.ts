import { describe, expect, it } from 'vitest';
import { MESSAGES, passwordProblem, registerRequest } from './index';

describe('password rules (spec §5 order)', () => {
  it('reports length before character classes', () => {
    expect(passwordProblem('abc')).toBe(MESSAGES.passwordTooShort);
    expect(passwordProblem('abcdefgh')).toBe(MESSAGES.passwordComplexity);
    expect(passwordProblem('ABCDEFG1')).toBe(MESSAGES.passwordComplexity);
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });
});

describe('register request', () => {
  it('trims and lower-cases the e-mail and keeps a Vietnamese name as typed', () => {
    const parsed = registerRequest.parse({
      name: 'Nguyễn Văn Á',
      email: '  Foo@Example.COM ',
      password: 'Abcdefg1',
    });
    expect(parsed).toEqual({ name: 'Nguyễn Văn Á', email: 'foo@example.com', password: 'Abcdefg1' });
  });

  it('rejects a malformed e-mail with the shared message', () => {
    const result = registerRequest.safeParse({ name: 'A', email: 'not-an-email', password: 'Abcdefg1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidEmail);
  });
});
