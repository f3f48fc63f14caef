import { createFileRoute } from '@tanstack/react-router';
import { PricingScreen } from '../billing/PricingScreen';

/** `/pricing`, signed in or out (spec doc 1: "Pricing/upgrade landing"). */
export const Route = createFileRoute('/pricing')({
  component: PricingScreen,
});
