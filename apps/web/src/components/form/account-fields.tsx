import { messages } from '@atelier/domain/messages';
import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n';

/** A registered field and the message of its error, if any. */
interface AccountField {
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The e-mail a person signs in with. */
export function EmailField({ field, error }: AccountField) {
  const t = useT();
  return (
    <TextInput
      label={t('account.email')}
      type="email"
      autoComplete="email"
      placeholder={t('account.emailPlaceholder')}
      error={error}
      {...field}
    />
  );
}

/** The password a person signs in with. */
export function CurrentPasswordField({ field, error }: AccountField) {
  const t = useT();
  return (
    <PasswordInput
      label={t('account.password')}
      autoComplete="current-password"
      placeholder={t('account.passwordPlaceholder')}
      visibilityToggleButtonProps={{ 'aria-label': t('account.togglePassword') }}
      error={error}
      {...field}
    />
  );
}

interface NewPasswordFieldsProps {
  /** "Password" when signing up, "New password" when replacing one. */
  label: string;
  password: AccountField;
  confirm: AccountField;
}

/** A password being chosen, with what it must hold, and the same again to confirm it. */
export function NewPasswordFields({ label, password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        description={messages.passwordHint}
        error={password.error}
        {...password.field}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.field}
      />
    </>
  );
}

interface NameFieldsProps {
  first: AccountField;
  last: AccountField;
  /** The person's own name, which the browser may fill in; not when it is a colleague's. */
  own: boolean;
}

/** First name (required) and last name, side by side in the caller's grid. */
export function NameFields({ first, last, own }: NameFieldsProps) {
  return (
    <>
      <TextInput
        label="First name"
        withAsterisk
        autoComplete={own ? 'given-name' : 'off'}
        error={first.error}
        {...first.field}
      />
      <TextInput
        label="Last name"
        autoComplete={own ? 'family-name' : 'off'}
        error={last.error}
        {...last.field}
      />
    </>
  );
}
