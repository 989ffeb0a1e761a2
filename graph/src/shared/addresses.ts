import { isPlainText } from './input.ts';

/** A postal address as a client types it (checkout, address book, a payment method's billing address). */
export interface PostalAddressInput {
  company?: string | null;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddress?: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
  phone?: string | null;
}

/** A checked postal address: trimmed, empty optional parts absent, the country upper-case. */
export interface CheckedAddress {
  company?: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddress?: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone?: string;
}

const ADDRESS_LIMITS: Record<keyof PostalAddressInput, number> = {
  company: 100,
  firstName: 60,
  lastName: 60,
  street: 100,
  additionalAddress: 100,
  postalCode: 10,
  city: 60,
  countryCode: 2,
  phone: 30,
};
const REQUIRED = new Set<keyof PostalAddressInput>([
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'countryCode',
]);

/**
 * The address as the services take it (trimmed, empty fields absent, the country upper-case), or the
 * first field that cannot be right, named under `prefix` (e.g. `shippingAddress.phone`): checked here,
 * against the services' own bounds, without a call.
 */
export function checkedAddress(
  input: PostalAddressInput,
  prefix = '',
): { address: CheckedAddress } | { field: string } {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const address: Record<string, string> = {};
  for (const [key, limit] of Object.entries(ADDRESS_LIMITS) as [keyof PostalAddressInput, number][]) {
    const value = input[key]?.trim() ?? '';
    if (!isPlainText(value, limit)) return { field: at(key) };
    if (value === '') {
      if (REQUIRED.has(key)) return { field: at(key) };
      continue;
    }
    address[key] = value;
  }
  if (!/^[A-Za-z]{2}$/.test(address.countryCode ?? '')) return { field: at('countryCode') };
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(address.postalCode ?? '')) return { field: at('postalCode') };
  if (address.phone !== undefined && !/^[0-9+()/ -]*$/.test(address.phone)) return { field: at('phone') };
  address.countryCode = address.countryCode!.toUpperCase();
  return { address: address as unknown as CheckedAddress };
}
