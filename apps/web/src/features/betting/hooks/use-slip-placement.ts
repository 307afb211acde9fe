import { bettingTexts, toastDurations } from '@lottery/contracts';
import type { PlaceSlipBody } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lotteryInfoKey } from '../../../lib/draws/use-lottery-info';
import { ApiError, isAbortedError } from '../../../lib/http';
import { applyBalances } from '../../../lib/profile/check-balance';
import { newRequestKey } from '../../../lib/request-key';
import { showToast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { turnOrdersKey } from '../api/get-turn-orders';
import { placeSlip } from '../api/place-slip';
import type { ConfirmSummary } from '../components/confirm-dialog';
import type { OpenTurn } from '../model/open-turn';
import { betsOf, parseAmount, placeBody, slipProblem, slipTotal } from '../model/slip';
import type { SlipLine } from '../model/slip';
import type { Slip } from '../model/use-slip-store';
import { useSlipStore } from '../model/use-slip-store';

interface Asking {
  body: PlaceSlipBody;
  summary: ConfirmSummary;
}

/**
 * From 确认下注 to placed: the slip is checked (toasts say what is wrong, nothing is sent), the
 * confirmation sheet shows the open turn, the bets and the total with a fresh idempotency key;
 * confirming places it. A failed connection keeps the sheet and its key, so confirming again
 * cannot place twice; a closed turn keeps the slip for the next one; 余额不足 offers 去充值.
 */
export const useSlipPlacement = ({
  gameId,
  openTurn,
  lines,
  slip,
  onPlaced,
}: {
  gameId: number;
  openTurn: OpenTurn | null;
  lines: readonly SlipLine[];
  slip: Slip;
  onPlaced: () => void;
}) => {
  const queryClient = useQueryClient();
  const clear = useSlipStore((state) => state.clear);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [placing, setPlacing] = useState(false);
  const [insufficient, setInsufficient] = useState<string | null>(null);

  // The sheet is for the turn it names: when that turn closes, it goes (the slip stays).
  const shown = asking && openTurn?.turnNum === asking.body.turnNum ? asking : null;

  const ask = useCallback(() => {
    const problem = slipProblem(lines, slip.amount);
    if (problem) return showToast(problem);
    const parsed = parseAmount(slip.amount);
    if (!openTurn || 'error' in parsed) {
      return showToast(bettingTexts.turnClosed, { durationMs: toastDurations.long });
    }
    const body = placeBody(
      gameId,
      openTurn.turnNum,
      newRequestKey(),
      lines,
      parsed.amount,
      slip.chase,
    );
    const bets = betsOf(lines);
    setAsking({
      body,
      summary: {
        turnNum: openTurn.turnNum,
        bets,
        amount: parsed.amount,
        chase: slip.chase,
        total: slipTotal(bets.length, parsed.amount, slip.chase),
      },
    });
  }, [gameId, lines, openTurn, slip]);

  const dismiss = useCallback(() => setAsking(null), []);

  const confirm = useCallback(async () => {
    if (!shown || placing) return;
    setPlacing(true);
    try {
      const answer = await placeSlip(shown.body);
      applyBalances(queryClient, { money: answer.money });
      setAsking(null);
      clear(gameId);
      onPlaced();
      showToast(bettingTexts.placed, { icon: 'success' });
      void queryClient.invalidateQueries({ queryKey: turnOrdersKey(gameId) });
    } catch (error) {
      if (isAbortedError(error)) return;
      // No answer (timeout, network): the sheet and its key stay, confirming again is safe.
      if (!(error instanceof ApiError)) return toastError(error);
      setAsking(null);
      if (error.code === 'WALLET/INSUFFICIENT_BALANCE') return setInsufficient(error.msg);
      toastError(error);
      // The server's clock says the turn has closed: read the turn again.
      if (error.code === 'BET/TURN_CLOSED') {
        void queryClient.invalidateQueries({ queryKey: lotteryInfoKey(gameId) });
      }
    } finally {
      setPlacing(false);
    }
  }, [shown, placing, queryClient, clear, gameId, onPlaced]);

  // The countdown reached 0 with something on the slip: say so (the slip is kept).
  const isOpen = openTurn !== null;
  const hasLines = lines.length > 0;
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen && hasLines) {
      showToast(bettingTexts.turnClosed, { durationMs: toastDurations.long });
    }
    wasOpen.current = isOpen;
  }, [isOpen, hasLines]);

  return {
    summary: shown?.summary ?? null,
    placing,
    ask,
    dismiss,
    confirm,
    insufficient,
    closeInsufficient: useCallback(() => setInsufficient(null), []),
  };
};
