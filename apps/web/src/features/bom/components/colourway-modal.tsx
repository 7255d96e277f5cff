import {
  COLOURWAY_COLOURS_MAX,
  COLOURWAY_NAME_MAX,
  type BomColour,
  type Colourway,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ColorSwatch, Group, MultiSelect, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';

const ZColourwayForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the colourway.')
    .max(COLOURWAY_NAME_MAX, 'A colourway’s name has at most 60 characters.'),
  colourIds: z.array(z.string()).max(COLOURWAY_COLOURS_MAX, 'A colourway has at most 8 colours.'),
});
type Values = z.input<typeof ZColourwayForm>;

interface ColourwayModalProps {
  opened: boolean;
  /** The colourway to edit; null adds one. */
  colourway: Colourway | null;
  /** Names already used by the bill's other colourways. */
  takenNames: readonly string[];
  library: readonly BomColour[];
  onClose: () => void;
  onSave: (values: { name: string; colourIds: string[] }) => void;
}

/** Add or edit a colourway: its name ("Poppy / Chalk") and its colours from the library. */
export function ColourwayModal({
  opened,
  colourway,
  takenNames,
  library,
  onClose,
  onSave,
}: ColourwayModalProps) {
  const taken = new Set(takenNames.map((name) => name.toLocaleLowerCase()));
  const schema = ZColourwayForm.refine((values) => !taken.has(values.name.toLocaleLowerCase()), {
    message: 'Another colourway has this name: name each its own.',
    path: ['name'],
  });
  const byId = new Map(library.map((colour) => [colour._id, colour]));
  return (
    <FormModal<Values, z.output<typeof ZColourwayForm>>
      opened={opened}
      onClose={onClose}
      title={colourway ? `Edit ${colourway.name}` : 'Add colourway'}
      resolver={zodResolver(schema)}
      defaultValues={{ name: colourway?.name ?? '', colourIds: colourway?.colourIds ?? [] }}
      fields={['name', 'colourIds']}
      submitLabel={colourway ? 'Save' : 'Add colourway'}
      onSubmit={(values) => {
        onSave(values);
        return Promise.resolve(null);
      }}
    >
      {(form) => (
        <>
          <TextInput
            label="Name"
            placeholder="e.g. Poppy / Chalk"
            withAsterisk
            autoComplete="off"
            data-autofocus
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="colourIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Colours"
                description={
                  library.length === 0
                    ? 'The team’s colour library is empty: add colours in the Color Library first.'
                    : 'From the team’s colour library, main colour first.'
                }
                placeholder={field.value.length ? '' : 'Choose colours'}
                data={library.map((colour) => ({ value: colour._id, label: colour.name }))}
                searchable
                hidePickedOptions
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                renderOption={({ option }) => {
                  const colour = byId.get(option.value);
                  return (
                    <Group gap={8} wrap="nowrap">
                      {colour && <ColorSwatch color={colour.hexCode} size={16} aria-hidden />}
                      <Text size="sm">{option.label}</Text>
                      {colour && (
                        <Text size="xs" c="dimmed">
                          {colour.code}
                        </Text>
                      )}
                    </Group>
                  );
                }}
              />
            )}
          />
        </>
      )}
    </FormModal>
  );
}
