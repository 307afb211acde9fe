import { createContext, createElement, Suspense, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** What the home gives its information list: the chosen game and play category (null: 全部). */
export interface InformationListProps {
  gameId: number;
  category: string | null;
}

/**
 * The home's information list is the templates feature's; the app provides it here (a lazy
 * component, so its code loads after the home's first paint) and the home renders the slot.
 */
export const InformationListContext = createContext<ComponentType<InformationListProps> | null>(
  null,
);

/** The query keys of the list start with this: the home's pull-to-refresh reloads them. */
export const informationListQueryRoot = ['templates'] as const;

export function InformationList({
  fallback,
  ...props
}: InformationListProps & { fallback: ReactNode }) {
  const list = useContext(InformationListContext);
  if (!list) return fallback;
  return <Suspense fallback={fallback}>{createElement(list, props)}</Suspense>;
}
