import type { Template, TemplatePage } from '@lottery/contracts';

/** The template as it shows right after a tap: liked or not, its count moved by one. */
export const toggledTemplate = <T extends Template>(template: T, like: 0 | 1): T =>
  template.like === like
    ? template
    : { ...template, like, likeCount: Math.max(0, template.likeCount + (like ? 1 : -1)) };

/** A page of templates with template `id` changed. */
export const changePageTemplate = (
  page: TemplatePage,
  id: number,
  change: (template: Template) => Template,
): TemplatePage =>
  page.data.some((template) => template.id === id)
    ? {
        ...page,
        data: page.data.map((template) => (template.id === id ? change(template) : template)),
      }
    : page;
