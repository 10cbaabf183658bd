import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
