import type { ContentLabel } from './types.ts';

/** How long the kept labels count as fresh; after that a request still gets them and a refresh starts. */
const FRESH_MS = 5 * 60 * 1000;

/**
 * The CMS's labels (competition and news category names), kept in the process: there are a few dozen,
 * they change seldom, and many fields of many screens need them. A request never waits for them once
 * they have been read: stale ones are answered while a refresh runs in the background
 * (stale-while-revalidate), so a screen's own calls stay its only wave.
 */
export class LabelCatalogue {
  private kept: { labels: ContentLabel[]; at: number } | undefined;
  private pending: Promise<ContentLabel[]> | undefined;

  constructor(
    private readonly read: () => Promise<ContentLabel[]>,
    private readonly now: () => number = Date.now,
  ) {}

  labels(): Promise<ContentLabel[]> {
    if (!this.kept) return this.refresh();
    // A failed background refresh keeps the labels there are; the next request tries again.
    if (this.now() - this.kept.at > FRESH_MS) this.refresh().catch(() => undefined);
    return Promise.resolve(this.kept.labels);
  }

  /** Reads the labels once however many ask at the same time. */
  refresh(): Promise<ContentLabel[]> {
    this.pending ??= this.read()
      .then((labels) => {
        this.kept = { labels, at: this.now() };
        return labels;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}
