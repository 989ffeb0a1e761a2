/** The consent model the settings read and change: the catalogue with the viewer's grants. */
import type { Language } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import type { ConsentModel } from './settings.mappers.ts';

/** The language the account service answers texts in for the graph's language argument. */
export const upstreamLanguage = (language: Language | null | undefined, context: GraphContext) =>
  (language ?? context.language) === 'EN' ? 'en' : 'de';

/** The consent catalogue with the viewer's grants: each consent, its parent's key, and whether and when it was granted. */
export async function consentsOf(context: GraphContext): Promise<ConsentModel[]> {
  const [catalogue, granted] = await Promise.all([
    context.loaders.account.consentCatalogue.load('de'),
    context.loaders.account.grantedConsents.load('self'),
  ]);
  const keyOf = new Map(catalogue.map((consent) => [consent.id, consent.key]));
  const grantOf = new Map(granted.map((grant) => [grant.consentId, grant]));
  return catalogue.map((consent) => {
    const grant = grantOf.get(consent.id);
    return {
      consent,
      parentKey: consent.parentId === null ? null : (keyOf.get(consent.parentId) ?? null),
      grant: grant ? { id: grant.id, grantedAt: grant.grantedAt } : null,
    };
  });
}
