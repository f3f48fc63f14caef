import { describe, expect, it } from 'vitest';
import { messages, PRODUCT_NAME } from './messages.js';
import { pluralize } from './plural.js';

describe('messages catalogue', () => {
  it('names the product Switchboard: "Welcome to the product" reads "Welcome to Switchboard"', () => {
    expect(PRODUCT_NAME).toBe('Switchboard');
    expect(messages.signIn.heading).toBe('Welcome to Switchboard');
  });

  it('replaces {product} in "{product} needs additional permissions..." and the mobile notice', () => {
    expect(messages.signIn.reauth.scopes).toBe(
      'Switchboard needs additional permissions to access your emails. Please sign in again to allow access to your emails.',
    );
    expect(messages.shell.mobile).toBe('Sorry, Switchboard is not yet available on mobile devices.');
    expect(messages.thread.trashWarning).toBe('This message will be deleted for all Switchboard users.');
  });

  it('quotes the empty states of doc 1 section 2', () => {
    expect(messages.emptyStates.inbox).toBe(
      "Your inbox is currently empty. New threads from channels you're part of, as well as messages sent directly to you, will appear here.",
    );
    expect(messages.emptyStates.split('Support')).toBe('Your Support split is currently empty.');
    expect(messages.emptyStates.splitUnnamed).toBe('This inbox split is currently empty');
    expect(messages.emptyStates.sent).toBe('Threads in which you sent a message will appear here.');
    expect(messages.emptyStates.search).toBe("We couldn't find any threads matching your query.");
    expect(messages.emptyStates.spam).toBe("You don't have any spam threads at the moment.");
    expect(messages.emptyStates.drafts).toBe('Drafts are saved automatically as you compose them.');
    expect(messages.emptyStates.noResults).toBe('No results');
    expect(messages.emptyStates.tryAdjustingFilters).toBe('Try adjusting your filters');
  });

  it('writes the "similar, wording not shown" empty states in the same voice', () => {
    for (const text of [
      messages.emptyStates.snoozed,
      messages.emptyStates.scheduled,
      messages.emptyStates.trash,
      messages.emptyStates.starred,
      messages.emptyStates.label('Finance'),
      messages.emptyStates.all,
    ]) {
      expect(text).toMatch(/will appear here\.?/);
    }
    expect(messages.emptyStates.label('Finance')).toContain('Finance');
  });

  it('quotes the sign-in errors of the error catalogue', () => {
    expect(messages.signIn.errors.forbidden).toBe(
      'It looks like you have cancelled the sign-in process. Please try again to sign in.',
    );
    expect(messages.signIn.errors.unauthorized).toBe(
      'Your account has been suspended. Please contact support.',
    );
    expect(messages.signIn.errors.tooManyAttempts).toBe(
      'You have made too many attempts to sign in. Please try again later.',
    );
    expect(messages.signIn.errors.invalidRequest).toBe(
      "We're having trouble signing you in. Please try again.",
    );
    expect(messages.signIn.errors.other).toBe(
      'An error occurred while signing in. Please try again and contact us if the problem persists.',
    );
    expect(messages.signIn.failedHeading).toBe('Unable to sign in');
    expect(messages.signIn.errors.accessTokenTimeout).toBe('Timed out waiting for access token.');
  });

  it('quotes the general errors of doc 2 section 8', () => {
    expect(messages.errors.offline).toBe("Oops you're offline, reconnect and give it another go");
    expect(messages.errors.generic).toBe('An error occurred, please try again later.');
    expect(messages.errors.outdated).toBe('An error occurred, please try again later.');
    expect(messages.errors.summary).toBe(
      'An error occurred while generating the summary. Please try again later.',
    );
    expect(messages.errors.rulesFailed(1)).toBe(
      'Failed to create 1 rule. They can be added later from channel settings.',
    );
    expect(messages.errors.rulesFailed(3)).toBe(
      'Failed to create 3 rules. They can be added later from channel settings.',
    );
    expect(messages.errors.rulesUnexpected).toBe('An unexpected error occurred while creating rules.');
    expect(messages.errors.organizationNotFound).toBe('Organization not found');
    expect(messages.errors.uploadFailedWithStatus(500)).toBe('Upload failed with status 500');
    expect(messages.errors.chunkLoad).toBe('Loading chunk failed');
    expect(messages.errors.cssChunkLoad).toBe('Loading CSS chunk failed');
    expect(messages.invite.expired).toBe(
      'This invite link has already been used or has expired. Please ask the person who invited you to send you a new one.',
    );
    expect(messages.invite.cannotAcceptTitle).toBe("You can't accept this invite");
    expect(messages.shell.maintenance).toBe(
      'We are currently undergoing maintenance. Please check back later.',
    );
  });

  it('quotes "These threads are / This thread is still being added to your inbox..."', () => {
    expect(messages.toasts.stillBeingAdded(1)).toBe(
      'This thread is still being added to your inbox, please try again in a few seconds.',
    );
    expect(messages.toasts.stillBeingAdded(2)).toBe(
      'These threads are still being added to your inbox, please try again in a few seconds.',
    );
    expect(messages.toasts.cannotMarkUnread).toBe('Notifications cannot yet be marked as unread.');
  });

  it('quotes the message dialogs', () => {
    expect(messages.message.cannotCancelTitle).toBe('Message cannot be cancelled');
    expect(messages.message.cannotCancelText).toBe(
      'Please either retry sending or cancel other messages in flight in the thread before cancelling this message.',
    );
    expect(messages.message.cannotSendText).toBe(
      "You can't start a conversation while the thread is in a scheduled state.",
    );
    expect(messages.message.scheduledFor('tomorrow at 8:00 AM')).toBe(
      'This message will be sent tomorrow at 8:00 AM',
    );
    expect(messages.message.scheduledTrashed('tomorrow at 8:00 AM')).toBe(
      "This thread was trashed. This message won't be sent tomorrow at 8:00 AM",
    );
    expect(messages.message.cancelScheduledConfirm).toBe(
      'Cancelling this scheduled message will replace your draft.',
    );
    expect(messages.message.discardDialogText).toBe('This action cannot be undone.');
  });

  it('quotes the notification settings texts', () => {
    expect(messages.settings.notifications.unsupported).toBe('Notifications are not supported.');
    expect(messages.settings.notifications.denied).toBe(
      'Notifications have been disabled. Please go to your browser settings to enable them.',
    );
    expect(messages.settings.notifications.notSubscribed).toBe(
      'Notifications have been disabled. Please go to Settings to enable them.',
    );
    expect(messages.signIn.reauth.revoked).toBe(
      'The access to your email account has been revoked or has expired. Please sign in again to allow access to your emails.',
    );
  });

  it('quotes the undo toasts', () => {
    expect(messages.toasts.threadArchived).toBe('Thread archived');
    expect(messages.toasts.threadReturned).toBe('Thread returned');
    expect(messages.toasts.messageSent).toBe('Message sent');
    expect(messages.toasts.messageDeleted).toBe('Message deleted');
    expect(messages.toasts.threadCreated).toBe('Thread created');
    expect(messages.toasts.threadDeleted).toBe('Thread deleted');
    expect(messages.toasts.viewHint).toBe('Go to the newly created thread');
    expect(messages.toasts.sendNow).toBe('Send now');
  });

  it('pluralises the wizard button and caps it at 1000+', () => {
    expect(messages.wizard.conversations.addCounted(1, 1)).toBe('Add ~1 conversation & 1 filter');
    expect(messages.wizard.conversations.addCounted(12, 2)).toBe('Add ~12 conversations & 2 filters');
    expect(messages.wizard.conversations.addCounted(1500, 0)).toBe('Add ~1000+ conversations & 0 filters');
    expect(messages.wizard.preview.filtersApplied(1)).toBe('1 filter will be applied to incoming messages');
    expect(messages.wizard.preview.filtersApplied(4)).toBe('4 filters will be applied to incoming messages');
    expect(messages.wizard.preview.showingPreview(20)).toBe('showing preview of 20 results');
    expect(messages.wizard.preview.showingPreview(1000)).toBe('showing preview of 1000+ results');
    expect(messages.wizard.conversations.searchPlaceholder('bob@acme.example')).toBe(
      'Try from: bob@acme.example',
    );
  });

  it('quotes the settings texts', () => {
    expect(messages.settings.discardTitle).toBe('Discard changes?');
    expect(messages.settings.discardText).toBe('You have unsaved changes. Are you sure you want to leave?');
    expect(messages.settings.myTeam.inviteTitle('Acme')).toBe('Invite people to Acme');
    expect(messages.settings.myTeam.sendInvites(1)).toBe('Send 1 invite');
    expect(messages.settings.myTeam.sendInvites(3)).toBe('Send 3 invites');
    expect(messages.settings.filters.empty).toBe(
      'No filters defined yet. Click "Add Filter" to create your first filter.',
    );
    expect(messages.settings.filters.loadError).toBe('Error loading filters. Please try again.');
    expect(messages.settings.signature.upgradeToRemove).toBe(
      'Upgrade your account to remove this signature.',
    );
  });

  it('builds the thread popover and list texts', () => {
    expect(messages.thread.channelsPopover.createNamed('ops')).toBe('"ops" (create new)');
    expect(messages.thread.origin.messageCount(1)).toBe('1 message');
    expect(messages.threadList.selection(2)).toBe('2 threads');
    expect(messages.threadList.selection(1)).toBe('1 thread');
    expect(messages.threadList.snoozedUntil('Mon')).toBe('Snoozed until Mon');
    expect(messages.threadList.moreAttachments(2)).toBe('+2');
  });

  it('composes the search, thread-event and scheduling texts', () => {
    expect(messages.search.invalidFilterDefinition).toBe('Invalid filter definition');
    expect(messages.search.invalidMessageDefinition).toBe('Invalid message definition');
    expect(messages.events.eventNameListTwo('A', 'B')).toBe('A & B');
    expect(messages.schedule.scheduleQuickOptionLabels.weekend).toBe('Weekend');
  });

  it('pluralize accepts a custom plural', () => {
    expect(pluralize(2, 'reply', 'replies')).toBe('2 replies');
  });
});

describe('team limit texts', () => {
  it('read the one FREE_TEAM_LIMIT constant', () => {
    expect(messages.teamLimit.text(2)).toBe(
      'The free plan holds 6 members. Upgrade within 2 days to keep adding teammates.',
    );
    expect(messages.teamLimit.text(1)).toContain('within 1 day ');
  });
});
