import { commentEndpoints, type ProductComment } from '@atelier/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { PSEUDO_LANGUAGE, useLocale, useT } from '../../lib/i18n';
import { MentionText } from '../mentions/mention-text';

const TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * A comment's text, and — when an AI provider is configured (`policies.translate`) — the way to
 * read it in the reader's language (issue 47 §5), with the original one click away.
 */
export function CommentText({ comment }: { comment: ProductComment }) {
  const t = useT();
  const { language } = useLocale();
  const [showing, setShowing] = useState(false);
  const translate = useMutation({
    mutationFn: async () =>
      (
        await callApi(commentEndpoints.translate, {
          params: { id: comment._id },
          body: { language: language === PSEUDO_LANGUAGE ? 'en' : language },
        })
      ).data,
    onSuccess: () => setShowing(true),
  });
  const translation = showing && translate.data?.text !== undefined ? translate.data : null;
  const original = <MentionText text={comment.text} mentions={comment.mentions} />;

  if (!comment.policies.translate)
    return (
      <Text size="sm" style={TEXT_STYLE}>
        {original}
      </Text>
    );
  return (
    <>
      <Text size="sm" style={TEXT_STYLE} lang={translation ? language : undefined}>
        {translation && !translation.unchanged ? translation.text : original}
      </Text>
      <Group gap={6} mt={2}>
        {translation ? (
          <>
            <Text size="xs" c="dimmed">
              {translation.unchanged ? t('comments.alreadyInLanguage') : t('comments.translatedBy')}
            </Text>
            {!translation.unchanged && (
              <Button size="compact-xs" variant="subtle" onClick={() => setShowing(false)}>
                {t('comments.showOriginal')}
              </Button>
            )}
          </>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconLanguage size={14} />}
            loading={translate.isPending}
            onClick={() => (translate.data ? setShowing(true) : translate.mutate())}
          >
            {t('comments.translate')}
          </Button>
        )}
        {translate.isError && (
          <Text size="xs" c="red" role="alert">
            {errorMessage(translate.error)}
          </Text>
        )}
      </Group>
    </>
  );
}
