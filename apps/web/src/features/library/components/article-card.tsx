import type { LibraryArticleItem } from '@lottery/contracts';
import { imageUrl } from '@lottery/contracts';
import { Link } from 'react-router';
import { chinaTimeOf } from '../../../lib/china-time';
import { articlePath } from '../model/library-paths';
import styles from './article-card.module.css';

/** An article in a list: title, summary, author and time, its cover on the right when it has one. */
export function ArticleCard({ article }: { article: LibraryArticleItem }) {
  return (
    <Link className={styles.card} to={articlePath(article.id)}>
      <div className={styles.text}>
        <h3 className={styles.title}>{article.title}</h3>
        {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        <p className={styles.meta}>
          {article.author ? <span className={styles.author}>{article.author}</span> : null}
          <time dateTime={new Date(article.publishedAt).toISOString()}>
            {chinaTimeOf(article.publishedAt).slice(0, 16)}
          </time>
        </p>
      </div>
      {article.coverUrl ? (
        <img
          className={styles.cover}
          src={imageUrl(article.coverUrl)}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </Link>
  );
}
