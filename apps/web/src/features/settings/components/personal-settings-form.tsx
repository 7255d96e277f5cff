import {
  ZUpdateProfileSchema,
  type TUpdateProfileSchema,
  type UserDetails,
  displayName,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NameFields } from '../../../components/form/account-fields';
import { SettingsForm } from '../../../components/form/settings-form';
import { useSettingsForm } from '../../../components/form/use-settings-form';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePictureField } from './profile-picture-field';

const FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'phoneNumber',
  'linkedinUrl',
  'profilePicture',
] as const;

function toFormValues(user: UserDetails): TUpdateProfileSchema {
  return {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    jobTitle: user.jobTitle ?? '',
    phoneNumber: user.phoneNumber ?? '',
    linkedinUrl: user.linkedinUrl ?? '',
    // Left out unless the photo changes, so an untouched picture is never sent back.
    profilePicture: undefined,
  };
}

export function PersonalSettingsForm({ user }: { user: UserDetails }) {
  const [previewUrl, setPreviewUrl] = useState(user.profilePicture);
  const { form, formProps } = useSettingsForm({
    saved: user,
    toValues: toFormValues,
    resolver: zodResolver(ZUpdateProfileSchema),
    fields: FIELDS,
    update: useUpdateProfile(),
    onShown: (saved) => setPreviewUrl(saved.profilePicture),
  });
  const { errors } = form.formState;

  return (
    <SettingsForm {...formProps} error={formProps.error ?? errors.profilePicture?.message ?? null}>
      <ProfilePictureField
        name={displayName(user)}
        previewUrl={previewUrl}
        onUploaded={(file) => {
          form.setValue('profilePicture', file.path, { shouldDirty: true });
          setPreviewUrl(file.url);
        }}
        onRemove={() => {
          form.setValue('profilePicture', null, { shouldDirty: true });
          setPreviewUrl(null);
        }}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameFields
          own
          first={{ field: form.register('firstName'), error: errors.firstName?.message }}
          last={{ field: form.register('lastName'), error: errors.lastName?.message }}
        />
        <TextInput
          label="Job title"
          withAsterisk
          autoComplete="organization-title"
          placeholder="Senior textile designer"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+44 20 7946 0958"
          description="Include the country code."
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextInput
          label="LinkedIn URL"
          type="url"
          placeholder="https://www.linkedin.com/in/your-name"
          error={errors.linkedinUrl?.message}
          {...form.register('linkedinUrl')}
        />
        <TextInput
          label="Email"
          value={user.email}
          readOnly
          variant="filled"
          description="Your sign-in email cannot be changed here."
        />
      </SimpleGrid>
    </SettingsForm>
  );
}
