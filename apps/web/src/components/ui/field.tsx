// A labelled form control with its hint and its error underneath, linked to the control for screen readers.
import { cloneElement, isValidElement, type ReactNode } from 'react';

export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;
export const fieldHintId = (htmlFor: string) => `${htmlFor}-hint`;

/** The one way a field's error reads: red, under the control, announced. */
export function FieldError({ htmlFor, message }: { htmlFor: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(htmlFor)} className="text-xs text-red-600" role="alert">
      {message}
    </p>
  );
}

type ControlA11y = { 'aria-invalid'?: boolean | 'true' | 'false'; 'aria-describedby'?: string };

/**
 * The control (the single child) gets aria-invalid while there is an error and aria-describedby
 * naming the hint or the error, so every form that uses Field links them the same way.
 */
export function Field({
  label,
  htmlFor,
  error,
  invalid,
  hint,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | undefined;
  /** Invalid without a message (a form whose rule shows no text). */
  invalid?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  const isInvalid = Boolean(error) || Boolean(invalid);
  const describedBy = error ? fieldErrorId(htmlFor) : hint ? fieldHintId(htmlFor) : undefined;
  let control = children;
  if (isValidElement<ControlA11y>(children)) {
    const own = children.props;
    control = cloneElement(children, {
      'aria-invalid': own['aria-invalid'] ?? (isInvalid ? true : undefined),
      'aria-describedby': [own['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined,
    });
  }
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control}
      {hint && !error && (
        <p id={fieldHintId(htmlFor)} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError htmlFor={htmlFor} message={error} />
    </div>
  );
}
