// An amount typed into a form: a labelled text box ('12,500.50' and '$12,500.50' accepted; the form's schema reads
// the text into dollars with cents) with its hint and its error underneath, as every money form shows it.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from './field';
import { Input } from './input';

export function MoneyField<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  placeholder,
  autoFocus,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: Path<TValues>;
  id: string;
  label: string;
  hint?: string;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field label={label} htmlFor={id} error={error?.message} hint={hint}>
      <Input id={id} inputMode="decimal" autoComplete="off" placeholder={placeholder} autoFocus={autoFocus} {...form.register(name)} />
    </Field>
  );
}
