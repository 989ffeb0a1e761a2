import { graphql, useFragment } from 'react-relay/hooks';
import type { ImageGalleryBlock_block$key } from '../../../__generated__/ImageGalleryBlock_block.graphql';

export function ImageGalleryBlock({ block }: { block: ImageGalleryBlock_block$key }) {
  const data = useFragment(
    graphql`
      fragment ImageGalleryBlock_block on ImageGalleryBlock {
        images {
          url
          alt
        }
      }
    `,
    block,
  );
  return (
    <ul className="block gallery">
      {data.images.map((image) => (
        <li key={image.url}>
          <img src={image.url} alt={image.alt} width={640} height={400} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
