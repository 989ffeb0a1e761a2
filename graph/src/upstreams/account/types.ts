import type { components, paths } from '../__generated__/platform.ts';

export type Contact = components['schemas']['Contact'];
export type Membership = components['schemas']['Membership'];
export type EmailEntry = components['schemas']['EmailEntry'];
export type UpstreamConsent = components['schemas']['Consent'];
export type ContactConsent = components['schemas']['ContactConsent'];
export type Country = components['schemas']['Country'];
/** A person the owner gave a ticket to (the transfers fill the book). */
export type AddressBookEntry = components['schemas']['AddressBookEntry'];
export type UpstreamAddress = components['schemas']['Address'];
export type ProfileChange = NonNullable<paths['/contacts/self']['put']['requestBody']>['content']['application/json'];
export type DeletionRequest = paths['/contacts/self']['delete']['responses']['202']['content']['application/json'];
/** An address as the book takes it, as the checkout does: empty fields absent, no id, no default flags. */
export type { UpstreamCheckoutAddress as UpstreamAddressInput } from '../checkout/types.ts';
