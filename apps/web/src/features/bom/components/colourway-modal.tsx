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
import { useT } from '../../../lib/i18n';
import { useBomT } from '../i18n';

const zName = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(COLOURWAY_NAME_MAX, 'A colourway’s name has at most 60 characters.');

const ZColourwayForm = z.object({
  name: zName('Name the colourway.'),
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
  const t = useBomT();
  const tApp = useT();
  const taken = new Set(takenNames.map((name) => name.toLocaleLowerCase()));
  const form = ZColourwayForm.extend({ name: zName(t('bom.nameColourway')) });
  const schema = form.refine((values) => !taken.has(values.name.toLocaleLowerCase()), {
    message: t('bom.nameTaken'),
    path: ['name'],
  });
  const byId = new Map(library.map((colour) => [colour._id, colour]));
  return (
    <FormModal<Values, z.output<typeof ZColourwayForm>>
      opened={opened}
      onClose={onClose}
      title={colourway ? tApp('pom.editTitle', { name: colourway.name }) : t('bom.addColourway')}
      resolver={zodResolver(schema)}
      defaultValues={{ name: colourway?.name ?? '', colourIds: colourway?.colourIds ?? [] }}
      fields={['name', 'colourIds']}
      submitLabel={colourway ? tApp('common.save') : t('bom.addColourway')}
      onSubmit={(values) => {
        onSave(values);
        return Promise.resolve(null);
      }}
    >
      {(form) => (
        <>
          <TextInput
            label={tApp('pom.name')}
            placeholder={t('bom.colourwayPlaceholder')}
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
                label={t('bom.colours')}
                description={library.length === 0 ? t('bom.libraryEmpty') : t('bom.libraryHint')}
                placeholder={field.value.length ? '' : t('bom.chooseColours')}
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
