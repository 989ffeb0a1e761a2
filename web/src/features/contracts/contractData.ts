import { graphql, readInlineData } from 'react-relay/hooks';
import type { contractData_address$key } from '../../__generated__/contractData_address.graphql';
import type { contractData_bookAddress$key } from '../../__generated__/contractData_bookAddress.graphql';
import type { contractData_money$key } from '../../__generated__/contractData_money.graphql';
import type { contractData_paymentMethod$key } from '../../__generated__/contractData_paymentMethod.graphql';
import type { contractData_person$key } from '../../__generated__/contractData_person.graphql';
import type { contractData_seat$key } from '../../__generated__/contractData_seat.graphql';

/**
 * The parts of contracts that several screens show the same way, read as plain objects: a person, a seat,
 * an amount, a stored payment method, an address, a country. Their fragments are spread where the screen's
 * query or fragment asks for them; contractFormat.ts writes them out.
 */

export interface PersonData {
  firstName: string;
  lastName: string;
  isViewer: boolean;
}

export function readPerson(person: contractData_person$key): PersonData {
  const { firstName, lastName, isViewer } = readInlineData(
    graphql`
      fragment contractData_person on ContractPerson @inline {
        firstName
        lastName
        isViewer
      }
    `,
    person,
  );
  return { firstName, lastName, isViewer };
}

export interface SeatData {
  block: string;
  row: string | null;
  seat: string | null;
}

export function readSeat(seat: contractData_seat$key): SeatData {
  const data = readInlineData(
    graphql`
      fragment contractData_seat on ContractSeat @inline {
        block
        row
        seat
      }
    `,
    seat,
  );
  return { block: data.block, row: data.row ?? null, seat: data.seat ?? null };
}

export interface MoneyData {
  amount: string;
  currencyCode: string;
}

export function readMoney(money: contractData_money$key): MoneyData {
  const { amount, currencyCode } = readInlineData(
    graphql`
      fragment contractData_money on Money @inline {
        amount
        currencyCode
      }
    `,
    money,
  );
  return { amount, currencyCode };
}

export interface PaymentMethodData {
  id: string;
  kind: string;
  cardBrand: string | null;
  last4: string | null;
  accountHolder: string | null;
  payPalEmail: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
}

export function readPaymentMethod(method: contractData_paymentMethod$key): PaymentMethodData {
  const data = readInlineData(
    graphql`
      fragment contractData_paymentMethod on StoredPaymentMethod @inline {
        id
        kind
        cardBrand
        last4
        accountHolder
        payPalEmail
        expiryMonth
        expiryYear
      }
    `,
    method,
  );
  return {
    id: data.id,
    kind: data.kind,
    cardBrand: data.cardBrand ?? null,
    last4: data.last4 ?? null,
    accountHolder: data.accountHolder ?? null,
    payPalEmail: data.payPalEmail ?? null,
    expiryMonth: data.expiryMonth ?? null,
    expiryYear: data.expiryYear ?? null,
  };
}

export interface AddressData {
  company: string | null;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddress: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: string | null;
}

/** A contract's invoice or shipping address. */
export function readAddress(address: contractData_address$key): AddressData {
  const data = readInlineData(
    graphql`
      fragment contractData_address on PostalAddress @inline {
        company
        firstName
        lastName
        street
        additionalAddress
        postalCode
        city
        countryCode
        phone
      }
    `,
    address,
  );
  return {
    company: data.company ?? null,
    firstName: data.firstName,
    lastName: data.lastName,
    street: data.street,
    additionalAddress: data.additionalAddress ?? null,
    postalCode: data.postalCode,
    city: data.city,
    countryCode: data.countryCode,
    phone: data.phone ?? null,
  };
}

export interface BookAddressData extends AddressData {
  id: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

/** An address of the viewer's address book, to start an address form from. */
export function readBookAddress(address: contractData_bookAddress$key): BookAddressData {
  const data = readInlineData(
    graphql`
      fragment contractData_bookAddress on Address @inline {
        id
        company
        firstName
        lastName
        street
        additionalAddress
        postalCode
        city
        countryCode
        phone
        isDefaultBilling
        isDefaultShipping
      }
    `,
    address,
  );
  return {
    id: data.id,
    company: data.company ?? null,
    firstName: data.firstName,
    lastName: data.lastName,
    street: data.street,
    additionalAddress: data.additionalAddress ?? null,
    postalCode: data.postalCode,
    city: data.city,
    countryCode: data.countryCode,
    phone: data.phone ?? null,
    isDefaultBilling: data.isDefaultBilling,
    isDefaultShipping: data.isDefaultShipping,
  };
}
