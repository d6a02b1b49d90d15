// The account forms' fields as typed, checked with the spec's texts (section 5, auth forms) before any request is sent.
import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.js';

/**
 * The spec's login rule: submit does nothing while a field is empty. The login page marks the field
 * invalid (focus moves to it) but shows no text, so these messages reach screen readers only through aria-invalid.
 */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email address is required'),
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const twoFactorCodeFormSchema = z.object({ code: z.string().trim().min(1, 'Enter a code'), trustDevice: z.boolean() });
export type TwoFactorCodeFormValues = z.input<typeof twoFactorCodeFormSchema>;

type PasswordPairRules = { requiredMessage: string; mismatchMessage: string; tooShortMessage: string };

/**
 * The spec checks a new password in order — every field filled, then both copies equal, then long
 * enough — and shows only the first rule that fails, under the field it is about.
 */
function checkPasswordPair<T extends Record<string, string>>(
  required: ReadonlyArray<keyof T & string>,
  [password, confirm]: [keyof T & string, keyof T & string],
  rules: PasswordPairRules,
) {
  return (value: T, context: z.RefinementCtx) => {
    // Names and addresses of spaces count as empty; a password is taken as typed.
    const missing = required.find((key) => !(key === password || key === confirm || key === 'current' ? value[key] : value[key]?.trim()));
    if (missing) context.addIssue({ code: 'custom', path: [missing], message: rules.requiredMessage });
    else if (value[password] !== value[confirm]) context.addIssue({ code: 'custom', path: [confirm], message: rules.mismatchMessage });
    else if ((value[password] ?? '').length < PASSWORD_MIN_LENGTH)
      context.addIssue({ code: 'custom', path: [password], message: rules.tooShortMessage });
  };
}

export const registerFormSchema = z
  .object({ name: z.string(), company: z.string(), email: z.string(), password: z.string(), confirm: z.string() })
  .superRefine(
    checkPasswordPair(['name', 'email', 'password', 'confirm'], ['password', 'confirm'], {
      requiredMessage: 'Please fill in all required fields',
      mismatchMessage: 'Passwords do not match',
      tooShortMessage: 'Password must be at least 8 characters',
    }),
  );
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: z.string().trim().min(1, 'Please enter your email address.') });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z.object({ password: z.string(), confirm: z.string() }).superRefine(
  checkPasswordPair(['password', 'confirm'], ['password', 'confirm'], {
    requiredMessage: 'Please enter both password fields.',
    mismatchMessage: 'Passwords do not match.',
    tooShortMessage: 'Password must be at least 8 characters.',
  }),
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z.object({ current: z.string(), next: z.string(), confirm: z.string() }).superRefine(
  checkPasswordPair(['current', 'next', 'confirm'], ['next', 'confirm'], {
    requiredMessage: 'Please fill in all password fields.',
    mismatchMessage: 'Passwords do not match.',
    tooShortMessage: 'Password must be at least 8 characters.',
  }),
);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(NAME_MAX_LENGTH, 'Name is too long'),
  company: z.string().trim().max(NAME_MAX_LENGTH, 'Company name is too long'),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
