import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SportBlocks_grid$key } from '../../../__generated__/SportBlocks_grid.graphql';
import type { SportBlocks_slider$key } from '../../../__generated__/SportBlocks_slider.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';

type SiteLink = { readonly key: string; readonly name: { readonly text: string; readonly language: string } };

/** "One club, more than 50 sports": every sport's site. */
export function SportGridBlock({ block }: { block: SportBlocks_grid$key }) {
  const data = useFragment(
    graphql`
      fragment SportBlocks_grid on SportGridBlock {
        headline
        sites {
          key
          name {
            text
            language
          }
        }
      }
    `,
    block,
  );
  return (
    <section className="block">
      <h2>{data.headline}</h2>
      <SportList sites={data.sites} className="sport-grid" />
    </section>
  );
}

/** A few sports in a row that scrolls sideways, and a link to all of them. */
export function SportSliderBlock({ block }: { block: SportBlocks_slider$key }) {
  const data = useFragment(
    graphql`
      fragment SportBlocks_slider on SportSliderBlock {
        headline
        sites {
          key
          name {
            text
            language
          }
        }
        allSports {
          key
        }
      }
    `,
    block,
  );
  const language = useLanguage();
  const t = useT();
  return (
    <section className="block">
      <h2>{data.headline}</h2>
      <SportList sites={data.sites} className="sport-slider" />
      {data.allSports && (
        <Link to={paths.site(language, data.allSports.key)} className="more-link">
          {t('content.allSports')}
        </Link>
      )}
    </section>
  );
}

function SportList({ sites, className }: { sites: readonly SiteLink[]; className: string }) {
  const language = useLanguage();
  return (
    <ul className={className}>
      {sites.map((site) => (
        <li key={site.key}>
          <Link
            to={paths.site(language, site.key)}
            lang={site.name.language.toLowerCase() !== language ? site.name.language.toLowerCase() : undefined}
          >
            {site.name.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
