// relay-compiler reads CommonJS config. Artifacts live beside the web sources; the persisted-queries
// file (document id → text) is what the graph accepts as trusted documents.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/*.test.*'],
  persistConfig: { file: './persisted-queries.json', algorithm: 'SHA256' },
  customScalarTypes: { DateTime: 'string', Date: 'string', Decimal: 'string', URL: 'string' },
  noFutureProofEnums: true,
  // The portal's server imports page artifacts under Node's own TypeScript support, which keeps every import
  // not marked `import type` as a value import (and relay-runtime has no such export).
  useImportTypeSyntax: true,
};
