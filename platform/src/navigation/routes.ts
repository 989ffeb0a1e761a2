import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { Problem } from '../http/problem.ts';

interface NodeRow {
  id: number;
  parent_id: number | null;
  website: string;
  full_slug: string;
  title: string;
  is_submenu_item: boolean;
  suppress_active_class: boolean;
  expand_children: boolean;
}

const NavigationNode = Type.Cyclic(
  {
    NavigationNode: Type.Object({
      full_slug: Type.String(),
      name: Type.String(),
      language: Type.String(),
      website: Type.String(),
      is_submenu_item: Type.Boolean(),
      suppress_active_class: Type.Boolean(),
      expand_children: Type.Boolean(),
      children: Type.Array(Type.Ref('NavigationNode')),
    }),
  },
  'NavigationNode',
);
type NavigationNode = Static<typeof NavigationNode>;

const StoresNavigation = Type.Object(
  {
    language: Type.String(),
    cart_contents: Type.Boolean({ description: 'Whether the navigation shows the cart contents' }),
    children: Type.Array(NavigationNode),
  },
  { $id: 'StoresNavigation', title: 'StoresNavigation' },
);

/** The stores navigation as the CMS publishes it: one public JSON document per language. */
export const navigationRoutes: FastifyPluginAsyncTypebox<{ db: Queryable }> = async (app, { db }) => {
  app.get(
    '/cms/v1/navigation/stores.:language.json',
    {
      schema: {
        tags: ['navigation'],
        summary: 'The stores navigation tree in German or English (public)',
        params: Type.Object({ language: Type.Union([Type.Literal('de'), Type.Literal('en')]) }),
        response: { 200: StoresNavigation, 400: Problem },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      const { rows } = await db.query<NodeRow>(
        'SELECT * FROM navigation_nodes WHERE language = $1 ORDER BY parent_id NULLS FIRST, position',
        [language],
      );
      const byParent = new Map<number | null, NodeRow[]>();
      for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
      const build = (parent: number | null): NavigationNode[] =>
        (byParent.get(parent) ?? []).map((row) => ({
          full_slug: row.full_slug,
          name: row.title,
          language,
          website: row.website,
          is_submenu_item: row.is_submenu_item,
          suppress_active_class: row.suppress_active_class,
          expand_children: row.expand_children,
          children: build(row.id),
        }));
      reply.header('cache-control', 'public, max-age=60');
      return { language, cart_contents: true, children: build(null) };
    },
  );
};
