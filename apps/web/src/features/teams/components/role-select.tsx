import type { Role } from '@atelier/domain';
import { Select } from '@mantine/core';

interface RoleSelectProps {
  roles: Role[];
  value: string | null;
  onChange: (roleId: string | null) => void;
  label?: string;
  placeholder?: string;
  description?: string;
  clearable?: boolean;
}

/** A role picker: built-in roles first, then the user's own; nothing when there is no role. */
export function RoleSelect({
  roles,
  value,
  onChange,
  label = 'Role',
  placeholder = 'Choose a role',
  description,
  clearable = false,
}: RoleSelectProps) {
  if (roles.length === 0) return null;
  const builtIn = roles.filter((role) => role.isDefault);
  const own = roles.filter((role) => !role.isDefault);
  const option = (role: Role) => ({ value: role._id, label: role.name });
  const data =
    own.length > 0
      ? [
          { group: 'Built-in roles', items: builtIn.map(option) },
          { group: 'Your roles', items: own.map(option) },
        ]
      : builtIn.map(option);

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      clearable={clearable}
      allowDeselect={clearable}
    />
  );
}
