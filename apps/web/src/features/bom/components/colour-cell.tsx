import type { BomColour } from '@atelier/domain';
import { ColorSwatch, Group, Select, Text } from '@mantine/core';

import type { ColourChoice } from '../lib/draft';
import { useBomT } from '../i18n';

const NONE = 'none';
const UNUSED = 'unused';

interface ColourCellProps {
  label: string;
  choice: ColourChoice;
  /** The colourway's own colours first, then the rest of the library. */
  colourwayColours: readonly BomColour[];
  library: readonly BomColour[];
  readOnly: boolean;
  onChange: (choice: ColourChoice) => void;
}

const valueOf = (choice: ColourChoice) =>
  choice.kind === 'colour' ? choice.colourId : choice.kind === 'none' ? NONE : UNUSED;

/** A line's colour in one colourway: a colour of the library, no colour, or not used there. */
export function ColourCell({
  label,
  choice,
  colourwayColours,
  library,
  readOnly,
  onChange,
}: ColourCellProps) {
  const t = useBomT();
  const byId = new Map([...library, ...colourwayColours].map((colour) => [colour._id, colour]));
  const chosen = choice.kind === 'colour' ? byId.get(choice.colourId) : undefined;
  if (readOnly) {
    if (choice.kind === 'unused')
      return (
        <Text size="sm" c="dimmed">
          {t('bom.notUsed')}
        </Text>
      );
    if (!chosen)
      return (
        <Text size="sm" c="dimmed">
          —
        </Text>
      );
    return (
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={chosen.hexCode} size={14} aria-hidden />
        <Text size="sm">{chosen.name}</Text>
      </Group>
    );
  }
  const own = new Set(colourwayColours.map((colour) => colour._id));
  const option = (colour: BomColour) => ({ value: colour._id, label: colour.name });
  return (
    <Select
      aria-label={label}
      size="xs"
      w={140}
      value={valueOf(choice)}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
      leftSection={chosen ? <ColorSwatch color={chosen.hexCode} size={14} aria-hidden /> : null}
      data={[
        {
          group: t('bom.thisColourway'),
          items: [
            { value: NONE, label: t('bom.noColour') },
            { value: UNUSED, label: t('bom.notUsed') },
            ...colourwayColours.map(option),
          ],
        },
        ...(library.some((colour) => !own.has(colour._id))
          ? [
              {
                group: t('bom.colourLibrary'),
                items: library.filter((c) => !own.has(c._id)).map(option),
              },
            ]
          : []),
      ]}
      renderOption={({ option: item }) => {
        const colour = byId.get(item.value);
        return (
          <Group gap={6} wrap="nowrap">
            {colour && <ColorSwatch color={colour.hexCode} size={14} aria-hidden />}
            <Text size="sm">{item.label}</Text>
          </Group>
        );
      }}
      onChange={(value) => {
        if (value === NONE) onChange({ kind: 'none' });
        else if (value === UNUSED) onChange({ kind: 'unused' });
        else if (value) onChange({ kind: 'colour', colourId: value });
      }}
    />
  );
}
