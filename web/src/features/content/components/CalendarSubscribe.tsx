import { graphql, useFragment } from 'react-relay/hooks';
import type { CalendarSubscribe_calendar$key } from '../../../__generated__/CalendarSubscribe_calendar.graphql';
import { useT } from '../../../app/language.ts';

/** The site's fixtures into a calendar program: Google, Apple and Outlook (webcal), or the file itself. */
export function CalendarSubscribe({
  calendar: calendarKey,
  siteName,
}: {
  calendar: CalendarSubscribe_calendar$key;
  siteName: string;
}) {
  const calendar = useFragment(
    graphql`
      fragment CalendarSubscribe_calendar on SiteCalendar {
        icsUrl
        googleUrl
        webcalUrl
      }
    `,
    calendarKey,
  );
  const t = useT();
  return (
    <div className="calendar-subscribe">
      <p>{t('content.calendar.intro', { site: siteName })}</p>
      <ul>
        <li>
          <a href={calendar.googleUrl} target="_blank" rel="noopener noreferrer">
            {t('content.calendar.google')}
            <span className="visually-hidden"> ({t('content.calendar.newWindow')})</span>
          </a>
        </li>
        <li>
          <a href={calendar.webcalUrl}>{t('content.calendar.appleOutlook')}</a>
        </li>
        <li>
          <a href={calendar.icsUrl} download>
            {t('content.calendar.download')}
          </a>
        </li>
      </ul>
    </div>
  );
}
