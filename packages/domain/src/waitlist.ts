// The waiting-list signup: the public form's fields and limits, shared by the landing site and the server.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './auth.js';
import { optionalTextSchema, requiredTextSchema, storableString } from './shared/schema-fields.js';

export const WAITLIST_FIRM_NAME_MAX_LENGTH = 200;
export const WAITLIST_PHONE_MAX_LENGTH = 40;
export const WAITLIST_MESSAGE_MAX_LENGTH = 2000;

export const waitlistSignupBodySchema = z.strictObject({
  name: requiredTextSchema({ requiredMessage: 'Name is required', max: NAME_MAX_LENGTH, tooLongMessage: 'Name is too long' }),
  email: storableString({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(EMAIL_MAX_LENGTH, 'Email address is too long')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  firmName: requiredTextSchema({
    requiredMessage: 'Law firm name is required',
    max: WAITLIST_FIRM_NAME_MAX_LENGTH,
    tooLongMessage: 'Law firm name is too long',
  }),
  phone: optionalTextSchema({ max: WAITLIST_PHONE_MAX_LENGTH, tooLongMessage: 'Phone number is too long' }),
  message: optionalTextSchema({ max: WAITLIST_MESSAGE_MAX_LENGTH, tooLongMessage: 'Message is too long' }),
});
export type WaitlistSignupBody = z.input<typeof waitlistSignupBodySchema>;

export type WaitlistSignup = {
  id: string;
  name: string;
  email: string;
  firmName: string;
  phone: string | null;
  message: string | null;
  createdAt: string;
  forwardedAt: string | null;
};

/** A signup as the administrators' list returns it. */
export const waitlistSignupSchema: z.ZodType<WaitlistSignup> = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  firmName: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  forwardedAt: z.string().nullable(),
});
export const waitlistSignupListSchema = z.object({ signups: z.array(waitlistSignupSchema) });

export const WAITLIST_SUCCESS_MESSAGE = "Thank you for joining our waiting list! We'll be in touch soon.";
export const WAITLIST_FALLBACK_ERROR = 'An error occurred. Please try again.';
export const WAITLIST_DUPLICATE_MESSAGE = 'This email address is already on our waiting list. We’ll be in touch soon.';
