import {
  BillingDetailsSchema,
  BillingFrequencySchema,
  ContactSchema,
  DeviceSchema,
  EmailAddressSchema,
  graphemeLength,
  INVITE_SELECTION_CAP,
  InviteSchema,
  LabelSchema,
  OrganizationSchema,
  PushSubscriptionSchema,
  TeamLimitsSchema,
  WORKSPACE_NAME_MAX_LENGTH,
} from '@switchboard/domain';
import { z } from 'zod';
import { BILLING_INVOICES_MAX, BILLING_INVOICES_PAGE } from '../billing-invoices.js';
import {
  HexColorSchema,
  IdSchema,
  NoContentSchema,
  OrganizationQuerySchema,
  RedirectSchema,
} from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedString, INPUT_LIMITS } from '../input-limits.js';
import { ThreadRowsPageSchema } from '../list-rows.js';
import { ListQuerySchema, pageSchema } from '../page.js';

/** Workspace names are trimmed and cannot be empty; at most 100 characters as a person counts them. */
export const OrganizationNameBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(INPUT_LIMITS.text)
    .refine((name) => graphemeLength(name) <= WORKSPACE_NAME_MAX_LENGTH),
});
export type OrganizationNameBody = z.infer<typeof OrganizationNameBodySchema>;

export const OnboardingConfigurationSchema = z.object({
  /** Whether onboarding shows the workspace-name step. */
  show_workspace_name_step: z.boolean(),
});
export type OnboardingConfiguration = z.infer<typeof OnboardingConfigurationSchema>;

/** `POST /invites`: at most 50 addresses at once. */
export const CreateInvitesBodySchema = z.object({
  organization_id: IdSchema,
  emails: z.array(EmailAddressSchema).min(1).max(INVITE_SELECTION_CAP),
});
export type CreateInvitesBody = z.infer<typeof CreateInvitesBodySchema>;

/** `GET /invites/{invite_id}`: what the invite screen shows (readable by the invitee before joining). */
export const InviteDetailsSchema = z.object({
  id: z.string(),
  email: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  inviter_name: z.string().nullable(),
});
export type InviteDetails = z.infer<typeof InviteDetailsSchema>;

export const UpdateLabelBodySchema = z.object({
  name: boundedString(INPUT_LIMITS.name).pipe(z.string().trim().min(1)),
  color: HexColorSchema,
});
export type UpdateLabelBody = z.infer<typeof UpdateLabelBodySchema>;

export const CheckoutBodySchema = z.object({
  organization_id: IdSchema,
  billing_frequency: BillingFrequencySchema.default('yearly'),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

/** `GET /billing/details` query: the workspace and how many of its newest invoices to include. */
export const BillingDetailsQuerySchema = OrganizationQuerySchema.extend({
  invoices: z.coerce.number().int().min(1).max(BILLING_INVOICES_MAX).default(BILLING_INVOICES_PAGE),
});
export type BillingDetailsQuery = z.input<typeof BillingDetailsQuerySchema>;

export const CustomerPortalBodySchema = z.object({ organization_id: IdSchema });
export type CustomerPortalBody = z.infer<typeof CustomerPortalBodySchema>;

/** A card payment provider's webhook event (checked by its signature header). */
export const BillingWebhookBodySchema = z.looseObject({
  id: boundedString(INPUT_LIMITS.id),
  type: boundedString(INPUT_LIMITS.name),
  data: z.looseObject({ object: z.record(boundedString(INPUT_LIMITS.name), z.unknown()) }),
});
export type BillingWebhookBody = z.infer<typeof BillingWebhookBodySchema>;

export const WebhookReceivedSchema = z.object({ received: z.literal(true) });
export type WebhookReceived = z.infer<typeof WebhookReceivedSchema>;

/** A Gmail watch notification as Google Pub/Sub pushes it: `data` is base64 JSON `{ emailAddress, historyId }`. */
export const GmailWatchNotificationBodySchema = z.object({
  message: z.looseObject({
    data: z.base64().max(INPUT_LIMITS.text),
    messageId: boundedString(INPUT_LIMITS.id).optional(),
    publishTime: boundedString(INPUT_LIMITS.name).optional(),
  }),
  subscription: boundedString(INPUT_LIMITS.name),
});
export type GmailWatchNotificationBody = z.infer<typeof GmailWatchNotificationBodySchema>;

export const RemoveDeviceBodySchema = z.object({
  device_id: IdSchema,
  /** The push subscription's endpoint URL. */
  endpoint: boundedString(INPUT_LIMITS.text).pipe(z.string().min(1)),
});
export type RemoveDeviceBody = z.infer<typeof RemoveDeviceBodySchema>;

export const CancelCommandBodySchema = z.object({
  cancel_token: boundedString(INPUT_LIMITS.id).pipe(z.string().min(1)),
});
export type CancelCommandBody = z.infer<typeof CancelCommandBodySchema>;

export const RegisterDeviceBodySchema = z.object({
  device_id: IdSchema,
  device_type: z.literal('browser'),
  push_subscription: PushSubscriptionSchema.extend({
    /**
     * When the browser lets the subscription lapse, in ms since the epoch (the Push API's `expirationTime`, a
     * DOMHighResTimeStamp, so not always whole), up to the end of year 9999.
     */
    expirationTime: z.number().nonnegative().max(INPUT_LIMITS.lastDateMs).nullable().optional(),
  }),
});
export type RegisterDeviceBody = z.infer<typeof RegisterDeviceBodySchema>;

export const organizationEndpoints = {
  listOrganizationInvites: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organization_id}/invites',
    kind: 'query',
    response: pageSchema(InviteSchema),
    summary: 'Pending invites, whole.',
  }),
  listOrganizationMembers: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organization_id}/members',
    kind: 'query',
    response: pageSchema(ContactSchema),
    summary: 'Members (all shown with role Member), whole.',
  }),
  createOrganization: defineEndpoint({
    method: 'POST',
    path: '/organizations',
    kind: 'mutation',
    body: OrganizationNameBodySchema,
    response: OrganizationSchema,
    summary: 'Creates a workspace with the user as its first member.',
  }),
  renameOrganization: defineEndpoint({
    method: 'PATCH',
    path: '/organizations/{organization_id}',
    kind: 'mutation',
    body: OrganizationNameBodySchema,
    response: OrganizationSchema,
    summary: 'Renames the workspace.',
  }),
  getOnboardingConfiguration: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organization_id}/onboarding_configuration',
    kind: 'query',
    response: OnboardingConfigurationSchema,
    summary: 'Whether onboarding shows the workspace-name step.',
  }),
  getTeamLimits: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organization_id}/team_limits',
    kind: 'query',
    response: TeamLimitsSchema,
    summary: 'Team size, remaining seats, subscription and days left to upgrade.',
  }),
} as const;

/** The server's VAPID public key (base64url), which browsers subscribe to push with. */
export const PushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

export const deviceEndpoints = {
  getPushPublicKey: defineEndpoint({
    method: 'GET',
    path: '/push/public_key',
    kind: 'query',
    response: PushPublicKeySchema,
    summary: "The server's VAPID public key (generated on first start, never regenerated) to subscribe with.",
  }),
  registerDevice: defineEndpoint({
    method: 'POST',
    path: '/devices',
    kind: 'mutation',
    body: RegisterDeviceBodySchema,
    response: DeviceSchema,
    summary: 'Registers a browser for push notifications (replaces the same device_id).',
  }),
  removeDevice: defineEndpoint({
    method: 'DELETE',
    path: '/devices',
    kind: 'mutation',
    body: RemoveDeviceBodySchema,
    response: NoContentSchema,
    summary: 'Unregisters a browser when notifications are disabled.',
  }),
} as const;

export const labelEndpoints = {
  updateLabel: defineEndpoint({
    method: 'PUT',
    path: '/labels/{label_id}',
    kind: 'mutation',
    body: UpdateLabelBodySchema,
    response: LabelSchema,
    summary: 'Renames or recolours a label.',
  }),
  deleteLabel: defineEndpoint({
    method: 'DELETE',
    path: '/labels/{label_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'Deletes a label (removed from its threads).',
  }),
  listLabelThreads: defineEndpoint({
    method: 'GET',
    path: '/labels/{label_id}/threads',
    kind: 'query',
    query: ListQuerySchema,
    response: ThreadRowsPageSchema,
    summary: "The label's threads, newest activity first.",
  }),
} as const;

export const inviteEndpoints = {
  createInvites: defineEndpoint({
    method: 'POST',
    path: '/invites',
    kind: 'mutation',
    body: CreateInvitesBodySchema,
    response: pageSchema(InviteSchema),
    summary:
      'Invites addresses (conflict when invited or a member already; forbidden past the free team limit).',
  }),
  getInvite: defineEndpoint({
    method: 'GET',
    path: '/invites/{invite_id}',
    kind: 'query',
    response: InviteDetailsSchema,
    summary: 'An invite with its workspace name (not_found when used or expired).',
  }),
  deleteInvite: defineEndpoint({
    method: 'DELETE',
    path: '/invites/{invite_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'Withdraws an invite.',
  }),
  resendInvite: defineEndpoint({
    method: 'PATCH',
    path: '/invites/{invite_id}/resend',
    kind: 'mutation',
    response: InviteSchema,
    summary: 'Sends the invite again.',
  }),
  acceptInvite: defineEndpoint({
    method: 'POST',
    path: '/invites/{invite_id}/accept',
    kind: 'mutation',
    response: OrganizationSchema,
    summary: 'The signed-in user joins the workspace (forbidden when already in a workspace).',
  }),
} as const;

export const billingEndpoints = {
  createCheckout: defineEndpoint({
    method: 'POST',
    path: '/billing/checkout',
    kind: 'mutation',
    body: CheckoutBodySchema,
    response: RedirectSchema,
    summary: 'Starts a premium checkout; open redirect_url in a new tab.',
  }),
  createCustomerPortal: defineEndpoint({
    method: 'POST',
    path: '/billing/customer-portal',
    kind: 'mutation',
    body: CustomerPortalBodySchema,
    response: RedirectSchema,
    summary: "Opens the payment provider's customer portal; open redirect_url in a new tab.",
  }),
  getBillingDetails: defineEndpoint({
    method: 'GET',
    path: '/billing/details',
    kind: 'query',
    query: BillingDetailsQuerySchema,
    response: BillingDetailsSchema,
    summary: 'Plan, products, card, billing email and invoices.',
  }),
  billingWebhook: defineEndpoint({
    method: 'POST',
    path: '/billing/stripe-callback',
    kind: 'mutation',
    body: BillingWebhookBodySchema,
    response: WebhookReceivedSchema,
    summary: "The payment provider's webhook (signature header, no bearer token).",
  }),
} as const;

export const otherEndpoints = {
  cancelCommand: defineEndpoint({
    method: 'POST',
    path: '/command:cancel',
    kind: 'mutation',
    body: CancelCommandBodySchema,
    response: NoContentSchema,
    summary: 'Undoes a cancellable mutation within 10 s, by the token of its x-cancel-token header.',
  }),
  gmailWatchNotification: defineEndpoint({
    method: 'POST',
    path: '/gmail-watch-notifications',
    kind: 'mutation',
    body: GmailWatchNotificationBodySchema,
    response: NoContentSchema,
    summary: 'Gmail push notification (Pub/Sub; no bearer token): syncs the mailbox.',
  }),
} as const;
