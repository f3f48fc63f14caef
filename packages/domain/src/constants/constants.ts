/**
 * Business constants and limits of spec doc 2 section 9, as named constants. Times are in milliseconds
 * unless the name says otherwise.
 */

// Timing
export const REQUEST_TIMEOUT_MS = 15_000;
export const QUERY_CACHE_TIME_MS = 3_600_000;
export const LOCK_SAFETY_TIMEOUT_MS = 17_000;
export const MUTATION_LAG_TOLERANCE_MS = 10;
export const LOCK_ENTRY_TTL_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 120_000;
export const ACCESS_TOKEN_WAIT_MS = 10_000;
export const QUERY_RETRY_COUNT = 1;

export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 5_000;
export const NOTICE_TOAST_DURATION_MS = 3_000;
export const UNDO_TOAST_CLOSE_AFTER_LEAVE_MS = 10_000;
export const UNDO_TOAST_MAX_MS = 60_000;
export const UNDO_WINDOW_MS = 10_000;
export const UNDO_WINDOW_SCHEDULED_MS = 0;
export const UNDO_REGISTRY_CLEANUP_AT = 100;
export const UNDO_REGISTRY_MAX_AGE_MS = 120_000;

export const REFETCH_DELAY_THREAD_MS = 10_000;
export const REFETCH_DELAY_ACCOUNT_UNREAD_MS = 5_000;
export const REFETCH_DELAY_CHANNEL_COUNTS_MS = 5_000;
export const REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS = 20_000;

export const EVENT_MERGE_WINDOW_MS = 5 * 60_000;
export const EVENT_MERGE_WINDOW_DESCRIPTION_MS = 30 * 60_000;
export const SETTINGS_SAVE_DEBOUNCE_MS = 500;
export const DIALOG_REMOVE_DELAY_MS = 500;
export const TOOLTIP_DELAY_MS = 300;
export const COMMAND_INPUT_BLUR_DELAY_MS = 100;
export const POPOVER_DEBOUNCE_MS = 100;
export const LAST_OPENED_SPLIT_THROTTLE_MS = 3_000;
export const KEY_NAVIGATION_FOCUS_FLAG_MS = 50;
export const PENDING_SEND_INDICATOR_DELAY_MS = 1_500;
export const MARK_AS_READ_DELAY_MS = 500;
export const AUTOSCROLL_WINDOW_MS = 300;
export const COPY_FEEDBACK_MS = 1_000;
export const SCROLLBAR_HIDE_MS = 1_000;
export const LOADING_SCREEN_MIN_MS = 1_300;
export const LOADING_SCREEN_TIMESTAMP_THRESHOLD_MS = 60_000;
export const TEAM_LIMIT_MODAL_DELAY_MS = 2_000;
export const WIZARD_SEARCH_DEBOUNCE_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const CONTACTS_POLL_FAST_MS = 2_000;
export const CONTACTS_POLL_SLOW_MS = 300_000;
export const CONTACTS_FAST_POLL_MAX_ACCOUNT_AGE_MS = 30 * 60_000;

// Polling (spec doc 2 section 7)
export const DEFAULT_POLL_MS = 60_000;
export const SPLIT_LIST_POLL_MS = 5_000;
export const LABELS_POLL_FAST_MS = 15_000;
export const LABELS_POLL_FAST_PERIOD_MS = 5 * 60_000;
export const LABELS_POLL_SLOW_MS = 5 * 60_000;
export const INBOX_EVENTS_POLL_MS = 10_000;
export const INBOX_EVENTS_POLL_REINDEXING_MS = 500;
export const CHANNEL_BULK_POLL_MS = 5_000;
export const SELF_POLL_MS = 3_600_000;
export const INVITES_POLL_MS = 60_000;
export const PREFETCH_RECENT_THREADS = 5;
export const PREFETCH_FRESHNESS_MS = 600_000;

// Sizes and counts
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 30;
export const PAGE_SIZE_EXAMPLE = 20;
export const THREAD_LIST_PAGE_SIZE = 25;
export const DRAFT_SNIPPET_LENGTH = 50;
export const DESCRIPTION_SNIPPET_LENGTH = 100;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 25 * 1024 * 1024;
export const ATTACHMENT_EXPIRY_MARGIN_MS = 5 * 60_000;
export const INVITE_SELECTION_CAP = 50;
export const INVITE_RECOMMENDED_LIST = 30;
export const INVITE_SUGGESTIONS = 10;

export const SUGGESTIONS_DEFAULT_MAX = 10;
export const SUGGESTIONS_EMAIL_MAX = 8;
export const SUGGESTIONS_USER_MAX = 20;
export const SUGGESTIONS_CHANNEL_MAX = 20;
export const SUGGESTIONS_CONTACT_MAX = SUGGESTIONS_USER_MAX;
export const CHANNEL_PICKER_MAX = 10;
export const SEARCH_BOX_USERS_MAX = 8;
export const SEARCH_BOX_CHANNELS_MAX = 10;
export const EMPTY_QUERY_SUGGESTIONS_PER_KIND = 3;
export const RECENT_SEARCHES_KEPT = 3;
export const RECENT_SEARCH_MIN_LENGTH = 2;
export const SEARCH_QUERY_MIN_LENGTH = 1;
export const SEARCH_TITLE_MAX_LENGTH = 50;
export const SEARCH_PREVIEW_THREADS_PER_QUERY = 10;

export const CHANNEL_NAME_MAX_LENGTH = 100;
/** Workspace names (ours: the spec gives no limit; the same as channel names). */
export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const DISPLAY_NAME_TRUNCATED_LENGTH = 30;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 30;

export const WIZARD_RESULT_CAP = 1000;
export const WIZARD_SKELETON_ROWS = 5;
/** Threads the wizard's preview shows per query. */
export const WIZARD_PREVIEW_THREADS = 10;
export const AVATARS_PREVIEW_MAX = 5;
export const AVATARS_CHANNEL_ROW_MAX = 3;
export const AVATARS_EVENT_GROUP_MAX = 6;
export const AVATARS_THREAD_ROW_MAX = 3;
export const AVATARS_CHANNEL_HEADER_MAX = 5;
export const ATTACHMENT_CHIPS_MAX = 3;

export const COMPOSE_WINDOW_MIN_HEIGHT = 492;
export const COMPOSE_WINDOW_VIEWPORT_MARGIN = 150;
export const POP_OUT_WIDTH = 532;
export const POP_OUT_WIDTH_WITH_PRIVATE = 932;
export const MINIMIZED_MAX_WIDTH = 362;
export const PRIVATE_PANEL_WIDTH = 400;
export const SPLIT_DIALOG_MAX_WIDTH = 660;
export const FILTER_DIALOG_MAX_WIDTH = 700;
export const CHANNEL_BROWSER_MAX_WIDTH = 700;
export const DROPDOWN_MAX_HEIGHT = '13.75rem';
export const FILTERS_LIST_MAX_HEIGHT = 300;

export const MENTION_LOOKBACK_CHARS = 26;
export const INLINE_CHANNEL_SHORTCUT = '#';

// Plans and money
export const FREE_PRICE_CENTS = 0;
export const PREMIUM_MONTHLY_PRICE_CENTS = 2_000;
export const PREMIUM_YEARLY_MONTHLY_PRICE_CENTS = 1_600;
export const PREMIUM_YEARLY_PRICE_CENTS = 19_200;
export const YEARLY_DISCOUNT_PERCENT = 20;
export const TRASH_RETENTION_DAYS = 30;
export const OLD_ITEMS_THRESHOLD_DAYS = 90;
export const MINIMUM_AGE = 13;

// Other
export const DRAFT_THREAD_ID_PREFIX = 'draft-thread-';
export const TEMPORARY_ID_MARKER = 'TEMPORARY_ID_PENDING_REFRESH';
export const DRAFTS_STORAGE_VERSION = 1;
export const SETTINGS_SECTION_COUNT = 8;
export const SCHEDULE_MIN_LEAD_MS = 60_000;
export const SCHEDULE_SUGGESTIONS_MAX = 5;
export const QUICK_REACTION_CODES = ['1f44d', '2705', '1f440', '1f64c', '1f64f'] as const;
export const CATEGORY_ORDER = ['primary', 'promotions', 'social', 'updates', 'forums'] as const;
export const RICH_TEXT_TOOLBAR_CONTEXTS = [
  'default',
  'thread_description',
  'compose_area',
  'private_compose_area',
  'mobile_compose_area',
] as const;
export const BODY_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'blockquote',
  'code-block',
  'list',
  'indent',
  'link',
  'image',
  'mention',
  'signature',
  'signature-mention',
] as const;
