import { paths } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';

/**
 * The video portal's subscription page (spec 2 section 2: the subscribe link, host omitted): Südstadt TV's
 * page where a fan buys Club TV.
 */
export const subscribePath = (language: Language) => paths.videoSubscription(language);
