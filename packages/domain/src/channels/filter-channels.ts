import type { Channel } from '../model/channel.js';

/** The 'All channels' membership filter: All, My or Other channels. */
export type ChannelMembershipFilter = 'all' | 'mine' | 'other';
/** The 'All channels' type filter: Any, Public or Private channels. */
export type ChannelTypeFilter = 'any' | 'public' | 'private';

/** A channel as the 'All channels' browser lists it: its fields plus whether the current user is a member. */
export type BrowsableChannel = Pick<Channel, 'id' | 'name' | 'color' | 'is_public' | 'member_count'> & {
  /** Whether the current user is a member. */
  isMember: boolean;
};

export interface ChannelFilters {
  query: string;
  membership: ChannelMembershipFilter;
  type: ChannelTypeFilter;
}

/**
 * The 'All channels' browser's filters: name text (case-insensitive, trimmed), membership All/My/Other
 * and type Any/Public/Private. Keeps the given order.
 */
export function filterChannels<T extends Pick<BrowsableChannel, 'name' | 'is_public' | 'isMember'>>(
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
