import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
import type { ContactService } from './client.ts';
import type { Contact, Membership } from './types.ts';

export interface ContactLoaders {
  /** The signed-in person's own contact (always with the person's token, also when acting for an organisation). */
  person: DataLoader<'self', Contact>;
  adminMemberships: DataLoader<'self', Membership[]>;
  /** All the person's memberships and invitations (the fan club ID cards). */
  memberships: DataLoader<'self', Membership[]>;
  /** The contact of the effective token: the organisation while acting for one, else the person. */
  effective: DataLoader<'self', Contact>;
}

export function createContactLoaders(
  contacts: ContactService,
  personScope: RequestScope,
  effectiveScope: RequestScope,
): ContactLoaders {
  return {
    effective: new DataLoader(async (keys) => {
      const contact = await contacts.self(effectiveScope);
      return keys.map(() => contact);
    }),
    person: new DataLoader(async (keys) => {
      const contact = await contacts.self(personScope);
      return keys.map(() => contact);
    }),
    adminMemberships: new DataLoader(async (keys) => {
      const memberships = await contacts.adminMemberships(personScope);
      return keys.map(() => memberships);
    }),
    memberships: new DataLoader(async (keys) => {
      const memberships = await contacts.memberships(personScope);
      return keys.map(() => memberships);
    }),
  };
}
