import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { SweepstakeEntry_sweepstake$key } from '../../../__generated__/SweepstakeEntry_sweepstake.graphql';
import type { SweepstakeEntryMutation } from '../../../__generated__/SweepstakeEntryMutation.graphql';
import { CLUB_TIME_ZONE, graphLanguage, localeOf, useLanguage, useT } from '../../../app/language.ts';

type Outcome = { kind: 'thanks' | 'info' | 'error'; text: string };

/**
 * A sweepstake with its entry form: the answer to its question and the conditions of participation. Taking
 * part twice is shown as an info (spec 3 section 8), a refusal as an error at the form; once drawn, the
 * person's result and the draw's published seed. For a visitor (`onSignIn` given) the question and a sign-in
 * button take the form's place.
 */
export function SweepstakeEntry({
  sweepstake,
  onSignIn,
}: {
  sweepstake: SweepstakeEntry_sweepstake$key;
  onSignIn?: (() => void) | undefined;
}) {
  const data = useFragment(
    graphql`
      fragment SweepstakeEntry_sweepstake on Sweepstake {
        id
        name(language: $language)
        description(language: $language)
        prize(language: $language)
        question(language: $language)
        choices(language: $language) {
          internalId
          text
        }
        state
        endsAt
        drawAt
        winnerCount
        participantCount
        draw {
          seedHash
          seed
        }
        viewerParticipation {
          participantId
          choice {
            text
          }
          isWinner
        }
      }
    `,
    sweepstake,
  );
  const t = useT();
  const language = useLanguage();
  const [choice, setChoice] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: 'choice' | 'conditions'; text: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [enter, entering] = useMutation<SweepstakeEntryMutation>(graphql`
    mutation SweepstakeEntryMutation($input: SweepstakeEnterInput!, $language: Language!) {
      sweepstakeEnter(input: $input) {
        __typename
        ... on SweepstakeEnterSuccess {
          sweepstake {
            ...SweepstakeEntry_sweepstake
          }
        }
        ... on SweepstakeAlreadyParticipatingInfo {
          message
          sweepstake {
            ...SweepstakeEntry_sweepstake
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
  const dateTime = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!choice) return setFieldError({ field: 'choice', text: t('sweepstakes.entry.chooseAnswer') });
    if (!accepted) return setFieldError({ field: 'conditions', text: t('sweepstakes.entry.acceptConditions') });
    setFieldError(null);
    enter({
      variables: {
        input: { sweepstakeId: data.id, choiceId: choice, acceptConditions: true, newsletterOptIn: newsletter },
        language: graphLanguage(language),
      },
      onCompleted: ({ sweepstakeEnter: result }) => {
        switch (result.__typename) {
          case 'SweepstakeEnterSuccess':
            return setOutcome({ kind: 'thanks', text: t('sweepstakes.entry.thanks') });
          case 'SweepstakeAlreadyParticipatingInfo':
            return setOutcome({ kind: 'info', text: result.message ?? '' });
          case 'InvalidInputError':
            return setFieldError({
              field: result.field === 'acceptConditions' ? 'conditions' : 'choice',
              text: result.message ?? t('error.generic'),
            });
          default:
            return setOutcome({
              kind: 'error',
              text: 'message' in result && result.message ? result.message : t('error.generic'),
            });
        }
      },
      onError: () => setOutcome({ kind: 'error', text: t('error.generic') }),
    });
  };
  const participation = data.viewerParticipation;
  return (
    <article className="sweepstake" aria-label={data.name}>
      <p className="lead">{data.description}</p>
      <dl className="sweepstake-facts">
        <dt>{t('sweepstakes.prize')}</dt>
        <dd>{data.prize}</dd>
        <dt>{t('sweepstakes.endsAt')}</dt>
        <dd>{dateTime.format(new Date(data.endsAt))}</dd>
        <dt>{t('sweepstakes.participants')}</dt>
        <dd>{data.participantCount}</dd>
        <dt>{t('sweepstakes.winners')}</dt>
        <dd>{data.winnerCount}</dd>
        <dt>{t('sweepstakes.state.label')}</dt>
        <dd>{t(`sweepstakes.state.${data.state}`)}</dd>
      </dl>
      {outcome && (
        <p
          className={
            outcome.kind === 'error' ? 'form-error' : outcome.kind === 'info' ? 'notice info' : 'notice success'
          }
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      {participation && !outcome ? (
        <div className="notice" role="status">
          <p>{t('sweepstakes.entry.participating', { answer: participation.choice?.text ?? '' })}</p>
          {participation.isWinner !== null && participation.isWinner !== undefined && (
            <p>{t(participation.isWinner ? 'sweepstakes.entry.won' : 'sweepstakes.entry.notWon')}</p>
          )}
        </div>
      ) : null}
      {onSignIn && data.state === 'ACTIVE' && (
        <section className="sweepstake-visitor" aria-labelledby="sweepstake-question">
          <h2 id="sweepstake-question">{t('sweepstakes.visitor.question')}</h2>
          <p>{data.question}</p>
          <ul className="sweepstake-choices">
            {data.choices.map((option) => (
              <li key={option.internalId}>{option.text}</li>
            ))}
          </ul>
          <p>{t('sweepstakes.visitor.signIn')}</p>
          <button type="button" onClick={onSignIn}>
            {t('auth.signIn')}
          </button>
        </section>
      )}
      {!onSignIn &&
        !participation &&
        data.state === 'ACTIVE' &&
        outcome?.kind !== 'thanks' &&
        outcome?.kind !== 'info' && (
          <form className="sweepstake-form" onSubmit={submit} noValidate>
            <fieldset aria-describedby={fieldError?.field === 'choice' ? 'sweepstake-choice-error' : undefined}>
              <legend>{data.question}</legend>
              {data.choices.map((option) => (
                <label key={option.internalId} className="radio">
                  <input
                    type="radio"
                    name="choice"
                    value={option.internalId}
                    checked={choice === option.internalId}
                    onChange={() => setChoice(option.internalId)}
                  />
                  {option.text}
                </label>
              ))}
              {fieldError?.field === 'choice' && (
                <p id="sweepstake-choice-error" className="field-error" role="alert">
                  {fieldError.text}
                </p>
              )}
            </fieldset>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                aria-invalid={fieldError?.field === 'conditions' || undefined}
                aria-describedby={fieldError?.field === 'conditions' ? 'sweepstake-conditions-error' : undefined}
              />
              {t('sweepstakes.entry.conditions')}
            </label>
            {fieldError?.field === 'conditions' && (
              <p id="sweepstake-conditions-error" className="field-error" role="alert">
                {fieldError.text}
              </p>
            )}
            <label className="checkbox">
              <input type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
              {t('sweepstakes.entry.newsletter')}
            </label>
            <button type="submit" disabled={entering}>
              {t('sweepstakes.entry.submit')}
            </button>
          </form>
        )}
      {data.state !== 'ACTIVE' && !participation && <p className="notice">{t('sweepstakes.entry.closed')}</p>}
      <details className="sweepstake-draw" open={data.state === 'DRAWN' || undefined}>
        <summary>{t('sweepstakes.draw.title')}</summary>
        <p>{t('sweepstakes.draw.explanation', { count: data.winnerCount })}</p>
        <p>
          {t('sweepstakes.draw.seedHash')}: <code>{data.draw.seedHash}</code>
        </p>
        {data.draw.seed && (
          <p>
            {t('sweepstakes.draw.seed')}: <code>{data.draw.seed}</code>
          </p>
        )}
        <p>{t('sweepstakes.draw.drawAt', { date: dateTime.format(new Date(data.drawAt)) })}</p>
        {participation && (
          <p>
            {t('sweepstakes.draw.participantId')}: <code>{participation.participantId}</code>
          </p>
        )}
      </details>
    </article>
  );
}
