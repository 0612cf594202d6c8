import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver made on its first check: the schema behind it (and the schema library)
 * loads when the owner first validates or submits, not with the screen. A phone opening the
 * screen then spends no time building schemas it may never use.
 */
export function resolverLater<Values extends FieldValues, Context = unknown, Transformed = Values>(
  load: () => Promise<Resolver<Values, Context, Transformed>>,
): Resolver<Values, Context, Transformed> {
  let resolver: Promise<Resolver<Values, Context, Transformed>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      // A failed download is tried again on the next check, not remembered.
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
