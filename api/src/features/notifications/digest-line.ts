import { z } from 'zod';

/** One line of a digest mail, as queued with it (mail_outbox.digest). */
export const DigestLineSchema = z.object({
  byName: z.string(),
  body: z.string(),
  videoTitle: z.string(),
  sessionId: z.string(),
  sessionNumber: z.number(),
  theme: z.string(),
  roomName: z.string(),
});
export type DigestLine = z.infer<typeof DigestLineSchema>;
export const DigestSchema = z.array(DigestLineSchema);
