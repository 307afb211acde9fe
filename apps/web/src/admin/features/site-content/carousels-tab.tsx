import { App, Button, Card, Empty, Flex, Form, Input, InputNumber, Modal, Spin } from 'antd';
import { useState } from 'react';
import { saveCarouselsBody, type AdminCarousel, type SaveCarouselsBody } from '@lottery/contracts';
import { ImageUploadField } from '../../components/image-upload-field';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { BannerPreview } from './banner-preview';
import { useCarousels, useSaveCarousels } from './site-content-api';

const fields = saveCarouselsBody.shape.carousels.element.shape;

interface CarouselForm {
  carousels: { id?: number; imageUrl: string; redirectUrl: string; sort: number | null }[];
}

/** 轮播: the home carousel's banners, saved together; the home shows them at once. */
export function CarouselsTab({ editable }: { editable: boolean }) {
  const carousels = useCarousels();
  useQueryErrorToast(carousels.error);
  if (carousels.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!carousels.data) return <Empty description="暂无数据" />;
  return <CarouselsForm key={carousels.dataUpdatedAt} saved={carousels.data} editable={editable} />;
}

function CarouselsForm({ saved, editable }: { saved: AdminCarousel[]; editable: boolean }) {
  const [form] = Form.useForm<CarouselForm>();
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveCarousels();
  const { message } = App.useApp();
  const toastError = useToastError();

  // Every stored value, also those without a field of their own (a banner's id, an item's group).
  const submit = () => {
    const values = form.getFieldsValue(true) as CarouselForm;
    const body: SaveCarouselsBody = {
      carousels: (values.carousels ?? []).map((banner) => ({
        ...(banner.id === undefined ? {} : { id: banner.id }),
        imageUrl: banner.imageUrl ?? '',
        redirectUrl: banner.redirectUrl ?? '',
        sort: banner.sort ?? 0,
      })),
    };
    save.mutate(body, { onSuccess: () => void message.success('已保存'), onError: toastError });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ carousels: saved } satisfies CarouselForm}
      onFinish={submit}
      disabled={!editable}
    >
      <Form.List name="carousels">
        {(items, { add, remove }) => (
          <>
            {items.length === 0 && <Empty description="暂无数据" style={{ margin: '24px 0' }} />}
            {items.map((item, index) => (
              <Card
                key={item.key}
                size="small"
                title={`轮播图 ${index + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  editable && (
                    <Button type="link" danger size="small" onClick={() => remove(item.name)}>
                      移除
                    </Button>
                  )
                }
              >
                <Form.Item
                  name={[item.name, 'imageUrl']}
                  label="图片"
                  rules={[zodRule(fields.imageUrl)]}
                >
                  <ImageUploadField label={`轮播图 ${index + 1}`} disabled={!editable} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'redirectUrl']}
                  label="跳转地址"
                  rules={[zodRule(fields.redirectUrl, { optional: true })]}
                >
                  <Input placeholder="/promotional 或 https://…" />
                </Form.Item>
                <Form.Item name={[item.name, 'sort']} label="排序">
                  <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
                </Form.Item>
              </Card>
            ))}
            {editable && (
              <Button
                block
                onClick={() => add({ imageUrl: '', redirectUrl: '', sort: items.length + 1 })}
                disabled={items.length >= 20}
                style={{ marginBottom: 12 }}
              >
                添加轮播图
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Flex gap={8} wrap>
        <Button disabled={false} onClick={() => setPreviewing(true)}>
          预览
        </Button>
        {editable && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存轮播
          </Button>
        )}
      </Flex>
      {previewing && (
        <Modal open title="预览" footer={null} onCancel={() => setPreviewing(false)} width={420}>
          <BannerPreview
            banners={((form.getFieldValue('carousels') as CarouselForm['carousels']) ?? []).map(
              (banner) => ({ imageUrl: banner?.imageUrl ?? '', sort: banner?.sort ?? 0 }),
            )}
          />
        </Modal>
      )}
    </Form>
  );
}
