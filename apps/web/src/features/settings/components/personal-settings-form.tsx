import {
  ZUpdateProfileSchema,
  type TUpdateProfileSchema,
  type UserDetails,
  displayName,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NameFields } from '../../../components/form/account-fields';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile';
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
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState(user.profilePicture);
  const form = useForm<TUpdateProfileSchema, unknown, UpdateProfileInput>({
    resolver: zodResolver(ZUpdateProfileSchema),
    defaultValues: toFormValues(user),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data, responseMessage } = await updateProfile.mutateAsync(values);
      toast.success(responseMessage);
      form.reset(toFormValues(data));
      setPreviewUrl(data.profilePicture);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const discard = () => {
    form.reset(toFormValues(user));
    setPreviewUrl(user.profilePicture);
    setFormError(null);
  };

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormErrorAlert message={formError ?? errors.profilePicture?.message ?? null} />
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
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={discard}
              disabled={!isDirty || updateProfile.isPending}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={updateProfile.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
