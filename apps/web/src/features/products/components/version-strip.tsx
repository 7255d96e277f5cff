import type { FileVersion } from '@atelier/domain';
import { Badge, Button, Group, Image, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconColumns2 } from '@tabler/icons-react';
import { useFormat } from '../../../lib/format';
import classes from './version-strip.module.css';

/** How a version reads in the strip and the compare view: its number and name. */
export const versionName = (version: FileVersion) => `v${version.number} · ${version.label}`;

interface VersionStripProps {
  versions: readonly FileVersion[];
  shown: FileVersion;
  onShow: (version: FileVersion) => void;
  onCompare: () => void;
}

/** A file's rounds, oldest first: the one shown is pressed; any two can be compared. */
export function VersionStrip({ versions, shown, onShow, onCompare }: VersionStripProps) {
  const { formatDate } = useFormat();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ScrollArea type="auto" offsetScrollbars style={{ flex: 1 }}>
        <Group gap="xs" wrap="nowrap" role="group" aria-label="Versions">
          {versions.map((version) => (
            <UnstyledButton
              key={version._id}
              className={classes.version}
              aria-pressed={version._id === shown._id}
              onClick={() => onShow(version)}
            >
              <Group gap={8} wrap="nowrap">
                <Image
                  src={version.thumbnail ?? version.url}
                  alt=""
                  w={36}
                  h={36}
                  radius="sm"
                  fit="cover"
                />
                <div>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {versionName(version)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {version.current ? (
                      <Badge size="xs" variant="light" component="span">
                        Current
                      </Badge>
                    ) : (
                      formatDate(version.createdAt)
                    )}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Group>
      </ScrollArea>
      <Button variant="default" leftSection={<IconColumns2 size={16} />} onClick={onCompare}>
        Compare
      </Button>
    </Group>
  );
}
