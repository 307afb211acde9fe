import { createAppBridge, isNativeShell } from './app-bridge';
import type { NativeShellWindow } from './app-bridge';
import type { NativeBridge } from './bridge';
import { createWebBridge } from './web-bridge';

export { BridgeError, bridgeTimeoutMessage, bridgeTimeoutMs } from './bridge';
export type { BridgeCaptchaResult, BridgeForm, NativeBridge, ScreenOrientation } from './bridge';
export { createAppBridge, isNativeShell } from './app-bridge';
export type { BridgeMessage, BridgeReply, NativeShellWindow } from './app-bridge';
export { createWebBridge } from './web-bridge';

/** The app's one bridge: the shell's when the page runs inside it, the browser's otherwise. */
export const bridge: NativeBridge = isNativeShell(window as NativeShellWindow)
  ? createAppBridge(window as NativeShellWindow)
  : createWebBridge(window);
