import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

const overview = () => import('./pages/agent-page');
const teamOverview = () => import('./pages/team-overview-page');
const userList = () => import('./pages/user-list-page');
const userDetail = () => import('./pages/user-detail-page');
const addUser = () => import('./pages/add-user-page');
const linkForms = () => import('./pages/link-form-pages');
const link = () => import('./pages/link-page');
const declare = () => import('./pages/declare-page');

/**
 * The agent programme (spec part 2 §2.5). Sign-in and the agent flag are the route table's
 * `agent` trait (its page gate), so the pages here assume an agent.
 */
export const agentRoutes: RouteObject[] = [
  { path: 'agent', lazy: lazyPage(overview, 'AgentPage') },
  { path: 'agent/team-overview', lazy: lazyPage(teamOverview, 'TeamOverviewPage') },
  { path: 'agent/user-list', lazy: lazyPage(userList, 'UserListPage') },
  { path: 'agent/user-detail/:id', lazy: lazyPage(userDetail, 'UserDetailPage') },
  { path: 'agent/add-user', lazy: lazyPage(addUser, 'AddUserPage') },
  { path: 'agent/create-link', lazy: lazyPage(linkForms, 'CreateLinkPage') },
  { path: 'agent/link/:id', lazy: lazyPage(link, 'LinkPage') },
  { path: 'agent/link/:id/update', lazy: lazyPage(linkForms, 'UpdateLinkPage') },
  { path: 'agent/declare', lazy: lazyPage(declare, 'DeclarePage') },
];
