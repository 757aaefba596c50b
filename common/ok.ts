// The two plain answers every route may give: an action with nothing else to say, and a refusal.
import { z } from 'zod';

/** The answer of an action with nothing else to say. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Every refusal (4xx) and failure (5xx): a sentence naming the field or the reason. */
export const refusalSchema = z.object({ message: z.string() });

/** The answer of a 202 or 204: no body. */
export const noContentSchema = z.null().optional();
