import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { AddressCard_address$key } from '../../../__generated__/AddressCard_address.graphql';
import type { AddressCardDeleteMutation } from '../../../__generated__/AddressCardDeleteMutation.graphql';
import type { AddressCardSetDefaultMutation } from '../../../__generated__/AddressCardSetDefaultMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import type { CountryChoice } from '../../../forms/countries.ts';
import { replaceViewerList } from '../viewerLists.ts';
import { AddressEditor } from './AddressEditor.tsx';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';
import { PostalAddress } from '../../../components/PostalAddress.tsx';

/**
 * An entry of the address book with its default badges, and editing, deleting and making it the default
 * shipping or billing address. Every answer is the book anew (defaults first), which replaces the viewer's.
 */
export function AddressCard({
  address,
  countries,
}: {
  address: AddressCard_address$key;
  countries: readonly CountryChoice[];
}) {
  const data = useFragment(
    graphql`
      fragment AddressCard_address on Address {
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
        isDefaultShipping
        isDefaultBilling
      }
    `,
    address,
  );
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, removing] = useMutation<AddressCardDeleteMutation>(graphql`
    mutation AddressCardDeleteMutation($id: ID!) {
      addressDelete(id: $id) {
        __typename
        ... on AddressesChanged {
          addresses {
            id
            ...AddressCard_address
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [setDefault, settingDefault] = useMutation<AddressCardSetDefaultMutation>(graphql`
    mutation AddressCardSetDefaultMutation($id: ID!, $kind: AddressDefaultKind!) {
      addressSetDefault(id: $id, kind: $kind) {
        __typename
        ... on AddressesChanged {
          addresses {
            id
            ...AddressCard_address
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = removing || settingDefault;
  const name = [data.firstName, data.lastName].join(' ');
  const summary = `${name}, ${data.street}, ${data.city}`;
  const country = countries.find((candidate) => candidate.code === data.countryCode)?.name ?? data.countryCode;
  const refused = (result: { readonly __typename: string; readonly message?: string }) =>
    setFailure(result.message ?? t('error.serverErrorText'));
  const onError = () => setFailure(t('error.serverErrorText'));

  const makeDefault = (kind: 'SHIPPING' | 'BILLING') => {
    if (busy) return;
    setFailure(null);
    setDefault({
      variables: { id: data.id, kind },
      updater: (store) => replaceViewerList(store, 'addressSetDefault', 'addresses'),
      onCompleted: ({ addressSetDefault: result }) => {
        if (result.__typename === 'AddressesChanged')
          showToast({
            message: t(kind === 'SHIPPING' ? 'account.addresses.shippingSet' : 'account.addresses.billingSet'),
          });
        else refused(result);
      },
      onError,
    });
  };

  if (editing)
    return (
      <li className="account-item">
        <AddressEditor
          id={data.id}
          idPrefix={`address-${data.id}`}
          title={t('account.addresses.editTitle', { name: summary })}
          countries={countries}
          initial={{
            company: data.company ?? '',
            firstName: data.firstName,
            lastName: data.lastName,
            street: data.street,
            additionalAddress: data.additionalAddress ?? '',
            postalCode: data.postalCode,
            city: data.city,
            countryCode: data.countryCode,
            phone: data.phone ?? '',
          }}
          onDone={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li className="account-item">
      <p className="account-item-title">
        {data.isDefaultShipping && <span className="badge">{t('account.addresses.defaultShipping')}</span>}
        {data.isDefaultBilling && <span className="badge">{t('account.addresses.defaultBilling')}</span>}
      </p>
      <PostalAddress address={data} country={country} />
      <div className="account-item-actions">
        <button type="button" className="secondary" onClick={() => setEditing(true)}>
          {t('account.edit')}
          <span className="visually-hidden"> – {summary}</span>
        </button>
        {!data.isDefaultShipping && (
          <button type="button" className="secondary" aria-disabled={busy} onClick={() => makeDefault('SHIPPING')}>
            {t('account.addresses.makeShipping')}
            <span className="visually-hidden"> – {summary}</span>
          </button>
        )}
        {!data.isDefaultBilling && (
          <button type="button" className="secondary" aria-disabled={busy} onClick={() => makeDefault('BILLING')}>
            {t('account.addresses.makeBilling')}
            <span className="visually-hidden"> – {summary}</span>
          </button>
        )}
        <ConfirmAction
          label={t('account.delete')}
          subject={summary}
          question={t('account.addresses.confirmDelete', { name: summary })}
          confirmLabel={t('account.delete')}
          busy={busy}
          onConfirm={() => {
            setFailure(null);
            remove({
              variables: { id: data.id },
              updater: (store) => replaceViewerList(store, 'addressDelete', 'addresses'),
              onCompleted: ({ addressDelete: result }) => {
                if (result.__typename === 'AddressesChanged') showToast({ message: t('account.addresses.deleted') });
                else refused(result);
              },
              onError,
            });
          }}
        />
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
