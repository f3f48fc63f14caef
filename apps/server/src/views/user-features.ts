import { FeatureFlagSchema, type User } from '@switchboard/domain';

/**
 * A user's feature flags: the workspace's and the user's own (known flags only, without repeats), plus
 * `MAINTENANCE` while the server runs with `SWITCHBOARD_MAINTENANCE=1` (the app then shows its maintenance screen).
 */
export function userFeatures(
  own: readonly string[],
  organization: readonly string[] | null,
  maintenance: boolean | undefined,
): User['features'] {
  const flags = [...(organization ?? []), ...own, ...(maintenance ? ['MAINTENANCE'] : [])];
  return [...new Set(flags)].filter(
    (f): f is User['features'][number] => FeatureFlagSchema.safeParse(f).success,
  );
}
