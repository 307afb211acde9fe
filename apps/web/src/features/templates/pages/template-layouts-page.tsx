import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { TemplateCard } from '../components/template-card';
import { layoutSamples } from '../testing/template-fixtures';
import styles from './template-pages.module.css';

/**
 * /template-layouts, in development builds only: one card of every layout code with demo items,
 * to look at them side by side on a phone.
 */
export function TemplateLayoutsPage() {
  const samples = useMemo(() => layoutSamples(), []);
  return (
    <div className={styles.page}>
      <PageHeader title="模板样式" />
      <ul className={`${styles.body} ${styles.cards}`} aria-label="资料列表">
        {samples.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} />
          </li>
        ))}
      </ul>
    </div>
  );
}
