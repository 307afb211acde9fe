import { SearchBar } from 'antd-mobile';
import { gallerySearchPlaceholder } from '@lottery/contracts';
import { useState } from 'react';
import styles from './gallery-search.module.css';

/** The longest search the server takes. */
const maxSearchLength = 30;

/** The name search: runs on the keyboard's search key; clearing it shows every name again. */
export function GallerySearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchBar
      className={styles.search}
      placeholder={gallerySearchPlaceholder}
      maxLength={maxSearchLength}
      value={text}
      onChange={setText}
      onSearch={(value) => onSearch(value.trim())}
      onClear={() => onSearch('')}
    />
  );
}
