import { describe, expect, it } from 'vitest';
import { interviewMail } from './recruitment-templates';

const details = {
  job: { title: 'Backend Developer', company: 'Grab Vietnam' },
  start: new Date('2027-03-01T03:00:00Z'),
  timeZone: 'Asia/Ho_Chi_Minh',
  durationMinutes: 60,
  type: 'onsite',
  location: 'Tầng 5',
  notes: '',
};
const ics = { filename: 'cancel.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' };
const APP = 'https://jobs.example.com';

describe('interviewMail', () => {
  it('says the time once in Vietnamese (the formatted time already starts with "lúc")', () => {
    const mail = interviewMail('vi', 'an@example.com', 'An', 'cancel', details, ics, APP);
    expect(mail.text).toContain('dự kiến lúc 10:00 Thứ Hai, 1 tháng 3, 2027 (Asia/Ho_Chi_Minh) đã bị hủy.');
    expect(mail.text).not.toContain('lúc lúc');
  });

  it('links the candidate to My applications and an interviewer to their interviews', () => {
    for (const kind of ['invite', 'update', 'cancel'] as const) {
      const candidate = interviewMail('en', 'an@example.com', 'An', kind, details, ics, APP, true);
      expect(candidate.text).toContain(`See my applications: ${APP}/dashboard/my-applications`);
      const interviewer = interviewMail('en', 'hr@example.com', 'Hoa', kind, details, ics, APP, false);
      expect(interviewer.text).toContain(`Open my interviews: ${APP}/dashboard/interviews`);
      expect(interviewer.text).not.toContain('my-applications');
      const vi = interviewMail('vi', 'hr@example.com', 'Hoa', kind, details, ics, APP, false);
      expect(vi.text).toContain(`Mở lịch phỏng vấn của tôi: ${APP}/dashboard/interviews`);
    }
  });
});
