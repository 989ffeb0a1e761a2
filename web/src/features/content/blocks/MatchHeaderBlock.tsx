import { graphql, useFragment } from 'react-relay/hooks';
import type { MatchHeaderBlock_block$key } from '../../../__generated__/MatchHeaderBlock_block.graphql';
import { useT } from '../../../app/language.ts';
import { MatchHeader } from '../components/MatchHeader.tsx';

export function MatchHeaderBlock({ block }: { block: MatchHeaderBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment MatchHeaderBlock_block on MatchHeaderBlock {
        match {
          ...MatchHeader_match
        }
      }
    `,
    block,
  );
  const t = useT();
  return (
    <section className="block" aria-label={t('content.match.headerLabel')}>
      {data.match ? <MatchHeader match={data.match} /> : <p className="empty">{t('content.match.none')}</p>}
    </section>
  );
}
