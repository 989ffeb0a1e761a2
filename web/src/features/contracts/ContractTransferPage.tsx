import { useState, type ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ContractTransferPageQuery } from '../../__generated__/ContractTransferPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { dateTimeText } from '../../components/ticketFormat.ts';
import { ContractsLayout } from './components/ContractsLayout.tsx';
import { TransferActions } from './components/TransferActions.tsx';
import { TransferAnswer } from './components/TransferAnswer.tsx';
import { TransferOffer } from './components/TransferOffer.tsx';
import { seasonLabel } from './contractFormat.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractTransferPageQuery = graphql`
  query ContractTransferPageQuery($id: ID!, $kind: ContractTransferKind!, $language: Language!, $signedIn: Boolean!) {
    ...ContractsLayout_query
    viewer {
      person @include(if: $signedIn) {
        displayName
        email
      }
      contractTransfer(id: $id, kind: $kind) @include(if: $signedIn) {
        id
        kind
        state
        direction
        email
        subscriber {
          firstName
          lastName
          email
        }
        upcomingSeason
        reasonForDeclining
        expiresAt
        canAnswer
        canWithdraw
        contract {
          internalId
        }
        ...TransferOffer_transfer
        ...TransferAnswer_transfer
      }
    }
    ...TransferAnswer_query
  }
`;

type Kind = 'RECIPIENT' | 'SUBSCRIBER';

/** Where a transfer's page is, by its kind: the paths the platform mails. */
const pathOf: Record<Kind, (language: Language, transferId: string) => string> = {
  RECIPIENT: paths.contractRecipientChange,
  SUBSCRIBER: paths.contractTakeover,
};

/** The page behind a change of recipient's mailed link (/konto/vertraege/empfaengerwechsel/{uuid}). */
export function ContractRecipientChangePage() {
  return <ContractTransferPage kind="RECIPIENT" />;
}

/** The page behind a subscriber transfer's mailed link (/konto/vertraege/uebernahme/{uuid}). */
export function ContractTakeoverPage() {
  return <ContractTransferPage kind="SUBSCRIBER" />;
}

/**
 * A change of recipient or a subscriber transfer by the link its person was mailed (spec 3: subscriber
 * transfer with accept and decline pages and expired-link pages). The person sees who offers what, and
 * accepts (with an address; for a contract also the invoice address and a payment method) or declines
 * with a reason; an expired link says to contact the subscriber; an answered, withdrawn or converted one
 * that it is no longer available. The subscriber finds their own transfer here with its state and the
 * way to take it back. A link opened in another account finds nothing, and says so.
 */
function ContractTransferPage({ kind }: { kind: Kind }) {
  const data = usePageQuery<ContractTransferPageQuery>(contractTransferPageQuery);
  const { transferId = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const transfer = data.viewer.contractTransfer;
  const alternates = pathsIn((other) => pathOf[kind](other, transferId));
  const toContracts = (
    <Link to={paths.contracts(language)} className="back-link">
      {t('contracts.detail.backToList')}
    </Link>
  );

  let title: string;
  let content: ReactNode;
  // Not asked for: nobody is signed in. The mailed link's page says what awaits and asks to sign in.
  const signedOut = transfer === undefined;
  if (signedOut) {
    title = t(`contracts.transfer.title.${kind}`);
    content = null;
  } else if (!transfer) {
    // Not this account's: the link went to another address (or names nothing).
    const person = data.viewer.person;
    title = t('contracts.transfer.wrongAccountTitle');
    content = (
      <div className="message-page contract-transfer">
        <p>{t('contracts.transfer.wrongAccount', { email: person?.email ?? person?.displayName ?? '' })}</p>
        <button type="button" className="secondary" onClick={() => void session.signOut(language)}>
          {t('contracts.transfer.switchAccount')}
        </button>
      </div>
    );
  } else {
    const subscriber = `${transfer.subscriber.firstName} ${transfer.subscriber.lastName}`.trim();
    const offer = <TransferOffer transfer={transfer} />;
    if (transfer.direction === 'SENT') {
      title = t(`contracts.transfer.sentTitle.${transfer.kind}`, { email: transfer.email });
      content = (
        <>
          <p>
            <span className={`transfer-state ${transfer.state.toLowerCase()}`}>
              {t(`contracts.transfer.states.${transfer.state}`)}
            </span>
          </p>
          {offer}
          {transfer.state === 'PENDING' && (
            <p className="fine-print">
              {t('contracts.pendingTransfer.expires', { date: dateTimeText(transfer.expiresAt, language) })}
            </p>
          )}
          {transfer.state === 'DECLINED' && transfer.reasonForDeclining && (
            <p>{t('contracts.transfer.reasonForDeclining', { reason: transfer.reasonForDeclining })}</p>
          )}
          {transfer.state === 'CONVERTED' && <p>{t('contracts.transfer.convertedSent')}</p>}
          {transfer.canWithdraw && (
            <TransferActions transferId={transfer.id} kind={transfer.kind} email={transfer.email} />
          )}
          {transfer.contract && (
            <Link to={paths.contract(language, transfer.contract.internalId)} className="back-link">
              {t('contracts.detail.backToContract')}
            </Link>
          )}
        </>
      );
    } else if (answered) {
      title = t(
        answered === 'accepted'
          ? `contracts.transfer.acceptedTitle.${transfer.kind}`
          : 'contracts.transfer.declinedTitle',
      );
      content = (
        <div className="message-page contract-transfer">
          <p role="status">
            {answered === 'accepted'
              ? t(`contracts.transfer.accepted.${transfer.kind}`, {
                  season: seasonLabel(transfer.upcomingSeason),
                  name: subscriber,
                })
              : t('contracts.transfer.declined', { name: subscriber })}
          </p>
          <Link to={paths.contracts(language)} className="button">
            {t('contracts.detail.backToList')}
          </Link>
        </div>
      );
    } else if (transfer.state === 'EXPIRED') {
      title = t('contracts.transfer.expiredTitle');
      content = (
        <div className="message-page contract-transfer">
          <p>{t('contracts.transfer.expired')}</p>
          <p>{t('contracts.transfer.expiredContact', { name: subscriber, email: transfer.subscriber.email })}</p>
        </div>
      );
    } else if (transfer.state !== 'PENDING' || !transfer.canAnswer) {
      title = t('contracts.transfer.goneTitle');
      content = (
        <div className="message-page contract-transfer">
          <p>{t(`contracts.transfer.gone.${transfer.state}`, { name: subscriber })}</p>
          {toContracts}
        </div>
      );
    } else {
      title = t(`contracts.transfer.title.${transfer.kind}`);
      content = (
        <>
          <p className="lead">
            {t(`contracts.transfer.offered.${transfer.kind}`, {
              name: subscriber,
              email: transfer.subscriber.email,
              season: seasonLabel(transfer.upcomingSeason),
            })}
          </p>
          {offer}
          <p className="fine-print">
            {t('contracts.pendingTransfer.expires', { date: dateTimeText(transfer.expiresAt, language) })}
          </p>
          <TransferAnswer transfer={transfer} query={data} subscriber={subscriber} onAnswered={setAnswered} />
        </>
      );
    }
  }

  return (
    <ContractsLayout
      query={data}
      title={title}
      alternates={alternates}
      signInText={signedOut ? t('contracts.transfer.signInFirst') : undefined}
    >
      {content}
    </ContractsLayout>
  );
}
