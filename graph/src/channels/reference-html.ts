import type {
  ReferenceDocument,
  ReferenceEnumValue,
  ReferenceField,
  ReferenceInputValue,
  ReferenceType,
  ReferenceTypeKind,
} from './reference.ts';

/**
 * The graph's reference as one self-contained HTML page (graph/src/channels/reference.ts): no script, no
 * external asset, every text escaped, an anchor per type (`#type-Name`) and per field (`#Type.field`), readable
 * on a phone (contents folded above the reference) and beside GraphiQL (contents in a sidebar).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const SECTIONS: { kind: ReferenceTypeKind; title: string }[] = [
  { kind: 'OBJECT', title: 'Objects' },
  { kind: 'INTERFACE', title: 'Interfaces' },
  { kind: 'UNION', title: 'Unions' },
  { kind: 'ENUM', title: 'Enums' },
  { kind: 'INPUT_OBJECT', title: 'Input types' },
  { kind: 'SCALAR', title: 'Scalars' },
];

const STYLE = `
:root{color-scheme:light dark;--fg:#111;--bg:#fff;--muted:#4a4a4a;--line:#d0d0d0;--panel:#f4f4f4;--accent:#b00020}
@media (prefers-color-scheme:dark){:root{--fg:#f2f2f2;--bg:#111;--muted:#c4c4c4;--line:#444;--panel:#1c1c1c;--accent:#ff8a80}}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent)}a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em;overflow-wrap:anywhere}
header{padding:1rem;border-bottom:4px solid var(--accent)}h1{margin:0;font-size:1.5rem}
.skip{position:absolute;left:-100vw}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
.layout{display:block}nav{padding:0 1rem;border-bottom:1px solid var(--line)}
nav ul{list-style:none;margin:0;padding:0 0 0 .75rem}nav a{display:inline-block;min-height:24px;padding:.2rem 0}
summary{cursor:pointer;min-height:24px;padding:.25rem 0;font-weight:600}
main{padding:0 1rem 3rem;max-width:60rem}
h2{margin:2rem 0 .5rem;font-size:1.3rem;border-bottom:1px solid var(--line)}
section.type{margin:1.5rem 0;padding:.75rem;border:1px solid var(--line);border-radius:6px}
section.type:target,li:target{outline:3px solid var(--accent);outline-offset:2px}
h3{margin:0 0 .25rem;font-size:1.15rem}.kind{font-size:.8rem;font-weight:400;color:var(--muted)}
.members{color:var(--muted);margin:.25rem 0}
ul.fields{list-style:none;margin:.5rem 0 0;padding:0}ul.fields>li{padding:.5rem 0;border-top:1px solid var(--line)}
.sig{font-weight:600}.badge{display:inline-block;margin-left:.4rem;padding:0 .4rem;border:1px solid currentColor;border-radius:4px;font-size:.78rem;font-weight:600}
.deprecated>.sig>code>.name{text-decoration:line-through}.badge.deprecated{color:var(--accent)}
p{margin:.25rem 0}dl{margin:.25rem 0 0 1rem}dd{margin:0 0 .25rem 1rem;color:var(--muted)}
.errors{margin:.5rem 0 0;padding:.5rem .75rem;background:var(--panel);border-left:4px solid var(--accent)}
.errors ul{margin:.25rem 0 0;padding-left:1.2rem}
@media (min-width:60rem){.layout{display:grid;grid-template-columns:18rem 1fr}
nav{position:sticky;top:0;max-height:100vh;overflow-y:auto;border-bottom:0;border-right:1px solid var(--line)}}
`;

function typeLink(type: string, namedType: string): string {
  const at = type.indexOf(namedType);
  if (at < 0) return `<code>${escapeHtml(type)}</code>`;
  const link = `<a href="#type-${escapeHtml(namedType)}">${escapeHtml(namedType)}</a>`;
  return `${escapeHtml(type.slice(0, at))}${link}${escapeHtml(type.slice(at + namedType.length))}`;
}

function description(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
}

function deprecation(reason: string | undefined): string {
  return reason === undefined
    ? ''
    : `<p class="deprecation"><strong>Deprecated:</strong> ${escapeHtml(reason || 'No longer supported.')}</p>`;
}

const DEPRECATED_BADGE = '<span class="badge deprecated">Deprecated</span>';

function inputValues(values: ReferenceInputValue[], anchor?: string): string {
  if (!values.length) return '';
  const items = values.map((value) => {
    const id = anchor ? ` id="${escapeHtml(`${anchor}.${value.name}`)}"` : '';
    const fallback = value.defaultValue === undefined ? '' : ` = ${escapeHtml(value.defaultValue)}`;
    const marked = value.deprecationReason === undefined ? '' : DEPRECATED_BADGE;
    return (
      `<dt${id}${marked ? ' class="deprecated"' : ''}><code>${escapeHtml(value.name)}: ` +
      `${typeLink(value.type, value.namedType)}${fallback}</code>${marked}</dt>` +
      `<dd>${description(value.description)}${deprecation(value.deprecationReason)}</dd>`
    );
  });
  return `<dl>${items.join('')}</dl>`;
}

function errorList(union: ReferenceType | undefined, heading: string): string {
  if (!union?.errors.length) return '';
  const items = union.errors.map(
    (member) =>
      `<li><a href="#type-${escapeHtml(member.type)}">${escapeHtml(member.type)}</a>` +
      (member.codes.length
        ? `: ${member.codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(', ')}`
        : ' (no native code)') +
      '</li>',
  );
  return `<div class="errors"><p><strong>${escapeHtml(heading)}</strong></p><ul>${items.join('')}</ul></div>`;
}

function fieldItem(field: ReferenceField, types: Map<string, ReferenceType>): string {
  const args = field.arguments.length
    ? `(${field.arguments.map((arg) => `${escapeHtml(arg.name)}: ${typeLink(arg.type, arg.namedType)}`).join(', ')})`
    : '';
  const access = field.access ? `<span class="badge">${escapeHtml(field.access)}</span>` : '';
  const isDeprecated = field.deprecationReason !== undefined;
  const id = escapeHtml(field.coordinate);
  return (
    `<li id="${id}"${isDeprecated ? ' class="deprecated"' : ''}>` +
    `<div class="sig"><code><a class="name" href="#${id}">${escapeHtml(field.name)}</a>${args}: ` +
    `${typeLink(field.type, field.namedType)}</code>${access}${isDeprecated ? DEPRECATED_BADGE : ''}</div>` +
    description(field.description) +
    deprecation(field.deprecationReason) +
    inputValues(field.arguments, field.coordinate) +
    errorList(types.get(field.namedType), 'Typed errors (native codes):') +
    '</li>'
  );
}

function fieldList(fields: ReferenceField[], types: Map<string, ReferenceType>): string {
  return fields.length ? `<ul class="fields">${fields.map((field) => fieldItem(field, types)).join('')}</ul>` : '';
}

function enumValues(values: ReferenceEnumValue[]): string {
  if (!values.length) return '';
  const items = values.map((value) => {
    const isDeprecated = value.deprecationReason !== undefined;
    return (
      `<li${isDeprecated ? ' class="deprecated"' : ''}><div class="sig"><code><span class="name">` +
      `${escapeHtml(value.name)}</span></code>${isDeprecated ? DEPRECATED_BADGE : ''}</div>` +
      `${description(value.description)}${deprecation(value.deprecationReason)}</li>`
    );
  });
  return `<ul class="fields">${items.join('')}</ul>`;
}

function nameLinks(label: string, names: string[]): string {
  if (!names.length) return '';
  const links = names.map((name) => `<a href="#type-${escapeHtml(name)}">${escapeHtml(name)}</a>`);
  return `<p class="members">${escapeHtml(label)} ${links.join(', ')}</p>`;
}

function typeSection(type: ReferenceType, types: Map<string, ReferenceType>): string {
  const name = escapeHtml(type.name);
  const specified =
    type.specifiedByURL && /^https?:\/\//.test(type.specifiedByURL)
      ? `<p>Specified by <a href="${escapeHtml(type.specifiedByURL)}">${escapeHtml(type.specifiedByURL)}</a></p>`
      : '';
  const codes = type.codes.length
    ? `<p>Native codes: ${type.codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(', ')}</p>`
    : '';
  return (
    `<section class="type" id="type-${name}" aria-labelledby="title-${name}">` +
    `<h3 id="title-${name}">${name} <span class="kind">${escapeHtml(type.kind.toLowerCase().replace('_', ' '))}</span></h3>` +
    description(type.description) +
    specified +
    nameLinks('Implements', type.interfaces) +
    nameLinks('Implemented by', type.implementations) +
    nameLinks('One of', type.possibleTypes) +
    nameLinks('Member of', type.memberOf) +
    codes +
    errorList(type, 'Error members and their native codes:') +
    fieldList(type.fields, types) +
    inputValues(type.inputFields, type.name) +
    enumValues(type.enumValues) +
    '</section>'
  );
}

function contents(reference: ReferenceDocument): string {
  const operations = reference.operations.map(
    (root) => `<li><a href="#type-${escapeHtml(root.type)}">${escapeHtml(root.type)}</a> (${root.fields.length})</li>`,
  );
  const kinds = SECTIONS.map(({ kind, title }) => {
    const names = reference.types.filter((type) => type.kind === kind).map((type) => type.name);
    if (!names.length) return '';
    const links = names.map((name) => `<li><a href="#type-${escapeHtml(name)}">${escapeHtml(name)}</a></li>`);
    return `<li><details><summary>${escapeHtml(title)} (${names.length})</summary><ul>${links.join('')}</ul></details></li>`;
  });
  return (
    '<nav aria-labelledby="contents-title"><details open><summary id="contents-title">Contents</summary><ul>' +
    `<li><a href="#operations">Operations</a><ul>${operations.join('')}</ul></li>${kinds.join('')}</ul></details></nav>`
  );
}

/** The reference as one HTML page titled `title`. */
export function renderReferenceHtml(reference: ReferenceDocument, options: { title: string }): string {
  const types = new Map(reference.types.map((type) => [type.name, type]));
  const title = escapeHtml(options.title);
  const operations = reference.operations.map((root) => {
    const name = escapeHtml(root.type);
    return (
      `<section class="type" id="type-${name}" aria-labelledby="title-${name}">` +
      `<h3 id="title-${name}">${name} <span class="kind">${escapeHtml(root.operation)}</span></h3>` +
      description(root.description) +
      fieldList(root.fields, types) +
      '</section>'
    );
  });
  const sections = SECTIONS.map(({ kind, title: heading }) => {
    const ofKind = reference.types.filter((type) => type.kind === kind);
    if (!ofKind.length) return '';
    const id = `kind-${kind.toLowerCase()}`;
    return (
      `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>` +
      `${ofKind.map((type) => typeSection(type, types)).join('')}</section>`
    );
  });
  const count = reference.operations.reduce((sum, root) => sum + root.fields.length, 0);
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><style>${STYLE}</style></head><body>` +
    '<a class="skip" href="#main">Skip to the reference</a>' +
    `<header><h1>${title}</h1><p>${count} operations, ${reference.types.length} types.</p></header>` +
    `<div class="layout">${contents(reference)}<main id="main">` +
    '<section aria-labelledby="operations"><h2 id="operations">Operations</h2>' +
    `${operations.join('')}</section>${sections.join('')}</main></div></body></html>\n`
  );
}
