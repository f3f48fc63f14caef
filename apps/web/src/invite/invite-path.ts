/** The invite screen's path; `returned` marks the way back from the sign-in that 'Join team' started. */
export function invitePath(inviteId: string, returned = false): string {
  const search = new URLSearchParams({ invite_id: inviteId });
  if (returned) search.set('return', '1');
  return `/invite?${search.toString()}`;
}
