import { graphql, useFragment } from 'react-relay/hooks';
import type { RichTextBlock_block$key } from '../../../__generated__/RichTextBlock_block.graphql';

export function RichTextBlock({ block }: { block: RichTextBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment RichTextBlock_block on RichTextBlock {
        html
      }
    `,
    block,
  );
  // The graph answers the CMS's HTML reduced to its whitelist (no scripts, no handlers, safe links).
  return <div className="block rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />;
}
