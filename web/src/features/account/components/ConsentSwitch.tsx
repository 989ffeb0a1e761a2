import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ConsentSwitch_consent$key } from '../../../__generated__/ConsentSwitch_consent.graphql';
import type { ConsentSwitchGrantMutation } from '../../../__generated__/ConsentSwitchGrantMutation.graphql';
import type { ConsentSwitchWithdrawMutation } from '../../../__generated__/ConsentSwitchWithdrawMutation.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import { graphLanguage } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { replaceViewerList } from '../viewerLists.ts';

/**
 * One consent as a switch: on grants it, off withdraws it. Every answer is all consents anew (withdrawing
 * the main ad consent takes its sectors with it), which replace the viewer's; a refusal (a sector before
 * the main consent) shows under the switch.
 */
export function ConsentSwitch({
  consent,
  disabled = false,
}: {
  consent: ConsentSwitch_consent$key;
  disabled?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ConsentSwitch_consent on Consent {
        id
        name(language: $language)
        granted
      }
    `,
    consent,
  );
  const t = useT();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [grant, granting] = useMutation<ConsentSwitchGrantMutation>(graphql`
    mutation ConsentSwitchGrantMutation($id: ID!, $language: Language!) {
      consentGrant(id: $id) {
        __typename
        ... on ConsentsChanged {
          consents {
            id
            ...ConsentSwitch_consent
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [withdraw, withdrawing] = useMutation<ConsentSwitchWithdrawMutation>(graphql`
    mutation ConsentSwitchWithdrawMutation($id: ID!, $language: Language!) {
      consentWithdraw(id: $id) {
        __typename
        ... on ConsentsChanged {
          consents {
            id
            ...ConsentSwitch_consent
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = granting || withdrawing;
  const id = `consent-${data.id}`;
  const answered = (result: { readonly __typename: string; readonly message?: string }, granted: boolean) => {
    if (result.__typename === 'ConsentsChanged')
      showToast({
        message: t(granted ? 'account.consents.granted' : 'account.consents.withdrawn', { name: data.name }),
      });
    else setFailure(result.message ?? t('error.serverErrorText'));
  };
  const onError = () => setFailure(t('error.serverErrorText'));

  const toggle = () => {
    if (busy) return;
    setFailure(null);
    const variables = { id: data.id, language: graphLanguage(language) };
    if (data.granted)
      withdraw({
        variables,
        updater: (store) => replaceViewerList(store, 'consentWithdraw', 'consents'),
        onCompleted: ({ consentWithdraw: result }) => answered(result, false),
        onError,
      });
    else
      grant({
        variables,
        updater: (store) => replaceViewerList(store, 'consentGrant', 'consents'),
        onCompleted: ({ consentGrant: result }) => answered(result, true),
        onError,
      });
  };

  return (
    <div className="consent-switch">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={data.granted}
          disabled={disabled}
          aria-busy={busy}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={toggle}
        />
        <span>{data.name}</span>
      </label>
      {failure && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
