import { useT } from '../../lib/i18n';
import { Button, Card, EmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Buttons that start filling the list. */
  actions?: ReactNode;
}

/** What an empty list says, and how to fill it. */
export function ListEmpty({ icon, title, description, actions }: ListEmptyProps) {
  return (
    <Card withBorder padding="xl">
      <EmptyState variant="light" icon={icon} title={title} description={description}>
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Card>
  );
}

interface NoMatchesProps {
  /** What is listed, plural ("colours"). */
  noun: string;
  search: string;
  /** The title in the person's language; English with `noun` if absent. */
  title?: string;
  hint?: string;
  onClear: () => void;
}

/** A search that found nothing, with a way back to the whole list. */
export function NoMatches({ noun, search, title, hint, onClear }: NoMatchesProps) {
  const t = useT();
  return (
    <ListEmpty
      icon={<IconSearch size={26} />}
      title={title ?? `No ${noun} match “${search}”`}
      description={hint ?? t('list.noMatchesHint')}
      actions={
        <Button variant="default" onClick={onClear}>
          {t('list.clearSearch')}
        </Button>
      }
    />
  );
}
