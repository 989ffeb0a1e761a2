import { startGraph } from './index.ts';

const graph = await startGraph({}, { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4000) });
console.log(
  `Graph listening on ${graph.url}/graphql${graph.operatorUrl ? `, metrics on ${graph.operatorUrl}/metrics` : ''}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void graph.close().then(() => process.exit(0)));
}
