import {
  type BrowsableChannel,
  type ChannelMembershipFilter,
  type ChannelTypeFilter,
  filterChannels,
  messages,
} from '@switchboard/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Lock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { chipColor } from '../../primitives/Chip/Chip.css';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { GridList, GridListItem } from '../../primitives/GridList/GridList';
import { SearchField } from '../../primitives/SearchField/SearchField';
import * as styles from './Dialogs.css';

const b = messages.browseChannels;

export interface BrowseChannelsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  channels: readonly BrowsableChannel[];
  /** Join a channel the user is not in. */
  onJoin: (channelId: string) => void;
  /** Open a channel (Enter or double click on its row). */
  onOpenChannel?: (channelId: string) => void;
  /**
   * Ids of channels whose join is running (their button shows pending); meanwhile another Join says 'Please
   * wait until the current operation is finished' instead of joining.
   */
  joiningIds?: readonly string[];
  /** Group labels of the two filters (the spec names them "membership" and "type"); the catalogue's by default. */
  membershipLabel?: string;
  typeLabel?: string;
  /** Names the search field's clear button; the catalogue's 'Clear search' by default. */
  clearLabel?: string;
}

function Segmented<K extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <div className={styles.filterGroup}>
      <span className={styles.fieldLabel} aria-hidden="true">
        {label}
      </span>
      <ToggleButtonGroup
        aria-label={label}
        className={styles.segmented}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={(keys: Set<Key>) => {
          const [next] = [...keys];
          if (next !== undefined) onChange(String(next) as K);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option.id} id={option.id} className={styles.segment}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/**
 * 'All channels': find channels by name, filter by membership (All/My/Other) and type
 * (Any/Public/Private), join one or open it.
 */
export function BrowseChannelsDialog({
  isOpen,
  onOpenChange,
  channels,
  onJoin,
  onOpenChannel,
  joiningIds = [],
  membershipLabel = b.membershipLabel,
  typeLabel = b.typeLabel,
  clearLabel,
}: BrowseChannelsDialogProps) {
  const [query, setQuery] = useState('');
  const [membership, setMembership] = useState<ChannelMembershipFilter>('all');
  const [type, setType] = useState<ChannelTypeFilter>('any');
  const [notice, setNotice] = useState<string | null>(null);
  const isJoining = joiningIds.length > 0;
  useEffect(() => {
    if (!isJoining) setNotice(null);
  }, [isJoining]);
  const join = (channelId: string) => {
    if (isJoining) setNotice(messages.channel.operationRunning);
    else onJoin(channelId);
  };
  const visible = useMemo(
    () => filterChannels(channels, { query, membership, type }),
    [channels, query, membership, type],
  );

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={b.title} closeLabel={messages.compose.close}>
        <div className={styles.filters}>
          <SearchField
            aria-label={b.searchPlaceholder}
            placeholder={b.searchPlaceholder}
            clearLabel={clearLabel}
            value={query}
            onChange={setQuery}
            autoFocus
          />
          <Segmented
            label={membershipLabel}
            value={membership}
            onChange={setMembership}
            options={[
              { id: 'all', label: b.membership.all },
              { id: 'mine', label: b.membership.mine },
              { id: 'other', label: b.membership.other },
            ]}
          />
          <Segmented
            label={typeLabel}
            value={type}
            onChange={setType}
            options={[
              { id: 'any', label: b.type.any },
              { id: 'public', label: b.type.public },
              { id: 'private', label: b.type.private },
            ]}
          />
        </div>
        <div className={styles.channelList}>
          <GridList
            aria-label={b.title}
            items={visible}
            onAction={onOpenChannel ? (key) => onOpenChannel(String(key)) : undefined}
            renderEmptyState={() => b.empty}
          >
            {(channel) => (
              <GridListItem id={channel.id} textValue={channel.name}>
                <span className={styles.channelName}>
                  <span
                    className={styles.dot}
                    style={assignInlineVars({ [chipColor]: channel.color })}
                    aria-hidden="true"
                    data-color={channel.color}
                  />
                  <span>{channel.name}</span>
                  {channel.is_public ? null : (
                    <span className={styles.lock} role="img" aria-label={messages.channel.private}>
                      <Lock aria-hidden="true" />
                    </span>
                  )}
                </span>
                <span className={styles.channelMeta}>{b.members(channel.member_count)}</span>
                {channel.isMember ? (
                  <Badge tone="neutral">{b.joined}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    isPending={joiningIds.includes(channel.id)}
                    onPress={() => join(channel.id)}
                    aria-label={`${b.join} ${channel.name}`}
                  >
                    {b.join}
                  </Button>
                )}
              </GridListItem>
            )}
          </GridList>
        </div>
        <p role="status" className={styles.text}>
          {notice}
        </p>
      </Dialog>
    </Modal>
  );
}
