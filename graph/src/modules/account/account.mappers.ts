import type { Contact, Membership } from '../../upstreams/account/types.ts';

/** The viewer of the request; its fields load what they need. */
export type ViewerModel = { readonly kind: 'viewer' };
export type PersonModel = Contact & { __typename: 'Person' };
export type OrganizationModel = Membership['organization'] & { __typename: 'Organization' };
