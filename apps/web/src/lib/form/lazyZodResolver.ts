import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that loads zod and the schema on first use.
 * The login screen renders before any validation runs, so zod (the largest
 * library of the form) stays out of the JavaScript needed to show it; the
 * chunk is fetched in the background right after the first render.
 */
export function lazyZodResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
): {
  resolver: Resolver<TValues>;
  preload: () => Promise<unknown>;
} {
  let loaded: Promise<Resolver<TValues>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TValues>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => load().catch(() => undefined),
  };
}
