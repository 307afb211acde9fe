import { z } from 'zod';

export const companyDetail = z.object({
  type: z.number().int(),
  content: z.string(),
  httpImageUrl: z.string(),
  wechatUrl: z.string(),
});

export const homeCarousel = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
});

/** Company info of spec part 1 §3; GET /app-api/company/get answers it. */
export const companyInfo = z.object({
  companyCode: z.string(),
  name: z.string(),
  olUrl: z.string(),
  logoUrl: z.string(),
  bannerLogoUrl: z.string(),
  regLogoUrl: z.string(),
  domain: z.string(),
  iosDownloadUrl: z.string(),
  androidDownloadUrl: z.string(),
  homeCarousels: z.array(homeCarousel),
  encryptUrl: z.string(),
  appDisplay: z.number().int(),
  showWechatPopup: z.number().int(),
  companyDetailList: z.array(companyDetail),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const companyPaths = { get: '/company/get' } as const;
