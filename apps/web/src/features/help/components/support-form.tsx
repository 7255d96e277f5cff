import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  ZSupportSchema,
  type SupportTicket,
  type TSupportSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Image, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { countedDescription } from '../../../components/form/char-count';
import { FormStack } from '../../../components/form/form-stack';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { IMAGE_RULES } from '../../../lib/upload-refusal';
import { useSendSupport } from '../api/send-support';
import { HelpSection } from './help-section';

/** A local preview of the chosen file, released when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Write to Atelier support: a subject, the message, optionally a screenshot; answers a ticket. */
export function SupportForm() {
  const { user } = useSession();
  const send = useSendSupport();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<SupportTicket | null>(null);
  const preview = usePreview(screenshot);
  const form = useForm<TSupportSchema, unknown, TSupportSchema>({
    resolver: zodResolver(ZSupportSchema),
    mode: 'onTouched',
    defaultValues: { subject: '', message: '' },
  });
  const subject = form.watch('subject');
  const message = form.watch('message');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await send.mutateAsync({ ...values, screenshot });
      setTicket(data);
      setScreenshot(null);
      form.reset();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['subject', 'message']));
    }
  });

  return (
    <HelpSection
      id="help-contact"
      title="Contact support"
      intro={`Tell us what happened; we answer by e-mail${user?.email ? ` at ${user.email}` : ''}.`}
    >
      {ticket && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={`Ticket ${ticket.ticketNumber}`}
          role="status"
        >
          Thanks, your message “{ticket.subject}” reached Atelier support. Quote{' '}
          {ticket.ticketNumber} if you write to us about it again.
        </Alert>
      )}
      <FormStack onSubmit={onSubmit} error={formError}>
        <TextInput
          label="Subject"
          withAsterisk
          placeholder="e.g. Pins move when I zoom"
          autoComplete="off"
          {...form.register('subject')}
          error={form.formState.errors.subject?.message}
          {...countedDescription(subject.length, SUPPORT_SUBJECT_MAX)}
        />
        <Textarea
          label="Message"
          withAsterisk
          placeholder="What did you do, what did you expect, and what happened instead?"
          autosize
          minRows={5}
          maxRows={12}
          {...form.register('message')}
          error={form.formState.errors.message?.message}
          {...countedDescription(message.length, SUPPORT_MESSAGE_MAX)}
        />
        <ImageUploadField
          label="Screenshot (optional)"
          inputLabel="Screenshot"
          preview={
            preview ? (
              <Image src={preview} alt="Screenshot preview" w={88} h={88} radius="md" fit="cover" />
            ) : (
              <Stack
                w={88}
                h={88}
                align="center"
                justify="center"
                bg="gray.1"
                style={{ borderRadius: 8 }}
              >
                <IconPhoto size={28} aria-hidden color="var(--mantine-color-gray-6)" />
              </Stack>
            )
          }
          buttonLabel={screenshot ? 'Choose another' : 'Add screenshot'}
          rules={IMAGE_RULES}
          onFile={setScreenshot}
          onRemove={screenshot ? () => setScreenshot(null) : undefined}
          note={
            screenshot ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {screenshot.name}, sent with your message.
              </Text>
            ) : undefined
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </FormStack>
    </HelpSection>
  );
}
