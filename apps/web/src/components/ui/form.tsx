// The one form approach: react-hook-form checked by a domain zod schema, field errors under each field (Field),
// and the server's `{ error: { code, message } }` in one banner above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { Alert } from './feedback';

/** useForm with the schema as resolver: the submit handler receives the schema's output. */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'defaultValues'> & { defaultValues: DefaultValues<TInput> },
) {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver<TInput, unknown, TOutput>(schema) });
}

/** The request's failure (the server's message, or the network's), or nothing. */
export function FormError({ error, fallback, className }: { error: unknown; fallback?: string; className?: string }) {
  if (!error) return null;
  return (
    <Alert tone="error" className={className}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
