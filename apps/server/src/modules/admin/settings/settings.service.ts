import { systemConfigCatalogue, type AdminSetting, type SaveSettingBody } from '@lottery/contracts';
import type { Deps } from '../../../deps';
import type { SettingsService } from '../../settings/settings.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;

/**
 * The system config keys of the catalogue, as the operator edits them. A value and its audit
 * row commit together; then every process drops its settings cache and the static files that
 * read system_config (the limit files, app_config.json, …) are republished.
 */
export const createAdminSettingsService = (
  { db }: Pick<Deps, 'db'>,
  { audit, settings }: { audit: AuditService; settings: SettingsService },
) => {
  const list = async (): Promise<AdminSetting[]> =>
    Promise.all(
      systemConfigCatalogue.map(async (spec) => ({
        ...spec,
        configValue: (await settings.systemConfigValue(spec.configKey)) ?? '',
      })),
    );

  const save = async (actor: AdminActor, { configKey, configValue }: SaveSettingBody) => {
    await db.transaction(async (tx) => {
      const before = await settings.setSystemConfig({ configKey, configValue }, tx);
      await audit.record(tx, actor, {
        action: 'config.save',
        target: configKey,
        before: before === undefined ? undefined : { configValue: before },
        after: { configValue },
      });
    });
    await settings.changed('system_config');
  };

  return { list, save };
};
