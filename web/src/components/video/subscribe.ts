import { paths } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';

/**
 * The video portal's subscription page (spec 2 section 2: the subscribe link, host omitted): Südstadt TV's
 * page about its subscriptions. The site is German and English; Japanese visitors read the English page.
 */
export const subscribePath = (language: Language) =>
  language === 'de' ? paths.site('de', 'tv', 'abo') : paths.site(language, 'tv', 'subscription');
