import type { Resolvers, TicketBlockState, TicketPriceClass } from '../../__generated__/resolvers-types.ts';
import { localized, type Language } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import type { TicketBlockModel } from './ticketing.mappers.ts';

const STATES: Record<TicketBlockModel['state'], TicketBlockState> = {
  Available: 'AVAILABLE',
  Few: 'FEW',
  HeldByOthers: 'HELD_BY_OTHERS',
  SoldOut: 'SOLD_OUT',
};

const PRICE_CLASSES: Record<TicketBlockModel['prices'][number]['priceClass'], TicketPriceClass> = {
  Adult: 'ADULT',
  Member: 'MEMBER',
  Reduced: 'REDUCED',
  Child: 'CHILD',
};

/**
 * What the gate checks for each reduced price (the club's ticket terms): shown beside the price, so that nobody
 * buys a ticket they cannot use. The full price needs no proof.
 */
const PROOFS: Record<Exclude<TicketPriceClass, 'ADULT'>, { de: string; en: string; ja: string }> = {
  MEMBER: {
    de: 'Für Vereinsmitglieder: Mitgliedsausweis am Einlass zeigen.',
    en: 'For club members: show your membership card at the gate.',
    ja: 'クラブ会員向け：入場時に会員証をご提示ください。',
  },
  REDUCED: {
    de: 'Kinder ab 6 und Jugendliche bis 17, Schüler, Studierende und Menschen mit Behinderung: Nachweis am Einlass zeigen.',
    en: 'Children from 6 and young people up to 17, pupils, students and fans with a disability: show proof at the gate.',
    ja: '6歳以上の子ども・17歳までの青少年、学生、障がいのある方：入場時に証明書をご提示ください。',
  },
  CHILD: {
    de: 'Kinder bis 6 Jahre, nur im Familienblock und mit einer Begleitperson mit Ticket.',
    en: 'Children up to 6, only in the family block and with an adult holding a ticket.',
    ja: '6歳までのお子様。ファミリーブロックのみ、チケットをお持ちの大人の同伴が必要です。',
  },
};

const languageOf = (asked: Language | null | undefined, fallback: Language) => asked ?? fallback;

export const ticketingResolvers: Resolvers = {
  Match: {
    // Only home matches with a sale have an offer; the box office answers 404 for the rest (null here).
    ticketOffer: (match, _args, context) => context.loaders.ticketing.offer.load(match.id),
  },
  MatchTicketOffer: {
    categories: (offer) => {
      const numbers = [...new Set(offer.blocks.map((block) => block.category))].sort((a, b) => a - b);
      return numbers.map((number) => ({ number, blocks: offer.blocks.filter((block) => block.category === number) }));
    },
  },
  TicketCategory: {
    areas: (category, { language }, context) => [
      ...new Set(category.blocks.map((block) => localized(block.area, languageOf(language, context.language)))),
    ],
    fromPrice: (category) =>
      euro(
        Math.min(
          ...category.blocks.flatMap((block) =>
            block.prices.filter((price) => price.priceClass === 'Adult').map((price) => price.price),
          ),
        ),
      ),
    available: (category) => category.blocks.reduce((sum, block) => sum + block.available, 0),
    largestBlockAvailable: (category) => Math.max(0, ...category.blocks.map((block) => block.available)),
  },
  TicketBlock: {
    name: (block) => block.block,
    area: (block, { language }, context) => localized(block.area, languageOf(language, context.language)),
    state: (block) => STATES[block.state],
  },
  TicketPrice: {
    priceClass: (price) => PRICE_CLASSES[price.priceClass],
    label: (price, { language }, context) => localized(price.pricingClass, languageOf(language, context.language)),
    proof: (price, { language }, context) => {
      const priceClass = PRICE_CLASSES[price.priceClass];
      return priceClass === 'ADULT' ? null : localized(PROOFS[priceClass], languageOf(language, context.language));
    },
    price: (price) => euro(price.price),
  },
};
