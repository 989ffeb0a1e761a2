import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MarketplaceOfferState, PayoutRetryMutation } from '../../../__generated__/PayoutRetryMutation.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../../app/language.ts';
import { PayoutRetryForm, payoutRetrySchema, type PayoutRetryValues } from '../forms/PayoutRetryForm.tsx';
import type { StoredPayoutMethod } from '../forms/PayoutForm.tsx';

/**
 * Pays out a failed payout again, to a stored card or PayPal account (spec 2 section 4: a failed payout
 * can be retried with a new payment token). The answer carries the offer with its new state, which
 * Relay updates in the list; a refusal stands at the choice or above the form.
 */
export function PayoutRetry({
  offerId,
  methods,
  idPrefix,
  onRetried,
}: {
  offerId: string;
  methods: readonly StoredPayoutMethod[];
  idPrefix: string;
  onRetried: (state: MarketplaceOfferState) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const form = useForm<PayoutRetryValues>({
    resolver: zodResolver(payoutRetrySchema),
    defaultValues: { paymentMethodId: methods[0]?.id ?? '' },
  });
  const [retry, retrying] = useMutation<PayoutRetryMutation>(graphql`
    mutation PayoutRetryMutation($input: PayoutRetryInput!, $language: Language!) {
      payoutRetry(input: $input) {
        __typename
        ... on PayoutRetrySuccess {
          offer {
            # Everything the row shows: the payout type, fees and amount change with the new method.
            state
            ...MarketplaceOfferRow_offer
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  if (methods.length === 0)
    return (
      <p>
        {t('tickets.marketplaceOffers.noMethods')}{' '}
        <Link to={paths.paymentMethods(language)}>{t('tickets.sell.addPaymentMethod')}</Link>
      </p>
    );

  const onSubmit = (values: PayoutRetryValues) => {
    if (retrying) return;
    retry({
      variables: { input: { offerId, paymentMethodId: values.paymentMethodId }, language: graphLanguage(language) },
      onCompleted: ({ payoutRetry: result }) => {
        if (result.__typename === 'PayoutRetrySuccess' && result.offer) {
          onRetried(result.offer.state);
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        // An unknown or unsuitable payment method is the choice to change; anything else stands above.
        if (result.__typename === 'PaymentTokenUnknownError' || result.__typename === 'PayoutTypeNotAvailableError')
          form.setError('paymentMethodId', { message }, { shouldFocus: true });
        else form.setError('root', { message });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
    });
  };
  return <PayoutRetryForm form={form} onSubmit={onSubmit} methods={methods} saving={retrying} idPrefix={idPrefix} />;
}
