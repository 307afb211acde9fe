import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * antd-mobile's imperative Toast, Dialog and Modal render with the removed ReactDOM.render
 * unless told how to under React 19.
 */
export const wireAntdMobileRender = (): void => {
  unstableSetRender((node, container: Container) => {
    container._reactRoot ||= createRoot(container);
    const root = container._reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
};
