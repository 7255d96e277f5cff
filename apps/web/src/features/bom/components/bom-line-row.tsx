import {
  BOM_LINE_KINDS,
  CURRENCIES,
  MATERIAL_UNITS,
  type BomColour,
  type BomLine,
  type Colourway,
} from '@atelier/domain';
import { ActionIcon, Menu, Select, Table, Text, TextInput } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { memo } from 'react';
import { useT } from '../../../lib/i18n';
import { choiceOf, lineProblem, withChoice } from '../lib/draft';
import { ColourCell } from './colour-cell';
import { useBomT } from '../i18n';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: currency.code,
}));

export interface BomLineRowProps {
  line: BomLine;
  index: number;
  count: number;
  colourways: readonly Colourway[];
  colours: ReadonlyMap<string, BomColour>;
  library: readonly BomColour[];
  viewCosts: boolean;
  readOnly: boolean;
  drag?: DraggableProvided;
  onChange: (line: BomLine) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (line: BomLine) => void;
}

/** One line of the bill: what it is, where it goes, how much, at what price, in which colours. */
export const BomLineRow = memo(function BomLineRow({
  line,
  index,
  count,
  colourways,
  colours,
  library,
  viewCosts,
  readOnly,
  drag,
  onChange,
  onMove,
  onRemove,
}: BomLineRowProps) {
  const t = useBomT();
  const tApp = useT();
  const name = line.name || t('bom.lineN', { n: index + 1 });
  const kindOptions = BOM_LINE_KINDS.map((kind) => ({
    value: kind,
    label: tApp(`bom.kind.${kind}`),
  }));
  const problem = readOnly ? null : lineProblem(line);
  const errorOf = (field: keyof BomLine) =>
    problem?.field === field ? t(problem.message) : undefined;
  const text = (field: 'name' | 'placement' | 'supplier', label: string, width: number) =>
    readOnly ? (
      <Text size="sm">{line[field] || '—'}</Text>
    ) : (
      <TextInput
        size="xs"
        w={width}
        aria-label={t('bom.fieldOf', { field: label, name })}
        value={line[field]}
        error={errorOf(field)}
        onChange={(event) => onChange({ ...line, [field]: event.currentTarget.value })}
      />
    );
  const decimal = (field: 'quantity' | 'unitPrice' | 'wastePercent', label: string) =>
    readOnly ? (
      <Text size="sm" ta="right">
        {line[field] ?? '—'}
      </Text>
    ) : (
      <TextInput
        size="xs"
        w={84}
        inputMode="decimal"
        aria-label={t('bom.fieldOf', { field: label, name })}
        value={line[field] ?? ''}
        error={errorOf(field)}
        styles={{ input: { textAlign: 'right' } }}
        onChange={(event) => {
          const typed = event.currentTarget.value.replace(',', '.');
          onChange({
            ...line,
            [field]: field === 'unitPrice' && typed.trim() === '' ? null : typed,
          });
        }}
      />
    );
  const colourwayColours = (colourway: Colourway) =>
    colourway.colourIds.flatMap((id) => (colours.has(id) ? [colours.get(id)!] : []));

  return (
    <Table.Tr ref={drag?.innerRef} {...drag?.draggableProps}>
      {!readOnly && (
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('bom.drag', { name })}
            {...drag?.dragHandleProps}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        </Table.Td>
      )}
      <Table.Td>
        {readOnly ? (
          <Text size="sm">{tApp(`bom.kind.${line.kind}`)}</Text>
        ) : (
          <Select
            size="xs"
            w={116}
            aria-label={t('bom.fieldOf', { field: tApp('bom.kind'), name })}
            data={kindOptions}
            value={line.kind}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(kind) => kind && onChange({ ...line, kind: kind as BomLine['kind'] })}
          />
        )}
      </Table.Td>
      <Table.Td>{text('name', tApp('bom.material'), 170)}</Table.Td>
      <Table.Td>{text('placement', tApp('bom.placement'), 120)}</Table.Td>
      <Table.Td>{text('supplier', tApp('bom.supplier'), 120)}</Table.Td>
      <Table.Td>{decimal('quantity', tApp('bom.quantity'))}</Table.Td>
      <Table.Td>
        {readOnly ? (
          <Text size="sm">{line.unit}</Text>
        ) : (
          <Select
            size="xs"
            w={76}
            aria-label={t('bom.fieldOf', { field: t('bom.unit'), name })}
            data={[...MATERIAL_UNITS]}
            value={line.unit}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(unit) => unit && onChange({ ...line, unit: unit as BomLine['unit'] })}
          />
        )}
      </Table.Td>
      {viewCosts && (
        <>
          <Table.Td>{decimal('unitPrice', t('bom.unitPrice'))}</Table.Td>
          <Table.Td>
            {readOnly ? (
              <Text size="sm">{line.currency ?? '—'}</Text>
            ) : (
              <Select
                size="xs"
                w={84}
                aria-label={t('bom.fieldOf', { field: tApp('bom.currency'), name })}
                data={CURRENCY_OPTIONS}
                value={line.currency}
                searchable
                error={errorOf('currency')}
                comboboxProps={{ withinPortal: true }}
                onChange={(currency) =>
                  onChange({ ...line, currency: (currency as BomLine['currency']) ?? null })
                }
              />
            )}
          </Table.Td>
        </>
      )}
      <Table.Td>{decimal('wastePercent', t('bom.waste'))}</Table.Td>
      {colourways.map((colourway) => (
        <Table.Td key={colourway._id}>
          <ColourCell
            label={t('bom.in', { name, colourway: colourway.name })}
            choice={choiceOf(line, colourway._id)}
            colourwayColours={colourwayColours(colourway)}
            library={library}
            readOnly={readOnly}
            onChange={(choice) => onChange(withChoice(line, colourway._id, choice))}
          />
        </Table.Td>
      ))}
      {!readOnly && (
        <Table.Td>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('bom.moreFor', { name })}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconArrowUp size={14} />}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                {t('bom.moveUp')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={14} />}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
              >
                {t('bom.moveDown')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onRemove(line)}
              >
                {t('bom.removeLine')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Table.Td>
      )}
    </Table.Tr>
  );
});
