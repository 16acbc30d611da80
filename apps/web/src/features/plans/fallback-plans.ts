import type { Plan } from '@app/shared';

/** Spec §4: shown when no plans load. Ids are negative so they never clash with stored plans. */
export const FALLBACK_PLANS: Plan[] = [
  {
    id: -1,
    name: 'free',
    display_name: 'Free',
    price: 0,
    features: 'Tối đa 5 ứng viên, Truy cập thông tin cơ bản, Hỗ trợ qua email',
  },
  {
    id: -2,
    name: 'standard',
    display_name: 'Pro',
    price: 199000,
    features: 'Không giới hạn ứng viên, Công cụ theo dõi ứng viên, Ưu tiên hiển thị, Hỗ trợ 24/7',
  },
  {
    id: -3,
    name: 'premium',
    display_name: 'Enterprise',
    price: 499000,
    features:
      'Tất cả tính năng của gói Pro, Tích hợp API, Quản lý nhiều người dùng, Báo cáo phân tích nâng cao',
  },
];
