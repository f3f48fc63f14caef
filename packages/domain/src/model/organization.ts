import { z } from 'zod';
import { ContactSchema, IsoDateTimeSchema } from './common.js';
import { FeatureFlagSchema } from './enums.js';

/** A pending invitation. `creation_date` is our addition (the list shows when it was sent). */
export const InviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  creation_date: IsoDateTimeSchema,
});
export type Invite = z.infer<typeof InviteSchema>;

/** A workspace (spec doc 1 section 3). Members are all listed with role 'Member'. */
export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(ContactSchema),
  invites: z.array(InviteSchema),
  features: z.array(FeatureFlagSchema),
  isPaying: z.boolean(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** A Web Push subscription as the browser serialises it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().max(2_000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(200) }),
});
export type PushSubscription = z.infer<typeof PushSubscriptionSchema>;

/** A registered device for push notifications (`POST /devices`). */
export const DeviceSchema = z.object({
  device_id: z.string(),
  device_type: z.literal('browser'),
  push_subscription: PushSubscriptionSchema,
});
export type Device = z.infer<typeof DeviceSchema>;
