// The answer of an action with nothing else to say: { ok: true }.
import { z } from 'zod';

export const okResponseSchema = z.object({ ok: z.literal(true) });
