import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { DailyDrawCard_dailyDraw$key } from '../../../__generated__/DailyDrawCard_dailyDraw.graphql';
import type { DailyDrawCardEnterMutation } from '../../../__generated__/DailyDrawCardEnterMutation.graphql';
import { graphLanguage, localeOf, useLanguage, useT } from '../../../app/language.ts';

/**
 * A daily draw ("tageslos" and a number) with its entry: once per day; the thanks after entering, the
 * saveGroup refusal (already in today's draw) as the graph words it when the day's entry exists already.
 */
export function DailyDrawCard({ dailyDraw }: { dailyDraw: DailyDrawCard_dailyDraw$key }) {
  const data = useFragment(
    graphql`
      fragment DailyDrawCard_dailyDraw on DailyDraw {
        id
        name(language: $language)
        prize(language: $language)
        enteredToday
        closesOn
      }
    `,
    dailyDraw,
  );
  const t = useT();
  const language = useLanguage();
  const [message, setMessage] = useState<{ kind: 'thanks' | 'refused'; text: string } | null>(null);
  const [enter, entering] = useMutation<DailyDrawCardEnterMutation>(graphql`
    mutation DailyDrawCardEnterMutation($input: DailyDrawEnterInput!, $language: Language!) {
      dailyDrawEnter(input: $input) {
        __typename
        ... on DailyDrawEnterSuccess {
          dailyDraw {
            ...DailyDrawCard_dailyDraw
          }
        }
        ... on DailyDrawAlreadyEnteredError {
          message
          dailyDraw {
            ...DailyDrawCard_dailyDraw
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const headingId = `daily-draw-${data.id}`;
  const submit = () => {
    setMessage(null);
    enter({
      variables: { input: { dailyDrawId: data.id }, language: graphLanguage(language) },
      onCompleted: ({ dailyDrawEnter: result }) => {
        if (result.__typename === 'DailyDrawEnterSuccess')
          setMessage({ kind: 'thanks', text: t('sweepstakes.daily.thanks') });
        else
          setMessage({
            kind: 'refused',
            text: 'message' in result && result.message ? result.message : t('error.generic'),
          });
      },
      onError: () => setMessage({ kind: 'refused', text: t('error.generic') }),
    });
  };
  return (
    <li className="daily-draw" aria-labelledby={headingId}>
      <h3 id={headingId}>{data.name}</h3>
      <p>{data.prize}</p>
      <p className="muted">
        {t('sweepstakes.until', {
          date: new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(data.closesOn),
          ),
        })}
      </p>
      {message?.kind === 'refused' ? (
        <p className="form-error" role="alert">
          {message.text}
        </p>
      ) : message?.kind === 'thanks' ? (
        <p className="notice success" role="status">
          {message.text}
        </p>
      ) : data.enteredToday ? (
        <p className="badge">{t('sweepstakes.daily.enteredToday')}</p>
      ) : null}
      {!data.enteredToday && message === null && (
        <button type="button" onClick={submit} disabled={entering}>
          {t('sweepstakes.daily.enter')}
        </button>
      )}
    </li>
  );
}
