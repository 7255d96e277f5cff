import { Group, Kbd, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { KEYBOARD_SHORTCUTS } from '../lib/answers';

/** The keys Atelier answers to, and where. */
export function KeyboardShortcuts() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="help-keys">
      <Stack gap="md">
        <Title order={2} size="h3" id="help-keys">
          Keyboard shortcuts
        </Title>
        <Table verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Keys</Table.Th>
              <Table.Th>What it does</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {KEYBOARD_SHORTCUTS.map((shortcut) => (
              <Table.Tr key={`${shortcut.where} ${shortcut.keys.join('+')}`}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {shortcut.keys.map((combination, index) => (
                      <Fragment key={combination}>
                        {index > 0 && (
                          <Text span size="xs" c="dimmed">
                            or
                          </Text>
                        )}
                        {combination.split('+').map((key, part) => (
                          <Fragment key={key}>
                            {part > 0 && (
                              <Text span size="xs">
                                +
                              </Text>
                            )}
                            <Kbd size="xs">{key}</Kbd>
                          </Fragment>
                        ))}
                      </Fragment>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{shortcut.what}</Text>
                  <Text size="xs" c="dimmed">
                    {shortcut.where}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
