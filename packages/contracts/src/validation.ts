import { z } from 'zod';

z.config(z.locales.zhCN());

type Issue = z.core.$ZodIssue;

const fieldOf = (issue: Issue): string => {
  if (issue.code === 'unrecognized_keys') return issue.keys.join('、');
  return issue.path.map(String).join('.');
};

/** One Chinese sentence naming the first failing field, e.g. `参数 gameId 错误：…`. */
export const describeIssue = (issue: Issue, location?: string): string => {
  const field = fieldOf(issue);
  const where = location ? `${location} ` : '';
  if (issue.code === 'unrecognized_keys') return `${where}包含未知参数：${field}`;
  if (!field) return `${where}参数错误：${issue.message}`;
  return `${where}参数 ${field} 错误：${issue.message}`;
};

export const describeError = (error: z.ZodError, location?: string): string => {
  const [first] = error.issues;
  return first ? describeIssue(first, location) : '请求参数错误';
};

export { z };
