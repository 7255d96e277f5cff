import type { MeasureUnit } from '@atelier/domain';
import { Affix, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconBackspace } from '@tabler/icons-react';
import type { FocusEvent, MouseEvent, Ref } from 'react';
import {
  EIGHTHS,
  fractionText,
  takesFractions,
  type DecimalSeparator,
  type PadKey,
} from '../lib/pad-text';
import { useSpecT } from '../i18n';

interface NumberPadProps {
  ref: Ref<HTMLDivElement>;
  /** The name of the field typed in ('T01 M (base size)'), which names the pad. */
  field: string;
  /** What the field holds now, repeated above the keys as the pad may cover the field. */
  text: string;
  unit: MeasureUnit;
  separator: DecimalSeparator;
  onKey: (key: PadKey) => void;
  onNext: () => void;
  onDone: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** Keys of 52 px, above the 48 px a thumb needs, with 6 px between them. */
const KEY_HEIGHT = 52;
const GAP = 6;
/** The pad's height before it is measured: its rows of keys, the line above them, the padding. */
const padHeight = (rows: number) => rows * (KEY_HEIGHT + GAP) + 56;
const DIGIT_ROWS = [
  ['7', '8', '9'],
  ['4', '5', '6'],
  ['1', '2', '3'],
] as const;

/** A key keeps the focus in the field typed in: its mouse-down does nothing. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A number pad at the foot of the screen for typing lengths with a thumb: digits, the person's
 * decimal separator, the eighths of an inch when the sheet is in inches, backspace, clear, Next
 * (the next point of measure) and Done. Every key is a named button, so it is reached and pressed
 * with a keyboard too. While it is open, a space as high as the pad follows the page, so the last
 * rows can be scrolled above it.
 */
export function NumberPad({
  ref,
  field,
  text,
  unit,
  separator,
  onKey,
  onNext,
  onDone,
  onBlur,
}: NumberPadProps) {
  const t = useSpecT();
  const { ref: sizeRef, height } = useElementSize();
  const key = (label: string, padKey: PadKey, name?: string) => (
    <Button
      key={label}
      variant="default"
      h={KEY_HEIGHT}
      fz="xl"
      aria-label={name}
      onClick={() => onKey(padKey)}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Box h={height || padHeight(takesFractions(unit) ? 6 : 4)} aria-hidden />
      <Affix position={{ bottom: 0, left: 0, right: 0 }} withinPortal={false} zIndex={150}>
        <Paper
          ref={ref}
          role="group"
          aria-label={t('pad.label', { field })}
          shadow="lg"
          withBorder
          radius={0}
          p="xs"
          onMouseDown={keepFocus}
          onBlur={onBlur}
        >
          <Box ref={sizeRef} maw={480} mx="auto">
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={GAP}>
              <Text size="sm" c="dimmed" truncate>
                {field}
              </Text>
              <Text size="xl" fw={700} aria-hidden>
                {text || '—'}
              </Text>
            </Group>
            {takesFractions(unit) && (
              <SimpleGrid cols={4} spacing={GAP} verticalSpacing={GAP} mb={GAP}>
                {EIGHTHS.map((eighths) =>
                  key(
                    fractionText(eighths),
                    { kind: 'fraction', eighths },
                    t('pad.fraction', { fraction: fractionText(eighths) }),
                  ),
                )}
              </SimpleGrid>
            )}
            <SimpleGrid cols={4} spacing={GAP} verticalSpacing={GAP}>
              {DIGIT_ROWS.map((row, index) => [
                ...row.map((digit) => key(digit, { kind: 'digit', digit })),
                index === 0 ? (
                  <Button
                    key="backspace"
                    variant="light"
                    h={KEY_HEIGHT}
                    aria-label={t('pad.backspace')}
                    onClick={() => onKey({ kind: 'backspace' })}
                  >
                    <IconBackspace size={24} aria-hidden />
                  </Button>
                ) : index === 1 ? (
                  <Button
                    key="clear"
                    variant="light"
                    h={KEY_HEIGHT}
                    onClick={() => onKey({ kind: 'clear' })}
                  >
                    {t('pad.clear')}
                  </Button>
                ) : (
                  <Button key="done" variant="light" h={KEY_HEIGHT} px={4} onClick={onDone}>
                    {t('pad.done')}
                  </Button>
                ),
              ])}
              {key(
                separator,
                { kind: 'decimal' },
                separator === ',' ? t('pad.decimalComma') : t('pad.decimalPoint'),
              )}
              <Button
                variant="default"
                h={KEY_HEIGHT}
                fz="xl"
                style={{ gridColumn: 'span 2' }}
                onClick={() => onKey({ kind: 'digit', digit: '0' })}
              >
                0
              </Button>
              <Button h={KEY_HEIGHT} px={4} aria-label={t('pad.nextLabel')} onClick={onNext}>
                {t('pad.next')}
              </Button>
            </SimpleGrid>
          </Box>
        </Paper>
      </Affix>
    </>
  );
}
