import { errorMessage } from '@switchboard/api-client';
import {
  FREE_TEAM_LIMIT,
  formatRelativeDate,
  inviteSuggestions,
  messages,
  recommendedInvites,
  validateInviteEmail,
} from '@switchboard/domain';
import {
  SettingsInviteDialog,
  SettingsMyTeam,
  showErrorToast,
  showToast,
  TeamLimitDialog,
} from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { openDialog } from '../shell/dialog-host';
import { useNow } from '../use-now';
import { currentTimeZone } from '../use-time-zone';
import { useSettingsContext } from './settings-dirty';

const t = messages.settings.myTeam;

function useTeam() {
  const { queries } = useRouteContext({ from: '__root__' });
  const self = useQuery(queries.self()).data;
  const organizations = useQuery(queries.organizations());
  const organization = organizations.data?.data[0];
  const id = organization?.id ?? '';
  const enabled = organization !== undefined;
  const membersQuery = useQuery({ ...queries.organizationMembers(id), enabled });
  const invitesQuery = useQuery({ ...queries.organizationInvites(id), enabled });
  const members = membersQuery.data?.data ?? [];
  const invites = invitesQuery.data?.data ?? [];
  const limits = useQuery({ ...queries.teamLimits(id), enabled }).data;
  // What the lists show: the team once both lists are in, an error when either (or the workspace) failed.
  const failed = [organizations, membersQuery, invitesQuery].filter((query) => query.isError);
  const status: 'loading' | 'error' | 'ready' =
    failed.length > 0 ? 'error' : membersQuery.isSuccess && invitesQuery.isSuccess ? 'ready' : 'loading';
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  return { self, organization, members, invites, limits, status, retry };
}

/** 'Invite people to {workspace name}', sending through `POST /invites` (the server's conflict text shows in it). */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const { self, organization, members, invites } = useTeam();
  const contacts = useQuery(queries.contacts()).data?.data ?? [];
  const create = useMutation(mutations.createInvites());
  const invited = invites.map((invite) => invite.email);
  const memberEmails = members.map((member) => member.email);
  const ctx = { selfEmail: self?.email ?? '', excluded: [...invited, ...memberEmails] };
  const toCandidate = (contact: { email: string; display_name: string | null }) => ({
    email: contact.email,
    name: contact.display_name,
  });
  return (
    <SettingsInviteDialog
      isOpen
      onOpenChange={(open) => open || onClose()}
      workspaceName={organization?.name ?? ''}
      validate={(email) => validateInviteEmail(email, { invited, members: memberEmails })}
      recommended={recommendedInvites(contacts, ctx).map(toCandidate)}
      suggest={(text) => inviteSuggestions(contacts, text, ctx).map(toCandidate)}
      isSending={create.isPending}
      errorMessage={create.error ? errorMessage(create.error) : null}
      onSend={(emails) => {
        if (!organization) return;
        create.mutate(
          { body: { organization_id: organization.id, emails } },
          {
            onSuccess: () => {
              showToast(t.invitesSent(emails.length));
              onClose();
            },
          },
        );
      }}
    />
  );
}

/** My Team: members and pending invites, 'Add Members' (or the team limit's upgrade when the free team is full). */
export function MyTeamSection() {
  const { mutations } = useRouteContext({ from: '__root__' });
  const { goTo } = useSettingsContext();
  const { self, members, invites, limits, status, retry } = useTeam();
  const resend = useMutation(mutations.resendInvite());
  const remove = useMutation(mutations.deleteInvite());
  const onError = (error: Error) => showErrorToast(errorMessage(error));
  const free = limits !== undefined && !limits.isSubscribed;
  const full = free && limits.remainingSeats === 0;
  const upgrade = () => goTo('billing');
  const now = useNow();

  return (
    <SettingsMyTeam
      status={status}
      onRetry={retry}
      members={members.map((member) => ({
        id: member.id,
        name: member.display_name ?? member.email,
        email: member.email,
        pictureUrl: member.picture_url,
        isSelf: member.email === self?.email,
      }))}
      invites={invites.map((invite) => ({
        id: invite.id,
        email: invite.email,
        invitedOn: formatRelativeDate(invite.creation_date, { now, timeZone: currentTimeZone() }),
      }))}
      freeTeam={free ? { size: limits.currentTeamSize, limit: FREE_TEAM_LIMIT, onUpgrade: upgrade } : null}
      onAddMembers={() =>
        openDialog((close) =>
          full ? (
            <TeamLimitDialog
              isOpen
              daysLeft={Math.max(0, limits?.daysToUpgrade ?? 0)}
              onUpgrade={upgrade}
              onOpenChange={(open) => open || close()}
            />
          ) : (
            <InviteDialog onClose={close} />
          ),
        )
      }
      onResendInvite={(id) =>
        resend.mutate({ params: { invite_id: id } }, { onSuccess: () => showToast(t.inviteResent), onError })
      }
      onDeleteInvite={(id) =>
        remove.mutate({ params: { invite_id: id } }, { onSuccess: () => showToast(t.inviteDeleted), onError })
      }
    />
  );
}
