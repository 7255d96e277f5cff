import '@mantine/dates/styles.css';
import { WORKDAY_END } from '../../../components/form/date-time-field';
import {
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  type Task,
  type TaskStatus,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, SimpleGrid, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { countedDescription } from '../../../components/form/char-count';
import { ChoiceController } from '../../../components/form/choice-controller';
import { DateTimeController, TitleField } from '../../../components/form/dated-item-fields';
import { ItemFormModal } from '../../../components/form/item-form-modal';
import { ProductSelectField } from '../../../components/form/product-select-field';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { TASK_FORM_FIELDS, taskChanges, taskFormValues, ZTaskForm } from '../lib/task-form';

export interface Option {
  value: string;
  label: string;
}

const STATUS_OPTIONS = TASK_STATUSES.map((status) => ({
  value: status,
  label: TASK_STATUS_LABELS[status],
}));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({
  value: priority,
  label: TASK_PRIORITY_LABELS[priority],
}));

export interface TaskFormModalProps {
  teamId: string;
  opened: boolean;
  /** The task to edit; null adds one. */
  task: Task | null;
  /** The team's owner and active members, who may be assigned. */
  people: Option[];
  /** The team's products the user may view, to point the task at one. */
  products: Option[];
  /** A new task's column and first assignee (the user). */
  defaults?: { status?: TaskStatus; assigneeIds?: string[] };
  onClose: () => void;
}

/** Add or edit a task: what, who does it, by when (the user's clock and formats), how urgent. */
export function TaskFormModal({
  teamId,
  opened,
  task,
  people,
  products,
  defaults,
  onClose,
}: TaskFormModalProps) {
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  // Someone assigned earlier who has since left still shows, so the edit keeps or drops them.
  const assignable = [
    ...people,
    ...(task?.assignees ?? [])
      .filter((person) => !people.some((option) => option.value === person._id))
      .map((person) => ({ value: person._id, label: person.name })),
  ];

  return (
    <ItemFormModal
      opened={opened}
      onClose={onClose}
      item={task}
      editTitle="Edit task"
      createTitle="Create Task"
      createLabel="Add task"
      resolver={zodResolver(ZTaskForm)}
      defaultValues={taskFormValues(teamId, task, defaults)}
      fields={TASK_FORM_FIELDS}
      create={createTask}
      update={updateTask}
      changes={taskChanges}
    >
      {(form) => {
        const { errors } = form.formState;
        const description = form.watch('description') ?? '';
        return (
          <>
            <TitleField
              field={form.register('title')}
              error={errors.title?.message}
              placeholder="e.g. Grade the pattern to sizes 34–44"
              max={TASK_TITLE_MAX}
            />
            <Controller
              control={form.control}
              name="assigneeIds"
              render={({ field, fieldState }) => (
                <MultiSelect
                  label="Assignees"
                  withAsterisk
                  placeholder={field.value.length === 0 ? 'Who does it?' : undefined}
                  data={assignable}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  searchable
                  clearable
                  hidePickedOptions
                  nothingFoundMessage="Nobody by that name in this team"
                  error={fieldState.error?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <DateTimeController
              control={form.control}
              name="dueAt"
              label="Due"
              placeholder="No due date"
              defaultTimeValue={WORKDAY_END}
              clearable
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ChoiceController
                control={form.control}
                name="status"
                label="Status"
                data={STATUS_OPTIONS}
              />
              <ChoiceController
                control={form.control}
                name="priority"
                label="Priority"
                data={PRIORITY_OPTIONS}
              />
            </SimpleGrid>
            <ProductSelectField
              control={form.control}
              name="productId"
              products={products}
              emptyText="No products to choose from"
            />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={5}
              {...form.register('description')}
              {...countedDescription(
                description.length,
                TASK_DESCRIPTION_MAX,
                'Optional: what done looks like.',
              )}
              error={errors.description?.message}
            />
          </>
        );
      }}
    </ItemFormModal>
  );
}
