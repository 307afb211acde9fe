import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Image, Input } from 'antd';
import { useRef } from 'react';
import {
  adminSiteContentPaths,
  imageUrl,
  siteImageMaxBytes,
  type UploadedSiteImage,
} from '@lottery/contracts';
import { adminPost } from '../lib/admin-api';
import { useToastError } from '../lib/toast-error';

/** The file's bytes as base64 (the call's body is JSON). */
const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const useUploadImage = () =>
  useMutation({
    mutationFn: async (file: Blob) =>
      adminPost<UploadedSiteImage>(adminSiteContentPaths.uploadImage, {
        data: await base64Of(file),
      }),
  });

interface ImageUploadFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The file input's accessible name, so several fields of one form stay apart. */
  label: string;
  disabled?: boolean;
}

/**
 * An image's address, typed or uploaded: the server reads the file's type from its bytes, cleans
 * it and answers the address stored in the form.
 */
export function ImageUploadField({ value, onChange, label, disabled }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const { message } = App.useApp();
  const toastError = useToastError();

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > siteImageMaxBytes) {
      void message.error('图片不能超过2MB');
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange?.(image.url);
        void message.success('已上传');
      },
      onError: toastError,
    });
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder="/sys-upload/images/…"
          disabled={disabled}
          aria-label={`${label}地址`}
        />
        <Button
          loading={upload.isPending}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          上传
        </Button>
      </Flex>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label={`${label}文件`}
        style={{ display: 'none' }}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {value ? (
        <Image
          src={imageUrl(value)}
          alt={label}
          style={{ maxWidth: '100%', maxHeight: 120, objectFit: 'contain' }}
        />
      ) : null}
    </Flex>
  );
}
