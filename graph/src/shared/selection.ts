import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Per field of a document (parsed once and cached by Yoga), the answers already worked out for it. */
const subfieldsByField = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

/**
 * The names of the fields the operation selects under the resolving field's `child` (e.g. a cart's
 * `pricing`), through inline fragments and fragment spreads. Lets a resolver start, in the same wave as
 * its own call, the calls its children will need once it has answered. @skip and @include are not
 * evaluated: a field they leave out still counts, so at worst a call is started that was not needed.
 * Worked out once per document field, not per request.
 */
export function selectedUnder(info: GraphQLResolveInfo, child: string): ReadonlySet<string> {
  const [first] = info.fieldNodes;
  if (!first) return new Set();
  let byChild = subfieldsByField.get(first);
  if (!byChild) subfieldsByField.set(first, (byChild = new Map()));
  let names = byChild.get(child);
  if (!names) {
    const found = new Set<string>();
    const childSelections = info.fieldNodes.flatMap((node) => fieldsNamed(node.selectionSet, child, info));
    for (const node of childSelections)
      for (const field of fieldsNamed(node.selectionSet, undefined, info)) found.add(field.name.value);
    byChild.set(child, (names = found));
  }
  return names;
}

const ownFieldsByField = new WeakMap<FieldNode, ReadonlySet<string>>();

/**
 * The names of the fields the operation selects directly under the resolving field, through inline
 * fragments and fragment spreads (of any type condition). Worked out once per document field.
 */
export function selectedFields(info: GraphQLResolveInfo): ReadonlySet<string> {
  const [first] = info.fieldNodes;
  if (!first) return new Set();
  let names = ownFieldsByField.get(first);
  if (!names) {
    names = new Set(
      info.fieldNodes
        .flatMap((node) => fieldsNamed(node.selectionSet, undefined, info))
        .map((field) => field.name.value),
    );
    ownFieldsByField.set(first, names);
  }
  return names;
}

/** The fields of a selection set, through fragments; only those named `name` when it is given. */
function fieldsNamed(
  selectionSet: SelectionSetNode | undefined,
  name: string | undefined,
  info: GraphQLResolveInfo,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (name === undefined || selection.name.value === name) fields.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fields.push(...fieldsNamed(selection.selectionSet, name, info, seen));
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      fields.push(...fieldsNamed(info.fragments[selection.name.value]?.selectionSet, name, info, seen));
    }
  }
  return fields;
}
