import DataLoader from 'dataloader';
import type { RequestScope } from '../http.ts';
import type { ContactService } from './client.ts';
import type { Contact, Membership } from './types.ts';

export interface ContactLoaders {
  /** The signed-in person's own contact (always with the person's token, also when acting for an organisation). */
  person: DataLoader<'self', Contact>;
  adminMemberships: DataLoader<'self', Membership[]>;
}

export function createContactLoaders(contacts: ContactService, personScope: RequestScope): ContactLoaders {
  return {
    person: new DataLoader(async (keys) => {
      const contact = await contacts.self(personScope);
      return keys.map(() => contact);
    }),
    adminMemberships: new DataLoader(async (keys) => {
      const memberships = await contacts.adminMemberships(personScope);
      return keys.map(() => memberships);
    }),
  };
}
