import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { PlanStatusSchema } from './enums.js';

/** The organization's current plan. Prices are in cents; billingPeriod in months (1, 3, 12, 24, 36). */
export const CurrentPlanSchema = z.object({
  name: z.string(),
  status: PlanStatusSchema,
  seats: z.number().int().nonnegative(),
  pricePerSeat: z.number().int().nonnegative(),
  nextInvoiceDate: IsoDateTimeSchema.nullable(),
  billingPeriod: z.number().int().positive(),
  canceling: z.boolean(),
});
export type CurrentPlan = z.infer<typeof CurrentPlanSchema>;

/** A product that can be bought (price in cents). */
export const AvailableProductSchema = z.object({
  name: z.string(),
  pricePerSeatPerMonth: z.number().int().nonnegative(),
});
export type AvailableProduct = z.infer<typeof AvailableProductSchema>;

/** The card on file. */
export const PaymentMethodSchema = z.object({
  cardType: z.string(),
  last4: z.string(),
  fullName: z.string().nullable(),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** An invoice (amount in cents). */
export const InvoiceSchema = z.object({
  date: IsoDateTimeSchema,
  number: z.string(),
  url: z.string(),
  status: z.string(),
  amount: z.number().int(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** `GET /billing/details` answer. `currentPlan` null means no plan (free). */
export const BillingDetailsSchema = z.object({
  currentPlan: CurrentPlanSchema.nullable(),
  availableProducts: z.array(AvailableProductSchema),
  paymentMethod: PaymentMethodSchema.nullable(),
  billingEmail: z.string().nullable(),
  invoices: z.array(InvoiceSchema),
  hasMoreInvoices: z.boolean(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

/**
 * Team limits (spec doc 1 section 3). `remainingSeats` and `daysToUpgrade` are null when not limited
 * (subscribed).
 */
export const TeamLimitsSchema = z.object({
  currentTeamSize: z.number().int().nonnegative(),
  remainingSeats: z.number().int().nonnegative().nullable(),
  isSubscribed: z.boolean(),
  daysToUpgrade: z.number().int().nullable(),
});
export type TeamLimits = z.infer<typeof TeamLimitsSchema>;
