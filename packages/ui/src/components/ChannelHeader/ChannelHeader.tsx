import { messages, type NotificationLevel } from '@switchboard/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Hash, Lock, MoreHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type AvatarPerson, AvatarStack } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { NotificationLevelPicker } from '../NotificationLevelPicker/NotificationLevelPicker';
import * as styles from './ChannelHeader.css';

/** How many member avatars the header shows (spec: channel header avatars 5). */
export const CHANNEL_HEADER_AVATARS = 5;

export interface ChannelHeaderProps {
  name: string;
  /** `#rrggbb`. */
  color: string;
  isPublic: boolean;
  /** The participants, in order (the first five show as avatars). */
  members: readonly AvatarPerson[];
  /** The user is a participant: they see the notification level and Leave; others see Join. */
  isParticipant: boolean;
  notificationLevel: NotificationLevel;
  onNotificationLevelChange: (level: NotificationLevel) => void;
  onJoin: () => void;
  onLeave: () => void;
  /** Leave is offered (menu and button) only when allowed. */
  canLeave: boolean;
  /** A join or leave runs: another press says 'Please wait until the current operation is finished'. */
  isMembershipPending?: boolean;
  /** Opens the members dialog (add and remove participants). */
  onManageMembers: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the channel's filters; the menu item shows only when given. */
  onManageFilters?: () => void;
  /** The channel's rules are filling it (`has_bulk_processing_in_progress`). */
  isFilling?: boolean;
  /** The name's heading level (default 1; 2 below a page that has its own h1). */
  headingLevel?: 1 | 2;
  /**
   * Given when this browser may notify but holds no push subscription (the not-subscribed state): a
   * participant is told 'Notifications have been disabled. Please go to Settings to enable them.' beside a
   * link that calls this (the app opens the Notifications settings).
   */
  onOpenNotificationSettings?: () => void;
}

/**
 * The channel screen's header: colour and public/private icon, name, up to five member avatars (they open
 * the members dialog), Join for non-participants, or the notification level picker and Leave for
 * participants, and the menu: Edit channel, Manage filters, Leave channel (when allowed), Delete channel.
 * A participant whose browser could notify but is not subscribed is told so, with a link to the settings.
 */
export function ChannelHeader({
  name,
  color,
  isPublic,
  members,
  isParticipant,
  notificationLevel,
  onNotificationLevelChange,
  onJoin,
  onLeave,
  canLeave,
  isMembershipPending = false,
  onManageMembers,
  onEdit,
  onDelete,
  onManageFilters,
  isFilling = false,
  headingLevel = 1,
  onOpenNotificationSettings,
}: ChannelHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  const c = messages.channel;
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!isMembershipPending) setNotice(null);
  }, [isMembershipPending]);
  const guarded = (run: () => void) => () => {
    if (isMembershipPending) setNotice(c.operationRunning);
    else run();
  };
  const Icon = isPublic ? Hash : Lock;
  return (
    <header className={styles.header} data-channel-header="">
      <div className={styles.row}>
        <Icon
          className={styles.icon}
          style={assignInlineVars({ [styles.colorVar]: color })}
          role="img"
          aria-label={isPublic ? c.publicChannel : c.privateChannel}
        />
        <Heading className={styles.title}>{name}</Heading>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onPress={onManageMembers}>
            <AvatarStack people={members} max={CHANNEL_HEADER_AVATARS} size="sm" decorative />
            <VisuallyHidden>{c.membersButton(members.length)}</VisuallyHidden>
          </Button>
          {isParticipant ? (
            <NotificationLevelPicker value={notificationLevel} onChange={onNotificationLevelChange} />
          ) : (
            <Button variant="primary" size="sm" onPress={guarded(onJoin)}>
              {c.join}
            </Button>
          )}
          {isParticipant && canLeave ? (
            <Button variant="secondary" size="sm" onPress={guarded(onLeave)}>
              {c.leave}
            </Button>
          ) : null}
          <MenuTrigger placement="bottom end">
            <IconButton aria-label={c.menuLabel} icon={<MoreHorizontal aria-hidden />} size="sm" />
            <Menu
              aria-label={c.menuLabel}
              onAction={(key) => {
                if (key === 'edit') onEdit();
                else if (key === 'filters') onManageFilters?.();
                else if (key === 'leave') guarded(onLeave)();
                else if (key === 'delete') onDelete();
              }}
            >
              <MenuItem id="edit">{c.menu.edit}</MenuItem>
              {onManageFilters ? <MenuItem id="filters">{c.menu.manageFilters}</MenuItem> : null}
              {isParticipant && canLeave ? <MenuItem id="leave">{c.menu.leave}</MenuItem> : null}
              <MenuItem id="delete" isDanger>
                {c.menu.delete}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
      </div>
      {isParticipant && onOpenNotificationSettings ? (
        <p className={styles.status} data-notifications-off="">
          {messages.settings.notifications.notSubscribed}{' '}
          <Link onPress={onOpenNotificationSettings}>{messages.settings.notifications.openSettings}</Link>
        </p>
      ) : null}
      <div role="status" className={styles.status}>
        {notice ? notice : null}
        {!notice && isFilling ? (
          <>
            <Spinner size="sm" tone="muted" />
            {c.filling}
          </>
        ) : null}
      </div>
    </header>
  );
}
