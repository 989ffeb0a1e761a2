/**
 * Publishes manifest.json as the channel's deployment at the graph, versioned by its content
 * (`pnpm --filter @club/stadium-screen publish:documents`, with the settings of README.md): the same documents
 * are the same version however often published. The project's `pnpm channel publish` does the same for any
 * channel.
 */
import { pathToFileURL } from 'node:url';
import { channelAccessToken, contentVersion, graphAt, manifestDocuments, publishDeployment } from '@club/graph';
import { SettingsError } from '@club/settings';
import { readManifest, type Manifest } from './documents.ts';
import { settingsFromEnv } from './settings.ts';

export interface PublishOptions {
  graphUrl: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  manifest?: Manifest;
}

/** 201: a new version; 200: this version was published already. Anything else throws, with the graph's answer. */
export async function publishManifest(options: PublishOptions): Promise<{ version: string; status: number }> {
  const documents = manifestDocuments(options.manifest ?? readManifest());
  const version = contentVersion(documents);
  const token = await channelAccessToken(options);
  const answer = await publishDeployment(graphAt(options.graphUrl), token, version, documents);
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`the graph refused ${version}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 1000)}`);
  return { version, status: answer.status };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { version, status } = await publishManifest(settingsFromEnv());
    console.log(status === 201 ? `published ${version}` : `${version} was published already`);
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : `publishing failed: ${(error as Error).message}`);
    process.exit(error instanceof SettingsError ? 78 : 1);
  }
}
