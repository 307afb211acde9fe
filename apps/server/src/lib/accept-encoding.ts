/** Whether an Accept-Encoding header takes gzip (and not with q=0). */
export const acceptsGzip = (header: string | undefined): boolean =>
  header !== undefined && /\bgzip\b(?!;q=0(\.0*)?\b)/.test(header);
