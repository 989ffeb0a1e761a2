/**
 * Several instances' Prometheus metrics as one exposition, each sample labelled with its instance, for an
 * operator (or a test) on this machine who has no Prometheus to scrape each instance. A real deployment's
 * Prometheus scrapes the instances themselves (deploy/ and docs/operations.md).
 */

interface Family {
  header: string[];
  samples: string[];
}

/** Merges expositions by metric family (the format wants a family's samples together), adding `instance`. */
export function mergeExpositions(expositions: readonly { instance: string; text: string }[]): string {
  const families = new Map<string, Family>();
  for (const { instance, text } of expositions) {
    let family: Family | undefined;
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      const comment = /^# (HELP|TYPE) (\S+)/.exec(line);
      if (comment) {
        const name = comment[2]!;
        family = families.get(name);
        if (!family) families.set(name, (family = { header: [], samples: [] }));
        if (!family.header.some((known) => known.startsWith(`# ${comment[1]} `))) family.header.push(line);
        continue;
      }
      if (line.startsWith('#')) continue;
      const sample = withInstance(line, instance);
      if (!family) {
        // A sample without a header of its own (untyped): a family of its name.
        const name = /^[^{\s]+/.exec(line)![0];
        if (!families.has(name)) families.set(name, { header: [], samples: [] });
        families.get(name)!.samples.push(sample);
      } else family.samples.push(sample);
    }
  }
  return [...families.values()].flatMap((family) => [...family.header, ...family.samples]).join('\n') + '\n';
}

function withInstance(sample: string, instance: string): string {
  const label = `instance="${instance}"`;
  const brace = sample.indexOf('{');
  const space = sample.indexOf(' ');
  if (brace !== -1 && brace < space) {
    const close = sample.lastIndexOf('}');
    const inner = sample.slice(brace + 1, close);
    return `${sample.slice(0, brace + 1)}${inner ? `${inner},` : ''}${label}${sample.slice(close)}`;
  }
  return `${sample.slice(0, space)}{${label}}${sample.slice(space)}`;
}
