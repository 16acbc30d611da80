import type { ComponentProps } from 'react';
import { MESSAGES } from '@app/shared';
import { translateText } from '@/lib/i18n';
import { TextField } from './text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'hint'>;

/** A new password and its confirmation, with spec §5's rules as the hint (register and reset share it). */
export function NewPasswordFields({
  labels,
  password,
  confirm,
}: {
  labels: { password: string; confirm: string };
  password: FieldProps;
  confirm: FieldProps;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={translateText(MESSAGES.passwordHint)}
        {...password}
      />
      <TextField label={labels.confirm} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
