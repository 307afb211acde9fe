import { buildVersion, firstLoginFailure, toastDurations } from '@lottery/contracts';
import type { LoginForm, SessionTokens } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { loadDialog } from '../../../lib/lazy-popups';
import { useCallback, useRef, useState } from 'react';
import { bridge } from '../../../lib/bridge';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import type { SliderResult } from '../../../lib/slider-captcha';
import { showToast } from '../../../lib/toast';
import { useCompany } from '../../../lib/company/get-company';
import { loginLimitQueryOptions, useLoginLimit } from '../api/get-login-limit';
import {
  useWebSystemConfig,
  webSystemConfigQueryOptions,
} from '../../../lib/site/get-web-system-config';
import { postLogin } from '../api/login';
import { authFailureOf } from '../model/auth-failure';
import { toBridgeForm } from '../model/bridge-form';
import { captchaFailures, rememberedAccount } from '../model/local-memory';
import { withFreshSecretKey } from '../model/secret-retry';
import { sliderByConfig, sliderFields, solveSlider } from '../model/third-party-captcha';
import { useCaptchaStamp } from './use-captcha-stamp';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useLeaveAuth } from './use-leave-auth';
import { useOnlineService } from '../../../lib/site/use-online-service';

/** Failures of the network or the shell, not of the credentials: they do not count. */
const countsAsFailure = (code: string): boolean =>
  !code.startsWith('NET/') && !code.startsWith('BRIDGE/');

/** The login form's state and its submit (spec part 1 §4 "Login"). */
export const useLogin = () => {
  const queryClient = useQueryClient();
  const company = useCompany();
  const loginLimit = useLoginLimit();
  const config = useWebSystemConfig();
  const service = useOnlineService();
  const { complete, noticeVipDomain } = useCompleteSignIn();
  const { done } = useLeaveAuth();

  const [account, setAccount] = useState(rememberedAccount.read);
  const [password, setPassword] = useState('');
  const [valiCode, setValiCode] = useState('');
  const [remember, setRemember] = useState(() => rememberedAccount.read() !== '');
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(captchaFailures.read);
  const [serverWantsCaptcha, setServerWantsCaptcha] = useState(false);
  const [captchaStamp, refreshCaptcha] = useCaptchaStamp();
  const submittingRef = useRef(false);

  const limit = loginLimit.data;
  const captchaRequired =
    limit?.vCode === 1 ||
    (limit !== undefined && failures >= limit.captchaAfterFailures) ||
    serverWantsCaptcha;
  const slider = sliderByConfig(config.data);
  const imageCaptcha = captchaRequired && !slider;
  const settingsLoading = loginLimit.isFetching || config.isFetching;
  const canSubmit = account.trim() !== '' && password !== '' && !settingsLoading && !submitting;

  const fail = useCallback(
    (error: unknown) => {
      const { code, msg } = authFailureOf(error);
      if (countsAsFailure(code)) setFailures(captchaFailures.add());
      if (code === 'UC/VCODE_REQUIRED') setServerWantsCaptcha(true);
      if (code === 'UC/RESET_PASSWORD') {
        void loadDialog().then((dialog) =>
          dialog.confirm({
            content: msg,
            cancelText: '取消',
            confirmText: '确认',
            onConfirm: service.open,
          }),
        );
      } else {
        showToast(msg, { durationMs: toastDurations.long });
      }
      void queryClient.invalidateQueries({ queryKey: loginLimitQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: webSystemConfigQueryOptions().queryKey });
    },
    [queryClient, service.open],
  );

  const submit = useCallback(async () => {
    if (submittingRef.current) return;
    const problem = firstLoginFailure({
      account,
      password,
      valiCode,
      captchaRequired: imageCaptcha,
    });
    if (problem) {
      showToast(problem);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      let solved: SliderResult | null = null;
      if (captchaRequired && slider) {
        try {
          solved = await solveSlider();
        } catch {
          // The member closed the slider: nothing was sent, nothing failed.
          return;
        }
      }
      const send = async (): Promise<SessionTokens> => {
        const form: LoginForm = {
          account: account.trim(),
          password: await encryptSecret(password),
          remember: remember ? '1' : '0',
          version: buildVersion,
          ...(imageCaptcha ? { valiCode: valiCode.trim() } : {}),
          ...sliderFields(solved),
        };
        return bridge.isApp
          ? bridge.login(toBridgeForm(form))
          : postLogin(form, company.data?.companyCode);
      };
      let tokens: SessionTokens;
      try {
        tokens = await withFreshSecretKey(send);
      } catch (error) {
        fail(error);
        return;
      }
      captchaFailures.reset();
      setFailures(0);
      setServerWantsCaptcha(false);
      if (remember) rememberedAccount.save(account.trim());
      else rememberedAccount.forget();
      await complete(tokens, { remember });
      showToast('登录成功!', { durationMs: toastDurations.short, icon: 'success' });
      done();
      void noticeVipDomain();
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
      setValiCode('');
      refreshCaptcha();
    }
  }, [
    account,
    captchaRequired,
    company.data?.companyCode,
    complete,
    done,
    fail,
    imageCaptcha,
    noticeVipDomain,
    password,
    refreshCaptcha,
    remember,
    slider,
    valiCode,
  ]);

  return {
    account,
    setAccount,
    password,
    setPassword,
    valiCode,
    setValiCode,
    remember,
    setRemember,
    imageCaptcha,
    captchaStamp,
    refreshCaptcha,
    submitting,
    canSubmit,
    submit,
    openService: service.open,
  };
};
