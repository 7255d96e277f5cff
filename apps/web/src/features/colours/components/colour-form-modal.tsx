import {
  HEX_PATTERN,
  normaliseHex,
  ZUpdateColourSchema,
  type Colour,
  type Team,
  type TUpdateColourSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ColorInput, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { useCreateColour } from '../api/create-colour';
import { useUpdateColour } from '../api/update-colour';
import { PICKER_SWATCHES } from '../lib/swatches';
import { useT } from '../../../lib/i18n';
import { useColourT } from '../i18n';

/** Six digits are complete while typing; three may still be the start of six. */
const FULL_HEX = /^#?[0-9a-f]{6}$/i;

type Values = TUpdateColourSchema;
type Output = z.output<typeof ZUpdateColourSchema>;

interface ColourFormModalProps {
  team: Team;
  opened: boolean;
  /** The colour to edit; null adds one. */
  colour: Colour | null;
  onClose: () => void;
}

/** Add or edit a colour: picked or typed hex, with its name and code (e.g. a TCX reference). */
export function ColourFormModal({ team, opened, colour, onClose }: ColourFormModalProps) {
  const t = useT();
  const ct = useColourT();
  const createColour = useCreateColour();
  const updateColour = useUpdateColour();

  return (
    <FormModal<Values, Output>
      opened={opened}
      onClose={onClose}
      title={colour ? ct('form.editTitle') : ct('add')}
      resolver={zodResolver(ZUpdateColourSchema)}
      defaultValues={{
        name: colour?.name ?? '',
        code: colour?.code ?? '',
        hexCode: colour?.hexCode ?? '',
      }}
      fields={['name', 'code', 'hexCode']}
      conflictField="code"
      submitLabel={colour ? t('common.save') : ct('add')}
      onSubmit={async (values) => {
        const answer = colour
          ? await updateColour.mutateAsync({ id: colour._id, body: values })
          : await createColour.mutateAsync({ teamId: team._id, ...values });
        return answer;
      }}
    >
      {(form) => (
        <>
          <Controller
            control={form.control}
            name="hexCode"
            render={({ field, fieldState }) => (
              <ColorInput
                label={ct('form.hex')}
                withAsterisk
                placeholder="#8A1538"
                format="hex"
                swatches={PICKER_SWATCHES}
                swatchesPerRow={10}
                // Typed text stays as typed, so a wrong code is explained rather than undone.
                fixOnBlur={false}
                withEyeDropper={false}
                value={field.value ?? ''}
                onChange={(value) =>
                  field.onChange(FULL_HEX.test(value) ? normaliseHex(value) : value)
                }
                // '#fa0' is spelled out once typing is done, not while '#fa0b…' is on its way.
                onBlur={() => {
                  if (HEX_PATTERN.test(field.value ?? ''))
                    field.onChange(normaliseHex(field.value));
                  field.onBlur();
                }}
                error={fieldState.error?.message}
                data-autofocus
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={ct('form.name')}
              placeholder={ct('form.namePlaceholder')}
              withAsterisk
              autoComplete="off"
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label={ct('col.code')}
              placeholder={ct('form.codePlaceholder')}
              withAsterisk
              autoComplete="off"
              error={form.formState.errors.code?.message}
              {...form.register('code')}
            />
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
}
