import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import type { AddressEditorAddMutation } from '../../../__generated__/AddressEditorAddMutation.graphql';
import type { AddressEditorUpdateMutation } from '../../../__generated__/AddressEditorUpdateMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import {
  addressBookSchema,
  addressInput,
  emptyAddress,
  type AddressValues,
  type AddressBookValues,
} from '../../../forms/AddressFields.tsx';
import type { CountryChoice } from '../../../forms/countries.ts';
import { AddressBookForm } from '../forms/AddressBookForm.tsx';
import { replaceViewerList } from '../viewerLists.ts';

const addressFields = new Set<string>([
  'company',
  'firstName',
  'lastName',
  'street',
  'additionalAddress',
  'postalCode',
  'city',
  'countryCode',
  'phone',
]);

/**
 * Adds an address to the book or changes one (`id`): the form, the mutation, and the graph's refusals
 * at their field: the phone number a foreign address needs, a country not delivered to.
 */
export function AddressEditor({
  id,
  initial,
  countries,
  title,
  idPrefix,
  onDone,
}: {
  id?: string;
  initial?: AddressValues;
  countries: readonly CountryChoice[];
  title: string;
  idPrefix: string;
  onDone: () => void;
}) {
  const t = useT();
  const schema = useMemo(() => addressBookSchema(countries), [countries]);
  const form = useForm<AddressBookValues>({
    resolver: zodResolver(schema) as unknown as Resolver<AddressBookValues>,
    defaultValues: { address: initial ?? emptyAddress(countries) },
  });
  const [add, adding] = useMutation<AddressEditorAddMutation>(graphql`
    mutation AddressEditorAddMutation($input: AddressInput!) {
      addressAdd(input: $input) {
        __typename
        ... on AddressesChanged {
          addresses {
            id
            ...AddressCard_address
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
  const [update, updating] = useMutation<AddressEditorUpdateMutation>(graphql`
    mutation AddressEditorUpdateMutation($id: ID!, $input: AddressInput!) {
      addressUpdate(id: $id, input: $input) {
        __typename
        ... on AddressesChanged {
          addresses {
            id
            ...AddressCard_address
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
  const saving = adding || updating;

  type Answer =
    AddressEditorAddMutation['response']['addressAdd'] | AddressEditorUpdateMutation['response']['addressUpdate'];
  const answered = (result: Answer) => {
    if (result.__typename === 'AddressesChanged') {
      showToast({ message: t('account.addresses.saved') });
      onDone();
      return;
    }
    const field = 'field' in result ? result.field : undefined;
    if (field && addressFields.has(field))
      form.setError(
        `address.${field as keyof AddressValues}`,
        { message: result.message ?? t('error.serverErrorText') },
        { shouldFocus: true },
      );
    else form.setError('root', { message: result.message ?? t('error.serverErrorText') });
  };
  const failed = () => form.setError('root', { message: t('error.serverErrorText') });

  const onSubmit = ({ address }: AddressBookValues) => {
    if (saving) return;
    const input = addressInput(address);
    if (id)
      update({
        variables: { id, input },
        updater: (store) => replaceViewerList(store, 'addressUpdate', 'addresses'),
        onCompleted: ({ addressUpdate }) => answered(addressUpdate),
        onError: failed,
      });
    else
      add({
        variables: { input },
        updater: (store) => replaceViewerList(store, 'addressAdd', 'addresses'),
        onCompleted: ({ addressAdd }) => answered(addressAdd),
        onError: failed,
      });
  };

  return (
    <AddressBookForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onDone}
      countries={countries}
      title={title}
      saving={saving}
      idPrefix={idPrefix}
    />
  );
}
