import { Skeleton } from 'antd-mobile';
import { FileOutline, RightOutline, StarOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { InformationList } from '../../../components/information-list';
import { usePlayCategories } from '../api/get-play-categories';
import { PlayCategoryChips } from './play-category-chips';
import styles from './information-panel.module.css';

interface InformationPanelProps {
  gameId: number;
  category: string | null;
  onCategory: (name: string | null) => void;
}

/**
 * The information panel: the my-collection shortcut, the play-category chips and the template
 * list (the templates feature's, provided by the app and loaded after the home's first paint).
 */
export function InformationPanel({ gameId, category, onCategory }: InformationPanelProps) {
  const categories = usePlayCategories(gameId);
  return (
    <section className={styles.panel} aria-label="资讯">
      <header className={styles.head}>
        <h2>
          <FileOutline aria-hidden /> 资讯
        </h2>
        <Link to="/my-collection" className={styles.collection}>
          <StarOutline aria-hidden /> 我的收藏 <RightOutline aria-hidden />
        </Link>
      </header>
      <PlayCategoryChips
        categories={categories.isError ? [] : categories.data}
        selected={category}
        onSelect={onCategory}
      />
      <InformationList
        gameId={gameId}
        category={category}
        fallback={<Skeleton.Paragraph lineCount={6} animated />}
      />
    </section>
  );
}
