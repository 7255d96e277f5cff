import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Input extends FieldValues, Context, Output> {
  resolver: Resolver<Input, Context, Output>;
  /** Starts loading ahead of the first validation (e.g. when the form is first focused). */
  preload: () => void;
}

/**
 * A form's resolver whose code (zod and the schema) loads apart from the page, so the first page
 * a visitor opens paints without it (issue 10 §5). A failed load is tried again next time.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): LazyResolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
