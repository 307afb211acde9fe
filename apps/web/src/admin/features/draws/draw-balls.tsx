import { Space, Tag } from 'antd';
import { colorOfBall, parseOpenNum } from '@lottery/contracts';

const tagColors = { red: 'red', green: 'green', blue: 'blue' } as const;

/** A result as balls in their colours, the special (7th) ball set apart by a plus. */
export function DrawBalls({ openNum }: { openNum: string }) {
  if (!openNum) return <span>-</span>;
  const balls = parseOpenNum(openNum);
  return (
    <Space size={2} wrap={false}>
      {balls.map((ball, i) => (
        <span key={i} style={{ whiteSpace: 'nowrap' }}>
          {i === balls.length - 1 && <span style={{ marginInline: 2 }}>+</span>}
          <Tag color={tagColors[colorOfBall(ball)]} style={{ marginInlineEnd: 0, minWidth: 28 }}>
            {String(ball).padStart(2, '0')}
          </Tag>
        </span>
      ))}
    </Space>
  );
}
