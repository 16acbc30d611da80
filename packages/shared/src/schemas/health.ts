import { z } from '../zod';

export const healthReply = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
  uptime: z.number(),
});
export type HealthReply = z.infer<typeof healthReply>;
