import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cvFileProblem } from './cv-file';
import { errorMessage } from './error-message';
import { formatDate, formatDateTime, formatTimeInZone } from './format';
import { LEVEL_LABEL, TYPE_LABEL, formatSalary } from './jobs/format';

const at = '2030-11-25T02:30:00.000Z';

describe('lib helpers follow the active language', () => {
  it('dates and times of the recruitment screens', () => {
    expect(formatDate(at)).toBe('25 Nov 2030');
    expect(formatDateTime(at)).toBe('25 Nov 2030, 09:30 (GMT+7, Asia/Ho_Chi_Minh)');
    i18n.activate('vi');
    expect(formatDate(at)).toBe('25 thg 11, 2030');
    expect(formatDateTime(at)).toBe('09:30 25 thg 11, 2030 (GMT+7, Asia/Ho_Chi_Minh)');
    expect(formatTimeInZone(at, 'Asia/Ho_Chi_Minh')).toBe('09:30 (GMT+7)');
    expect(formatDate(null)).toBe('—');
  });

  it('salaries, labels and client-side messages', () => {
    expect(formatSalary(15_000_000, null)).toBe('From 15M VND');
    expect(TYPE_LABEL['part-time']).toBe('Part-time');
    i18n.activate('vi');
    expect(formatSalary(15_000_000, null)).toBe('Từ 15M VND');
    expect(formatSalary(null, 20_000_000)).toBe('Đến 20M VND');
    expect(formatSalary(null, null)).toBe('Thỏa thuận');
    expect(TYPE_LABEL['part-time']).toBe('Bán thời gian');
    expect(LEVEL_LABEL.lead).toBe('Trưởng nhóm');
    expect(cvFileProblem(new File(['x'], 'cv.txt'))).toBe('Vui lòng chọn tệp PDF hoặc Word (.docx).');
    expect(errorMessage('boom')).toBe('Đã xảy ra lỗi. Vui lòng thử lại.');
    // A server message is shown as it came when no shared message matches it.
    expect(errorMessage(new Error('Không tìm thấy'))).toBe('Không tìm thấy');
  });
});
