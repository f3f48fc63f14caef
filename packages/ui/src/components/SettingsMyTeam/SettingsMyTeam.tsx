import { messages } from '@switchboard/domain';
import { RotateCw, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs';
import { LoadStatus, type LoadStatusKind } from '../Feedback/LoadStatus';
import * as styles from './SettingsMyTeam.css';

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  pictureUrl?: string | null;
  isSelf?: boolean;
}

export interface TeamInvite {
  id: string;
  email: string;
  /** When it was sent, written for people ('May 3'). */
  invitedOn: string;
}

export interface SettingsMyTeamProps {
  members: readonly TeamMember[];
  invites: readonly TeamInvite[];
  onAddMembers: () => void;
  onResendInvite: (id: string) => void;
  onDeleteInvite: (id: string) => void;
  /** The free plan's team size and limit (none on premium); full, it offers the upgrade. */
  freeTeam?: { size: number; limit: number; onUpgrade: () => void } | null;
  /**
   * 'loading' shows a spinner instead of the lists (never 'No members yet.' before the team is known);
   * 'error' says the team could not be loaded, with 'Try again' (`onRetry`).
   */
  status?: LoadStatusKind;
  onRetry?: () => void;
}

const t = messages.settings.myTeam;

function MemberRow({ member }: { member: TeamMember }) {
  return (
    <li className={styles.row}>
      <Avatar name={member.name} src={member.pictureUrl} decorative />
      <div className={styles.person}>
        <span className={styles.name}>
          {member.name} {member.isSelf ? t.you : null}
        </span>
        <span className={styles.detail}>{member.email}</span>
      </div>
      <span className={styles.role}>{t.role}</span>
    </li>
  );
}

function InviteRow({
  invite,
  onResend,
  onDelete,
}: {
  invite: TeamInvite;
  onResend: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <li className={styles.row} aria-label={invite.email}>
      <Avatar name={invite.email} decorative />
      <div className={styles.person}>
        <span className={styles.name}>{invite.email}</span>
        <span className={styles.detail}>{t.invitedOn(invite.invitedOn)}</span>
      </div>
      <Badge tone="outline">{t.invited}</Badge>
      <div className={styles.actions}>
        <IconButton
          aria-label={t.resend}
          icon={<RotateCw aria-hidden="true" />}
          size="sm"
          onPress={() => onResend(invite.id)}
        />
        <IconButton
          aria-label={t.deleteInvite}
          icon={<Trash2 aria-hidden="true" />}
          size="sm"
          variant="danger"
          onPress={() => onDelete(invite.id)}
        />
      </div>
    </li>
  );
}

/**
 * The My Team section: the team in tabs All, Members and Invited (members with role 'Member', pending
 * invites that can be resent or deleted), 'Add Members', and the free plan's team limit with the upgrade.
 */
export function SettingsMyTeam({
  members,
  invites,
  onAddMembers,
  onResendInvite,
  onDeleteInvite,
  freeTeam = null,
  status = 'ready',
  onRetry,
}: SettingsMyTeamProps) {
  const full = freeTeam !== null && freeTeam.size >= freeTeam.limit;
  const memberRows = members.map((member) => <MemberRow key={member.id} member={member} />);
  const inviteRows = invites.map((invite) => (
    <InviteRow key={invite.id} invite={invite} onResend={onResendInvite} onDelete={onDeleteInvite} />
  ));
  const list = (rows: ReactNode[], empty: string) =>
    status !== 'ready' ? (
      <LoadStatus status={status} loadingLabel={t.loading} errorText={t.loadError} onRetry={onRetry} />
    ) : rows.length > 0 ? (
      <ul className={styles.list} aria-label={t.teamList}>
        {rows}
      </ul>
    ) : (
      <p className={styles.empty}>{empty}</p>
    );

  return (
    <div className={styles.root}>
      {freeTeam ? (
        <div className={styles.limit}>
          <span>{full ? messages.teamLimit.title : t.freeTeamSize(freeTeam.size, freeTeam.limit)}</span>
          {full ? (
            <Button size="sm" variant="primary" onPress={freeTeam.onUpgrade}>
              {messages.teamLimit.upgrade}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Tabs defaultSelectedKey="all">
        <div className={styles.toolbar}>
          <TabList aria-label={t.teamList} variant="pill">
            <Tab id="all">{t.tabs.all}</Tab>
            <Tab id="members">{t.tabs.members}</Tab>
            <Tab id="invited">{t.tabs.invited}</Tab>
          </TabList>
          <Button variant="primary" size="sm" icon={<UserPlus aria-hidden="true" />} onPress={onAddMembers}>
            {t.addMembers}
          </Button>
        </div>
        <TabPanel id="all">{list([...memberRows, ...inviteRows], t.noMembers)}</TabPanel>
        <TabPanel id="members">{list(memberRows, t.noMembers)}</TabPanel>
        <TabPanel id="invited">{list(inviteRows, t.noInvites)}</TabPanel>
      </Tabs>
    </div>
  );
}
