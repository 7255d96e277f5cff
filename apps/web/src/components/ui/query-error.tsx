import { useT } from '../../lib/i18n';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconFileUnknown } from '@tabler/icons-react';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/form-errors';
import { DeadEnd } from './dead-end';
import { paths } from '../../lib/paths';
import { serverText } from '../../lib/server-texts/server-text';

interface QueryErrorProps {
  /** The query that failed: its error is shown, and Try again fetches it again. */
  query: { error: unknown; refetch: () => unknown };
  title?: string;
  /** Where a thing that does not exist (404) sends the person back; the dashboard by default. */
  backTo?: string;
  backLabel?: string;
}

/**
 * A section that could not load: the server's text and a way to try again. A thing that does not
 * exist, or no longer, is no failure to retry: it says so, with the way back.
 */
export function QueryError({ query, title, backTo = paths.dashboard, backLabel }: QueryErrorProps) {
  const t = useT();
  const { error } = query;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Gone
        message={serverText(error)}
        backTo={backTo}
        backLabel={backLabel ?? t('queryError.backToDashboard')}
      />
    );
  }
  return (
    <Alert
      color="error"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title ?? t('queryError.title')}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        {errorMessage(error)}
        <Button size="xs" variant="white" color="error" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}

function Gone({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  const t = useT();
  return (
    <DeadEnd
      icon={<IconFileUnknown size={30} />}
      title={t('queryError.notFound')}
      order={2}
      backTo={backTo}
      backLabel={backLabel}
    >
      <Text maw={460}>
        {message} {t('queryError.gone')}
      </Text>
    </DeadEnd>
  );
}
