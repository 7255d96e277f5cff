import { Text } from '@mantine/core';
import { useId } from 'react';
import { OtpInput } from './otp-input';

interface CodeFieldProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (next: string[]) => void;
  /** The server's refusal, read out as it appears. */
  error: string | null;
}

/** The e-mailed verification code: its label, one box per digit and the error under them. */
export function CodeField({ digits, onChange, error }: CodeFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <>
      <Text id={labelId} fw={500} size="sm" ta="center">
        Verification code
      </Text>
      <OtpInput
        value={digits}
        onChange={onChange}
        invalid={Boolean(error)}
        labelledBy={labelId}
        describedBy={errorId}
      />
      <Text
        id={errorId}
        role={error ? 'alert' : undefined}
        c="red.7"
        size="sm"
        ta="center"
        mih={20}
      >
        {error}
      </Text>
    </>
  );
}
