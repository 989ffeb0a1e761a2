import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HOME_COUNTRY } from '../checkout/rules.ts';
import type { Queryable } from '../db/database.ts';

const Country = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    name: Type.String(),
    phoneRequired: Type.Boolean({ description: 'Addresses in this country need a phone number' }),
  },
  { $id: 'Country', title: 'Country' },
);

/** The countries the club delivers to, with their names in the asked language: Germany first, then by name. */
export const countryRoutes: FastifyPluginAsyncTypebox<{ db: Queryable }> = async (app, { db }) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The countries addresses may be in (the club delivers there)',
        querystring: Type.Object({ language: Type.Union([Type.Literal('de'), Type.Literal('en')], { default: 'de' }) }),
        response: { 200: Type.Object({ items: Type.Array(Country) }, { $id: 'CountryList', title: 'CountryList' }) },
      },
    },
    async (request) => {
      const locale = request.query.language === 'en' ? 'en-GB' : 'de-DE';
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      const { rows } = await db.query<{ code: string }>('SELECT code FROM shipping_countries');
      const countries = rows.map(({ code }) => ({
        code,
        name: names.of(code) ?? code,
        phoneRequired: code !== HOME_COUNTRY,
      }));
      const collator = new Intl.Collator(locale);
      countries.sort((a, b) =>
        a.code === HOME_COUNTRY ? -1 : b.code === HOME_COUNTRY ? 1 : collator.compare(a.name, b.name),
      );
      return { items: countries };
    },
  );
};
