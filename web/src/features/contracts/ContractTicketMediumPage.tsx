import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { ContractTicketMediumPageMutation } from '../../__generated__/ContractTicketMediumPageMutation.graphql';
import type { ContractTicketMediumPageQuery } from '../../__generated__/ContractTicketMediumPageQuery.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { formatMoney } from '../../components/money.ts';
import { ContractChangePage } from './components/ContractChangePage.tsx';
import { readMoney, type MoneyData } from './contractData.ts';
import { seasonLabel } from './contractFormat.ts';
import { useChangeAnswers } from './contractChanges.ts';
import { ChoiceForm, choiceSchema, type ChoiceValues } from './forms/ChoiceForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractTicketMediumPageQuery = graphql`
  query ContractTicketMediumPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractChangePage_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        id
        internalId
        upcomingSeason
        shippingAddress {
          __typename
        }
        options {
          ticketMedia {
            code
            name(language: $language)
            fee {
              ...contractData_money
            }
            needsShippingAddress
            isCurrent
          }
        }
        ...ContractChangePage_contract
      }
    }
  }
`;

type Contract = NonNullable<ContractTicketMediumPageQuery['response']['viewer']['contract']>;

/**
 * A contract's ticket medium for the upcoming season (spec 3: ticket medium (format) change, the
 * service's shipping code), each with its fee; a card or printed ticket is sent to the shipping address,
 * which the page asks for when the contract has none.
 */
export function ContractTicketMediumPage() {
  const data = usePageQuery<ContractTicketMediumPageQuery>(contractTicketMediumPageQuery);
  const t = useT();
  return (
    <ContractChangePage
      query={data}
      contract={data.viewer.contract}
      title={t('contracts.ticketMedium.title')}
      path={paths.contractTicketMedium}
    >
      {(contract) => <TicketMediumChange contract={contract} />}
    </ContractChangePage>
  );
}

function TicketMediumChange({ contract }: { contract: Contract }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const media = contract.options?.ticketMedia;
  const current = media?.find((medium) => medium.isCurrent)?.code ?? null;
  const season = seasonLabel(contract.upcomingSeason);
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(choiceSchema(current, 'contracts.errors.chooseTicketMedium')),
    defaultValues: { choice: current ?? '' },
  });
  const answers = useChangeAnswers(form, contract.internalId);
  const choice = useWatch({ control: form.control, name: 'choice' });
  const chosen = media?.find((medium) => medium.code === choice);
  const [save, saving] = useMutation<ContractTicketMediumPageMutation>(graphql`
    mutation ContractTicketMediumPageMutation($input: ContractTicketMediumSetInput!, $language: Language!) {
      contractTicketMediumSet(input: $input) {
        __typename
        ... on ContractChangeSuccess {
          contract {
            id
            status
            missing
            canConfirm
            ticketMedium {
              code
              name(language: $language)
              needsShippingAddress
              isCurrent
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

  if (!media)
    return (
      <ErrorState
        message={t('contracts.ticketMedium.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );

  const feeText = (fee: MoneyData) =>
    /^0+(\.0+)?$/.test(fee.amount)
      ? t('contracts.ticketMedium.free')
      : t('contracts.ticketMedium.fee', { fee: formatMoney(fee, language) });
  const needsAddress = Boolean(chosen?.needsShippingAddress && !contract.shippingAddress);
  const onSubmit = ({ choice }: ChoiceValues) => {
    if (saving) return;
    save({
      variables: { input: { contractId: contract.id, ticketMedium: choice }, language: graphLanguage(language) },
      onCompleted: ({ contractTicketMediumSet: answer }) =>
        answers.answered(
          answer,
          () => {
            const name = media.find((medium) => medium.code === choice)?.name ?? choice;
            return t('contracts.ticketMedium.saved', { name, season });
          },
          (refusal) => (refusal.field === 'ticketMedium' ? 'choice' : null),
        ),
      onError: answers.failed,
    });
  };

  return (
    <ChoiceForm
      form={form}
      onSubmit={onSubmit}
      idPrefix="contract-ticket-medium"
      legend={t('contracts.ticketMedium.legend', { season })}
      hint={t('contracts.ticketMedium.hint', { season })}
      choices={media.map((medium) => ({
        value: medium.code,
        label: medium.name,
        detail: [
          feeText(readMoney(medium.fee)),
          medium.needsShippingAddress ? t('contracts.ticketMedium.needsShipping') : null,
        ]
          .filter(Boolean)
          .join(' · '),
        current: medium.isCurrent,
      }))}
      note={
        needsAddress && (
          <p className="notice" role="status">
            {t('contracts.ticketMedium.noShippingAddress')}{' '}
            <Link to={paths.contractShippingAddress(language, contract.internalId)}>
              {t('contracts.ticketMedium.addShipping')}
            </Link>
          </p>
        )
      }
      submitLabel={t('contracts.ticketMedium.submit')}
      saving={saving}
    />
  );
}
