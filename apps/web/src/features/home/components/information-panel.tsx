import { FileOutline, RightOutline, StarOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { StatusBlock } from '../../../components/status-block';
import { usePlayCategories } from '../api/get-play-categories';
import { PlayCategoryChips } from './play-category-chips';
import styles from './information-panel.module.css';

interface InformationPanelProps {
  gameId: number;
  gameName: string;
  category: string | null;
  onCategory: (name: string | null) => void;
}

/**
 * The information panel: the my-collection shortcut, the play-category chips and the slot of the
 * template list (prediction templates are a feature of their own, not built yet).
 */
export function InformationPanel({
  gameId,
  gameName,
  category,
  onCategory,
}: InformationPanelProps) {
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
      <StatusBlock
        icon={<FileOutline />}
        title="预测资料即将上线"
        description={`${gameName} · ${category ?? '全部'}：专家预测与资料卡片将随模板功能一同上线。`}
      />
    </section>
  );
}
