export type ChannelMembershipFilter = 'all' | 'mine' | 'other';
export type ChannelTypeFilter = 'any' | 'public' | 'private';

export interface BrowsableChannel {
  id: string;
  name: string;
  color: string;
  is_public: boolean;
  member_count: number;
  /** Whether the current user is a member. */
  isMember: boolean;
}

export interface ChannelFilters {
  query: string;
  membership: ChannelMembershipFilter;
  type: ChannelTypeFilter;
}

/**
 * The 'All channels' browser's filters: name text (case-insensitive, trimmed), membership All/My/Other
 * and type Any/Public/Private. Keeps the given order.
 */
export function filterChannels<T extends BrowsableChannel>(
  channels: readonly T[],
  filters: ChannelFilters,
): T[] {
  const query = filters.query.trim().toLowerCase();
  return channels.filter((channel) => {
    if (query && !channel.name.toLowerCase().includes(query)) return false;
    if (filters.membership === 'mine' && !channel.isMember) return false;
    if (filters.membership === 'other' && channel.isMember) return false;
    if (filters.type === 'public' && !channel.is_public) return false;
    if (filters.type === 'private' && channel.is_public) return false;
    return true;
  });
}
