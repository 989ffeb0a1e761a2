import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ContractAddressPageMutation } from '../../__generated__/ContractAddressPageMutation.graphql';
import type { ContractAddressPageQuery } from '../../__generated__/ContractAddressPageQuery.graphql';
import { paths, useT } from '../../app/language.ts';
import { addressInput, addressValuesOf, emptyAddress, type AddressValues } from '../../forms/AddressFields.tsx';
import { useCountryChoices } from '../../forms/countries.ts';
import { ContractChangePage } from './components/ContractChangePage.tsx';
import { readAddress, readBookAddress } from './contractData.ts';
import { addressLines } from './contractFormat.ts';
import { formFieldOf, useChangeAnswers } from './contractChanges.ts';
import {
  ContractAddressForm,
  contractAddressSchema,
  type BookAddress,
  type ContractAddressValues,
} from './forms/ContractAddressForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractAddressPageQuery = graphql`
  query ContractAddressPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractChangePage_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        id
        internalId
        invoiceAddress {
          ...contractData_address
        }
        shippingAddress {
          ...contractData_address
        }
        ...ContractChangePage_contract
      }
      addresses @include(if: $signedIn) {
        ...contractData_bookAddress
      }
    }
    countries(language: $language) @include(if: $signedIn) {
      ...countries_choice
    }
  }
`;

type AddressType = 'INVOICE' | 'SHIPPING';
type Data = ContractAddressPageQuery['response'];
type Contract = NonNullable<Data['viewer']['contract']>;

const ADDRESS_FIELDS = [
  'address.company',
  'address.firstName',
  'address.lastName',
  'address.street',
  'address.additionalAddress',
  'address.postalCode',
  'address.city',
  'address.countryCode',
  'address.phone',
] as const;

/** The invoice address of a contract (spec 3: addresses of type invoice). */
export function ContractInvoiceAddressPage() {
  return <ContractAddressPage type="INVOICE" />;
}

/** The shipping address of a contract, where its season-ticket card or printed ticket goes. */
export function ContractShippingAddressPage() {
  return <ContractAddressPage type="SHIPPING" />;
}

function ContractAddressPage({ type }: { type: AddressType }) {
  const data = usePageQuery<ContractAddressPageQuery>(contractAddressPageQuery);
  const t = useT();
  return (
    <ContractChangePage
      query={data}
      contract={data.viewer.contract}
      title={t(type === 'INVOICE' ? 'contracts.address.invoiceTitle' : 'contracts.address.shippingTitle')}
      path={type === 'INVOICE' ? paths.contractInvoiceAddress : paths.contractShippingAddress}
    >
      {(contract) => <AddressChange type={type} contract={contract} data={data} />}
    </ContractChangePage>
  );
}

function AddressChange({ type, contract, data }: { type: AddressType; contract: Contract; data: Data }) {
  const t = useT();
  const countries = useCountryChoices(data.countries);
  const book = useMemo(() => (data.viewer.addresses ?? []).map(readBookAddress), [data.viewer.addresses]);
  const choices: BookAddress[] = useMemo(
    () =>
      book.map((address) => ({
        id: address.id,
        label: addressLines(address).join(', '),
        address: addressValuesOf(address, countries),
      })),
    [book, countries],
  );
  // The form starts from what the page loaded (useForm reads its defaults once).
  const defaults = (): ContractAddressValues => {
    const invoice = contract.invoiceAddress ? readAddress(contract.invoiceAddress) : null;
    const shipping = contract.shippingAddress ? readAddress(contract.shippingAddress) : null;
    const own = type === 'INVOICE' ? invoice : shipping;
    const other = type === 'INVOICE' ? shipping : invoice;
    const fromBook = book.find((address) =>
      type === 'INVOICE' ? address.isDefaultBilling : address.isDefaultShipping,
    );
    const start = own ?? fromBook ?? other;
    const address: AddressValues = start ? addressValuesOf(start, countries) : emptyAddress(countries);
    return { address };
  };
  const form = useForm<ContractAddressValues>({
    resolver: zodResolver(contractAddressSchema(countries)) as unknown as Resolver<ContractAddressValues>,
    defaultValues: defaults(),
  });
  const answers = useChangeAnswers(form, contract.internalId);
  const [save, saving] = useMutation<ContractAddressPageMutation>(graphql`
    mutation ContractAddressPageMutation($input: ContractAddressSetInput!) {
      contractAddressSet(input: $input) {
        __typename
        ... on ContractChangeSuccess {
          contract {
            id
            status
            missing
            canConfirm
            invoiceAddress {
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
            shippingAddress {
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
          }
        }
        ... on AddressPhoneRequiredError {
          field
        }
        ... on AddressCountryNotDeliveredError {
          field
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const onSubmit = (values: ContractAddressValues) => {
    if (saving) return;
    save({
      variables: { input: { contractId: contract.id, type, address: addressInput(values.address) } },
      onCompleted: ({ contractAddressSet: answer }) =>
        answers.answered(
          answer,
          () => t(type === 'INVOICE' ? 'contracts.address.invoiceSaved' : 'contracts.address.shippingSaved'),
          (refusal) => formFieldOf(refusal, ADDRESS_FIELDS),
        ),
      onError: answers.failed,
    });
  };

  return (
    <ContractAddressForm
      form={form}
      onSubmit={onSubmit}
      countries={countries}
      book={choices}
      title={t(
        type === 'INVOICE' ? 'contracts.detail.sections.invoiceAddress' : 'contracts.detail.sections.shippingAddress',
      )}
      hint={t(type === 'INVOICE' ? 'contracts.address.invoiceHint' : 'contracts.address.shippingHint')}
      submitLabel={t('contracts.address.save')}
      saving={saving}
    />
  );
}
