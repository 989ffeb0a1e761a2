import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useParams, useRevalidator } from 'react-router';
import type { TicketTransferCreatePageMutation } from '../../__generated__/TicketTransferCreatePageMutation.graphql';
import type { TicketTransferCreatePageQuery } from '../../__generated__/TicketTransferCreatePageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AddressBookEntryRow } from './components/AddressBookEntryRow.tsx';
import { TicketCard } from './components/TicketCard.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { TransferForm, transferSchema, type TransferValues } from './forms/TransferForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const ticketTransferCreatePageQuery = graphql`
  query TicketTransferCreatePageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    viewer {
      ticket(id: $id) @include(if: $signedIn) {
        id
        isTransferable
        belongsToContract
        pendingTransfer {
          state
          recipientEmail
        }
        ...TicketCard_ticket
      }
      addressBook @include(if: $signedIn) {
        id
        firstName
        lastName
        email
        isFavorite
        ...AddressBookEntryRow_entry
      }
    }
  }
`;

/**
 * Passing a ticket on (spec 2 section 2, "Ticket transfer"): the ticket, the recipient's e-mail address
 * with suggestions from the address book (favourites first), and the address book itself. The
 * service's refusals stand at the field (an unknown address: "Die angegebene E-Mail-Adresse wurde nicht
 * gefunden."); once offered, the ticket's page shows the pending transfer.
 */
export function TicketTransferCreatePage() {
  const data = usePageQuery<TicketTransferCreatePageQuery>(ticketTransferCreatePageQuery);
  const { ticketId: id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm<TransferValues>({
    resolver: zodResolver(transferSchema),
    defaultValues: { recipientEmail: '' },
  });
  const [create, creating] = useMutation<TicketTransferCreatePageMutation>(graphql`
    mutation TicketTransferCreatePageMutation($input: TicketTransferCreateInput!) {
      ticketTransferCreate(input: $input) {
        __typename
        ... on TicketTransferCreateSuccess {
          transfer {
            id
            state
            recipientEmail
          }
          ticket {
            id
            isTransferable
            pendingTransfer {
              id
              state
              recipientEmail
            }
          }
        }
        ... on TicketRecipientNotFoundError {
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
  const ticket = data.viewer.ticket;
  const book = data.viewer.addressBook;
  // Favourites first; within each, the service's order (by first name).
  const entries = book ? [...book].sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite)) : null;

  const onSubmit = (values: TransferValues) => {
    if (creating || !ticket) return;
    create({
      variables: { input: { ticketId: ticket.id, recipientEmail: values.recipientEmail } },
      onCompleted: ({ ticketTransferCreate: result }) => {
        if (result.__typename === 'TicketTransferCreateSuccess') {
          showToast({
            message: t('tickets.create.sent', { email: result.transfer?.recipientEmail ?? values.recipientEmail }),
          });
          void navigate(paths.ticket(language, ticket.id));
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        const atField =
          ('field' in result && result.field === 'recipientEmail') || result.__typename === 'TicketTransferToSelfError';
        if (atField) form.setError('recipientEmail', { message }, { shouldFocus: true });
        else form.setError('root', { message });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
    });
  };

  let content;
  if (!ticket) {
    content = (
      <div className="empty">
        <p>{t('tickets.detail.notFound')}</p>
      </div>
    );
  } else {
    const pending = ticket.pendingTransfer?.state === 'PENDING' ? ticket.pendingTransfer : null;
    content = (
      <>
        <ol className="ticket-list">
          <TicketCard ticket={ticket} />
        </ol>
        {pending ? (
          <p className="notice">{t('tickets.create.pending', { email: pending.recipientEmail })}</p>
        ) : !ticket.isTransferable ? (
          <p className="notice">
            {t(ticket.belongsToContract ? 'tickets.detail.contractTicket' : 'tickets.detail.notTransferable')}
          </p>
        ) : (
          <>
            <TransferForm
              form={form}
              onSubmit={onSubmit}
              saving={creating}
              suggestions={(entries ?? []).map((entry) => ({
                email: entry.email,
                name: `${entry.firstName} ${entry.lastName}`.trim(),
              }))}
            />
            <section className="account-section" aria-labelledby="address-book-title">
              <h2 id="address-book-title">{t('tickets.create.addressBook')}</h2>
              {!entries ? (
                <ErrorState
                  message={t('tickets.create.addressBookUnavailable')}
                  retryLabel={t('error.retry')}
                  onRetry={() => void revalidator.revalidate()}
                />
              ) : entries.length === 0 ? (
                <p className="fine-print">{t('tickets.create.addressBookEmpty')}</p>
              ) : (
                <>
                  <p className="fine-print">{t('tickets.create.addressBookHint')}</p>
                  <ul className="address-book" aria-labelledby="address-book-title">
                    {entries.map((entry) => (
                      <AddressBookEntryRow
                        key={entry.id}
                        entry={entry}
                        onUse={(email) => {
                          form.setValue('recipientEmail', email, { shouldValidate: false });
                          form.clearErrors('recipientEmail');
                          form.setFocus('recipientEmail');
                        }}
                      />
                    ))}
                  </ul>
                </>
              )}
            </section>
          </>
        )}
      </>
    );
  }
  return (
    <TicketsLayout
      query={data}
      tab={null}
      title={t('tickets.create.title')}
      alternates={pathsIn((other) => paths.ticketTransferCreate(other, id))}
    >
      {content}
      <Link to={ticket ? paths.ticket(language, ticket.id) : paths.tickets(language)} className="back-link">
        {ticket ? t('tickets.create.cancel') : t('tickets.detail.backToList')}
      </Link>
    </TicketsLayout>
  );
}
