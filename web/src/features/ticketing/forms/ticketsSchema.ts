import { z } from '../../../forms/zod.ts';

/** The price classes in the order the box office lists them: full price first, the free children's ticket last. */
export const PRICE_CLASS_ORDER = ['ADULT', 'MEMBER', 'REDUCED', 'CHILD'] as const;

const quantity = z
  .number()
  .int('forms.errors.notValid')
  .min(0, 'forms.errors.notValid')
  .max(20, 'forms.errors.notValid');

/**
 * Tickets of a match: 0 to 20 of each price class, at least one in all and no more than the match allows one
 * person (said at the first price class, where the counting starts), and a place (a category or a block).
 */
export const ticketsSchema = (perPersonLimit: number | null) =>
  z
    .object({
      ADULT: quantity,
      MEMBER: quantity,
      REDUCED: quantity,
      CHILD: quantity,
      where: z.string().regex(/^(category:[1-5]|block:[A-Z][A-Z0-9]{0,7})$/, 'ticketing.choosePlace'),
    })
    .superRefine((values, context) => {
      const total = totalOf(values);
      if (total === 0) context.addIssue({ code: 'custom', path: ['ADULT'], message: 'ticketing.chooseTickets' });
      else if (perPersonLimit !== null && total > perPersonLimit)
        context.addIssue({ code: 'custom', path: ['ADULT'], message: 'ticketing.overLimit' });
    });

export type TicketsValues = z.infer<ReturnType<typeof ticketsSchema>>;

/** How many tickets the form asks for in all (a field being typed counts as none). */
export const totalOf = (values: Partial<Record<(typeof PRICE_CLASS_ORDER)[number], number>>) =>
  PRICE_CLASS_ORDER.reduce((sum, priceClass) => {
    const count = values[priceClass];
    return sum + (typeof count === 'number' && Number.isFinite(count) ? count : 0);
  }, 0);
