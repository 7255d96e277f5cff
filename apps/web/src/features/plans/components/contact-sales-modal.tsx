import {
  SALES_COMPANY_MAX,
  SUPPORT_MESSAGE_MAX,
  ZSalesEnquirySchema,
  type SalesEnquiry,
  type TSalesEnquirySchema,
  displayName,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '../../../components/form/form-modal';
import { useSession } from '../../../lib/session';
import { useSendSalesEnquiry } from '../api/send-sales-enquiry';

const FIELDS = ['name', 'email', 'company', 'teamSize', 'message'] as const;

interface ContactSalesModalProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Contact sales' for the Teams plan: who asks, for how many people; the reply comes by e-mail. */
export function ContactSalesModal({ opened, onClose }: ContactSalesModalProps) {
  const { user } = useSession();
  const send = useSendSalesEnquiry();
  return (
    <FormModal<TSalesEnquirySchema, SalesEnquiry>
      opened={opened}
      onClose={onClose}
      title="Contact sales"
      resolver={zodResolver(ZSalesEnquirySchema)}
      defaultValues={{
        name: user ? displayName(user) : '',
        email: user?.email ?? '',
        company: '',
        teamSize: '',
        message: '',
      }}
      fields={FIELDS}
      submitLabel="Send to sales"
      onSubmit={async (enquiry) => await send.mutateAsync(enquiry)}
    >
      {(form) => (
        <>
          <Text size="sm" c="dimmed">
            Tell us about your studio and we will shape the Teams plan around it.
          </Text>
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete="name"
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label="Work e-mail"
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <TextInput
            label="Company"
            withAsterisk
            autoComplete="organization"
            maxLength={SALES_COMPANY_MAX + 20}
            {...form.register('company')}
            error={form.formState.errors.company?.message}
          />
          <TextInput
            label="People who would use Atelier"
            withAsterisk
            inputMode="numeric"
            {...form.register('teamSize')}
            error={form.formState.errors.teamSize?.message}
          />
          <Textarea
            label="What do you need?"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={SUPPORT_MESSAGE_MAX + 20}
            {...form.register('message')}
            error={form.formState.errors.message?.message}
          />
        </>
      )}
    </FormModal>
  );
}
