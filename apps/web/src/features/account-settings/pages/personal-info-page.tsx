import { DatePicker, Form, Input, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { Profile } from '@lottery/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SubmitButton } from '../components/submit-button';
import { PageHeader } from '../../../components/page-header';
import { UserAvatar } from '../../../components/user-avatar';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { showToast } from '../../../lib/toast';
import { toastError, toastSaved } from '../../../lib/toast-error';
import { useModifyUserInfo } from '../api/modify-user-info';
import type { PersonalInfo } from '../api/modify-user-info';
import { AvatarPicker } from '../components/avatar-picker';
import { firstPersonalInfoFailure } from '../validation';
import styles from './form-page.module.css';
import own from './personal-info-page.module.css';

const fromProfile = ({ userInfo, userDetail }: Profile): PersonalInfo => ({
  nickname: userInfo.nickname,
  avatarId: userInfo.avatarId,
  fullName: userDetail.fullName,
  email: userDetail.email,
  phone: userDetail.phone,
  qq: userDetail.qq,
  weixin: userDetail.weixin,
  birthday: userDetail.birthday,
});

const textFields: {
  field: Exclude<keyof PersonalInfo, 'avatarId' | 'birthday'>;
  label: string;
  placeholder: string;
  maxLength: number;
  inputMode?: 'email' | 'tel' | 'numeric';
}[] = [
  { field: 'nickname', label: '昵称', placeholder: '请输入昵称', maxLength: 20 },
  { field: 'fullName', label: '真实姓名', placeholder: '请输入您的中文姓名', maxLength: 15 },
  {
    field: 'email',
    label: '邮箱',
    placeholder: '请输入邮箱地址',
    maxLength: 100,
    inputMode: 'email',
  },
  {
    field: 'phone',
    label: '手机号码',
    placeholder: '请输入手机号码',
    maxLength: 16,
    inputMode: 'tel',
  },
  { field: 'qq', label: 'QQ', placeholder: '请输入QQ号码', maxLength: 28, inputMode: 'numeric' },
  { field: 'weixin', label: '微信', placeholder: '请输入微信账号', maxLength: 49 },
];

function PersonalInfoForm({ profile }: { profile: Profile }) {
  const modify = useModifyUserInfo();
  const [info, setInfo] = useState<PersonalInfo>(() => fromProfile(profile));
  const [pickingAvatar, setPickingAvatar] = useState(false);
  const [pickingDate, setPickingDate] = useState(false);

  const set = <K extends keyof PersonalInfo>(field: K, value: PersonalInfo[K]) =>
    setInfo((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const failure = firstPersonalInfoFailure(info);
    if (failure) {
      showToast(failure);
      return;
    }
    const trimmed = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.trim() : value,
      ]),
    ) as unknown as PersonalInfo;
    modify.mutate(trimmed, {
      onSuccess: (updated) => {
        setInfo(fromProfile(updated));
        toastSaved();
      },
      onError: toastError,
    });
  };

  return (
    <div className={styles.body}>
      <button type="button" className={own.avatarRow} onClick={() => setPickingAvatar(true)}>
        <UserAvatar avatarId={info.avatarId} size={64} />
        <span className={own.avatarText}>
          <strong>{profile.userInfo.account}</strong>
          <span>点击更换头像</span>
        </span>
        <RightOutline className={own.arrow} />
      </button>
      <AvatarPicker
        visible={pickingAvatar}
        value={info.avatarId}
        onChange={(avatarId) => set('avatarId', avatarId)}
        onClose={() => setPickingAvatar(false)}
      />
      <Form
        layout="horizontal"
        className={styles.form}
        footer={
          <SubmitButton loading={modify.isPending} onClick={submit}>
            保存
          </SubmitButton>
        }
      >
        {textFields.map(({ field, label, placeholder, maxLength, inputMode }) => (
          <Form.Item key={field} label={label}>
            <Input
              aria-label={label}
              placeholder={placeholder}
              maxLength={maxLength}
              inputMode={inputMode}
              value={info[field]}
              onChange={(value) => set(field, value)}
              clearable
            />
          </Form.Item>
        ))}
        <Form.Item label="出生日期" clickable arrowIcon onClick={() => setPickingDate(true)}>
          {info.birthday ? (
            <span>{info.birthday}</span>
          ) : (
            <span className={own.placeholder}>请选择出生日期</span>
          )}
        </Form.Item>
      </Form>
      <DatePicker
        visible={pickingDate}
        title="出生日期"
        min={new Date(1900, 0, 1)}
        max={new Date()}
        value={info.birthday ? dayjs(info.birthday, 'YYYY-MM-DD').toDate() : new Date(1990, 0, 1)}
        onClose={() => setPickingDate(false)}
        onConfirm={(date) => set('birthday', dayjs(date).format('YYYY-MM-DD'))}
      />
    </div>
  );
}

/** /personal-info: nickname, avatar, real name, contacts and birthday. */
export function PersonalInfoPage() {
  const goBack = useGoBack('/setting');
  const profile = useProfile();

  return (
    <>
      <PageHeader title="个人资料" onBack={goBack} />
      {profile.data ? (
        <PersonalInfoForm profile={profile.data} />
      ) : (
        <div className={styles.body}>
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      )}
    </>
  );
}
