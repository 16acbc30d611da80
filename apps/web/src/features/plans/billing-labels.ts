import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderKind, OrderStatus } from '@app/shared';

export const KIND_LABELS: Record<OrderKind, MessageDescriptor> = {
  new: msg({ message: 'First month', context: 'order kind' }),
  renewal: msg({ message: 'Renewal', context: 'order kind' }),
  change: msg({ message: 'Plan change', context: 'order kind' }),
};

export const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ message: 'Waiting for payment', context: 'order status' }),
  paid: msg({ message: 'Paid', context: 'order status' }),
  failed: msg({ message: 'Failed', context: 'order status' }),
  cancelled: msg({ message: 'Cancelled', context: 'order status' }),
  expired: msg({ message: 'Expired', context: 'order status' }),
  refunded: msg({ message: 'Refunded', context: 'order status' }),
};
