import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import 'antd/dist/reset.css';
import { AdminApp } from './app/admin-app';
import { adminRoutes } from './app/admin-routes';
import { createAdminQueryClient } from './app/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from admin/index.html');

createRoot(container).render(
  <StrictMode>
    <AdminApp
      router={createBrowserRouter(adminRoutes, { basename: '/admin' })}
      queryClient={createAdminQueryClient()}
    />
  </StrictMode>,
);
