import type { CompanyInfo } from '@lottery/contracts';

/** The company as GET /app-api/company/get answers it: no links, no carousel. */
export const companyOf = (patch: Partial<CompanyInfo> = {}): CompanyInfo => ({
  companyCode: 'LT01',
  name: '彩民之家',
  olUrl: '',
  logoUrl: '',
  bannerLogoUrl: '',
  regLogoUrl: '',
  domain: '',
  iosDownloadUrl: '',
  androidDownloadUrl: '',
  homeCarousels: [],
  encryptUrl: '',
  appDisplay: 0,
  showWechatPopup: 0,
  companyDetailList: [],
  ...patch,
});
