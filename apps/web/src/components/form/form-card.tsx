import { Paper } from '@mantine/core';
import { FormStack, type FormStackProps } from './form-stack';

type FormCardProps = Omit<FormStackProps, 'gap'> & {
  /** How wide the card may grow; a settings page's fills the column. */
  maw?: number;
};

/** A page's form on a card (a new team, a new user, a settings page), its fields spaced apart. */
export function FormCard({ maw, ...form }: FormCardProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={maw}>
      <FormStack {...form} gap="lg" />
    </Paper>
  );
}
