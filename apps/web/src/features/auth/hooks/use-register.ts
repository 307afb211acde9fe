import {
  buildVersion,
  firstRegistrationFailure,
  registrationMessages,
  stripSpaces,
} from '@lottery/contracts';
import type { RegisterForm, RegisterLimit, SessionTokens } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bridge } from '../../../lib/bridge';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import type { SliderResult } from '../../../lib/slider-captcha';
import { showToast } from '../../../lib/toast';
import { registerLimitQueryOptions } from '../../../lib/profile/get-register-limit';
import { useWebSystemConfig } from '../../../lib/site/get-web-system-config';
import { linkInfoQueryOptions } from '../api/get-link-info';
import { postRegister } from '../api/register';
import { authFailureOf } from '../model/auth-failure';
import { toBridgeForm } from '../model/bridge-form';
import {
  blankHidden,
  emptyRegisterValues,
  formFieldSettings,
  sameRegisterLimit,
} from '../model/register-fields';
import type { RegisterValues } from '../model/register-fields';
import { withFreshSecretKey } from '../model/secret-retry';
import { sliderByConfig, sliderFields, solveSlider } from '../model/third-party-captcha';
import { useCaptchaStamp } from './use-captcha-stamp';
import { useCompleteSignIn } from './use-complete-sign-in';

/** The registration form's state and its submit (spec part 1 §4 "Registration"). */
export const useRegister = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The form is built from the answer at page load; submit fetches it again to compare.
  const limitQuery = useQuery({ ...registerLimitQueryOptions(), staleTime: 0 });
  const config = useWebSystemConfig();
  const { complete } = useCompleteSignIn();

  const linkCode = (searchParams.get('code') ?? '').trim();
  // Who invites through the link's code, looked up as the page opens (spec part 2 §7: a failure
  // keeps the server's message, informationAgent.error, and the code cannot be sent).
  const linkInfo = useQuery(linkInfoQueryOptions(linkCode));
  const linkError = linkCode !== '' && linkInfo.isError ? authFailureOf(linkInfo.error).msg : null;
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...emptyRegisterValues,
    intrCode: linkCode,
  }));
  /** The configuration the form was built from; later answers only count at submit. */
  const [built, setBuilt] = useState<RegisterLimit | null>(null);
  if (built === null && limitQuery.data) setBuilt(limitQuery.data);

  const [submitting, setSubmitting] = useState(false);
  const [captchaStamp, refreshCaptcha] = useCaptchaStamp();
  const submittingRef = useRef(false);
  const solvedRef = useRef<SliderResult | null>(null);

  const slider = built?.thirdPartyCaptcha === 1 || sliderByConfig(config.data);
  const fields = useMemo(
    () => (built ? formFieldSettings(built, { lockedIntrCode: linkCode !== '', slider }) : null),
    [built, linkCode, slider],
  );

  const setValue = useCallback(
    (field: keyof RegisterValues, value: string) =>
      setValues((previous) => ({ ...previous, [field]: value })),
    [],
  );

  const clearCaptcha = useCallback(() => {
    setValues((previous) => ({ ...previous, vCode: '' }));
    refreshCaptcha();
  }, [refreshCaptcha]);

  const submit = useCallback(async () => {
    if (!built || !fields || submittingRef.current) return;
    if (linkError !== null) {
      showToast(linkError);
      return;
    }
    const failure = firstRegistrationFailure(values, fields);
    if (failure) {
      showToast(failure.message);
      clearCaptcha();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const latest = await queryClient.fetchQuery({ ...registerLimitQueryOptions(), staleTime: 0 });
      if (!sameRegisterLimit(latest, built)) {
        const nextSlider = latest.thirdPartyCaptcha === 1 || sliderByConfig(config.data);
        const nextFields = formFieldSettings(latest, {
          lockedIntrCode: linkCode !== '',
          slider: nextSlider,
        });
        setBuilt(latest);
        setValues((previous) => blankHidden(previous, nextFields));
        showToast(registrationMessages.configChanged);
        clearCaptcha();
        return;
      }
      if (slider && !solvedRef.current) {
        try {
          solvedRef.current = await solveSlider();
        } catch {
          // The member closed the slider: nothing was sent.
          return;
        }
      }
      const sent = blankHidden(values, fields);
      const send = async (): Promise<SessionTokens> => {
        const [password, confirmPassword, fundPwd] = await Promise.all([
          encryptSecret(sent.password),
          encryptSecret(sent.confirmPassword),
          sent.fundPwd ? encryptSecret(sent.fundPwd) : Promise.resolve(''),
        ]);
        const form: RegisterForm = {
          account: sent.account.trim(),
          password,
          confirmPassword,
          fundPwd,
          birthday: sent.birthday,
          email: sent.email.trim(),
          fullName: sent.fullName.trim(),
          intrCode: sent.intrCode.trim(),
          qq: sent.qq.trim(),
          weixin: sent.weixin.trim(),
          phone: stripSpaces(sent.phone),
          vCode: sent.vCode.trim(),
          version: buildVersion,
          ...sliderFields(solvedRef.current),
        };
        return bridge.isApp ? bridge.register(toBridgeForm(form)) : postRegister(form);
      };
      let tokens: SessionTokens;
      try {
        tokens = await withFreshSecretKey(send);
      } finally {
        // A slider ticket is good for one call.
        solvedRef.current = null;
      }
      await complete(tokens);
      showToast('注册成功!', { icon: 'success' });
      void navigate('/profile', { replace: true });
    } catch (error) {
      showToast(authFailureOf(error).msg);
      clearCaptcha();
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [
    built,
    clearCaptcha,
    complete,
    config.data,
    fields,
    linkCode,
    linkError,
    navigate,
    queryClient,
    slider,
    values,
  ]);

  return {
    limit: built,
    loading: built === null && limitQuery.isPending,
    loadError: built === null && limitQuery.isError ? authFailureOf(limitQuery.error).msg : null,
    retryLoad: () => void limitQuery.refetch(),
    fields,
    values,
    setValue,
    intrCodeLocked: linkCode !== '',
    /** The inviting agent's name once the link's code is found. */
    inviter: linkCode !== '' ? (linkInfo.data?.agentName ?? null) : null,
    /** The server's message when the link's code was refused. */
    linkError,
    captchaStamp,
    refreshCaptcha,
    submitting,
    submit,
  };
};
