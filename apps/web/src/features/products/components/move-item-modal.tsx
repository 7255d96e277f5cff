import type { ProductItem } from '@atelier/domain';
import { Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
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
    <FormStack
      onSubmit={() => {
        const parentId = target === TOP_LEVEL ? null : target;
        return runMutation(() => update.mutateAsync({ itemId: item._id, input: { parentId } }), {
          onSuccess: onClose,
        });
      }}
    >
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
      <FormActions
        onCancel={onClose}
        cancelDisabled={update.isPending}
        submitLabel="Move"
        loading={update.isPending}
      />
    </FormStack>
  );
}
