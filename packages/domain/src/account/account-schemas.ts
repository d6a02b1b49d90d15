// The account endpoints' answers (sign-in, sessions, two-factor) as the web app reads them; unknown keys are dropped.
import { z } from 'zod';

export const signInResultSchema = z.object({ twoFactorRedirect: z.boolean().optional(), user: z.object({ id: z.string() }).optional() });
export type SignInResult = z.infer<typeof signInResultSchema>;

export const signUpResultSchema = z.object({ user: z.object({ emailVerified: z.boolean().optional() }).nullish() });

export const authSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  userAgent: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  ipAddress: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
export const authSessionListSchema = z.array(authSessionSchema);
export const currentSessionSchema = z.object({ session: z.object({ token: z.string() }) }).nullable();

export const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
export const backupCodesResultSchema = z.object({ backupCodes: z.array(z.string()) });

/** GET /api/dev/mailbox (npm run dev without SMTP): the emails that would have been sent. */
export const devMailboxSchema = z.object({
  messages: z.array(
    z.object({ id: z.union([z.number(), z.string()]), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});
