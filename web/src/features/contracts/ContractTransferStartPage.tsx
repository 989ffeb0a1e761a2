import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { useParams } from 'react-router';
import type { ContractTransferStartPageMutation } from '../../__generated__/ContractTransferStartPageMutation.graphql';
import type { ContractTransferStartPageQuery } from '../../__generated__/ContractTransferStartPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { ContractChangeFrame, ContractNotFound } from './components/ContractChangeFrame.tsx';
import { ContractsLayout } from './components/ContractsLayout.tsx';
import { readPerson } from './contractData.ts';
import { dateText, personText, seasonLabel } from './contractFormat.ts';
import { useBackToContract } from './contractChanges.ts';
import { TransferStartForm, transferStartSchema, type TransferStartValues } from './forms/TransferStartForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractTransferStartPageQuery = graphql`
  query ContractTransferStartPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractsLayout_query
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
        ...ContractChangeFrame_contract
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
  const { contractId: id = '' } = useParams();
  const t = useT();
  const contract = data.viewer.contract;
  const path = kind === 'RECIPIENT' ? paths.contractNewRecipient : paths.contractNewSubscriber;
  return (
    <ContractsLayout
      query={data}
      title={t(`contracts.transferStart.title.${kind}`)}
      alternates={pathsIn((other) => path(other, id))}
    >
      {contract ? (
        <ContractChangeFrame contract={contract}>
          {contract.transferable ? (
            <TransferStart kind={kind} contract={contract} />
          ) : (
            <p className="notice">{t('contracts.detail.notTransferable')}</p>
          )}
        </ContractChangeFrame>
      ) : (
        <ContractNotFound />
      )}
    </ContractsLayout>
  );
}

function TransferStart({ kind, contract }: { kind: Kind; contract: Contract }) {
  const t = useT();
  const language = useLanguage();
  const back = useBackToContract();
  const season = seasonLabel(contract.upcomingSeason);
  const form = useForm<TransferStartValues>({
    resolver: zodResolver(transferStartSchema),
    defaultValues: { email: '' },
  });
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
      onCompleted: ({ contractTransferStart: result }) => {
        if (result.__typename === 'ContractTransferStartSuccess') {
          back(contract.internalId, t('contracts.transferStart.sent', { email: result.transfer?.email ?? email }));
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        const atEmail = AT_EMAIL.has(result.__typename) || ('field' in result && result.field === 'email');
        if (atEmail) form.setError('email', { message }, { shouldFocus: true });
        else form.setError('root', { message });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
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
