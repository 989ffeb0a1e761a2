import { getNamedType, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { Counter } from 'prom-client';
import { metricsRegistry } from '../observability/metrics.ts';

/** What one channel's requests used, by operation and by schema coordinate (`Type.field`). */
export interface UsageSummary {
  operations: { channel: string; operation: string; requests: number; refused: number; lastUsedAt: string }[];
  fields: { channel: string; coordinate: string; uses: number; lastUsedAt: string }[];
}

export interface Tally {
  count: number;
  refused: number;
  last: number;
}

/**
 * Who uses what (docs/channels.md): requests per channel and operation, and uses per channel and schema
 * coordinate, so a field's deprecation can be judged by who still asks for it. A document's coordinates are
 * found once (per parsed document); a request then adds to a few dozen map entries, and Prometheus reads the
 * totals when it scrapes (labels: channel names and schema coordinates, both bounded by what is published).
 */
export class ChannelUsage {
  private readonly tallies = new WeakMap<
    DocumentNode,
    Map<string, Map<string, { operation: Tally; fields: readonly Tally[] }>>
  >();
  private readonly operations = new Map<string, Tally>();
  private readonly fields = new Map<string, Tally>();
  private readonly takenOperations = new Map<string, Tally>();
  private readonly takenFields = new Map<string, Tally>();

  constructor(
    private readonly schema: () => GraphQLSchema,
    private readonly now: () => number = Date.now,
  ) {
    usages.add(this);
  }

  record(channel: string, document: DocumentNode, operationName: string | null, allowed: boolean): void {
    const at = this.now();
    // The tallies a document's requests add to, found once per document, channel and operation: a request then
    // only counts (no key is built, no map is searched per field).
    let byChannel = this.tallies.get(document);
    if (!byChannel) this.tallies.set(document, (byChannel = new Map()));
    let byOperation = byChannel.get(channel);
    if (!byOperation) byChannel.set(channel, (byOperation = new Map()));
    const operation = operationName ?? '(anonymous)';
    let tallies = byOperation.get(operation);
    if (!tallies) {
      const coordinates = coordinatesOf(this.schema(), document);
      tallies = {
        operation: tallyOf(this.operations, `${channel}\u0000${operation}`),
        fields: coordinates.map((coordinate) => tallyOf(this.fields, `${channel}\u0000${coordinate}`)),
      };
      byOperation.set(operation, tallies);
    }
    tallies.operation.count++;
    tallies.operation.last = at;
    // A refused request used nothing.
    if (!allowed) {
      tallies.operation.refused++;
      return;
    }
    for (const field of tallies.fields) {
      field.count++;
      field.last = at;
    }
  }

  /** When a coordinate was last used by any channel (the schema check lists it beside a deprecation). */
  lastUse(): Map<string, Date> {
    const last = new Map<string, Date>();
    for (const [key, tally] of this.fields) {
      if (tally.count === 0) continue;
      const coordinate = key.slice(key.indexOf('\u0000') + 1);
      const known = last.get(coordinate);
      if (!known || known.getTime() < tally.last) last.set(coordinate, new Date(tally.last));
    }
    return last;
  }

  summary(channel?: string): UsageSummary {
    return summaryOf(this.operations, this.fields, channel);
  }

  /**
   * What was counted since the last call, for a store shared by the instances (usage-store.ts): per key, the
   * requests, refusals and uses added and the latest use.
   */
  changesSinceLastTake(): { operations: Map<string, Tally>; fields: Map<string, Tally> } {
    const changes = (tallies: Map<string, Tally>, taken: Map<string, Tally>) => {
      const changed = new Map<string, Tally>();
      for (const [key, tally] of tallies) {
        const before = taken.get(key);
        if (tally.count === (before?.count ?? 0)) continue;
        changed.set(key, {
          count: tally.count - (before?.count ?? 0),
          refused: tally.refused - (before?.refused ?? 0),
          last: tally.last,
        });
        taken.set(key, { ...tally });
      }
      return changed;
    };
    return {
      operations: changes(this.operations, this.takenOperations),
      fields: changes(this.fields, this.takenFields),
    };
  }

  close(): void {
    usages.delete(this);
  }
}

/** A summary of tallies keyed `channel\u0000operation` and `channel\u0000coordinate`, most used first. */
export function summaryOf(
  operations: ReadonlyMap<string, Tally>,
  fields: ReadonlyMap<string, Tally>,
  channel?: string,
): UsageSummary {
  const split = (key: string) => key.split('\u0000') as [string, string];
  const summary: UsageSummary = { operations: [], fields: [] };
  for (const [key, tally] of operations) {
    if (tally.count === 0) continue;
    const [name, operation] = split(key);
    if (channel !== undefined && name !== channel) continue;
    summary.operations.push({
      channel: name,
      operation,
      requests: tally.count,
      refused: tally.refused,
      lastUsedAt: new Date(tally.last).toISOString(),
    });
  }
  for (const [key, tally] of fields) {
    if (tally.count === 0) continue;
    const [name, coordinate] = split(key);
    if (channel !== undefined && name !== channel) continue;
    summary.fields.push({
      channel: name,
      coordinate,
      uses: tally.count,
      lastUsedAt: new Date(tally.last).toISOString(),
    });
  }
  summary.operations.sort((a, b) => b.requests - a.requests || a.operation.localeCompare(b.operation));
  summary.fields.sort((a, b) => b.uses - a.uses || a.coordinate.localeCompare(b.coordinate));
  return summary;
}

/** The tally of `key`, made (at zero) when there is none yet. */
function tallyOf(tallies: Map<string, Tally>, key: string): Tally {
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = { count: 0, refused: 0, last: 0 }));
  return tally;
}

/** Every field (`Type.field`) and argument (`Type.field(argument:)`) a document selects, fragments included. */
export function coordinatesOf(schema: GraphQLSchema, document: DocumentNode): string[] {
  const found = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || node.name.value.startsWith('__')) return;
        const coordinate = `${getNamedType(parent).name}.${node.name.value}`;
        found.add(coordinate);
        for (const argument of node.arguments ?? []) found.add(`${coordinate}(${argument.name.value}:)`);
      },
      EnumValue(node) {
        const type = typeInfo.getInputType();
        if (type && node.kind === Kind.ENUM) found.add(`${getNamedType(type).name}.${node.value}`);
      },
    }),
  );
  return [...found].sort();
}

/** The usage recorders of this process (one per graph; tests start several), read when Prometheus scrapes. */
const usages = new Set<ChannelUsage>();

new Counter({
  name: 'graph_channel_requests_total',
  help: 'Operations run for a channel, by channel, operation and outcome (refused: over the budget)',
  labelNames: ['channel', 'operation', 'outcome'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const usage of usages)
      for (const entry of usage.summary().operations) {
        const labels = { channel: entry.channel, operation: entry.operation };
        this.inc({ ...labels, outcome: 'served' }, entry.requests - entry.refused);
        if (entry.refused) this.inc({ ...labels, outcome: 'refused' }, entry.refused);
      }
  },
});

new Counter({
  name: 'graph_channel_field_uses_total',
  help: 'Uses of a schema coordinate (Type.field, Type.field(argument:), Enum.VALUE) by channel',
  labelNames: ['channel', 'field'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const usage of usages)
      for (const entry of usage.summary().fields)
        this.inc({ channel: entry.channel, field: entry.coordinate }, entry.uses);
  },
});
