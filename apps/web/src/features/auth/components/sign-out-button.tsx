import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../api/logout';

/** Signs out and returns to sign-in (used where a page asks the user to switch accounts). */
export function SignOutButton({ label = 'Sign out' }: { label?: string }) {
  const logout = useLogout();
  return (
    <Button
      variant="light"
      size="md"
      fullWidth
      leftSection={<IconLogout size={18} />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {label}
    </Button>
  );
}
