import type { Control, FieldValues, Path } from 'react-hook-form';
import { ChoiceController } from './choice-controller';

interface ProductSelectFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The team's products the user may link, as options. */
  products: { value: string; label: string }[];
  /** What the field says when there is nothing to choose. */
  emptyText: string;
}

/** An optional link to one of the team's products, searchable and clearable. */
export function ProductSelectField<T extends FieldValues, O = T>({
  control,
  name,
  products,
  emptyText,
}: ProductSelectFieldProps<T, O>) {
  return (
    <ChoiceController
      control={control}
      name={name}
      label="Product"
      placeholder={products.length > 0 ? 'None' : emptyText}
      data={products}
      searchable
      nothingFoundMessage="Nothing found"
      disabled={products.length === 0}
      empty={null}
    />
  );
}
