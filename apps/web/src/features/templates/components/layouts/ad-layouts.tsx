import { imageUrl } from '@lottery/contracts';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { AdBanner } from '../../../../components/ad-banner';
import { openLink } from '../../../../lib/navigation/open-link';
import { HtmlContent } from '../html-content';
import { allItems, layoutStyles as styles } from './layout-parts';
import type { LayoutProps } from './layout-props';

/**
 * AD13, AD14: an ad among the cards — the template's own item (its banner HTML, a linked image,
 * or its image), or the active ad of that code from template_ads.json. Links inside the site
 * open in the app.
 */
function AdCard({ template, code }: LayoutProps & { code: 'AD13' | 'AD14' }) {
  const navigate = useNavigate();
  const items = allItems(template).filter((item) => !item.locked);
  if (items.length === 0) return <AdBanner code={code} aspectRatio={750 / 200} />;
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    openLink(href, (path) => void navigate(path));
  };
  return (
    // The links are inside the sanitized HTML: their clicks bubble up here.
    <div onClick={follow}>
      {items.map((item) =>
        item.content ? (
          <HtmlContent key={item.id} html={item.content} className={styles.adHtml} />
        ) : (
          <img
            key={item.id}
            className={styles.adImage}
            src={imageUrl(item.iconUrl)}
            alt={template.name || '广告'}
            loading="lazy"
          />
        ),
      )}
    </div>
  );
}

export const Ad13 = (props: LayoutProps) => <AdCard {...props} code="AD13" />;
export const Ad14 = (props: LayoutProps) => <AdCard {...props} code="AD14" />;
