import { lazyModule } from '../lazy';

const pricingDialog = lazyModule(() => import('./pricing-dialog'));

/**
 * Opens the pricing dialog 'Supercharge your team' (pricing-dialog.tsx). Its code (the plans, the dialog)
 * is not on /inbox's startup path: it loads on the first upgrade button pressed, then the dialog opens.
 */
export function openPricingDialog(): void {
  void pricingDialog().then((module) => module.openPricingDialog());
}
