import { errorMessage } from './form-errors';
import { serverText, type ServerAnswer } from './server-texts/server-text';
import { toast } from './toast';

interface RunMutationOptions<T> {
  /** After the success toast: close the dialog, move on. */
  onSuccess?: (result: T) => void;
  /** Forms put the error on their fields (`applyServerErrors`) instead of in a toast. */
  onError?: (error: unknown) => void;
  /** False where the result shows itself (a chat message appearing): errors still toast. */
  toastSuccess?: boolean;
}

/**
 * Runs one write and tells the user how it went: the server's own text as a success toast, or
 * its error (SPEC §8's 'Please try again.' when it gave none), in the reader's language. Resolves with the answer, or
 * undefined when the write failed, so callers never need their own try/catch.
 */
export async function runMutation<T extends ServerAnswer>(
  write: () => Promise<T>,
  { onSuccess, onError, toastSuccess = true }: RunMutationOptions<T> = {},
): Promise<T | undefined> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (onError) onError(error);
    else toast.error(errorMessage(error));
    return undefined;
  }
  if (toastSuccess) toast.success(serverText(result));
  onSuccess?.(result);
  return result;
}
