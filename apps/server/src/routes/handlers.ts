import { skeletonHandlers } from './skeleton.js';
import type { Handlers } from './types.js';

/** Every implemented call of the contract, by endpoint name. */
export const allHandlers: Partial<Handlers> = {
  ...skeletonHandlers,
};
