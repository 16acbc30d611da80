/** Spec §4 and §8 plans texts (Vietnamese in the product). */
export const PLAN_TEXT = {
  title: 'Gói dịch vụ',
  loading: 'Đang tải gói đăng ký...',
  busy: 'Đang xử lý...',
  upgrade: 'Nâng cấp',
  currentPlan: 'Gói hiện tại',
  upgradeSuccess: 'Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...',
  upgradeFailed: 'Đã xảy ra lỗi khi nâng cấp tài khoản. Vui lòng thử lại sau.',
  genericError: 'Đã xảy ra lỗi. Vui lòng thử lại sau.',
  cancelFailed: 'Đã xảy ra lỗi khi xử lý yêu cầu. Vui lòng thử lại sau.',
  cancelSuccess: 'Gói dịch vụ đã được hủy. Tài khoản của bạn đã trở lại thành viên.',
  /** Decision 321: cancelling closes the published postings; the prompt says so first. */
  cancelClosesPostings: 'Các tin tuyển dụng đang đăng sẽ được đóng và không nhận thêm hồ sơ ứng tuyển.',
  closedPostings: (count: number) => `Đã đóng ${count} tin tuyển dụng đang đăng.`,
  upgradedBanner: 'Tài khoản của bạn đã được nâng cấp thành nhà tuyển dụng thành công!',
  staffNotice: 'Tài khoản quản trị và nhân viên không thể đăng ký gói nhà tuyển dụng.',
} as const;

/** Spec §9. */
export const UPGRADE_REDIRECT_MS = 2000;
