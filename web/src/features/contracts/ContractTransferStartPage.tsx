import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ContractTransferStartPageMutation } from '../../__generated__/ContractTransferStartPageMutation.graphql';
import type { ContractTransferStartPageQuery } from '../../__generated__/ContractTransferStartPageQuery.graphql';
import { paths, useLanguage, useT } from '../../app/language.ts';
import { ContractChangePage } from './components/ContractChangePage.tsx';
import { readPerson } from './contractData.ts';
import { dateText, personText, seasonLabel } from './contractFormat.ts';
import { useChangeAnswers } from './contractChanges.ts';
import { TransferStartForm, transferStartSchema, type TransferStartValues } from './forms/TransferStartForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractTransferStartPageQuery = graphql`
  query ContractTransferStartPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractChangePage_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        id
        internalId
        transferable
        upcomingSeason
        renewalDate
        upcomingRecipient {
          ...contractData_person
        }
        ...ContractChangePage_contract
      }
    }
  }
`;

type Kind = 'RECIPIENT' | 'SUBSCRIBER';
type Contract = NonNullable<ContractTransferStartPageQuery['response']['viewer']['contract']>;

/** The refusals that concern the e-mail address: no such account, one season ticket per person, oneself. */
const AT_EMAIL = new Set(['ContractPersonNotFoundError', 'SeasonTicketOwnershipError', 'SameSubscriberError']);

/** A change of recipient (spec 3: recipient change): someone else uses the season ticket from next season. */
export function ContractNewRecipientPage() {
  return <ContractTransferStartPage kind="RECIPIENT" />;
}

/** A transfer of the whole contract to a new subscriber (spec 3: subscriber transfer). */
export function ContractNewSubscriberPage() {
  return <ContractTransferStartPage kind="SUBSCRIBER" />;
}

function ContractTransferStartPage({ kind }: { kind: Kind }) {
  const data = usePageQuery<ContractTransferStartPageQuery>(contractTransferStartPageQuery);
  const t = useT();
  return (
    <ContractChangePage
      query={data}
      contract={data.viewer.contract}
      title={t(`contracts.transferStart.title.${kind}`)}
      path={kind === 'RECIPIENT' ? paths.contractNewRecipient : paths.contractNewSubscriber}
    >
      {(contract) =>
        contract.transferable ? (
          <TransferStart kind={kind} contract={contract} />
        ) : (
          <p className="notice">{t('contracts.detail.notTransferable')}</p>
        )
      }
    </ContractChangePage>
  );
}

function TransferStart({ kind, contract }: { kind: Kind; contract: Contract }) {
  const t = useT();
  const language = useLanguage();
  const season = seasonLabel(contract.upcomingSeason);
  const form = useForm<TransferStartValues>({
    resolver: zodResolver(transferStartSchema),
    defaultValues: { email: '' },
  });
  const answers = useChangeAnswers(form, contract.internalId);
  const [start, starting] = useMutation<ContractTransferStartPageMutation>(graphql`
    mutation ContractTransferStartPageMutation($input: ContractTransferStartInput!) {
      contractTransferStart(input: $input) {
        __typename
        ... on ContractTransferStartSuccess {
          transfer {
            id
            internalId
            kind
            state
            email
            expiresAt
          }
          contract {
            id
            status
            canChange
            canConfirm
            pendingTransfer {
              id
              internalId
              kind
              email
              expiresAt
            }
          }
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

  const onSubmit = ({ email }: TransferStartValues) => {
    if (starting) return;
    start({
      variables: { input: { contractId: contract.id, kind, email } },
      onCompleted: ({ contractTransferStart: answer }) =>
        answers.answered(
          answer,
          (success) => t('contracts.transferStart.sent', { email: success.transfer?.email ?? email }),
          (refusal) => (AT_EMAIL.has(refusal.__typename) || refusal.field === 'email' ? 'email' : null),
        ),
      onError: answers.failed,
    });
  };

  return (
    <>
      {kind === 'RECIPIENT' ? (
        <>
          <p>{t('contracts.transferStart.intro.RECIPIENT', { season })}</p>
          <p>
            {t('contracts.transferStart.currentRecipient', {
              season,
              name: personText(contract.upcomingRecipient ? readPerson(contract.upcomingRecipient) : null, t),
            })}
          </p>
        </>
      ) : (
        <p>
          {t('contracts.transferStart.intro.SUBSCRIBER', {
            season,
            date: dateText(contract.renewalDate, language),
          })}
        </p>
      )}
      <p className="fine-print">{t('contracts.transferStart.link')}</p>
      <TransferStartForm
        form={form}
        onSubmit={onSubmit}
        saving={starting}
        label={t(`contracts.transferStart.email.${kind}`)}
        hint={t('contracts.transferStart.emailHint')}
      />
    </>
  );
}
