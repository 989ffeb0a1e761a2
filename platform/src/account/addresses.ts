import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { HOME_COUNTRY } from '../checkout/rules.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ownerOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { CountryCode, Id, Text } from '../http/inputs.ts';
import { nativeError, notFound, Problem, ProblemError } from '../http/problem.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Address = Type.Object(
  {
    id: Type.Integer(),
    isOrderAddress: Type.Boolean({ description: 'The default shipping address' }),
    isInvoiceAddress: Type.Boolean({ description: 'The default billing address' }),
    company: Nullable(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    street: Type.String(),
    additionalAddress: Nullable(Type.String()),
    postalCode: Type.String(),
    city: Type.String(),
    countryCode: Type.String(),
    phone: Nullable(Type.String()),
  },
  { $id: 'Address', title: 'Address' },
);
export type Address = Static<typeof Address>;

/** The fields of an address as people type them (the address book, the marketplace's billing address). */
export const AddressFields = {
  company: Type.Optional(Nullable(Text({ maxLength: 100 }))),
  firstName: Text({ minLength: 1, maxLength: 60 }),
  lastName: Text({ minLength: 1, maxLength: 60 }),
  street: Text({ minLength: 1, maxLength: 100 }),
  additionalAddress: Type.Optional(Nullable(Text({ maxLength: 100 }))),
  postalCode: Type.String({ minLength: 3, maxLength: 10, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$' }),
  city: Text({ minLength: 1, maxLength: 60 }),
  countryCode: CountryCode(),
  phone: Type.Optional(
    Nullable(Type.String({ maxLength: 30, pattern: '^[0-9+()/ -]*$', description: 'Required outside Germany' })),
  ),
};

/** A new address; the defaults flags make it the default shipping or billing address at once. */
const NewAddress = Type.Object({
  ...AddressFields,
  isOrderAddress: Type.Optional(Type.Boolean()),
  isInvoiceAddress: Type.Optional(Type.Boolean()),
});
/** A changed address, named by its id (the defaults change through their own calls). */
const ChangedAddress = Type.Object({ id: Id(), ...AddressFields });
type AddressInput = Static<typeof NewAddress>;

const AddressBook = Type.Object({ items: Type.Array(Address) }, { $id: 'AddressBook', title: 'AddressBook' });

/** How many addresses one person or organisation keeps: plenty for anyone, a bound for a script. */
export const MAX_ADDRESSES = 50;
export const PHONE_REQUIRED_ABROAD = 'A phone number is mandatory for addresses outside Germany';

interface AddressRow {
  id: number;
  is_order_address: boolean;
  is_invoice_address: boolean;
  company: string | null;
  first_name: string;
  last_name: string;
  street: string;
  additional_address: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  phone: string | null;
}

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  isOrderAddress: row.is_order_address,
  isInvoiceAddress: row.is_invoice_address,
  company: row.company,
  firstName: row.first_name,
  lastName: row.last_name,
  street: row.street,
  additionalAddress: row.additional_address,
  postalCode: row.postal_code,
  city: row.city,
  countryCode: row.country_code,
  phone: row.phone,
});

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The address book of a person or an organisation: at most one default shipping (order) and one default
 * billing (invoice) address, and while it holds any address it has both. Changes lock the owner's rows,
 * so two tabs setting defaults at once cannot leave two defaults or none.
 */
export class AddressBookService {
  constructor(private readonly db: Database) {}

  async list(owner: string, db: Queryable = this.db): Promise<Address[]> {
    const { rows } = await db.query<AddressRow>(
      `SELECT * FROM addresses WHERE owner = $1 ORDER BY is_order_address DESC, is_invoice_address DESC, id`,
      [owner],
    );
    return rows.map(toAddress);
  }

  async add(owner: string, input: AddressInput): Promise<Address> {
    const address = await this.checked(input);
    return this.db.transaction(async (tx) => {
      const existing = await this.lock(tx, owner);
      if (existing.length >= MAX_ADDRESSES) {
        throw nativeError('ADDRESS_LIMIT_REACHED', `An address book holds at most ${MAX_ADDRESSES} addresses.`);
      }
      // The first address is both defaults: checkout prefills from them.
      const isOrder = existing.length === 0 || input.isOrderAddress === true;
      const isInvoice = existing.length === 0 || input.isInvoiceAddress === true;
      if (isOrder) await tx.query('UPDATE addresses SET is_order_address = false WHERE owner = $1', [owner]);
      if (isInvoice) await tx.query('UPDATE addresses SET is_invoice_address = false WHERE owner = $1', [owner]);
      const { rows } = await tx.query<AddressRow>(
        `INSERT INTO addresses (owner, company, first_name, last_name, street, additional_address, postal_code, city,
           country_code, phone, is_order_address, is_invoice_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [owner, ...address, isOrder, isInvoice],
      );
      return toAddress(rows[0]!);
    });
  }

  async change(owner: string, id: number, input: AddressInput): Promise<Address> {
    const address = await this.checked(input);
    const { rows } = await this.db.query<AddressRow>(
      `UPDATE addresses SET company = $3, first_name = $4, last_name = $5, street = $6, additional_address = $7,
         postal_code = $8, city = $9, country_code = $10, phone = $11
       WHERE id = $1 AND owner = $2 RETURNING *`,
      [id, owner, ...address],
    );
    if (!rows[0]) throw notFound('No such address');
    return toAddress(rows[0]);
  }

  /** Removes an address; a default passes to the oldest address left, so the book keeps both defaults. */
  async remove(owner: string, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.lock(tx, owner);
      const removed = existing.find((row) => row.id === id);
      if (!removed) throw notFound('No such address');
      await tx.query('DELETE FROM addresses WHERE id = $1', [id]);
      const heir = existing.filter((row) => row.id !== id).sort((a, b) => a.id - b.id)[0];
      if (!heir) return;
      if (removed.is_order_address)
        await tx.query('UPDATE addresses SET is_order_address = true WHERE id = $1', [heir.id]);
      if (removed.is_invoice_address) {
        await tx.query('UPDATE addresses SET is_invoice_address = true WHERE id = $1', [heir.id]);
      }
    });
  }

  async setDefault(owner: string, id: number, kind: 'order' | 'invoice'): Promise<Address[]> {
    const column = kind === 'order' ? 'is_order_address' : 'is_invoice_address';
    return this.db.transaction(async (tx) => {
      const existing = await this.lock(tx, owner);
      if (!existing.some((row) => row.id === id)) throw notFound('No such address');
      await tx.query(`UPDATE addresses SET ${column} = (id = $2) WHERE owner = $1`, [owner, id]);
      return this.list(owner, tx);
    });
  }

  private async lock(tx: Queryable, owner: string): Promise<AddressRow[]> {
    const { rows } = await tx.query<AddressRow>('SELECT * FROM addresses WHERE owner = $1 FOR UPDATE', [owner]);
    return rows;
  }

  /** The address's columns after the rules. */
  private async checked(input: AddressInput): Promise<unknown[]> {
    return addressValues(await checkedAddress(this.db, input));
  }
}

export const AddressFieldsSchema = Type.Object(AddressFields);
export type AddressFieldsInput = Static<typeof AddressFieldsSchema>;

/**
 * An address after the rules, trimmed: a country the club ships to (400 at countryCode), a phone outside
 * Germany (400 at phone).
 */
export type CheckedAddress = Awaited<ReturnType<typeof checkedAddress>>;

export async function checkedAddress(db: Queryable, input: AddressFieldsInput) {
  const countryCode = input.countryCode.toUpperCase();
  const { rows } = await db.query('SELECT 1 FROM shipping_countries WHERE code = $1', [countryCode]);
  if (rows.length === 0) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: `The club does not deliver to ${countryCode}.`,
      errors: { countryCode: ['is not a country the club delivers to'] },
    });
  }
  const phone = blankToNull(input.phone);
  if (countryCode !== HOME_COUNTRY && (phone ?? '').replace(/\D/g, '').length < 6) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: PHONE_REQUIRED_ABROAD,
      errors: { phone: [PHONE_REQUIRED_ABROAD] },
    });
  }
  return {
    company: blankToNull(input.company),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    street: input.street.trim(),
    additionalAddress: blankToNull(input.additionalAddress),
    postalCode: input.postalCode.trim().toUpperCase(),
    city: input.city.trim(),
    countryCode,
    phone,
  };
}

const unauthorized = { 401: Problem };
const AddressParams = Type.Object({ id: Id() });

/** The address book routes of the contact service (v1): the token's person or acting organisation only. */
export const addressRoutes: FastifyPluginAsyncTypebox<{
  service: AddressBookService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  app.addHook('preHandler', requireBearer(verify));
  const security = [{ bearer: [] }];
  const tags = ['contacts'];

  app.get(
    '/contacts/self/addresses',
    {
      schema: {
        tags,
        summary: 'The address book of the token’s person or organisation, defaults first',
        security,
        response: { 200: AddressBook, ...unauthorized },
      },
    },
    async (request) => ({ items: await service.list(ownerOf(request.principal!)) }),
  );

  app.post(
    '/contacts/self/addresses',
    {
      schema: {
        tags,
        summary: 'Adds an address (the first one becomes both defaults); a phone is required outside Germany',
        security,
        body: NewAddress,
        response: { 201: Address, 400: Problem, ...unauthorized },
      },
    },
    async (request, reply) => reply.code(201).send(await service.add(ownerOf(request.principal!), request.body)),
  );

  app.put(
    '/contacts/self/addresses',
    {
      schema: {
        tags,
        summary: 'Changes an address, named by its id in the body',
        security,
        body: ChangedAddress,
        response: { 200: Address, 400: Problem, 404: Problem, ...unauthorized },
      },
    },
    async (request) => service.change(ownerOf(request.principal!), request.body.id, request.body),
  );

  app.delete(
    '/contacts/self/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Removes an address; a default passes to the oldest address left',
        security,
        params: AddressParams,
        response: { 204: Type.Null(), 404: Problem, ...unauthorized },
      },
    },
    async (request, reply) => {
      await service.remove(ownerOf(request.principal!), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [path, kind] of [
    ['setDefaultOrderAddress', 'order'],
    ['setDefaultInvoiceAddress', 'invoice'],
  ] as const) {
    app.post(
      `/contacts/self/addresses/:id/${path}`,
      {
        schema: {
          tags,
          summary: `Makes the address the default ${kind === 'order' ? 'shipping' : 'billing'} address; answers the book`,
          security,
          params: AddressParams,
          response: { 200: AddressBook, 404: Problem, ...unauthorized },
        },
      },
      async (request) => ({
        items: await service.setDefault(ownerOf(request.principal!), request.params.id, kind),
      }),
    );
  }
};

/** A checked address's columns, in the order the address tables list them (company … phone). */
export function addressValues(address: CheckedAddress): unknown[] {
  return [
    address.company,
    address.firstName,
    address.lastName,
    address.street,
    address.additionalAddress,
    address.postalCode,
    address.city,
    address.countryCode,
    address.phone,
  ];
}
