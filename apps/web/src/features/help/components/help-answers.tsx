import { Accordion, Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SearchField } from '../../../components/form/search-field';
import { HELP_ANSWERS } from '../lib/answers';
import { searchAnswers } from '../lib/search-answers';
import { HelpSection } from './help-section';

/** The common questions, narrowed as the person types (every word must match, accents aside). */
export function HelpAnswers() {
  const [query, setQuery] = useState('');
  const found = searchAnswers(HELP_ANSWERS, query);
  const isSearching = query.trim() !== '';

  return (
    <HelpSection id="help-answers" title="Common questions">
      <SearchField
        label="Search the answers"
        placeholder="e.g. share with a supplier"
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {isSearching
          ? `${found.length} ${found.length === 1 ? 'answer' : 'answers'} found`
          : `${found.length} answers`}
      </Text>
      {found.length === 0 ? (
        <Stack gap={4} py="lg" ta="center">
          <Text fw={600}>No answers match “{query.trim()}”</Text>
          <Text size="sm" c="dimmed">
            Try other words, or write to us with the form on this page.
          </Text>
        </Stack>
      ) : (
        <Accordion variant="separated" radius="md" multiple>
          {found.map((answer) => (
            <Accordion.Item key={answer.id} value={answer.id}>
              <Accordion.Control>
                <Stack gap={4}>
                  <Text fw={600}>{answer.question}</Text>
                  <Badge variant="light" color="gray" size="sm" style={{ alignSelf: 'flex-start' }}>
                    {answer.topic}
                  </Badge>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{answer.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </HelpSection>
  );
}
