import {
  BOM_LINE_KINDS,
  BOM_LINES_MAX,
  COLOURWAYS_MAX,
  type Bom,
  type BomColour,
  type BomLine,
  type Colourway,
} from '@atelier/domain';
import {
  ActionIcon,
  Alert,
  Button,
  ColorSwatch,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { IconChevronDown, IconDots, IconPalette, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useBomDraft, type BomStatus } from '../hooks/use-bom-draft';
import { useT } from '../../../lib/i18n';
import { moved, newLine, withoutColourway } from '../lib/draft';
import { BomLineRow } from './bom-line-row';
import { ColourwayModal } from './colourway-modal';
import { useBomT } from '../i18n';

interface BomEditorProps {
  productId: string;
  bom: Bom;
  /** The team's colour library, to choose colourways' and lines' colours from. */
  library: readonly BomColour[];
}

function StatusLine({ status }: { status: BomStatus }) {
  const t = useBomT();
  const tApp = useT();
  if (status.kind === 'saving')
    return (
      <Text size="sm" c="dimmed">
        {t('bom.saving')}
      </Text>
    );
  if (status.kind === 'saved')
    return (
      <Text size="sm" c="dimmed">
        {status.message} {tApp('spec.revisionDot', { revision: status.revision })}
      </Text>
    );
  if (status.kind === 'waiting')
    return (
      <Text size="sm" c="orange.8">
        {status.message}
      </Text>
    );
  if (status.kind === 'error')
    return (
      <Alert color="red" title={t('bom.notSaved')}>
        {status.message}
      </Alert>
    );
  return null;
}

/**
 * The bill of materials being edited: lines × colourways, saved as the person goes. Lines reorder
 * by dragging their handle (or Space and the arrow keys on it) or from their menu.
 */
export function BomEditor({ productId, bom, library }: BomEditorProps) {
  const t = useBomT();
  const tApp = useT();
  const { draft, change, status, notice, dismissNotice } = useBomDraft(productId, bom);
  const [editing, setEditing] = useState<Colourway | 'new' | null>(null);
  const [removing, setRemoving] = useState<
    { kind: 'line'; line: BomLine } | { kind: 'colourway'; colourway: Colourway } | null
  >(null);
  const viewCosts = bom.policies.viewCosts;

  const colours = useMemo(
    () => new Map([...bom.colours, ...library].map((colour) => [colour._id, colour])),
    [bom.colours, library],
  );
  const setLine = useCallback(
    (line: BomLine) =>
      change((current) => ({
        ...current,
        lines: current.lines.map((candidate) => (candidate._id === line._id ? line : candidate)),
      })),
    [change],
  );
  const moveLine = useCallback(
    (from: number, to: number) =>
      change((current) => ({ ...current, lines: moved(current.lines, from, to) })),
    [change],
  );
  const askRemove = useCallback(
    (line: BomLine) => {
      if (line.name.trim() === '')
        change((current) => ({
          ...current,
          lines: current.lines.filter((candidate) => candidate._id !== line._id),
        }));
      else setRemoving({ kind: 'line', line });
    },
    [change],
  );

  const onDragEnd = (result: DropResult) => {
    if (result.destination) moveLine(result.source.index, result.destination.index);
  };
  const addLine = (kind: BomLine['kind']) =>
    change((current) => ({ ...current, lines: [...current.lines, newLine(kind)] }));

  const colourwayName = (colourway: Colourway) => (
    <Group gap={6} wrap="nowrap">
      <Group gap={2} wrap="nowrap">
        {colourway.colourIds.slice(0, 4).map((id) => {
          const colour = colours.get(id);
          return colour ? (
            <ColorSwatch key={id} color={colour.hexCode} size={12} aria-hidden />
          ) : null;
        })}
      </Group>
      <Text size="sm" fw={600} truncate maw={120}>
        {colourway.name}
      </Text>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t('bom.moreFor', { name: colourway.name })}
          >
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setEditing(colourway)}>{t('bom.editColourway')}</Menu.Item>
          <Menu.Item color="red" onClick={() => setRemoving({ kind: 'colourway', colourway })}>
            {t('bom.removeColourway')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="xs">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={draft.lines.length >= BOM_LINES_MAX}
              >
                {t('bom.addLine')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {BOM_LINE_KINDS.map((kind) => (
                <Menu.Item key={kind} onClick={() => addLine(kind)}>
                  {tApp(`bom.kind.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPalette size={14} />}
            disabled={draft.colourways.length >= COLOURWAYS_MAX}
            onClick={() => setEditing('new')}
          >
            {t('bom.addColourway')}
          </Button>
        </Group>
        <StatusLine status={status} />
      </Group>
      {notice && (
        <Alert
          color="blue"
          withCloseButton
          onClose={dismissNotice}
          closeButtonLabel={t('bom.dismiss')}
        >
          {notice}
        </Alert>
      )}
      {draft.lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('bom.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          {/* Positioned, so its visually hidden headers stay inside the scrolling box. */}
          <Table
            verticalSpacing={4}
            horizontalSpacing="xs"
            aria-label={tApp('bom.title')}
            pos="relative"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('bom.order')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{tApp('bom.kind')}</Table.Th>
                <Table.Th>{tApp('bom.material')}</Table.Th>
                <Table.Th>{tApp('bom.placement')}</Table.Th>
                <Table.Th>{tApp('bom.supplier')}</Table.Th>
                <Table.Th ta="right">{t('bom.qty')}</Table.Th>
                <Table.Th>{t('bom.unit')}</Table.Th>
                {viewCosts && (
                  <>
                    <Table.Th ta="right">{t('bom.unitPrice')}</Table.Th>
                    <Table.Th>{tApp('bom.currency')}</Table.Th>
                  </>
                )}
                <Table.Th ta="right">{t('bom.waste')}</Table.Th>
                {draft.colourways.map((colourway) => (
                  <Table.Th key={colourway._id}>{colourwayName(colourway)}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('bom.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <DragDropContext onDragEnd={onDragEnd}>
              <Droppable droppableId="bom-lines">
                {(drop) => (
                  <Table.Tbody ref={drop.innerRef} {...drop.droppableProps}>
                    {draft.lines.map((line, index) => (
                      <Draggable key={line._id} draggableId={line._id} index={index}>
                        {(drag) => (
                          <BomLineRow
                            line={line}
                            index={index}
                            count={draft.lines.length}
                            colourways={draft.colourways}
                            colours={colours}
                            library={library}
                            viewCosts={viewCosts}
                            readOnly={false}
                            drag={drag}
                            onChange={setLine}
                            onMove={moveLine}
                            onRemove={askRemove}
                          />
                        )}
                      </Draggable>
                    ))}
                    {drop.placeholder}
                  </Table.Tbody>
                )}
              </Droppable>
            </DragDropContext>
          </Table>
        </Table.ScrollContainer>
      )}
      {draft.lines.length > 0 && draft.colourways.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('bom.addColourwayHint')}
        </Text>
      )}

      <ColourwayModal
        opened={editing !== null}
        colourway={editing === 'new' ? null : editing}
        takenNames={draft.colourways
          .filter((colourway) => editing === 'new' || colourway._id !== editing?._id)
          .map((colourway) => colourway.name)}
        library={library}
        onClose={() => setEditing(null)}
        onSave={(values) =>
          change((current) =>
            editing === 'new' || editing === null
              ? {
                  ...current,
                  colourways: [...current.colourways, { _id: crypto.randomUUID(), ...values }],
                }
              : {
                  ...current,
                  colourways: current.colourways.map((colourway) =>
                    colourway._id === editing._id ? { ...colourway, ...values } : colourway,
                  ),
                },
          )
        }
      />
      <ConfirmModal
        opened={removing !== null}
        title={
          removing?.kind === 'line'
            ? t('bom.removeLineTitle', { name: removing.line.name })
            : t('bom.removeColourwayTitle', { name: removing?.colourway.name ?? '' })
        }
        confirmLabel={removing?.kind === 'line' ? t('bom.removeLine') : t('bom.removeColourway')}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing?.kind === 'line')
            change((current) => ({
              ...current,
              lines: current.lines.filter((line) => line._id !== removing.line._id),
            }));
          if (removing?.kind === 'colourway')
            change((current) => withoutColourway(current, removing.colourway._id));
          setRemoving(null);
        }}
      >
        {removing?.kind === 'line' ? t('bom.removeLineText') : t('bom.removeColourwayText')}
      </ConfirmModal>
    </Stack>
  );
}
