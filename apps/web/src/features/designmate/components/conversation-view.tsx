import {
  DESIGNMATE_PROMPT_MAX,
  DESIGNMATE_SKILL_LABELS,
  DESIGNMATE_SKILLS,
  messages as texts,
  type DesignmateMessage,
  type DesignmateSkill,
  type DesignmateUpload,
} from '@atelier/domain';
import {
  Anchor,
  Button,
  Chip,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPhotoPlus, IconPlayerStop, IconSend } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import {
  useConversation,
  useSendMessage,
  uploadImages,
  type AnswerDraft,
} from '../api/conversations';
import { ReplyResult } from './reply-result';

/** Skills that read one product: offered in a conversation about one (a product page's). */
const PRODUCT_SKILLS: ReadonlySet<DesignmateSkill> = new Set(['spec']);

/**
 * A supplier's person's skills (issue 47 §1): their questions, and the change list of the threads
 * shared with them, which reads one product; the team's own skills would answer that they are not
 * available to suppliers.
 */
const SUPPLIER_SKILLS: readonly DesignmateSkill[] = ['ask', 'changes'];

const OPENING_QUESTIONS = [
  'What is late?',
  'What is due this week?',
  'Which fabrics are trending?',
];

/** A conversation about a product opens with what one asks of a product. */
const PRODUCT_QUESTIONS = [
  'What was asked to change?',
  'Which tags and season fit it?',
  'What is its palette?',
];

function Sources({ message }: { message: DesignmateMessage }) {
  if (message.sources.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      Used:{' '}
      {message.sources.slice(0, 8).map((source, index) => (
        <span key={`${source.kind}-${source._id}`}>
          {index > 0 && ', '}
          <Anchor component={Link} to={source.url} inherit>
            {source.title}
          </Anchor>
        </span>
      ))}
      {message.sources.length > 8 && ` and ${message.sources.length - 8} more`}
    </Text>
  );
}

/** What a question without words asked: its images, or its skill. */
function sentWithoutText(message: DesignmateMessage) {
  const images = message.fileIds.length;
  if (images > 0) return images === 1 ? '1 image' : `${images} images`;
  return message.skill ? DESIGNMATE_SKILL_LABELS[message.skill] : '';
}

function MessageBubble({
  message,
  conversationId,
}: {
  message: DesignmateMessage;
  conversationId: string;
}) {
  const mine = message.role === 'user';
  return (
    <Paper
      component="li"
      withBorder={!mine}
      bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
      p="md"
      ml={mine ? 'auto' : 0}
      maw={mine ? '80%' : '100%'}
      aria-label={mine ? 'You' : 'designmate'}
    >
      <Stack gap="sm">
        {!mine && message.skill && (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {DESIGNMATE_SKILL_LABELS[message.skill]}
          </Text>
        )}
        {/* A spec check answers in sections, a line each. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.text || (mine ? sentWithoutText(message) : '')}
        </Text>
        {!mine && <ReplyResult message={message} conversationId={conversationId} />}
        {!mine && <Sources message={message} />}
        {!mine && message.sentToModel && (
          <details>
            <summary>
              <Text span size="xs" c="dimmed">
                What was sent to the AI service
              </Text>
            </summary>
            <Text size="xs" c="dimmed" component="pre" style={{ whiteSpace: 'pre-wrap' }}>
              {message.sentToModel.join('\n\n')}
            </Text>
          </details>
        )}
      </Stack>
    </Paper>
  );
}

/** The answer while it streams in: its skill and its words so far, announced politely. */
function DraftBubble({ draft }: { draft: AnswerDraft }) {
  return (
    <Paper component="li" withBorder p="md" aria-label="designmate, answering">
      <Stack gap="sm">
        {draft.skill && (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {DESIGNMATE_SKILL_LABELS[draft.skill]}
          </Text>
        )}
        <Text size="sm" aria-live="polite" style={{ whiteSpace: 'pre-wrap' }}>
          {draft.text}
        </Text>
      </Stack>
    </Paper>
  );
}

interface ConversationViewProps {
  id: string;
  teamId: string;
  /** Images ready to send with the first question (an image page's "Ask designmate"). */
  images?: readonly DesignmateUpload[];
  /** The user is a supplier's person in the team: their skills, no images. */
  forSupplier?: boolean;
}

/** One conversation: its messages, and the box to ask the next question or drop images. */
export function ConversationView({
  id,
  teamId,
  images: given = [],
  forSupplier = false,
}: ConversationViewProps) {
  const t = useT();
  const conversation = useConversation(id);
  const send = useSendMessage(id, teamId);
  const [text, setText] = useState('');
  const [skill, setSkill] = useState<DesignmateSkill | null>(null);
  const [images, setImages] = useState<DesignmateUpload[]>([...given]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  const [draft, setDraft] = useState<AnswerDraft | null>(null);

  const addImages = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    setFailure(null);
    try {
      const { data } = await uploadImages(id, files);
      setImages((current) => [...current, ...data]);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const ask = async (question: string, asked: DesignmateSkill | null = skill) => {
    const controller = new AbortController();
    stop.current = controller;
    setFailure(null);
    const fileIds = images.map((image) => image._id);
    const input = {
      text: question.trim(),
      ...(asked
        ? { skill: asked }
        : fileIds.length && !question.trim()
          ? { skill: 'palette' as const }
          : {}),
      ...(fileIds.length ? { fileIds } : {}),
    };
    // The question leaves the box as it is sent, so the next one can be typed while designmate
    // answers; a question that could not be asked comes back to an empty box.
    setText((current) => (current === question ? '' : current));
    try {
      await send.mutateAsync({ input, signal: controller.signal, onDraft: setDraft });
      setImages([]);
      // A chip asks for one skill for one message: the next question is read on its own.
      setSkill(null);
    } catch (error) {
      setText((current) => (current === '' ? question : current));
      if (!controller.signal.aborted) setFailure(errorMessage(error));
    } finally {
      setDraft(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (forSupplier) return;
    void addImages([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/')));
  };

  if (conversation.isPending) {
    return <Skeleton height={320} role="status" aria-label="Loading the conversation" />;
  }
  if (conversation.isError) {
    return <QueryError title="This conversation could not be loaded" query={conversation} />;
  }
  const history = conversation.data.messages;
  const last = history.at(-1);
  const aboutProduct = conversation.data.productId !== null;
  const supplierQuestions = [
    t('designmate.supplierAskSamples'),
    t('designmate.supplierAskTechpack'),
    ...(aboutProduct ? [t('designmate.supplierAskChanges')] : []),
  ];
  const opening = forSupplier
    ? supplierQuestions
    : aboutProduct
      ? PRODUCT_QUESTIONS
      : OPENING_QUESTIONS;
  const skills = forSupplier
    ? SUPPLIER_SKILLS.filter((option) => aboutProduct || option !== 'changes')
    : DESIGNMATE_SKILLS.filter((option) => aboutProduct || !PRODUCT_SKILLS.has(option));
  const suggestions = history.length === 0 ? opening : (last?.suggestedQuestions ?? []);
  // The words streamed so far, until the kept answer takes their place in the list.
  const answering = send.isPending && last?.role === 'user';
  const canSend =
    !send.isPending && !uploading && (text.trim() !== '' || skill !== null || images.length > 0);

  return (
    <Stack gap="md" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      {history.length === 0 && forSupplier && (
        <Paper withBorder p="lg">
          <Text fw={600}>{t('designmate.supplierIntroTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('designmate.supplierIntro')}
          </Text>
        </Paper>
      )}
      {history.length === 0 && !forSupplier && (
        <Paper withBorder p="lg">
          <Text fw={600}>Ask designmate about your team’s work</Text>
          <Text size="sm" c="dimmed">
            It reads your products, comments, colours and fabrics — only what you may see. Drop a
            mood-board image for its palette, ask what is late, or what a supplier asked to change.
          </Text>
        </Paper>
      )}
      <Stack
        gap="sm"
        component="ul"
        aria-label="Messages"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {history.map((message) => (
          <MessageBubble key={message._id} message={message} conversationId={id} />
        ))}
        {answering && draft?.text && <DraftBubble draft={draft} />}
      </Stack>
      {send.isPending && (
        <Group gap="sm" role="status" aria-label="designmate is answering">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {draft?.skill
              ? `${DESIGNMATE_SKILL_LABELS[draft.skill]}: designmate is answering…`
              : 'designmate is thinking…'}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPlayerStop size={14} />}
            onClick={() => stop.current?.abort()}
          >
            Stop
          </Button>
        </Group>
      )}
      {failure && (
        <Text size="sm" c="error.6" role="alert">
          {failure}{' '}
          {failure === texts.upgradePlan && (
            <Anchor component={Link} to={paths.pricing} inherit>
              See plans
            </Anchor>
          )}
        </Text>
      )}
      {suggestions.length > 0 && !send.isPending && (
        <Group gap="xs" aria-label="Suggested questions">
          {suggestions.map((question) => (
            <Button
              key={question}
              size="compact-sm"
              variant="light"
              onClick={() => void ask(question, null)}
            >
              {question}
            </Button>
          ))}
        </Group>
      )}
      <Stack gap="xs">
        <Chip.Group
          value={skill ?? ''}
          onChange={(value) => setSkill((value as DesignmateSkill) || null)}
        >
          <Group gap={6} aria-label="Skill">
            {skills.map((option) => (
              <Chip
                key={option}
                value={option}
                size="xs"
                variant="outline"
                onClick={() => option === skill && setSkill(null)}
              >
                {DESIGNMATE_SKILL_LABELS[option]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {images.length > 0 && (
          <Group gap="xs" role="group" aria-label="Images to send">
            {images.map((image) => (
              <Group key={image._id} gap={2} wrap="nowrap">
                <Image src={image.url} alt={image.name} w={48} h={48} radius="sm" fit="cover" />
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${image.name}`}
                  onClick={() =>
                    setImages((current) => current.filter((item) => item._id !== image._id))
                  }
                />
              </Group>
            ))}
          </Group>
        )}
        <Textarea
          aria-label="Message designmate"
          placeholder={
            forSupplier
              ? t('designmate.supplierPlaceholder')
              : 'Ask about your products, or drop an image for its palette'
          }
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          maxLength={DESIGNMATE_PROMPT_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              if (canSend) void ask(text);
            }
          }}
          description={
            text.length > DESIGNMATE_PROMPT_MAX * 0.9
              ? `${DESIGNMATE_PROMPT_MAX - text.length} characters left`
              : undefined
          }
        />
        <Group justify={forSupplier ? 'flex-end' : 'space-between'}>
          {!forSupplier && (
            <FileButton onChange={(files) => void addImages(files)} accept="image/*" multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoPlus size={16} />}
                  loading={uploading}
                >
                  Add images
                </Button>
              )}
            </FileButton>
          )}
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!canSend}
            onClick={() => void ask(text)}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
