import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { notFound, Problem, sendProblem } from '../http/problem.ts';
import { GRAPH_CLIENT_ID } from '../identity/constants.ts';
import { DEPLOYMENT_LIMITS, secretsMatch, type ChannelRegistry } from './registry.ts';

const tags = ['channels'];

const Budget = Type.Object({ capacity: Type.Integer(), restoreRate: Type.Integer() });
export const Channel = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    ownerAccountId: Type.Union([Type.String(), Type.Null()]),
    publicClientId: Type.Union([Type.String(), Type.Null()]),
    budget: Budget,
    mayMutate: Type.Boolean(),
    revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Channel', title: 'Channel' },
);
export const Deployment = Type.Object(
  {
    version: Type.String(),
    publishedAt: Type.String({ format: 'date-time' }),
    retiredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    documentCount: Type.Integer(),
  },
  { $id: 'ChannelDeployment', title: 'ChannelDeployment' },
);
const ChannelWithDeployments = Type.Intersect([Channel, Type.Object({ deployments: Type.Array(Deployment) })]);
const NameParams = Type.Object({ name: Type.String({ maxLength: 40 }) });
const VersionParams = Type.Object({ name: Type.String({ maxLength: 40 }), version: Type.String({ maxLength: 64 }) });

/**
 * A developer's own channels (docs/channels.md): list, register (the client secret is in this answer only)
 * and revoke. Budgets and the right to mutate are an operator's to raise.
 */
export const channelRoutes: FastifyPluginAsyncTypebox<{
  registry: ChannelRegistry;
  verify: AccessTokenVerifier;
}> = async (app, { registry, verify }) => {
  const security = [{ bearer: [] }];
  app.addHook('preHandler', requireBearer(verify));

  app.get(
    '/channels/v1/self/channels',
    {
      schema: {
        tags,
        security,
        summary: 'The channels the signed-in developer owns, with their deployments',
        response: { 200: Type.Object({ channels: Type.Array(ChannelWithDeployments) }), 401: Problem, 403: Problem },
      },
    },
    async (request) => ({ channels: await registry.channelsOf(personOf(request.principal!)) }),
  );

  app.post(
    '/channels/v1/self/channels',
    {
      schema: {
        tags,
        security,
        summary: 'Registers a channel owned by the signed-in developer; the answer holds its client secret, once',
        body: Type.Object(
          { name: Type.String({ maxLength: 40 }), displayName: Type.String({ maxLength: 80 }) },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ channel: Channel, clientId: Type.String(), clientSecret: Type.String() }),
          400: Problem,
          401: Problem,
          403: Problem,
          409: Problem,
        },
      },
    },
    async (request, reply) => {
      const { channel, clientSecret } = await registry.register({
        name: request.body.name,
        displayName: request.body.displayName,
        ownerAccountId: personOf(request.principal!),
      });
      return reply.code(201).send({ channel, clientId: channel.name, clientSecret });
    },
  );

  app.post(
    '/channels/v1/self/channels/:name/revocation',
    {
      schema: {
        tags,
        security,
        summary: 'Revokes one of the developer’s channels: no new token, and the graph refuses it within seconds',
        params: NameParams,
        response: { 200: Channel, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const channel = await registry.channel(request.params.name);
      // Another developer's channel is as unknown as one that does not exist.
      if (!channel || channel.ownerAccountId !== personOf(request.principal!))
        throw notFound(`You have no channel ${request.params.name}.`);
      return registry.revoke(channel.name);
    },
  );
};

/**
 * The graph's side of the registry, for graph instances only (HTTP Basic with the graph's client id and
 * secret): the snapshot they run from, and deployments the graph has checked against its schema.
 */
export const registryRoutes: FastifyPluginAsyncTypebox<{
  registry: ChannelRegistry;
  graphClientSecret: string;
}> = async (app, { registry, graphClientSecret }) => {
  const security = [{ basic: [] }];
  app.addHook('preHandler', requireGraph(graphClientSecret));

  app.get(
    '/channels/v1/registry/snapshot',
    {
      schema: {
        tags,
        security,
        summary: 'Every channel with the documents of its active deployments (304 while the revision is unchanged)',
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String({ maxLength: 40 })) }),
      },
    },
    async (request, reply) => {
      const known = /^"(\d{1,15})"$/.exec(request.headers['if-none-match'] ?? '')?.[1];
      const snapshot = await registry.snapshot(known === undefined ? undefined : Number(known));
      if (!snapshot) return reply.code(304).send();
      return reply.header('etag', `"${snapshot.revision}"`).send(snapshot);
    },
  );

  app.put(
    '/channels/v1/registry/channels/:name/deployments/:version',
    {
      // A deployment may be as large as DEPLOYMENT_LIMITS.totalBytes, plus its JSON.
      bodyLimit: DEPLOYMENT_LIMITS.totalBytes + 2 * 2 ** 20,
      schema: {
        tags,
        security,
        summary: 'Stores a deployment the graph has validated (201 new, 200 the same again)',
        params: VersionParams,
        body: Type.Object(
          {
            documents: Type.Array(
              Type.Object(
                {
                  id: Type.String({ maxLength: 128 }),
                  body: Type.String({ maxLength: DEPLOYMENT_LIMITS.documentBytes }),
                },
                { additionalProperties: false },
              ),
              { maxItems: DEPLOYMENT_LIMITS.documents },
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Deployment, 201: Deployment, 400: Problem, 401: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) => {
      const { created, deployment } = await registry.publish(
        request.params.name,
        request.params.version,
        request.body.documents,
      );
      return reply.code(created ? 201 : 200).send(deployment);
    },
  );

  app.post(
    '/channels/v1/registry/channels/:name/deployments/:version/retirement',
    {
      schema: {
        tags,
        security,
        summary: 'Retires a deployment: the graph stops running its documents',
        params: VersionParams,
        response: { 200: Deployment, 401: Problem, 404: Problem },
      },
    },
    async (request) => registry.retire(request.params.name, request.params.version),
  );
};

/** HTTP Basic with the graph's client id and secret, compared in constant time. */
function requireGraph(secret: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Basic\s+([A-Za-z0-9+/=]{1,400})$/i.exec(request.headers.authorization ?? '');
    const credentials = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
    const colon = credentials.indexOf(':');
    const [id, presented] = colon > 0 ? [credentials.slice(0, colon), credentials.slice(colon + 1)] : [];
    if (id === GRAPH_CLIENT_ID && presented !== undefined && secretsMatch(presented, secret)) return;
    reply.header('www-authenticate', 'Basic realm="club registry"');
    return sendProblem(reply, {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'The registry answers the graph only.',
    });
  };
}
