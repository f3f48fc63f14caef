import { FREE_TEAM_LIMIT } from '../billing/team-limits.js';
import { eventTexts } from './event-texts.js';
import { pluralize } from './plural.js';
import { scheduleTexts } from './schedule-texts.js';
import { searchTexts } from './search-texts.js';

/** The product's name: every `{product}` of the spec reads this (DECISIONS.md 1). */
export const PRODUCT_NAME = 'Switchboard';

/** Result count at which the wizard stops counting and shows '1000+'. */
const RESULT_CAP = 1000;

function cappedCount(count: number): string {
  return count >= RESULT_CAP ? `${RESULT_CAP}+` : String(count);
}

/**
 * Every user-facing string of the spec (both documents), quoted exactly, in one catalogue. Texts with
 * parameters are functions. Texts the spec leaves "similar, wording not shown" are written in the voice
 * of their siblings (DECISIONS.md 11) and marked `(ours)` in a comment. Rules of this package read their
 * texts from here; the search, thread-event and scheduling texts live in their own files and are composed
 * into `messages` below.
 */
export const coreMessages = {
  product: { name: PRODUCT_NAME },

  signIn: {
    heading: `Welcome to ${PRODUCT_NAME}`,
    /** (ours) The description under the heading. */
    description: 'Sign in with your Google account to get your team inbox.',
    button: 'Sign in with Google',
    privacyPolicyLink: 'Privacy policy',
    /** (ours) Under the button on an install whose embedded sign-in provider lists demo accounts. */
    demoNote:
      'On this local install the sign-in page lists the demo accounts: pick alice@acme.example, or use an address of your own to start a new team.',
    /** (ours) The description on /signin-without-email-access (sign-in asks for no mailbox access). */
    withoutEmailAccessDescription:
      'Sign in with your Google account without giving access to your emails: you can use channels and discussions now, and connect your mailbox later.',
    /** (ours) Names the page while the sign-in completes. */
    signingIn: 'Signing you in...',
    /** (ours) Retries a screen that failed to load. */
    retry: 'Try again',
    failedHeading: 'Unable to sign in',
    errors: {
      forbidden: 'It looks like you have cancelled the sign-in process. Please try again to sign in.',
      unauthorized: 'Your account has been suspended. Please contact support.',
      tooManyAttempts: 'You have made too many attempts to sign in. Please try again later.',
      invalidRequest: "We're having trouble signing you in. Please try again.",
      other: 'An error occurred while signing in. Please try again and contact us if the problem persists.',
      accessTokenTimeout: 'Timed out waiting for access token.',
    },
    reauth: {
      revoked:
        'The access to your email account has been revoked or has expired. Please sign in again to allow access to your emails.',
      scopes: `${PRODUCT_NAME} needs additional permissions to access your emails. Please sign in again to allow access to your emails.`,
    },
  },

  invite: {
    /** (ours) wording of "heading says the user is invited to join the named workspace". */
    heading: (workspaceName: string) => `You've been invited to join ${workspaceName}`,
    joinButton: 'Join team',
    cannotAcceptTitle: "You can't accept this invite",
    /** (ours) body of the invite-acceptance error dialog. */
    cannotAcceptMessage:
      'You are signed in with an account that already belongs to a workspace. Sign out and sign in with another Google account to join this team.',
    expired:
      'This invite link has already been used or has expired. Please ask the person who invited you to send you a new one.',
    /** (ours) the line under the heading: who invited which address. */
    invitedBy: (inviter: string | null, email: string) =>
      inviter ? `${inviter} invited ${email} to the team.` : `${email} is invited to the team.`,
    /** (ours) names the invite screen while it loads. */
    loading: 'Loading your invite...',
    /** (ours) heading of a spent or unknown invite link. */
    expiredHeading: 'This invite is no longer valid',
    /** (ours) leaves the invite screen for the app. */
    goToInbox: 'Go to inbox',
  },

  pricing: {
    tagline: 'A structured inbox to get things done as a team',
    dialogTitle: 'Supercharge your team',
    monthly: 'Monthly',
    yearly: 'Yearly',
    save: 'Save 20%',
    currentPlan: 'Current plan',
    upgradePlan: 'Upgrade plan',
    getStarted: 'Get started',
    free: 'Free',
    premium: 'Premium',
    /** '$20 per member / month' */
    perMemberPerMonth: (dollars: string) => `${dollars} per member / month`,
    /** '$192 per year' */
    perYear: (dollars: string) => `${dollars} per year`,
    /** (ours) names the monthly / yearly toggle. */
    billingFrequency: 'Billing frequency',
    /** (ours) the free plan's price line. */
    freePrice: '$0',
    /** (ours) the current plan shown on the pricing page. */
    yourPlan: (plan: string) => `Your workspace is on the ${plan} plan.`,
    /** (ours) a checkout that could not start. */
    checkoutFailed: 'The checkout could not be opened. Please try again.',
    /** (ours) a plan button while the workspace's plan is still loading (signed in). */
    loadingPlan: 'Loading plan...',
  },

  /** (ours) The local billing provider's server-rendered checkout, portal and invoice pages. */
  localBilling: {
    banner:
      'Local billing provider: no card is charged and nothing is paid. These pages stand in for a card checkout.',
    checkoutTitle: (workspace: string) => `Upgrade ${workspace} to Premium`,
    checkoutSummary: (seats: string, price: string, billing: string) =>
      `${seats} at ${price} per member / month, billed ${billing}.`,
    checkoutTotal: (amount: string) => `Total for this period: ${amount}`,
    checkoutNothingYet: 'Nothing changes until you confirm.',
    confirm: 'Confirm upgrade',
    upgraded: (workspace: string) => `${workspace} is now on Premium`,
    closeTab: `You can close this tab and return to ${PRODUCT_NAME}.`,
    alreadyPremium: (workspace: string) => `${workspace} is already on Premium`,
    portalTitle: 'Manage plan',
    portalPlan: (workspace: string, plan: string) => `${workspace}: ${plan}`,
    status: (status: string) => `Status: ${status}`,
    renewsOn: (date: string) => `Renews on ${date}`,
    activeUntil: (date: string) => `Active until ${date}`,
    cancelPlan: 'Cancel plan',
    renewPlan: 'Renew plan',
    canceled: 'Your plan will end at the close of this period.',
    renewed: 'Your plan renews again.',
    invoiceTitle: (number: string) => `Invoice ${number}`,
    invoiceAmount: (amount: string) => `Amount: ${amount}`,
    invoiceStatus: (status: string) => `Status: ${status}`,
    linkExpired: 'Link expired',
    linkExpiredText: 'Open this page again from the app.',
    tokenUsed: 'This confirmation was already used',
    tokenUsedText: 'Nothing was changed again. Open the page again from the app.',
    notFound: 'Workspace not found',
  },

  privacyPolicy: {
    title: 'Privacy Policy',
    lastUpdated: 'Last updated July 14, 2023',
    sections: [
      'We collect your e-mail address, your first and last name and usage data.',
      'Google login is the only third-party social login service we use.',
      'The service is not meant for anyone under the age of 13.',
      'You may update or delete your data in your account settings or by contacting support.',
      'We announce changes to this policy by e-mail or with a notice in the product.',
      'The company is located in France.',
    ],
  },

  shell: {
    userMenu: { shortcuts: 'Shortcuts', settings: 'Settings', logOut: 'Log out' },
    aiToggle: 'AI assistant',
    /** (ours) The sidebar's button that starts a new message (the same as `c`). */
    compose: 'Compose',
    searchPlaceholder: 'Search',
    /** (ours) names a search field's clear button. */
    clearSearch: 'Clear search',
    /** (ours) Names the logo link to the inbox. */
    home: `${PRODUCT_NAME} inbox`,
    /** (ours) Names the signed-in user's area of the top bar. */
    account: 'Account',
    /** (ours) The first link of the page (DECISIONS.md 13), to the screen past the top bar and sidebar. */
    skipToContent: 'Skip to content',
    /** (ours) Names the main region (the screen) and the sidebar's navigation. */
    mainRegion: 'Content',
    navigation: 'Navigation',
    /** (ours) Names the strip of banners under the top bar (offline, notifications). */
    notices: 'Notices',
    /** (ours) The two swipeable sidebar tabs. */
    sidebarTabs: { main: 'Inbox', folders: 'Folders' },
    /** (ours) A path that matches no screen. */
    notFound: { title: 'Page not found', text: "The page you're looking for doesn't exist." },
    sidebar: {
      inbox: 'Inbox',
      channels: 'Channels',
      addChannels: 'Add channels',
      starred: 'Starred',
      snoozed: 'Snoozed',
      sent: 'Sent',
      drafts: 'Drafts',
      scheduled: 'Scheduled',
      all: 'All messages',
      spam: 'Spam',
      trash: 'Trash',
      labels: 'Labels',
    },
    loading: 'Loading...',
    maintenance: 'We are currently undergoing maintenance. Please check back later.',
    mobile: `Sorry, ${PRODUCT_NAME} is not yet available on mobile devices.`,
    leaveWarning: 'You have a message in progress. Are you sure you want to leave?',
  },

  categories: {
    primary: 'Primary',
    promotions: 'Promotions',
    social: 'Social',
    updates: 'Updates',
    forums: 'Forums',
  },

  browseChannels: {
    title: 'All channels',
    searchPlaceholder: 'Search channels',
    /** (ours) the spec names the filters "membership" and "type"; these label their groups. */
    membershipLabel: 'Membership',
    membership: { all: 'All', mine: 'My', other: 'Other' },
    /** (ours) */
    typeLabel: 'Type',
    type: { any: 'Any', public: 'Public', private: 'Private' },
    join: 'Join',
    joined: 'Joined',
    /** (ours) */
    empty: 'No channels match these filters.',
    members: (count: number) => pluralize(count, 'member'),
  },

  emptyStates: {
    noResults: 'No results',
    tryAdjustingFilters: 'Try adjusting your filters',
    inbox:
      "Your inbox is currently empty. New threads from channels you're part of, as well as messages sent directly to you, will appear here.",
    split: (name: string) => `Your ${name} split is currently empty.`,
    splitUnnamed: 'This inbox split is currently empty',
    sent: 'Threads in which you sent a message will appear here.',
    search: "We couldn't find any threads matching your query.",
    spam: "You don't have any spam threads at the moment.",
    drafts: 'Drafts are saved automatically as you compose them.',
    /** (ours) */
    snoozed: 'Threads you snooze will appear here until they return to your inbox.',
    /** (ours) */
    scheduled: 'Messages you schedule will appear here until they are sent.',
    /** (ours) */
    trash: 'Threads you move to the trash will appear here. They are deleted after 30 days.',
    /** (ours) */
    starred: 'Threads you star will appear here.',
    /** (ours) */
    label: (name: string) => `Threads labelled ${name} will appear here.`,
    /** (ours) */
    all: 'All the threads of your account will appear here.',
    /** (ours) */
    channel: 'There are no conversations in this channel yet.',
    channelReadyTitle: 'Your channel is ready',
    channelReadyText: 'Add existing conversations or compose a new message below',
  },

  threadList: {
    newBadge: 'New',
    draft: 'Draft',
    /** (ours) A row with a change made offline, not yet sent (the offline banner counts them). */
    pendingChange: 'Change waiting to be sent',
    emptyTitle: '-',
    snoozedUntil: (date: string) => `Snoozed until ${date}`,
    selection: (count: number) => pluralize(count, 'thread'),
    moreAttachments: (count: number) => `+${count}`,
    selectThread: 'Select thread',
    historyLimitBanner: (days: number) =>
      `Threads older than ${days} days are hidden on the free plan. Upgrade to see your whole history.`,
    /** (ours) under the banner: how many older threads the window hides. */
    historyLimitHidden: (count: number) => `${pluralize(count, 'older thread')} hidden`,
    /** (ours) the banner's region name. */
    historyLimitLabel: 'Older threads',
    /** (ours) the heading and page title of a search's results. */
    searchTitle: (query: string) => `Search: ${query}`,
    /** (ours) the confirmation before deleting threads for good (Trash). */
    deleteForeverTitle: (count: number) =>
      count === 1 ? 'Delete this thread permanently?' : `Delete ${count} threads permanently?`,
    /** (ours) */
    deleteForeverText: 'They will be removed for you and cannot be restored.',
  },

  thread: {
    /** (ours, issue 17) Who else is on the thread now: avatars with 'viewing' / 'replying'. */
    presence: {
      label: 'Also on this thread',
      viewing: 'viewing',
      replying: 'replying',
    },
    titlePlaceholder: 'Untitled thread',
    /** (ours) names the shared note (the thread's description) under the header. */
    descriptionLabel: 'Shared note',
    /** (ours) */
    descriptionPlaceholder: 'Add a shared note for the team...',
    newDivider: 'New',
    /** (ours) A thread id that does not exist or is not visible to the user. */
    notFound: {
      title: 'Thread not found',
      text: "This thread doesn't exist, or you don't have access to it.",
    },
    /** (ours) */
    backToInbox: 'Back to inbox',
    /** (ours) */
    messageCount: (count: number) => (count === 1 ? '1 message' : `${count} messages`),
    /** (ours) Between the sender and the recipients of a message. */
    to: 'to',
    /** (ours) The signed-in user among a message's people. */
    me: 'me',
    /** (ours) Remote images of a message are held until allowed. */
    remoteImagesBlocked: 'Remote images are hidden to protect your privacy.',
    /** (ours) */
    showImages: 'Show images',
    /** (ours) Names a message body's frame. */
    messageFrom: (name: string) => `Message from ${name}`,
    /** (ours) */
    attachments: 'Attachments',
    actions: {
      archive: 'Archive',
      moveToInbox: 'Move to inbox',
      markRead: 'Mark as read',
      markUnread: 'Mark as unread',
      spam: 'Mark as spam',
      notSpam: 'Not spam',
      snooze: 'Snooze',
      star: 'Star',
      unstar: 'Unstar',
      trash: 'Trash',
      untrash: 'Remove from trash',
      deletePermanently: 'Delete permanently',
      follow: 'Follow',
      unfollow: 'Unfollow',
    },
    assignee: 'Assignee',
    unassigned: 'Unassigned',
    dueDate: 'Due date',
    noDueDate: 'No due date',
    status: 'Status',
    statusLabels: {
      open: 'Open',
      in_progress: 'In progress',
      review: 'In review',
      resolved: 'Resolved',
      closed: 'Closed',
      none: 'No status',
    },
    reference: {
      forwarded: 'You forwarded the conversation above',
      branched: 'A thread branched off from here',
      viewForward: 'View forward',
      viewConversation: 'View conversation',
    },
    origin: {
      forwarded: 'Forwarded Conversation',
      replying: 'Replying to Conversation',
      viewFullThread: 'View full thread',
      messageCount: (count: number) => pluralize(count, 'message'),
    },
    editingElsewhere: 'You are currently editing your reply in a separate window.',
    showDraftHere: 'Show your draft here',
    channelsPopover: {
      title: 'Channels',
      subtitle: 'Members can view the conversation and discussion',
      search: 'Search channels',
      createNew: 'Create new channel',
      createNamed: (query: string) => `"${query}" (create new)`,
      /** (ours) */
      none: 'No channels match',
    },
    followersPopover: {
      title: 'Followers',
      subtitle: 'Followers can view the conversation and discussion',
      search: 'Search name',
    },
    discussion: 'Discussion',
    summaryTitle: 'Thread Summary',
    participants: 'Participants',
    addParticipants: 'Add participants',
    trashedReply: 'Take this thread out of the trash to reply',
    trashWarning: `This message will be deleted for all ${PRODUCT_NAME} users.`,
    /** (ours) Names the editable title field. */
    titleLabel: 'Thread title',
    /** (ours) */
    searchMembers: 'Search members',
    /** (ours) */
    clearDueDate: 'Clear due date',
    /** (ours) Opens the due date's calendar. */
    pickDueDate: 'Pick a date',
    /** (ours) Opens the label picker from the thread header. */
    labelsAction: 'Labels',
    /** (ours) Names the header's group of actions. */
    headerActions: 'Thread actions',
    /** (ours) */
    moreActions: 'More actions',
    /** (ours) Opens the Thread Summary dialog. */
    summarize: 'Thread summary',
    /** (ours) */
    summaryLoading: 'Summarizing the thread...',
    /** (ours) A free plan has no thread summaries. */
    summaryPremiumOnly: 'Thread summaries come with the premium plan.',
    /** (ours) */
    openDiscussion: 'Open discussion',
    /** (ours) */
    closeDiscussion: 'Close discussion',
    /** (ours) The discussion composer's placeholder and name. */
    discussionPlaceholder: 'Write a private message, @ to mention',
    /** (ours) */
    discussionEmpty: 'No private messages yet. Only your teammates see this discussion.',
    /** (ours) Free plan: comments older than 30 days are blurred behind this banner. */
    discussionHistoryLimit: 'Comments older than 30 days are kept for the premium plan.',
    /** (ours) */
    mentionSuggestions: 'Mention a teammate',
    /** (ours) */
    add: 'Add',
    /** (ours) Names a message's recipients list. */
    recipients: 'Recipients',
    /** (ours) Names the list of a message's reactions. */
    reactionsLabel: 'Reactions',
  },

  message: {
    sending: 'Sending...',
    scheduling: 'Scheduling...',
    sendFailed: 'We were unable to send this message',
    scheduleFailed: 'We were unable to schedule this message',
    resend: 'Resend',
    discard: 'Discard',
    discardDialogTitle: 'Discard message',
    discardDialogText: 'This action cannot be undone.',
    scheduledFor: (time: string) => `This message will be sent ${time}`,
    scheduledTrashed: (time: string) => `This thread was trashed. This message won't be sent ${time}`,
    cancel: 'Cancel',
    cancelScheduledConfirm: 'Cancelling this scheduled message will replace your draft.',
    cannotCancelTitle: 'Message cannot be cancelled',
    cannotCancelText:
      'Please either retry sending or cancel other messages in flight in the thread before cancelling this message.',
    cannotSendTitle: 'Message cannot be sent',
    cannotSendText: "You can't start a conversation while the thread is in a scheduled state.",
    uploadFailed: 'Failed',
    uploadExpired: 'Expired',
    retry: 'Retry',
  },

  compose: {
    subjectPlaceholder: 'Subject',
    bodyPlaceholder: 'Type a message to create a new thread',
    to: 'To',
    cc: 'Cc',
    bcc: 'Bcc',
    send: 'Send',
    schedule: 'Schedule send',
    popOut: 'Pop out',
    minimize: 'Minimize',
    close: 'Close',
    attach: 'Attach files',
    insertSignature: 'Insert signature',
    sendAsNewThreadTitle: 'Send as a new thread',
    sendAsNewThreadText:
      'The recipients of this message are different than those of the latest message. This will create a new thread.',
    almostThereTitle: 'Almost there...',
    recipientNotRecognized: (text: string, field: string) =>
      `The address "${text}" in the "${field}" field was not recognized. Please make sure that all addresses are properly formed.`,
    editingInSeparateWindow: 'You are currently editing your reply in a separate window.',
    showDraftHere: 'Show your draft here',
    /** (ours) the collision warning: a teammate replied to the thread since the draft was opened. */
    collision: {
      title: 'A teammate already replied',
      text: (count: number) =>
        count === 1
          ? 'This reply was sent to the thread since you started writing yours.'
          : `These ${count} replies were sent to the thread since you started writing yours.`,
      sendAnyway: 'Send anyway',
      goBack: 'Back to my draft',
    },
    /** (ours) the composer's own texts, in the voice of their siblings. */
    newMessage: 'New message',
    reply: 'Reply',
    replyAll: 'Reply all',
    forward: 'Forward',
    replyPlaceholder: 'Type your reply',
    forwardPlaceholder: 'Add a note to this forward',
    recipients: 'Recipients',
    addCc: 'Cc',
    addBcc: 'Bcc',
    removeRecipient: (name: string) => `Remove ${name}`,
    /** (ours) a pasted entry that is not an address stays in its place as a chip, marked, editable, removable. */
    invalidRecipient: 'Not a valid address',
    editRecipient: (text: string) => `Edit ${text}`,
    suggestions: 'Suggestions',
    ok: 'OK',
    restore: 'Restore',
    deleteDraft: 'Delete draft',
    noSubject: '(no subject)',
    draftOrigins: { new_thread: 'New thread', reply: 'Reply', forward: 'Forward', channel: 'Channel' },
    messageScheduled: 'Message scheduled',
    /** (ours) Undo came too late: the message had already gone (Send now, or the window ended). */
    undoTooLate: 'This message was already sent, so it could not be undone. The restored draft was deleted.',
    /** (ours) Undo of a send the server gave no cancel token for. */
    cannotUndo: 'This message was already sent, so it could not be undone.',
    cancelScheduledTitle: 'Cancel scheduled message',
    /**
     * (ours, as Gmail writes it) The block a forward carries above each forwarded message: the separator
     * line, then From, Date, Subject, To and Cc.
     */
    forwarded: {
      separator: '---------- Forwarded message ---------',
      from: 'From',
      date: 'Date',
      subject: 'Subject',
      to: 'To',
      cc: 'Cc',
      /** Between the date and the time of the Date line. */
      at: 'at',
    },
    history: 'Conversation history',
    editor: 'Message',
    formatting: 'Formatting',
    formats: {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      blockquote: 'Quote',
      codeBlock: 'Code block',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      indent: 'Indent',
      outdent: 'Outdent',
      link: 'Link',
      image: 'Insert image',
    },
    linkPrompt: 'Link address',
    mentionSuggestions: 'People and channels',
    emojiSuggestions: 'Emoji',
    attachments: 'Attachments',
    dropFiles: 'Drop files here to attach them',
    uploading: (percent: number) => `Uploading ${percent}%`,
    cancelUpload: (name: string) => `Cancel upload of ${name}`,
    removeAttachment: (name: string) => `Remove ${name}`,
    retryUpload: (name: string) => `Retry upload of ${name}`,
    notStarted: 'Not uploaded',
    /** An image of the body while it uploads (or needs a retry), in the attachment list. */
    inlineImage: 'Inline image',
    /** Send refused while an upload failed or was cancelled (the spec shows 'Failed' with retry). */
    attachmentsNotUploaded: 'Some attachments were not uploaded. Retry or remove them before sending.',
    /** Send refused: a staged upload expired and could be neither refreshed nor uploaded again. */
    attachmentExpired: (name: string) => `"${name}" has expired. Remove it and attach it again.`,
    windowLabel: (title: string) => `Composer: ${title}`,
    restoreWindow: 'Restore',
    aiSuggestions: 'Suggested replies',
    generateSubject: 'Suggest a subject',
    leaveWarning: 'You have a message open. Leave this page?',
    schedulePicker: {
      title: 'Schedule send',
      quickTimes: 'Quick times',
      naturalLabel: 'Type a time',
      naturalPlaceholder: 'e.g. tomorrow 10 am, jul 14, 2 days',
      pickLabel: 'Date and time',
      done: 'Done',
      cancel: 'Cancel',
    },
  },

  channel: {
    menu: {
      edit: 'Edit channel',
      manageFilters: 'Manage filters',
      leave: 'Leave channel',
      delete: 'Delete channel',
    },
    /** The Manage Filters dialog: the channel's rules summary. */
    manageFilters: {
      title: 'Manage Filters',
      /** (ours) */
      total: (count: number) =>
        count === 1
          ? '1 filter routes mail to this channel.'
          : `${count} filters route mail to this channel.`,
      /** (ours) */
      none: 'No filters route mail to this channel yet.',
      /** (ours) */
      ownHeading: 'Your filters',
      /** (ours) */
      teamHeading: "Team members' filters",
      /** (ours) one member's line. */
      memberRules: (name: string, count: number) => `${name}: ${pluralize(count, 'filter')}`,
      /** (ours) */
      teamNone: 'No team member has filters on this channel.',
      /** (ours) */
      loadError: 'Error loading filters. Please try again.',
      /** (ours) */
      close: 'Close',
    },
    notificationLevels: {
      all: 'All',
      new_and_followed: 'New and followed',
      followed: 'Followed',
    },
    join: 'Join',
    leave: 'Leave',
    newTitle: 'New channel',
    /** (ours) in the New channel dialog: continues in the full-screen creation wizard with the name typed. */
    openWizard: 'Set up members and conversations',
    editTitle: 'Edit channel',
    name: 'Name',
    color: 'Colour',
    public: 'Public',
    private: 'Private',
    privateUpsell: 'Create private channels',
    deleteTitle: 'Delete channel',
    /** (ours) wording of "warns it deletes the filters of all members of the channel". */
    deleteWarning: (name: string) =>
      `Deleting ${name} will also delete the filters of all members of the channel. This action cannot be undone.`,
    deleteButton: 'Delete',
    deleting: 'Deleting...',
    leaveTitle: 'Leave channel',
    /** (ours) */
    leavePrivateWarning: (name: string) =>
      `${name} is private: you will need to be added again by a member to rejoin it.`,
    /** (ours) */
    visibilityTitle: 'Change channel visibility',
    /** (ours) */
    visibilityToPublic: 'Everyone in your workspace will be able to find and join this channel.',
    /** (ours) */
    visibilityToPrivate: 'Only members of this channel will be able to see it.',
    operationRunning: 'Please wait until the current operation is finished',
    reorderUpsell: 'Reordering channels is available on the premium plan.',
    /** (ours) the header's labels and the members dialog. */
    menuLabel: 'Channel options',
    notificationLevelLabel: 'Notifications',
    publicChannel: 'Public channel',
    privateChannel: 'Private channel',
    visibilityLabel: 'Visibility',
    create: 'Create',
    save: 'Save',
    visibilityConfirm: 'Change visibility',
    members: 'Members',
    membersButton: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
    addMembers: 'Add members',
    addMembersSearch: 'Search name',
    add: 'Add',
    removeMember: (name: string) => `Remove ${name}`,
    you: '(you)',
    /** (ours) while the channel's rules fill it (has_bulk_processing_in_progress). */
    filling: 'Adding conversations to this channel...',
    /** (ours) the empty channel's compose button. */
    composeToChannel: 'New message',
    /** (ours) the sidebar's keyboard reorder (alt+up, alt+down on a channel). */
    reorderHint: 'Alt+Up and Alt+Down move the focused channel',
    upgrade: 'Upgrade plan',
  },

  wizard: {
    create: {
      heading: 'Create Channel',
      text: 'Channels are spaces where teammates can share conversations',
      submit: 'Create Channel',
      cancel: 'Cancel',
    },
    members: {
      heading: 'Add members',
      text: 'Members can add any conversation to the channel. They can also stay up to date with new message notifications.',
      addAll: (count: number) => `Add all ${count} organization members`,
      addSpecific: 'Add specific people',
      /** (ours) the list of people to pick from. */
      people: 'People',
      /** (ours) */
      noPeople: 'There is nobody else in your organization yet.',
      add: 'Add',
      skip: 'Skip for now',
    },
    conversations: {
      heading: 'Add conversations',
      text: 'Move existing messages and route future messages to this channel',
      searchLabel: 'Add messages that match:',
      searchPlaceholder: (email: string) => `Try from: ${email}`,
      or: 'OR',
      /** (ours) the list of saved queries. */
      savedQueries: 'Saved queries',
      remove: 'Remove',
      applyAsFilter: 'Apply as a filter to incoming messages',
      skip: 'Skip for now',
      creatingRules: 'Creating rules...',
      searching: 'Searching...',
      addConversations: 'Add conversations',
      addCounted: (conversations: number, filters: number) =>
        `Add ~${cappedCount(conversations)} ${conversations === 1 ? 'conversation' : 'conversations'} & ${pluralize(filters, 'filter')}`,
    },
    preview: {
      filtersApplied: (count: number) =>
        count === 1
          ? '1 filter will be applied to incoming messages'
          : `${count} filters will be applied to incoming messages`,
      /** (ours) the preview panel's name. */
      label: 'Channel preview',
      /** (ours) */
      namePlaceholder: 'Channel name',
      noResults: 'no results',
      showingPreview: (count: number) => `showing preview of ${cappedCount(count)} results`,
      empty: 'Try adjusting your filters',
    },
    busy: {
      channel: 'Crafting your Channel',
      inbox: 'Crafting your new Inbox',
      split: 'Crafting your new Split Inbox',
    },
    confirmFilterTitle: 'Confirm creating filter',
    /** (ours) the confirm button of 'Confirm creating filter'. */
    confirmFilter: 'Continue',
    /** (ours) unsaved-query modal. */
    unsavedQuery: {
      title: 'Unsaved search',
      text: 'You typed a search that has not been added yet. Do you want to add it before continuing?',
      withFilter: 'Add with filter',
      withoutFilter: 'Add without filter',
      cancel: 'Cancel',
    },
  },

  drafts: {
    empty: 'Drafts are saved automatically as you compose them.',
  },

  settings: {
    sections: {
      'my-team': 'My Team',
      theme: 'Theme',
      billing: 'Billing',
      workspace: 'Workspace',
      notifications: 'Notifications',
      signature: 'Signature',
      filters: 'Filters',
      'ai-options': 'AI options',
      /** (ours) */
      'email-accounts': 'Email accounts',
    },
    /** (ours) the overlay's name and its close button. */
    title: 'Settings',
    close: 'Close settings',
    discardTitle: 'Discard changes?',
    discardText: 'You have unsaved changes. Are you sure you want to leave?',
    discardButton: 'Discard',
    save: 'Save',
    noChangesToSave: 'No changes to save',
    /**
     * (ours) The Gmail account in the Email accounts section. The re-auth statuses quote the spec's re-auth
     * texts (`signIn.reauth`); the refusals follow the spec's sign-in errors, said of connecting Gmail.
     */
    gmail: {
      heading: 'Gmail',
      description: `Connect your Gmail account to sync its mail into your ${PRODUCT_NAME} inbox and send through it.`,
      connect: 'Connect Gmail',
      connecting: 'Connecting...',
      reconnect: 'Reconnect Gmail',
      disconnect: 'Disconnect',
      disconnecting: 'Disconnecting...',
      connected: 'Connected',
      needsReauth: 'Needs sign-in again',
      unavailable: 'Gmail sync is not configured on this server.',
      errors: {
        cancelled:
          'It looks like you have cancelled connecting Gmail. Please try again to connect your account.',
        state:
          "We're having trouble connecting your Gmail account: this request has expired or was not started here. Please try again.",
        exchange:
          'An error occurred while connecting Gmail. Please try again and contact us if the problem persists.',
        taken: `This Gmail account is already connected to another ${PRODUCT_NAME} account.`,
        redirect: 'This address may not receive the Gmail sign-in.',
      },
    },
    myTeam: {
      tabs: { all: 'All', members: 'Members', invited: 'Invited' },
      addMembers: 'Add Members',
      inviteTitle: (workspaceName: string) => `Invite people to ${workspaceName}`,
      role: 'Member',
      invited: 'Invited',
      resend: 'Resend invite',
      inviteResent: 'Invite resent',
      deleteInvite: 'Delete invite',
      sendInvites: (count: number) => `Send ${pluralize(count, 'invite')}`,
      /** (ours) the My Team list, the invite dialog's field, lists and empty states. */
      teamList: 'Team',
      you: '(you)',
      invitedOn: (date: string) => `Invited ${date}`,
      noInvites: 'No pending invites.',
      noMembers: 'No members yet.',
      /** (ours) While the team loads, and when it could not be loaded. */
      loading: 'Loading your team',
      loadError: 'Error loading your team. Please try again.',
      retry: 'Try again',
      emailLabel: 'Email address',
      emailPlaceholder: 'name@company.com',
      add: 'Add',
      selected: 'To invite',
      recommended: 'Recommended',
      suggestions: 'Suggestions',
      capReached: (cap: number) => `You can invite up to ${cap} people at once.`,
      invitesSent: (count: number) => `${pluralize(count, 'invite')} sent`,
      inviteDeleted: 'Invite deleted',
      freeTeamSize: (size: number, limit: number) => `${size} of ${limit} members on the free plan`,
    },
    splits: {
      title: 'Split Inboxes',
      add: 'New Split Inbox',
      edit: 'Edit split',
      back: 'Back',
      name: 'Name',
      query: 'Definition',
      showInCategorySplit: 'Show in category split',
      conversationsCantMove: "Conversations can't be moved to a custom split",
      /** (ours) the rest of the Split Inboxes dialog. */
      categoriesHeading: 'Categories',
      /** (ours) */
      customHeading: 'Custom splits',
      /** (ours) */
      noCustom: 'No custom splits yet.',
      /** (ours) the switch of one split in the list. */
      enable: (name: string) => `Show ${name} in the inbox`,
      /** (ours) */
      editNamed: (name: string) => `Edit ${name}`,
      /** (ours) */
      deleteNamed: (name: string) => `Delete ${name}`,
      /** (ours) */
      queryPlaceholder: 'from:billing@example.com',
      /** (ours) */
      queryDescription: 'Conversations matching this search appear in the split.',
      /** (ours) */
      create: 'Create split',
      /** (ours) */
      save: 'Save',
      /** (ours) */
      deleteTitle: 'Delete split',
      /** (ours) */
      deleteText: (name: string) =>
        `The split ${name} will be removed from your inbox. Its conversations stay in your inbox.`,
      /** (ours) */
      delete: 'Delete',
      /** (ours) a split being built. */
      reindexing: 'Building...',
      /** (ours) */
      close: 'Close',
    },
    filters: {
      add: 'Add Filter',
      empty: 'No filters defined yet. Click "Add Filter" to create your first filter.',
      loadError: 'Error loading filters. Please try again.',
      createTitle: 'New filter',
      editTitle: 'Edit filter',
      /** (ours) the filter dialog's fields and actions. */
      query: 'Filter query',
      /** (ours) */
      queryPlaceholder: 'from:billing@example.com',
      /** (ours) */
      channel: 'Add to channel',
      /** (ours) */
      channelPlaceholder: 'Select a channel',
      /** (ours) */
      actions: 'Also',
      /** (ours) */
      markAsSpam: 'Mark as spam',
      /** (ours) */
      star: 'Star',
      /** (ours) */
      addLabel: 'Add label',
      /** (ours) */
      noLabel: 'No label',
      /** (ours) */
      applyToIncoming: 'Apply to incoming messages',
      /** (ours) */
      create: 'Create filter',
      /** (ours) */
      save: 'Save',
      /** (ours) the filters list. */
      listLabel: 'Filters',
      /** (ours) */
      editNamed: (query: string) => `Edit filter ${query}`,
      /** (ours) */
      deleteNamed: (query: string) => `Delete filter ${query}`,
      /** (ours) */
      deleteTitle: 'Delete filter',
      /** (ours) */
      deleteText: (query: string) =>
        `The filter ${query} will stop applying to new messages. Conversations it already filed stay where they are.`,
      /** (ours) */
      delete: 'Delete',
      /** (ours) one filter's actions, in the list. */
      summary: {
        toChannel: (channel: string) => `Add to ${channel}`,
        spam: 'Mark as spam',
        label: (label: string) => `Label ${label}`,
        star: 'Star',
        notIncoming: 'Existing mail only',
      },
      /** (ours) */
      loading: 'Loading filters...',
    },
    notifications: {
      enable: 'Enable',
      disable: 'Disable',
      unsupported: 'Notifications are not supported.',
      denied: 'Notifications have been disabled. Please go to your browser settings to enable them.',
      notSubscribed: 'Notifications have been disabled. Please go to Settings to enable them.',
      /** (ours) The link beside notSubscribed that opens the Notifications settings. */
      openSettings: 'Open notification settings',
      /** (ours) text of the notification banner. */
      banner: 'Turn on desktop notifications to hear about new messages.',
      bannerEnable: 'Turn on',
      bannerDismiss: 'Dismiss',
      /** (ours) What the Notifications section is for. */
      description:
        'Get a desktop notification when a new message arrives in your inbox or in a channel you follow.',
      /** (ours) The section's state line when this browser is subscribed. */
      on: 'Notifications are on for this browser.',
      /** (ours) The section's state line when this browser could be subscribed but is not. */
      off: 'Notifications are off for this browser.',
      /** (ours) Subscribing failed (push service unreachable, refused permission). */
      enableFailed: 'Notifications could not be turned on. Please try again.',
      /** (ours) Unsubscribing failed. */
      disableFailed: 'Notifications could not be turned off. Please try again.',
      /** (ours) The splits whose new inbox mail notifies (the `notified_splits` setting). */
      splitsLegend: 'Notify me of new mail in',
      splitsHint: 'Channels notify by their own notification level. At least one split stays chosen.',
      splitsSaveFailed: 'The notification splits could not be saved. Please try again.',
    },
    signature: {
      upgradeToRemove: 'Upgrade your account to remove this signature.',
      /** (ours) the editor, the branding switch, the saved toast and what a free plan adds. */
      editorLabel: 'Your signature',
      editorHint: 'Added when you press Insert signature in the composer.',
      branding: 'Add the Switchboard signature to messages',
      brandedText: 'Sent with Switchboard',
      saved: 'Signature saved',
      /** (ours) while the signature loads, and when it could not be. */
      loading: 'Loading your signature...',
      loadError: 'Your signature could not be loaded. Please try again.',
    },
    workspace: {
      name: 'Workspace name',
      /** (ours) */
      renamed: 'Workspace renamed',
      /** (ours) while the workspace loads, and when it could not be. */
      loading: 'Loading your workspace...',
      loadError: 'Your workspace could not be loaded. Please try again.',
    },
    aiOptions: {
      /** (ours) the two switches of the AI options section. */
      quickReplies: 'Quick-reply suggestions',
      quickRepliesHint: 'Suggest short replies under the open thread.',
      chatPanel: 'Show the AI chat panel',
      chatPanelHint: 'Ask about the open thread or your mailbox.',
    },
    theme: {
      /** (ours) the theme list, the mode choice and each preview's mode. */
      themes: 'Theme',
      mode: 'Appearance',
      light: 'Light',
      dark: 'Dark',
      preview: (name: string, mode: string) => `${name}, ${mode}`,
      names: {
        blue: 'Blue',
        sand: 'Sand',
        purple: 'Purple',
        rose: 'Rose',
        navy: 'Navy',
        amber: 'Amber',
        coral: 'Coral',
        mint: 'Mint',
      },
    },
    billing: {
      upgradePlan: 'Upgrade plan',
      renewPlan: 'Renew plan',
      managePlan: 'Manage plan',
      activeUntil: 'Active until',
      renewsOn: 'Renews on',
      pendingCancellation: 'Active (Pending Cancellation)',
      statuses: { active: 'Active', canceled: 'Canceled', unpaid: 'Unpaid', past_due: 'Past due' },
      seats: (count: number) => pluralize(count, 'seat'),
      invoices: 'Invoices',
      paymentMethod: 'Payment method',
      billingEmail: 'Billing email',
      cardEnding: (cardType: string, last4: string) => `${cardType} ending in ${last4}`,
      expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
      localProvider: 'Local billing provider: checkout completes when you confirm it, no card is charged.',
      /** (ours) The billing section's labels. */
      plan: 'Plan',
      status: 'Status',
      seatsLabel: 'Seats',
      price: 'Price',
      /** (ours) '$16 per member / month, billed annually' */
      priceLine: (dollars: string, period: string) => `${dollars} per member / month, billed ${period}`,
      /** (ours) */
      noPlan: 'You are on the Free plan.',
      /** (ours) */
      invoiceColumns: { date: 'Date', number: 'Invoice', status: 'Status', amount: 'Amount' },
      /** (ours) */
      noInvoices: 'No invoices yet.',
      /** (ours) */
      loadMore: 'Load more',
      /** (ours) */
      loadError: 'Billing details could not be loaded. Please try again.',
      /** (ours) names the billing section while it loads. */
      loading: 'Loading billing details...',
      /** (ours) after the new tab opened */
      openedInNewTab: 'Continue in the new tab. This page updates when you come back.',
    },
  },

  onboarding: {
    /** (ours) */
    themeTitle: 'Pick a theme',
    /** (ours) */
    workspaceTitle: 'Name your workspace',
    continue: 'Continue',
    /** (ours) under the theme step's heading. */
    themeText: 'You can change it any time in Settings.',
    /** (ours) under the workspace step's heading. */
    workspaceText: 'Your teammates will see this name when you invite them.',
    /** (ours) the workspace name field's label. */
    workspaceLabel: 'Workspace name',
    /** (ours) the two modes beside the themes. */
    light: 'Light',
    dark: 'Dark',
    /** (ours) names the step counter, e.g. 'Step 1 of 2'. */
    step: (index: number, count: number) => `Step ${index} of ${count}`,
    /** (ours) names the group of theme choices. */
    themes: 'Themes',
  },

  teamLimit: {
    /** (ours) sidebar card and modal; the spec names them but not their words. */
    title: 'Your team is full',
    text: (daysLeft: number) =>
      `The free plan holds ${FREE_TEAM_LIMIT} members. Upgrade within ${pluralize(daysLeft, 'day')} to keep adding teammates.`,
    upgrade: 'Upgrade plan',
  },

  commandMenu: {
    placeholder: 'Type a command or search',
    empty: 'No results found.',
    /** (ours) opens the channel creation wizard (as the sidebar's 'New channel' and the popover do). */
    createChannel: 'Create channel',
    groups: {
      actions: 'Actions',
      goTo: 'Go to',
      goToChannel: 'Go to channel',
      goToLabel: 'Go to label',
      goToSplit: 'Go to inbox split',
      goToSettings: 'Go to settings',
      /** (ours) switches the theme before the settings screen exists. */
      theme: 'Theme',
    },
    /** (ours) the light and dark commands of the Theme group. */
    mode: { system: 'Match system (light or dark)', light: 'Light mode', dark: 'Dark mode' },
    /** (ours) a theme command: 'Theme: Mint'. */
    themeCommand: (name: string) => `Theme: ${name}`,
  },

  shortcuts: {
    title: 'Keyboard shortcuts',
    sequenceJoiner: 'then',
    groups: { global: 'Global', lists: 'Lists', thread: 'Thread', suggestions: 'Suggestion dropdown' },
  },

  labels: {
    createTitle: 'Create label',
    editTitle: 'Edit label',
    deleteTitle: 'Delete label',
    /** (ours) */
    deleteText: (name: string) =>
      `The label ${name} will be removed from all threads. This action cannot be undone.`,
    name: 'Name',
    color: 'Colour',
    create: 'Create',
    save: 'Save',
    delete: 'Delete',
    /** (ours) the delete button while the label is being deleted (as the channel's). */
    deleting: 'Deleting...',
    /** (ours) the label picker (l on a list). */
    pickerTitle: 'Labels',
    /** (ours) */
    search: 'Search labels',
    /** (ours) */
    none: 'No labels match',
    /** (ours) the create option of the label picker, with the name typed. */
    createNamed: (name: string) => `Create label "${name}"`,
    /** (ours) the menu button beside a label in the sidebar. */
    options: (name: string) => `Options for ${name}`,
  },

  /** (ours) the snooze picker (b on a list). */
  snoozePicker: {
    search: 'Snooze until... (e.g. friday 9am)',
  },

  toasts: {
    threadArchived: 'Thread archived',
    threadReturned: 'Thread returned',
    markedAsRead: 'Marked as read',
    /** (ours) sibling of 'Marked as read'. */
    markedAsUnread: 'Marked as unread',
    labelAdded: 'Label added',
    /** (ours) siblings of 'Thread archived' for the other list actions. */
    starred: 'Thread starred',
    /** (ours) */
    unstarred: 'Star removed',
    /** (ours) */
    markedAsSpam: 'Marked as spam',
    /** (ours) */
    markedAsNotSpam: 'Marked as not spam',
    /** (ours) */
    snoozed: (when: string) => `Snoozed until ${when}`,
    /** (ours) */
    channelAdded: 'Channel added',
    /** (ours) */
    movedToTrash: 'Moved to trash',
    /** (ours) */
    deletedForever: 'Thread deleted',
    /** (ours) */
    movedToSplit: (name: string) => `Moved to ${name}`,
    messageSent: 'Message sent',
    messageDeleted: 'Message deleted',
    threadCreated: 'Thread created',
    threadDeleted: 'Thread deleted',
    view: 'View',
    viewHint: 'Go to the newly created thread',
    undo: 'Undo',
    sendNow: 'Send now',
    stillBeingAdded: (count: number) =>
      count === 1
        ? 'This thread is still being added to your inbox, please try again in a few seconds.'
        : 'These threads are still being added to your inbox, please try again in a few seconds.',
    cannotMarkUnread: 'Notifications cannot yet be marked as unread.',
    copied: 'Copied',
  },

  errors: {
    offline: "Oops you're offline, reconnect and give it another go",
    offlineEmoji: '🔌',
    /** (ours) After the offline text: the changes made offline, sent in order on reconnect. */
    offlineWaiting: (count: number) =>
      count === 1
        ? '1 change is waiting and will be sent when you reconnect.'
        : `${count} changes are waiting and will be sent when you reconnect.`,
    generic: 'An error occurred, please try again later.',
    outdated: 'An error occurred, please try again later.',
    summary: 'An error occurred while generating the summary. Please try again later.',
    uploadFailedWithStatus: (status: number) => `Upload failed with status ${status}`,
    uploadNetwork: 'Upload failed because of a network error',
    uploadCancelled: 'Upload cancelled',
    uploadTimeout: 'Upload timed out',
    rulesFailed: (count: number) =>
      `Failed to create ${pluralize(count, 'rule')}. They can be added later from channel settings.`,
    rulesUnexpected: 'An unexpected error occurred while creating rules.',
    organizationNotFound: 'Organization not found',
    chunkLoad: 'Loading chunk failed',
    cssChunkLoad: 'Loading CSS chunk failed',
    /** (ours) the button beside a chunk load failure. */
    reload: 'Reload',
    inviteConflict: 'This person has already been invited or is already a member of your team',
  },

  validation: {
    channelNameRequired: 'Channel name is required',
    channelNameTooLong: 'Channel name must be 100 characters or less',
    channelNameTaken: 'This channel name is already taken',
    labelNameRequired: 'Label name is required',
    labelNameTaken: 'A label with this name already exists.',
    splitNameRequired: 'Split name is required',
    splitNameTaken: 'A split with this name already exists.',
    filterQueryRequired: 'Please enter a filter query',
    filterChannelRequired: 'Please select a channel',
    workspaceNameRequired: 'Workspace name cannot be empty',
    invalidEmail: 'Please enter a valid email address',
    alreadyInvited: 'This person has already been invited',
    alreadyMember: 'This person is already a member of your team',
    inviteConflict: 'This person has already been invited or is already a member of your team',
    invalidHexColor: 'Invalid hex color code',
    subjectOrBodyRequired: 'Please add a subject or write a message',
    recipientRequired: 'Please specify at least one recipient',
    noRecipients: 'No recipients specified',
    noBodyNoSubject: 'No body and no subject specified',
    uploading: 'Please wait until your attachments have finished uploading',
    fileTooLargeTitle: 'File is too large',
    fileTooLarge: 'Attachments cannot be larger than 25 MB total.',
    fileTypeBlockedTitle: 'File type not allowed',
    fileTypeBlocked: (file: string) => `"${file}" has been blocked for security reasons.`,
  },

  reactions: {
    reactedTo: (names: string, snippet: string) => `${names} reacted to: "${snippet}"`,
    reactedToYourMessages: (names: string) => `${names} reacted to your messages`,
    someone: 'Someone',
    unknownUser: 'Unknown user',
    noMessage: 'No message',
    addReaction: 'Add reaction',
    /** (ours) A reaction's name: who reacted with what. */
    reactedWith: (names: string, emoji: string) => `${names} reacted with ${emoji}`,
    /** (ours) Names the quick reaction buttons. */
    react: (emoji: string) => `React with ${emoji}`,
    /** (ours) The emoji picker's search field. */
    searchEmoji: 'Search emoji',
  },

  pagination: {
    /** (ours) The pagination controls' landmark name. */
    label: 'Pages',
    range: (start: number, end: number, total: number) => `${start} - ${end} of ${total}`,
    rangeOfMany: (start: number, end: number) => `${start} - ${end} of many`,
    previous: 'Previous page',
    next: 'Next page',
  },

  /** (ours) The AI helpers (spec: "AI chat panel", "AI quick-reply suggestions", subject generation; no wording shown). */
  ai: {
    /** (ours) The chat panel's title and region name. */
    chatTitle: 'AI assistant',
    /** (ours) */
    closeChat: 'Close AI assistant',
    /** (ours) What the question is about. */
    scopeLabel: 'Ask about',
    scopeThread: 'This thread',
    scopeMailbox: 'All mail',
    /** (ours) */
    questionLabel: 'Question',
    questionPlaceholder: 'Ask about your mail',
    ask: 'Ask',
    /** (ours) Before the first question. */
    empty:
      'Ask a question about this thread or your whole mailbox. Answers quote your threads and link to them.',
    thinking: 'Looking through your threads...',
    /** (ours) No thread held the question's words. */
    noAnswer: 'No thread in your mailbox matches this question. Try other words.',
    error: 'An error occurred while answering. Please try again later.',
    /** (ours) Names the list of threads an answer cites. */
    sources: 'Sources',
    /** (ours) The person's question in the conversation. */
    you: 'You',
    /** (ours) The quick-reply chips' loading and error lines. */
    repliesLoading: 'Suggesting replies...',
    subjectError: 'No subject could be suggested for this message.',
  },

  /** (ours) The backup page of the embedded database, `/admin/demo_backup_management` (spec doc 1 lists the route only). */
  backups: {
    title: 'Database backups',
    intro:
      'Snapshots of the embedded database’s data folder. Backups are kept next to the data folder, in a folder of the same name ending in “-backups”.',
    create: 'Create backup',
    creating: 'Creating backup...',
    created: 'Backup created',
    empty: 'No backups yet.',
    loading: 'Loading backups...',
    loadError: 'The backups could not be loaded.',
    actionError: (detail: string) => `That did not work: ${detail}`,
    listLabel: 'Backups',
    columnCreated: 'Created',
    columnSize: 'Size',
    columnActions: 'Actions',
    download: 'Download',
    downloadLabel: (date: string) => `Download the backup of ${date}`,
    restore: 'Restore',
    restoreLabel: (date: string) => `Restore the backup of ${date}`,
    delete: 'Delete',
    deleteLabel: (date: string) => `Delete the backup of ${date}`,
    deleted: 'Backup deleted',
    restoreTitle: 'Restore this backup?',
    restoreText: (date: string) =>
      `The database will be replaced by the backup of ${date} the next time the server starts. Everything changed after that backup is lost; the current data folder is kept aside in the backups folder.`,
    restoreConfirm: 'Restore at next start',
    restorePending: (date: string) =>
      `A restore of the backup of ${date} is scheduled: it happens when the server restarts. Until then nothing changes.`,
    cancelRestore: 'Cancel restore',
    restoreScheduled: 'Restore scheduled for the next start',
    restoreCanceled: 'Restore canceled',
    notAdmin: 'Only the server’s admins can manage backups.',
    postgres:
      'This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore.',
    memory: 'This server runs on an in-memory database: there is no data folder to back up.',
  },

  /** (ours) Settings > Email accounts: an IMAP account connected by host, port, TLS, user name and password. */
  imapAccount: {
    heading: 'IMAP account',
    intro:
      'Bring the mail of any provider that offers IMAP. Switchboard signs in to check the details before it keeps them; the password is stored encrypted.',
    formLabel: 'Connect an IMAP account',
    host: 'IMAP server',
    port: 'Port',
    tls: 'Use TLS (SSL)',
    username: 'User name',
    password: 'Password',
    connect: 'Connect',
    connecting: 'Connecting...',
    disconnect: 'Disconnect',
    disconnectLabel: (email: string) => `Disconnect ${email}`,
    disconnected: 'Account disconnected',
    connected: (email: string) => `${email} connected`,
    accountLabel: (email: string, host: string, port: number) => `${email} on ${host}:${port}`,
    status: {
      connecting: 'Connecting',
      connected: 'Connected',
      reconnecting: 'Reconnecting',
      failed: 'Not connected',
    },
    retryAt: (time: string) => `Next attempt at ${time}`,
    lastSynced: (time: string) => `Last synced at ${time}`,
    /** (ours) While the connected accounts load, and when they could not be. */
    loading: 'Loading accounts...',
    loadError: 'The accounts could not be loaded.',
    hostRequired: 'Enter the IMAP server, for example imap.example.com',
    hostInvalid: 'Enter a server name only, for example imap.example.com (no imap:// and no spaces)',
    portInvalid: 'Enter a port from 1 to 65535',
    usernameRequired: 'Enter your user name',
    passwordRequired: 'Enter your password',
    errors: {
      authentication: 'The server refused the user name or password.',
      unreachable: (server: string) => `${server} could not be reached. Check the server name and port.`,
      timeout: (server: string) => `${server} did not answer in time. Check the server name and port.`,
      tls: (server: string) =>
        `A secure connection to ${server} could not be set up. Check the port and whether it uses TLS.`,
      protocol: (server: string) =>
        `${server} did not answer as an IMAP server. Check the port and whether it uses TLS.`,
      mailbox: 'The server has no INBOX for this user.',
      /** (ours) the host resolves to a loopback, private or link-local address (see IMAP_ALLOW_HOSTS). */
      privateHost: (server: string) =>
        `${server} is not a public mail server. Switchboard connects only to mail servers on the internet.`,
    },
  },

  relativeDate: {
    justNow: 'just now',
    minutesAgo: (minutes: number) => `${minutes} min ago`,
    inMinutes: (minutes: number) => `in ${minutes} min`,
  },
} as const;

/**
 * The one catalogue of user-facing strings: `coreMessages` plus `search`, `events` and `schedule`.
 * Use it as `messages.emptyStates.inbox` or `messages.validation.fileTypeBlocked('run.exe')`.
 */
export const messages = {
  ...coreMessages,
  search: searchTexts,
  events: eventTexts,
  schedule: scheduleTexts,
} as const;

export type Messages = typeof messages;
