import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { AddressBookEntryRow_entry$key } from '../../../__generated__/AddressBookEntryRow_entry.graphql';
import type { AddressBookEntryRowDeleteMutation } from '../../../__generated__/AddressBookEntryRowDeleteMutation.graphql';
import type { AddressBookEntryRowFavoriteMutation } from '../../../__generated__/AddressBookEntryRowFavoriteMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';

/**
 * A person in the address book of recipients (spec 2 section 3: IsFavorite, first name, e-mail): a
 * button that puts the address into the recipient field, marking as a favourite (listed first), and
 * removing.
 */
export function AddressBookEntryRow({
  entry,
  onUse,
}: {
  entry: AddressBookEntryRow_entry$key;
  onUse: (email: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AddressBookEntryRow_entry on AddressBookEntry {
        id
        firstName
        lastName
        email
        isFavorite
      }
    `,
    entry,
  );
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [favorite, marking] = useMutation<AddressBookEntryRowFavoriteMutation>(graphql`
    mutation AddressBookEntryRowFavoriteMutation($input: AddressBookEntryFavoriteInput!) {
      addressBookEntryFavorite(input: $input) {
        __typename
        ... on AddressBookEntryFavoriteSuccess {
          entry {
            id
            isFavorite
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove, removing] = useMutation<AddressBookEntryRowDeleteMutation>(graphql`
    mutation AddressBookEntryRowDeleteMutation($id: ID!) {
      addressBookEntryDelete(id: $id) {
        __typename
        ... on AddressBookEntryDeleteSuccess {
          deletedId
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const name = `${data.firstName} ${data.lastName}`.trim();
  const busy = marking || removing;
  const refused = (result: { readonly message?: string }) => setFailure(result.message ?? t('error.serverErrorText'));
  const onError = () => setFailure(t('error.serverErrorText'));
  return (
    <li>
      <span>
        <span className="address-book-name">{name}</span>
        <span className="address-book-email">{data.email}</span>
      </span>
      <span className="account-item-actions">
        <button type="button" className="secondary" onClick={() => onUse(data.email)}>
          {t('tickets.create.use')}
          <span className="visually-hidden"> – {name}</span>
        </button>
        <button
          type="button"
          className="secondary"
          aria-pressed={data.isFavorite}
          aria-disabled={busy}
          onClick={() => {
            if (busy) return;
            setFailure(null);
            const isFavorite = !data.isFavorite;
            favorite({
              variables: { input: { id: data.id, isFavorite } },
              onCompleted: ({ addressBookEntryFavorite: result }) => {
                if (result.__typename === 'AddressBookEntryFavoriteSuccess')
                  showToast({
                    message: t(isFavorite ? 'tickets.create.favoriteOn' : 'tickets.create.favoriteOff', { name }),
                  });
                else refused(result);
              },
              onError,
            });
          }}
        >
          {t('tickets.create.favorite')}
          <span className="visually-hidden"> – {name}</span>
        </button>
        <ConfirmAction
          label={t('tickets.create.remove')}
          subject={name}
          question={t('tickets.create.confirmRemove', { name })}
          confirmLabel={t('tickets.create.remove')}
          busy={busy}
          onConfirm={() => {
            setFailure(null);
            remove({
              variables: { id: data.id },
              updater: (store) => {
                if (!store.getRootField('addressBookEntryDelete')?.getValue('deletedId')) return;
                const viewer = store.getRoot().getLinkedRecord('viewer');
                const entries = viewer?.getLinkedRecords('addressBook');
                if (viewer && entries)
                  viewer.setLinkedRecords(
                    entries.filter((record) => record?.getDataID() !== data.id),
                    'addressBook',
                  );
              },
              onCompleted: ({ addressBookEntryDelete: result }) => {
                if (result.__typename === 'AddressBookEntryDeleteSuccess')
                  showToast({ message: t('tickets.create.removed', { name }) });
                else refused(result);
              },
              onError,
            });
          }}
        />
      </span>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
