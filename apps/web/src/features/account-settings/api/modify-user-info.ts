import { accountPaths, modifyUserInfoForm } from '@lottery/contracts';
import type { Profile } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileQueryKey } from '../../../lib/session';

export interface PersonalInfo {
  nickname: string;
  avatarId: number;
  fullName: string;
  email: string;
  phone: string;
  qq: string;
  weixin: string;
  birthday: string;
}

/** POST /api/user/modifyUserInfo (form): answers the updated profile. */
export const modifyUserInfo = (info: PersonalInfo): Promise<Profile> =>
  http.post(accountPaths.modifyUserInfo, {
    form: modifyUserInfoForm.parse(info),
  });

export const useModifyUserInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUserInfo,
    onSuccess: (updated) => queryClient.setQueryData(profileQueryKey, updated),
  });
};
