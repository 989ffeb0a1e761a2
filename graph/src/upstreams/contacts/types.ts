import type { components } from '../__generated__/platform.ts';

export type Contact = components['schemas']['Contact'];
export type Membership = components['schemas']['Membership'];
