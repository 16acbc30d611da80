import { describe, expect, it } from 'vitest';
import {
  CONTROL_MESSAGES,
  DATE_MESSAGES,
  MESSAGES,
  candidateProfileRequest,
  createCandidateRequest,
  distinctSkills,
  isRealDate,
  isRealDateTimeText,
  contactRequest,
  jobRequest,
  passwordProblem,
  registerRequest,
  salaryAmount,
} from './index';
import { i18nText } from './i18n/mark';

describe('password rules (spec §5 order)', () => {
  it('reports length before character classes', () => {
    expect(passwordProblem('abc')).toBe(MESSAGES.passwordTooShort);
    expect(passwordProblem('abcdefgh')).toBe(MESSAGES.passwordComplexity);
    expect(passwordProblem('ABCDEFG1')).toBe(MESSAGES.passwordComplexity);
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });

  it('counts uppercase and lowercase letters of any script, Vietnamese included', () => {
    // The only uppercase letter is Đ, the only lowercase ones carry diacritics.
    expect(passwordProblem('Đàmđạo12')).toBeNull();
    expect(passwordProblem('ĐẶNGvăn9')).toBeNull();
    expect(passwordProblem('đàmđạo12')).toBe(MESSAGES.passwordComplexity);
    expect(passwordProblem('ĐÀMĐẠO12')).toBe(MESSAGES.passwordComplexity);
    expect(passwordProblem('Đàmđạoxy')).toBe(MESSAGES.passwordComplexity);
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

describe('real dates (decision 285)', () => {
  const base = {
    title: 'T',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'mid',
    description: 'd',
  } as const;
  const deadlineProblem = (deadline: string) =>
    jobRequest.safeParse({ ...base, deadline }).error?.issues.find((i) => i.path[0] === 'deadline')?.message;

  it('accepts real days and times, refuses impossible ones instead of rolling them over', () => {
    expect(deadlineProblem('2099-02-28')).toBeUndefined();
    expect(deadlineProblem('2096-02-29')).toBeUndefined();
    expect(deadlineProblem('2099-12-31T23:59:59.999Z')).toBeUndefined();
    expect(deadlineProblem('2099-02-31')).toBe(DATE_MESSAGES.realDate);
    expect(deadlineProblem('2099-02-29')).toBe(DATE_MESSAGES.realDate);
    expect(deadlineProblem('2099-13-01')).toBe(DATE_MESSAGES.realDate);
    expect(deadlineProblem('2099-01-01T24:00Z')).toBe(DATE_MESSAGES.realDate);
    expect(deadlineProblem('next friday')).toBe(DATE_MESSAGES.dateShape);
  });

  it('checks interview start times the same way', () => {
    expect(isRealDateTimeText('2027-03-01T09:00')).toBe(true);
    expect(isRealDateTimeText('2027-02-31T09:00')).toBe(false);
    expect(isRealDateTimeText('2027-03-01T25:00')).toBe(false);
    expect(isRealDateTimeText('2027-03-01T09:60')).toBe(false);
    expect(isRealDate(2028, 2, 29)).toBe(true);
    expect(isRealDate(2100, 2, 29)).toBe(false);
  });
});

describe('posted salaries (decision 1081)', () => {
  const base = {
    title: 'Dev',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'mid',
    description: 'Build it.',
  };
  const problems = (salary: Record<string, unknown>) =>
    jobRequest.safeParse({ ...base, ...salary }).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
    [];

  it('takes a positive amount or none (negotiable), and refuses 0 and below naming the field', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ salary_min: null, salary_max: null })).toEqual([]);
    expect(problems({ salary_min: 1, salary_max: 2_000_000_000 })).toEqual([]);
    expect(problems({ salary_min: 0 })).toEqual([
      ['salary_min', 'Minimum salary must be more than 0 VND; leave it empty if the salary is negotiable'],
    ]);
    expect(problems({ salary_max: 0 })).toEqual([
      ['salary_max', 'Maximum salary must be more than 0 VND; leave it empty if the salary is negotiable'],
    ]);
    expect(problems({ salary_min: -1, salary_max: 10_000_000 }).map(([field]) => field)).toEqual([
      'salary_min',
    ]);
    expect(salaryAmount(i18nText('Salary')).safeParse(0.5).success).toBe(false);
  });
});

describe('skills are kept once (decision 1078)', () => {
  it('drops a repeat in another case, keeping the first spelling and the order', () => {
    expect(distinctSkills(['React', 'Go', 'react', 'REACT', 'go', 'Đồ họa', 'ĐỒ HỌA'])).toEqual([
      'React',
      'Go',
      'Đồ họa',
    ]);
    expect(distinctSkills([])).toEqual([]);
  });

  it('applies to a posting, a member profile and a sourced candidate', () => {
    const job = jobRequest.parse({
      title: 'Dev',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'mid',
      description: 'Build it.',
      skills: ['SQL', ' sql ', 'Python'],
    });
    expect(job.skills).toEqual(['SQL', 'Python']);
    expect(candidateProfileRequest.parse({ skills: ['Vue', 'vue'] }).skills).toEqual(['Vue']);
    expect(createCandidateRequest.parse({ name: 'An', skills: ['Java', 'JAVA'] }).skills).toEqual(['Java']);
  });

  it('takes a phone number only with at least six digits, whatever its separators', () => {
    expect(candidateProfileRequest.parse({ phone: '+84 912.345.678' }).phone).toBe('+84 912.345.678');
    expect(createCandidateRequest.parse({ name: 'An', phone: '(028) 3822-1234' }).phone).toBe(
      '(028) 3822-1234',
    );
    for (const phone of ['((((((', '------', '. . . .', '+(1)-2-3', '12 34 5']) {
      const parsed = candidateProfileRequest.safeParse({ phone });
      expect(
        parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
        phone,
      ).toEqual([['phone', i18nText('Enter a phone number (digits, spaces, dots, an optional leading +)')]]);
      expect(createCandidateRequest.safeParse({ name: 'An', phone }).success, phone).toBe(false);
    }
  });

  it('says a too long headline, location or name in words the catalogs translate, not zod’s English', () => {
    const profile = candidateProfileRequest.safeParse({
      headline: 'x'.repeat(201),
      location: 'y'.repeat(201),
    });
    expect(profile.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['headline', 'At most 200 characters'],
      ['location', 'At most 200 characters'],
    ]);
    const sourced = createCandidateRequest.safeParse({ name: 'n'.repeat(101), headline: 'x'.repeat(201) });
    expect(sourced.error?.issues.map((issue) => issue.message)).toEqual([
      'At most 100 characters',
      'At most 200 characters',
    ]);
  });
});

describe('text that shows nothing', () => {
  const posting = {
    title: 'Go developer',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'mid',
    description: 'Go',
  };
  const messagesOf = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('refuses a title or a description made only of zero-width or other invisible characters', () => {
    expect(jobRequest.safeParse(posting).success).toBe(true);
    expect(messagesOf(jobRequest.safeParse({ ...posting, title: '\u200b\u200b' }))).toEqual([
      ['title', CONTROL_MESSAGES.invisible],
    ]);
    expect(
      messagesOf(jobRequest.safeParse({ ...posting, description: '\u2060\ufeff\u200d \u00ad' })),
    ).toEqual([['description', CONTROL_MESSAGES.invisible]]);
    const contact = { name: '\u3164', email: 'a@example.com', message: 'Hello' };
    expect(messagesOf(contactRequest.safeParse(contact))).toEqual([['name', CONTROL_MESSAGES.invisible]]);
  });

  it('keeps them inside visible text (a joined emoji, a Persian word)', () => {
    const result = jobRequest.safeParse({
      ...posting,
      title: 'Dev \u{1F469}\u200d\u{1F4BB} \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
    });
    expect(result.success).toBe(true);
  });
});
