import { Space, Tag, Typography } from 'antd';
import type { SaveTemplateItemBody } from '@lottery/contracts';
import { RichPreview } from './rich-preview';

type PreviewedItem = Pick<
  SaveTemplateItemBody,
  'title' | 'content' | 'content2' | 'content3' | 'note' | 'badges' | 'activeCover'
>;

/**
 * An item as a member reads it on the card: the issue title, its badges, then each HTML field
 * through the member app's sanitizer (a hit's content in red).
 */
export function TemplateItemPreview({ item }: { item: PreviewedItem }) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {(item.title || item.badges.length > 0) && (
        <Space wrap size={4}>
          {item.title && <Typography.Text strong>{item.title}</Typography.Text>}
          {item.badges.map((badge) => (
            <Tag key={badge} color="red">
              {badge}
            </Tag>
          ))}
        </Space>
      )}
      {[item.content, item.content2, item.content3, item.note]
        .filter((html) => html !== '')
        .map((html, index) => (
          <div key={index} style={item.activeCover === 1 ? { color: '#e53935' } : undefined}>
            <RichPreview html={html} />
          </div>
        ))}
    </Space>
  );
}
