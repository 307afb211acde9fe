import { Button, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { systemConfigGroups, type AdminSetting } from '@lottery/contracts';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { SettingFormModal } from './setting-form-modal';
import { useSettings } from './settings-api';

const shownValue = ({ kind, configValue }: AdminSetting) => {
  if (configValue === '') return <Typography.Text type="secondary">未设置</Typography.Text>;
  if (kind === 'switch')
    return configValue === '1' ? <Tag color="green">开启</Tag> : <Tag>关闭</Tag>;
  return (
    <Typography.Text code={kind === 'json'} ellipsis style={{ maxWidth: 320 }}>
      {configValue}
    </Typography.Text>
  );
};

/** 系统设置: the system config keys by group, with their meaning; content roles may change them. */
export function SettingsPage() {
  const [editing, setEditing] = useState<AdminSetting>();
  const { can } = useOperator();
  const editable = can('editContent');
  const wide = useWideScreen();
  const settings = useSettings();
  useQueryErrorToast(settings.error);

  const columns: TableColumnsType<AdminSetting> = [
    {
      title: '设置',
      key: 'label',
      width: wide ? 360 : 200,
      render: (_: unknown, setting: AdminSetting) => (
        <>
          <Typography.Text strong>{setting.label}</Typography.Text>{' '}
          <Typography.Text type="secondary" code>
            {setting.configKey}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {setting.meaning}
          </Typography.Paragraph>
        </>
      ),
    },
    { title: '当前值', key: 'value', render: (_: unknown, setting) => shownValue(setting) },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, setting: AdminSetting) => (
              <Button type="link" size="small" onClick={() => setEditing(setting)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageTitle title="系统设置" />
      <Tabs
        items={systemConfigGroups.map((group) => ({
          key: group,
          label: group,
          children: (
            <Table<AdminSetting>
              rowKey="configKey"
              size={wide ? 'middle' : 'small'}
              columns={columns}
              dataSource={(settings.data ?? []).filter((setting) => setting.group === group)}
              loading={settings.isLoading}
              scroll={{ x: 'max-content' }}
              pagination={false}
              locale={{ emptyText: '暂无数据' }}
            />
          ),
        }))}
      />
      {editing && <SettingFormModal setting={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
