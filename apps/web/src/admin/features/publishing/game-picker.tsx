import { Select } from 'antd';
import { useEffect } from 'react';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useGames } from './publishing-api';

interface GamePickerProps {
  value: number | undefined;
  onChange: (gameId: number) => void;
}

/** The lottery game whose content is shown; the first game until the operator picks one. */
export function GamePicker({ value, onChange }: GamePickerProps) {
  const games = useGames();
  useQueryErrorToast(games.error);
  const first = games.data?.[0]?.id;
  useEffect(() => {
    if (value === undefined && first !== undefined) onChange(first);
  }, [value, first, onChange]);
  return (
    <Select
      aria-label="彩种"
      value={value}
      loading={games.isLoading}
      onChange={onChange}
      options={(games.data ?? []).map((game) => ({
        value: game.id,
        label: game.enabled ? game.name : `${game.name}（已停用）`,
      }))}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}
