import type { ProductItem } from '@atelier/domain';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { runMutation } from '../../../lib/run-mutation';
import { useUpdateItem } from '../api/update-item';
import { moveTargets, TOP_LEVEL } from '../lib/tree';

interface MoveItemModalProps {
  productId: string;
  item: ProductItem;
  items: readonly ProductItem[];
  opened: boolean;
  onClose: () => void;
}

/** Moves a folder or file to the top level or another folder of the product. */
export function MoveItemModal(props: MoveItemModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Move “${props.item.name}”`}
      centered
    >
      {/* Mounted only while open, so the choice starts at the item's own folder every time. */}
      {props.opened && <MoveForm {...props} />}
    </Modal>
  );
}

function MoveForm({ productId, item, items, onClose }: MoveItemModalProps) {
  const update = useUpdateItem(productId);
  const [target, setTarget] = useState(item.parentId ?? TOP_LEVEL);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const parentId = target === TOP_LEVEL ? null : target;
        void runMutation(() => update.mutateAsync({ itemId: item._id, input: { parentId } }), {
          onSuccess: onClose,
        });
      }}
    >
      <Stack gap="md">
        <Select
          label="Move to"
          data={moveTargets(items, item)}
          value={target}
          onChange={(value) => setTarget(value ?? TOP_LEVEL)}
          allowDeselect={false}
          searchable
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Move
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
